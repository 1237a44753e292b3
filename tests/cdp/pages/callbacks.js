function frameThrows() {
  throw new Error("from a frame callback");
}
function observed(records, observer) {
  observer.disconnect();
  throw new Error("from a mutation observer");
}
function mutate() {
  new MutationObserver(observed).observe(document.body, { attributes: true });
  document.body.setAttribute("data-x", "1");
}
class Thrower extends HTMLElement {
  connectedCallback() {
    throw new Error("from a reaction");
  }
}
customElements.define("x-thrower", Thrower);
function reactBare() {
  document.body.append(document.createElement("x-thrower"));
}
function react() {
  try {
    document.body.append(document.createElement("x-thrower"));
    return "reported";
  } catch {
    return "thrown";
  }
}
function intersected(entries, observer) {
  observer.disconnect();
  throw new Error("from an intersection observer");
}
function observeIntersection() {
  new IntersectionObserver(intersected).observe(document.body);
}
function resized(entries, observer) {
  observer.disconnect();
  throw new Error("from a resize observer");
}
function observeSize() {
  new ResizeObserver(resized).observe(document.body);
}
function fromMicrotask() {
  throw new Error("from a microtask");
}
function thenThrows() {
  Promise.resolve().then(function inThen() {
    throw new Error("from a then");
  });
}
function performanceObserved(list, observer) {
  observer.disconnect();
  throw new Error("from a performance observer");
}
function observePerformance() {
  new PerformanceObserver(performanceObserved).observe({ type: "mark" });
  performance.mark("m");
}
class Upgraded extends HTMLElement {
  constructor() {
    super();
    throw new Error("from an upgrade");
  }
}
function upgrade() {
  document.body.append(document.createElement("x-upgraded"));
  customElements.define("x-upgraded", Upgraded);
}
