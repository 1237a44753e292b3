import "./integrity-mismatches-inner.js";
window.mismatchesLog.push("integrity-mismatches");
