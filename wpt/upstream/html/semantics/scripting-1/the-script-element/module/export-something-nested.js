log.push("export-something-nested");
export * from "./export-something.js";
