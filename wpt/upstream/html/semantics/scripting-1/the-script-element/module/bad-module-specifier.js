import "string-without-dot-slash-prefix";
import "./this.js";
log.push("bad-module-specifier");
