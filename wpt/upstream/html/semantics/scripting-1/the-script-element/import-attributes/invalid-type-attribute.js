import "./hello.js#1" with { type: "notARealType" };
log.push("invalid-type-attribute");
