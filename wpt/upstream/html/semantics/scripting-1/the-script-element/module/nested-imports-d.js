import { e } from "./nested-imports-e.js";
import "./resources/delayed-modulescript.py";
export const d = "d";
