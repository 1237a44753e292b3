// https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone

test(() => {
  const original = { date: new Date(0), map: new Map([[1, "a"]]), list: [1, [2]] };
  original.self = original;
  const copy = structuredClone(original);
  assert_not_equals(copy, original);
  assert_equals(copy.self, copy);
  assert_equals(copy.date.getTime(), 0);
  assert_equals(copy.map.get(1), "a");
  assert_array_equals(copy.list[1], [2]);
}, "structuredClone copies objects, cycles, Dates and Maps");

test(() => {
  assert_throws_dom("DataCloneError", () => structuredClone(() => {}));
  assert_throws_dom("DataCloneError", () => structuredClone({ f() {} }));
}, "functions cannot be cloned");

test(() => {
  const buffer = new ArrayBuffer(8);
  const copy = structuredClone(buffer, { transfer: [buffer] });
  assert_equals(buffer.byteLength, 0, "detached");
  assert_equals(copy.byteLength, 8);
}, "transferred ArrayBuffers are detached");

test(() => {
  assert_throws_dom("DataCloneError", () => structuredClone(new SharedArrayBuffer(8)));
}, "SharedArrayBuffers cannot be cloned by a realm that is not cross-origin isolated");
