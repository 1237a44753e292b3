import "./hello.js#4" with { type: "javascript" };
log.push("javascript-type-attribute");
