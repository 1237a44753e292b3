export const A = { "from": "alpha/import.js" };
