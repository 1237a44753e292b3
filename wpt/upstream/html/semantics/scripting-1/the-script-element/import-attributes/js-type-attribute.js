import "./hello.js#3" with { type: "js" };
log.push("js-type-attribute");
