import { d } from "./nested-imports-d.js";
export const c = "c";
