log.push("cycle-tdz-access-a");
import { Y } from "./cycle-tdz-access.js";
export var X = Y;
