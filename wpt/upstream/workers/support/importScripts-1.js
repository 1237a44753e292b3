importScripts("importScripts-2.js");
