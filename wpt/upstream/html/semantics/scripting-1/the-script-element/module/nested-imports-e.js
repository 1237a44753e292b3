import { f } from "./nested-imports-f.js";
export const e = "e";
