import "./missing-export.js";
log.push("nested-missing-export");
