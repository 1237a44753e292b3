// Hands the port it is given to a nested worker of its own (port-echo-worker.js), so the
// port crosses two worker boundaries; reports nested-worker errors to the page.
const nested = new Worker("port-echo-worker.js");
nested.onerror = (e) => postMessage("nested error: " + e.message);
onmessage = (e) => nested.postMessage("port", e.ports);
