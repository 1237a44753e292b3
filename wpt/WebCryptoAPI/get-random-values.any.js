// crypto.getRandomValues and randomUUID, in windows and workers.
// https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues
"use strict";

test(() => {
  const a = crypto.getRandomValues(new Uint8Array(64)), b = crypto.getRandomValues(new Uint8Array(64));
  assert_true(a.some((x) => x !== 0), "not all zero");
  assert_false(a.every((x, i) => x === b[i]), "two draws differ");
  const words = new Uint32Array(8);
  assert_equals(crypto.getRandomValues(words), words, "returns its argument");
  const view = new Uint8Array(new ArrayBuffer(16), 4, 8);
  crypto.getRandomValues(view);
  assert_true(new Uint8Array(view.buffer, 0, 4).every((x) => x === 0), "only the view's bytes change");
  assert_throws_dom("TypeMismatchError", () => crypto.getRandomValues(new Float64Array(2)));
  let quota = null;
  try { crypto.getRandomValues(new Uint8Array(65537)); } catch (e) { quota = e; }
  assert_equals(quota?.name, "QuotaExceededError", "more than 65536 bytes");
  crypto.getRandomValues(new Uint8Array(65536));
}, "getRandomValues fills integer arrays of up to 65536 bytes");

test(() => {
  const uuid = crypto.randomUUID();
  assert_regexp_match(uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert_not_equals(crypto.randomUUID(), uuid);
  assert_true(crypto instanceof Crypto);
}, "randomUUID is a version 4 UUID");
