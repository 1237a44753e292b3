import "./instantiation-error-5e.js";
import "./instantiation-error-5a.js";
log.push("instantiation-error-5d");
