import { SelfInner as SelfInnerA } from "./imports-self-inner.js";
export var SelfInner = "SelfInner";
