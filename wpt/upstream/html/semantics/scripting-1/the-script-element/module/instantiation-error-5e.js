import {something} from "./instantiation-error-5e.js";
log.push("instantiation-error-5e");
