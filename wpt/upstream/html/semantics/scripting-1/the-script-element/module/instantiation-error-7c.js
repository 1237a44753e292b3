export * from "./instantiation-error-7d.js";
export * from "./instantiation-error-7e.js";
log.push("instantiation-error-7c");
