import "./record-fetch.py?key={{GET[key]}}&action=incCount" with { type: "css" };
postMessage("Unexpectedly loaded");