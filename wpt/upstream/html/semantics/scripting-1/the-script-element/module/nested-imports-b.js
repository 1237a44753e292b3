import { c } from "./nested-imports-c.js";
export const b = "b";
