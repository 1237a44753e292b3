import { b } from "./nested-imports-b.js";
