import {something} from "./instantiation-error-4d.js";
log.push("instantiation-error-4d");
