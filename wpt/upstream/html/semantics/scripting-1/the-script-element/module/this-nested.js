import "./this.js";
log.push("this-nested");
