import "./slow-module-graph-b.js";
import "./resources/delayed-modulescript.py"
export let loaded = true;
