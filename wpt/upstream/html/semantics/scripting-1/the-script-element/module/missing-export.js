import something from "./missing-export.js";
log.push("missing-export");
