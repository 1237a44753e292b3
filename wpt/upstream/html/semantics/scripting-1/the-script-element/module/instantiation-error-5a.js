import "./instantiation-error-5b.js";
log.push("instantiation-error-5a");
