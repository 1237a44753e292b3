window.rtScriptRan = true;
