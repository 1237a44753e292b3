import {foo} from "./instantiation-error-7b.js";
log.push("instantiation-error-7a");
