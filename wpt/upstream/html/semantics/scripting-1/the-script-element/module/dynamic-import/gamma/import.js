export const A = { "from": "gamma/import.js" };
