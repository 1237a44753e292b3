import "./integrity-matches-inner.js";
window.matchesLog.push("integrity-matches");
