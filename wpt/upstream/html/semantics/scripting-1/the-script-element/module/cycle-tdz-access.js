log.push("cycle-tdz-access");
import { X } from "./cycle-tdz-access-a.js";
export let Y = X;
