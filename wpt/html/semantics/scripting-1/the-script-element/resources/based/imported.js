export const from = "based/imported.js";
