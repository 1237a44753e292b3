// Ran by script-inserted.window.js: says that it ran, and which element was current.
window.externalRuns = (window.externalRuns ?? 0) + 1;
window.externalCurrentScript = document.currentScript;
