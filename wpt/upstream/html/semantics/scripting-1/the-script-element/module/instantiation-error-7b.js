export * from "./instantiation-error-7c.js";
export * from "./instantiation-error-7f.js";
log.push("instantiation-error-7b");
