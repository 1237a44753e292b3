window.corsAllowedRan = true;
function throwFromCorsScript() { throw new Error("from the CORS script"); }
