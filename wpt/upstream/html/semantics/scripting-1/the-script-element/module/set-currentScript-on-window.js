window.currentScriptRecorded = document.currentScript;
