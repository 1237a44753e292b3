import x from "./both.js" with { type: "javascript" };
window.javascriptTypeRan = true;
