import { CycleB } from "./imports-cycle-b.js";
export var CycleA = "CycleA";
