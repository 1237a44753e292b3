import "./instantiation-error-5c.js";
import "./instantiation-error-5d.js";
log.push("instantiation-error-5b");
