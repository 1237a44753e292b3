postMessage("gamma");
