postMessage("test");
