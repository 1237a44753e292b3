import "./slow-module-graph-a.js";
