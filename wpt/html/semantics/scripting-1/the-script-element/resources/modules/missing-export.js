import { nothing } from "./b.js";
