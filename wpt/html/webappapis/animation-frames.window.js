// requestAnimationFrame at framescope's simulated 60 Hz.
// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frames
"use strict";

promise_test(async () => {
  const order = [];
  const first = await new Promise((resolve) => {
    requestAnimationFrame((t) => { order.push("a"); resolve(t); });
    requestAnimationFrame(() => order.push("b"));
    const cancelled = requestAnimationFrame(() => order.push("cancelled"));
    cancelAnimationFrame(cancelled);
  });
  const second = await new Promise((resolve) => requestAnimationFrame(resolve));
  assert_array_equals(order, ["a", "b"]);
  // (A multiple computed in floating point may leave a remainder just under the period.)
  const remainder = first % (1000 / 60);
  assert_approx_equals(Math.min(remainder, 1000 / 60 - remainder), 0, 1e-6, "frames fall on multiples of 1000/60 ms");
  assert_approx_equals(second - first, 1000 / 60, 1e-6, "the next frame is one frame later");
  assert_throws_js(TypeError, () => requestAnimationFrame(null));
}, "requestAnimationFrame callbacks run together at each rendering opportunity");
