export {x} from "./cycle-unresolvable.js";
log.push("cycle-unresolvable-a");
