window.before_throwing_error = true;
throw new Error;
window.after_throwing_error = true;
