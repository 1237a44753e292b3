import "./missing-export.js";
log.push("missing-export-nested");
