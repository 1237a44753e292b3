import "./instantiation-error-4c.js";
import "./instantiation-error-4d.js";
log.push("instantiation-error-4b");
