import "./hello.js#2" with { type: "" };
log.push("empty-type-assertion");
