import { CycleA } from "./imports-cycle-a.js";
export var CycleB = "CycleB";
