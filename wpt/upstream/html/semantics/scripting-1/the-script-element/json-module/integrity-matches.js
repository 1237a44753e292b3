import json from "./data.json" with { type: "json" };
window.matchesLog.push(`integrity-matches,json:${json.answer}`);
