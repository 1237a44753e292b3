import "./throw.js";
log.push("throw-nested");
