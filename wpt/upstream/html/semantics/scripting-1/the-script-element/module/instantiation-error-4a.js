import "./instantiation-error-4b.js";
log.push("instantiation-error-4a");
