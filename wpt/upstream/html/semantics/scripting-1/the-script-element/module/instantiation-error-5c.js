import {something} from "./instantiation-error-5c.js";
log.push("instantiation-error-5c");
