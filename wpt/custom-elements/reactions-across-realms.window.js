// Custom element reactions run from element queues, and same-origin realms share the
// agent's reactions stack: a parent page's DOM call on a frame's custom elements runs
// their callbacks — in the frame's realm, its exceptions reported to the frame's global —
// when that call returns, after every element it touched has been handled; a frame's own
// [CEReactions] member called from inside a callback runs its reactions before it returns.
// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions
// https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions

const frameWith = async (t, script) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = `<body><script>${script}</` + "script>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  return iframe.contentWindow;
};

const LOGGING = `
  window.log = [];
  class XLog extends HTMLElement {
    static observedAttributes = ["data-x"];
    connectedCallback() {
      log.push("connected " + this.id + (this.peer ? " peer " + (this.peer.isConnected ? "in" : "out") : ""));
      if (this.id === "thrower") throw new Error("from the callback");
      if (this.nested) {
        const inner = document.createElement("x-log");
        inner.id = "inner";
        document.body.appendChild(inner);
        log.push("appendChild returned");
      }
    }
    adoptedCallback() { log.push("adopted " + this.id); }
    attributeChangedCallback(name, oldValue, value) { log.push("attribute " + this.id + " " + value); }
  }
  customElements.define("x-log", XLog);
`;

promise_test(async (t) => {
  const w = await frameWith(t, LOGGING);
  const a = w.document.createElement("x-log"), b = w.document.createElement("x-log");
  a.id = "a";
  b.id = "b";
  a.peer = b;
  b.peer = a;
  assert_array_equals(w.log, [], "nothing is connected yet");
  // The parent's append (its own [CEReactions] member) adopts and connects both, then
  // runs the reactions of each element in order: a's callbacks already see b connected.
  document.body.append(a, b);
  t.add_cleanup(() => { a.remove(); b.remove(); });
  assert_array_equals(w.log, ["adopted a", "connected a peer in", "adopted b", "connected b peer in"]);
  assert_true(a instanceof w.customElements.get("x-log"), "a keeps its definition and its realm's prototype");
}, "a parent's DOM call runs a frame's reactions when it returns, every element done first");

promise_test(async (t) => {
  const w = await frameWith(t, LOGGING);
  const a = w.document.createElement("x-log");
  a.id = "a";
  w.log.length = 0;
  // The parent's setAttribute and dataset setter: each reaction runs as that call returns.
  a.setAttribute("data-x", "1");
  a.dataset.x = "2";
  assert_array_equals(w.log, ["attribute a 1", "attribute a 2"]);
  // A callback that calls the frame's appendChild: the inner element's connectedCallback
  // runs before that appendChild returns (a queue of its own on the shared stack).
  a.nested = true;
  w.document.body.append(a);
  assert_array_equals(w.log, ["attribute a 1", "attribute a 2", "connected a", "connected inner", "appendChild returned"]);
}, "reactions of a member called inside a callback run before that member returns");

promise_test(async (t) => {
  const w = await frameWith(t, LOGGING);
  const thrower = w.document.createElement("x-log");
  thrower.id = "thrower";
  const reported = [];
  w.addEventListener("error", (e) => { reported.push("frame " + e.message); e.preventDefault(); });
  const parentListener = (e) => { reported.push("parent " + e.message); e.preventDefault(); };
  window.addEventListener("error", parentListener);
  t.add_cleanup(() => window.removeEventListener("error", parentListener));
  document.body.append(thrower);
  t.add_cleanup(() => thrower.remove());
  assert_array_equals(w.log, ["adopted thrower", "connected thrower"]);
  assert_equals(reported.length, 1);
  assert_true(reported[0].startsWith("frame "), "reported to the callback's global: " + reported[0]);
}, "a callback's exception is reported to its own realm's global, not the caller's");

test(() => {
  const name = "x-queued-" + Math.random().toString(36).slice(2);
  const log = [];
  const first = document.createElement(name), second = document.createElement(name);
  document.body.append(first, second);
  // define() enqueues an upgrade for each element of the document and runs them when it
  // returns: each constructor sees the other element already there, in tree order.
  customElements.define(name, class extends HTMLElement {
    constructor() { super(); log.push("construct " + (this === first ? "first" : "second")); }
    connectedCallback() { log.push("connected " + (this === first ? "first" : "second")); }
  });
  first.remove();
  second.remove();
  assert_array_equals(log, ["construct first", "connected first", "construct second", "connected second"]);
}, "define runs the upgrades it enqueued when it returns");
