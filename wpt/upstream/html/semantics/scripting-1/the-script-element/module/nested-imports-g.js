import { h } from "./nested-imports-h.js";
export const g = "g";
