import "./hello.js" with { unsupportedAttributeKey: "unsupportedAttributeValue" };
log.push("unsupported-attribute");
