// The Encoding Standard's TextEncoder and TextDecoder (UTF-8), and HTML's atob/btoa.
// https://encoding.spec.whatwg.org/#api
"use strict";

test(() => {
  const encoder = new TextEncoder();
  assert_equals(encoder.encoding, "utf-8");
  const bytes = encoder.encode("aé€😀");
  assert_true(bytes instanceof Uint8Array);
  assert_array_equals(Array.from(bytes), [0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80]);
  assert_array_equals(Array.from(encoder.encode("\uD800")), [0xEF, 0xBF, 0xBD], "a lone surrogate is U+FFFD");
  assert_equals(encoder.encode().length, 0);
  const target = new Uint8Array(4);
  const { read, written } = encoder.encodeInto("a😀b", target);
  assert_equals(written, 1, "the emoji does not fit after 'a' (1 + 4 > 4 bytes)");
  assert_equals(read, 1);
}, "TextEncoder encodes UTF-8");

test(() => {
  const decoder = new TextDecoder();
  assert_equals(decoder.encoding, "utf-8");
  assert_equals(decoder.decode(new Uint8Array([0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xAC])), "aé€");
  assert_equals(decoder.decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x61]).buffer), "a", "a BOM is removed, an ArrayBuffer works");
  assert_equals(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xEF, 0xBB, 0xBF])), "\uFEFF");
  assert_equals(decoder.decode(new Uint8Array([0xFF])), "\uFFFD");
  assert_throws_js(TypeError, () => new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xFF])));
  assert_equals(decoder.decode(), "");
  assert_equals(new TextDecoder(" UTF8 ").encoding, "utf-8", "labels, case and whitespace");
  assert_throws_js(RangeError, () => new TextDecoder("nonsense"));
}, "TextDecoder decodes UTF-8");

test(() => {
  assert_equals(btoa("foobar"), "Zm9vYmFy");
  assert_equals(atob("Zm9vYmFy"), "foobar");
  assert_equals(atob(" Zm9v YmE= "), "fooba", "whitespace and padding");
  assert_equals(atob(btoa("\u00ff\u0000")), "\u00ff\u0000");
  assert_throws_dom("InvalidCharacterError", () => btoa("€"));
  assert_throws_dom("InvalidCharacterError", () => atob("Zm9vY"));
}, "atob and btoa");
