import { c } from "./nested-imports-c.js";
export const h = "h";
