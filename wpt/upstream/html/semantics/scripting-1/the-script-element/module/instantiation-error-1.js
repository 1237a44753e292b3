import something from "./instantiation-error-1.js";
