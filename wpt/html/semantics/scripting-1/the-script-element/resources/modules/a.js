import { b, later } from "./b.js";
import lib from "test-lib";
export const a = "a+" + b;
export const meta = import.meta.url;
window.moduleLog.push("a");
export const awaited = await later;
