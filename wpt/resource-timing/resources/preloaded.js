window.preloadedScriptRan = true;
