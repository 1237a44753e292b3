export * from "./instantiation-error-6c.js";
export * from "./instantiation-error-6d.js";
log.push("instantiation-error-6b");
