import {foo} from "./instantiation-error-6b.js";
log.push("instantiation-error-6a");
