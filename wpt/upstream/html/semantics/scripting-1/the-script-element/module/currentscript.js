export let currentScriptOnImportedModule = window.document.currentScript;
