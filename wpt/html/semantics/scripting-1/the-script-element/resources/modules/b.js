export const b = "b";
export const later = Promise.resolve("top-level await");
window.moduleLog.push("b");
