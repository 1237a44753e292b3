import r from "./script-module.js";
postMessage(r);
