import "./syntaxerror.js";
log.push("nested-syntaxerror");
