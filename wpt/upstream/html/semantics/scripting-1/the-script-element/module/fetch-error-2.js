import "./no-such-file.js"
import "./this.js";
