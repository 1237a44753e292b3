import data from "./data.json" with { type: "json", lang: "en" };
window.badAttributeRan = true;
