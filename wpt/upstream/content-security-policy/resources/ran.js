window.ran = true;
