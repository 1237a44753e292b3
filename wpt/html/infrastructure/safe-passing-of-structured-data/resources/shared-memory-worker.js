// A dedicated worker that works on the SharedArrayBuffers it is sent (their memory is the
// page's: what it stores, the page sees).
onmessage = ({ data }) => {
  switch (data.op) {
    case "store": {
      const cells = new Int32Array(data.buffer);
      Atomics.store(cells, 0, data.value);
      postMessage({ op: "stored" });
      break;
    }
    case "make": {
      // A buffer of the worker's own, sent to the page.
      self.mine = new SharedArrayBuffer(8);
      Atomics.store(new Int32Array(self.mine), 0, 7);
      postMessage({ op: "made", buffer: self.mine });
      break;
    }
    case "read-mine":
      postMessage({ op: "read", value: Atomics.load(new Int32Array(self.mine), 1) });
      break;
    case "wait": {
      // Blocks this worker's thread until the page notifies (or has stored already).
      const cells = new Int32Array(data.buffer);
      postMessage({ op: "waiting" });
      const result = Atomics.wait(cells, 0, 0);
      postMessage({ op: "woken", result: result === "timed-out" ? result : "ok", value: Atomics.load(cells, 0) });
      break;
    }
  }
};
