importScripts("importScripts-3.js");
