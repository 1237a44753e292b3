// The worker's test, after tamper.js replaced its realm's built-ins: messaging, events,
// timers, structuredClone, fetch, the performance APIs, errors and unhandled rejections.
// Answers the page's message with its results and the traps that fired.
importScripts("tamper.js");
const note = T.note;

self.onmessage = async (event) => {
  try {
    note("question", event.data.question);
    note("location", `${location.pathname} ${self.name === ""}`);

    const target = new EventTarget();
    const seen = [];
    T.on(target, "ping", (e) => { seen[seen.length] = e.type; }, { __proto__: null, once: true });
    T.fire(target, new Event("ping"));
    T.fire(target, new Event("ping"));
    note("events", seen.length);

    const errors = [];
    self.onerror = (message, filename, lineno, colno, error) => { errors[errors.length] = error.message; return true; };
    reportError(T.error("reported"));
    note("errors", T.stringify(errors));

    const order = [];
    queueMicrotask(() => { order[order.length] = "microtask"; });
    await T.promise((resolve) => setTimeout(() => { order[order.length] = "timeout"; resolve(); }, 1));
    note("timers", T.stringify(order));

    note("structuredClone", structuredClone({ a: [1, 2] }).a[1]);

    const response = await fetch("data.json");
    note("fetch", `${response.status} ${(await response.json()).answer}`);

    const buffered = T.promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({ __proto__: null, type: "mark", buffered: true });
    });
    performance.mark("a");
    performance.mark("b", { __proto__: null, detail: [1] });
    const measure = performance.measure("a to b", { __proto__: null, start: "a", end: "b" });
    let timingError = "none";
    try { performance.measure("x", "navigationStart"); } catch (error) { timingError = error.name; }
    note("performance", `${await buffered}|${performance.getEntriesByName("a to b")[0] === measure}|${T.entryJSON(measure).entryType}|${performance.getEntries().length}|${timingError}`);

    const rejection = T.promise((resolve) => {
      self.onunhandledrejection = (e) => { T.preventDefault(e); resolve(e.reason.message); };
    });
    T.promise((_, reject) => reject(T.error("rejected in the worker")));
    note("unhandledrejection", await rejection);
  } catch (error) {
    note("failed", `${error} ${error.stack}`);
  }
  postMessage({ calls: T.calls, results: T.results });
};
