export {x} from "./cycle-unresolvable-a.js";
log.push("cycle-unresolvable");
