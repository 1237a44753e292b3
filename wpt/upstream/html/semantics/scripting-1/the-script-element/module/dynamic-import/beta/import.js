export const A = { "from": "beta/import.js" };
