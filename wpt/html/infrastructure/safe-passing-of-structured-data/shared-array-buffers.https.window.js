// HTML §2.7.3 StructuredSerializeInternal and §2.7.6 StructuredDeserialize: a
// SharedArrayBuffer is serialized as its memory and its agent cluster; a cross-origin
// isolated realm may share it with its own agent cluster (itself, its dedicated workers),
// and another agent cluster (a shared worker) cannot deserialize it.
// https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
"use strict";

const worker = () => new Worker("resources/shared-memory-worker.js");
const next = (target, op) => new Promise((resolve, reject) => {
  target.addEventListener("message", function listener(e) {
    if (e.data.op !== op) return;
    target.removeEventListener("message", listener);
    resolve(e.data);
  });
  target.addEventListener("error", reject, { once: true });
});

test(() => {
  assert_true(self.crossOriginIsolated, "served with COOP and COEP");
}, "the page is cross-origin isolated");

test(() => {
  const buffer = new SharedArrayBuffer(8);
  const copy = structuredClone(buffer);
  assert_not_equals(copy, buffer, "a new object");
  assert_true(copy instanceof SharedArrayBuffer);
  assert_equals(copy.byteLength, 8);
  new Int32Array(copy)[1] = 5;
  assert_equals(new Int32Array(buffer)[1], 5, "the same memory");
  const both = structuredClone({ a: buffer, b: buffer });
  assert_equals(both.a, both.b, "one buffer met twice is one object");
}, "structuredClone of a SharedArrayBuffer shares its memory");

test(() => {
  const buffer = new SharedArrayBuffer(8);
  assert_throws_dom("DataCloneError", () => structuredClone(buffer, { transfer: [buffer] }));
}, "a SharedArrayBuffer cannot be transferred");

promise_test(async (t) => {
  const w = worker();
  t.add_cleanup(() => w.terminate());
  const buffer = new SharedArrayBuffer(8);
  const stored = next(w, "stored");
  w.postMessage({ op: "store", buffer, value: 42 });
  await stored;
  assert_equals(Atomics.load(new Int32Array(buffer), 0), 42);
}, "a dedicated worker writes into the page's SharedArrayBuffer");

promise_test(async (t) => {
  const w = worker();
  t.add_cleanup(() => w.terminate());
  const made = next(w, "made");
  w.postMessage({ op: "make" });
  const { buffer } = await made;
  assert_true(buffer instanceof SharedArrayBuffer);
  const cells = new Int32Array(buffer);
  assert_equals(Atomics.load(cells, 0), 7, "the worker's store");
  Atomics.store(cells, 1, 9);
  const read = next(w, "read");
  w.postMessage({ op: "read-mine" });
  assert_equals((await read).value, 9, "the page's store, seen by the worker");
}, "a dedicated worker's SharedArrayBuffer, sent to the page, shares its memory");

promise_test(async (t) => {
  const w = worker();
  t.add_cleanup(() => w.terminate());
  const buffer = new SharedArrayBuffer(8);
  const cells = new Int32Array(buffer);
  const waiting = next(w, "waiting");
  const woken = next(w, "woken");
  w.postMessage({ op: "wait", buffer });
  await waiting;
  Atomics.store(cells, 0, 1);
  Atomics.notify(cells, 0);
  const result = await woken;
  assert_equals(result.result, "ok");
  assert_equals(result.value, 1);
}, "Atomics.wait in a worker is woken by the page's Atomics.notify");

promise_test(async () => {
  const shared = new SharedWorker("resources/shared-memory-shared-worker.js");
  const answer = new Promise((resolve) => shared.port.onmessage = (e) => resolve(e.data));
  shared.port.postMessage(new SharedArrayBuffer(8));
  assert_equals(await answer, "messageerror");
}, "a shared worker (another agent cluster) cannot deserialize a SharedArrayBuffer");
