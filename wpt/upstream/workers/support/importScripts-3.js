importScripts("invalidScript.js");
