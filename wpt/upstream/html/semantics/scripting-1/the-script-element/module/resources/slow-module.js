// This module is imported with pipe=trickle(d2) to make it load more slowly
// than fast-module.js
loaded.push("slow");
