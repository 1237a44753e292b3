// A dedicated worker that keeps some memory and says when it runs.
self.kept = new Array(100000).fill(1);
postMessage("worker-ready");
