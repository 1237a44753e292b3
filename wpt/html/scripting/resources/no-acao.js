window.noAcaoRan = (window.noAcaoRan || 0) + 1;
function throwFromNoCorsScript() { throw new Error("a secret of another origin"); }
