log.push("external svg " + (document.currentScript ? document.currentScript.getAttribute("id") : "none"));
