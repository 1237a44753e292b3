import "./hello.js" with { };
log.push("empty-attributes-clause");
