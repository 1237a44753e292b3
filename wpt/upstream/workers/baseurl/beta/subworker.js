postMessage("beta");
