import {something} from "./instantiation-error-4c.js";
log.push("instantiation-error-4c");
