import { g } from "./nested-imports-g.js";
export const f = "f";
