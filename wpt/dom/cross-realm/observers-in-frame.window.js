// A parent page observes elements of its same-origin frame with an IntersectionObserver
// and a ResizeObserver of its own realm. framescope has no layout: every element with a
// box is 0×0 at the viewport's origin (so it intersects the 1280×720 viewport, edge
// inclusively, at a ratio of 1), one that is not connected or is display: none by its
// style attribute has no box. The frame's rendering steps deliver: resize observers in the
// "update the rendering" step after the animation frame callbacks, intersection observers'
// entries in a task queued from it. Every wait is for a callback or an animation frame.
// https://w3c.github.io/IntersectionObserver/#update-intersection-observations-algo
// https://drafts.csswg.org/resize-observer/#html-event-loop

const frame = async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<body><div id=a></div><div id=b style='display: none'></div><p id=c>c</p></body>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  return [iframe.contentWindow, iframe.contentDocument];
};
// Calls to `callback` as promises, one after another.
const calls = () => {
  const waiting = [], made = [];
  const record = function (entries, observer) {
    const call = { self: this, entries, observer };
    if (waiting.length > 0) waiting.shift()(call);
    else made.push(call);
  };
  record.next = () => (made.length > 0 ? Promise.resolve(made.shift()) : new Promise((resolve) => waiting.push(resolve)));
  record.pending = () => made.length;
  return record;
};
// Two of the frame's rendering opportunities and a task after them (all its updates done
// and delivered).
const frames = (w) => new Promise((resolve) => w.requestAnimationFrame(() => w.requestAnimationFrame(() => w.setTimeout(resolve))));

promise_test(async (t) => {
  const [w, d] = await frame(t);
  const [a, b, c] = ["a", "b", "c"].map((id) => d.getElementById(id));
  const callback = calls();
  const io = new IntersectionObserver(callback, { threshold: [0, 0.5, 1] });
  t.add_cleanup(() => io.disconnect());
  for (const target of [a, b, c]) io.observe(target);
  io.observe(a);
  // The initial notification: one entry per target, in observation order.
  const first = await callback.next();
  assert_equals(first.self, io, "the observer is this");
  assert_equals(first.observer, io, "and the second argument");
  assert_array_equals(first.entries.map((e) => e.target), [a, b, c]);
  for (const entry of first.entries) {
    assert_true(entry instanceof IntersectionObserverEntry, "an entry of the observer's realm");
    assert_true(entry.boundingClientRect instanceof DOMRectReadOnly, "rects of the observer's realm");
    assert_equals(entry.boundingClientRect.width, 0);
    assert_equals(entry.boundingClientRect.x, 0);
    assert_equals(entry.rootBounds.width, w.innerWidth, "the viewport's width");
    assert_equals(entry.rootBounds.height, w.innerHeight, "the viewport's height");
    assert_true(entry.time > 0 && entry.time <= performance.now(), "a time on the parent's clock");
  }
  const [ea, eb, ec] = first.entries;
  assert_true(ea.isIntersecting, "a 0×0 box at the origin touches the viewport");
  assert_equals(ea.intersectionRatio, 1);
  assert_false(eb.isIntersecting, "display: none has no box");
  assert_equals(eb.intersectionRatio, 0);
  assert_true(ec.isIntersecting);
  // unobserve c; a removed and b shown: one entry each for a and b.
  io.unobserve(c);
  a.remove();
  b.style.display = "";
  const second = await callback.next();
  assert_array_equals(second.entries.map((e) => [e.target.id, e.isIntersecting]).flat(), ["a", false, "b", true]);
  assert_equals(second.entries[0].intersectionRect.width, 0);
  // Nothing else changes: two more frames bring nothing.
  c.remove();
  await frames(w);
  assert_equals(callback.pending(), 0, "no entry for an unobserved target");
  // disconnect: a shown again brings nothing either.
  io.disconnect();
  d.body.append(a);
  await frames(w);
  assert_equals(callback.pending(), 0, "no entry after disconnect");
  assert_array_equals(io.takeRecords(), []);
}, "IntersectionObserver: a parent observes its frame's elements");

promise_test(async (t) => {
  const [w, d] = await frame(t);
  const [a, b] = ["a", "b"].map((id) => d.getElementById(id));
  // Two observers updated in the same step: the first's callback takes the second's
  // records, so the second's callback is not called for them.
  const taken = [];
  let second = null;
  const secondCallback = calls();
  const firstDone = new Promise((resolve) => {
    const io1 = new IntersectionObserver((entries) => {
      taken.push(...second.takeRecords());
      resolve(entries);
    });
    t.add_cleanup(() => io1.disconnect());
    second = new IntersectionObserver(secondCallback);
    t.add_cleanup(() => second.disconnect());
    io1.observe(a);
    second.observe(b);
  });
  const entries = await firstDone;
  assert_array_equals(entries.map((e) => e.target), [a]);
  assert_array_equals(taken.map((e) => e.target), [b], "takeRecords gives the queued entries");
  assert_false(taken[0].isIntersecting);
  await frames(w);
  assert_equals(secondCallback.pending(), 0, "the taken records are not delivered again");
}, "IntersectionObserver: takeRecords takes what the rendering step queued");

promise_test(async (t) => {
  const [w, d] = await frame(t);
  const [a, b, c] = ["a", "b", "c"].map((id) => d.getElementById(id));
  const order = [];
  w.requestAnimationFrame(() => order.push("animation frame"));
  const callback = calls();
  const ro = new ResizeObserver(function (entries, observer) {
    order.push("resize");
    callback.call(this, entries, observer);
  });
  t.add_cleanup(() => ro.disconnect());
  ro.observe(a);
  ro.observe(b, { box: "border-box" });
  ro.observe(c, { box: "device-pixel-content-box" });
  assert_throws_js(TypeError, () => ro.observe(a, { box: "padding-box" }));
  const first = await callback.next();
  assert_array_equals(order, ["animation frame", "resize"], "after the frame's animation frame callbacks");
  assert_equals(first.self, ro);
  assert_equals(first.observer, ro);
  assert_array_equals(first.entries.map((e) => e.target), [a, b, c], "one initial notification each");
  for (const entry of first.entries) {
    assert_true(entry instanceof ResizeObserverEntry, "an entry of the observer's realm");
    assert_true(entry.contentRect instanceof DOMRectReadOnly);
    assert_equals(entry.contentRect.width, 0);
    for (const sizes of [entry.borderBoxSize, entry.contentBoxSize, entry.devicePixelContentBoxSize]) {
      assert_equals(sizes.length, 1);
      assert_true(Object.isFrozen(sizes), "a FrozenArray");
      assert_true(sizes[0] instanceof ResizeObserverSize);
      assert_equals(sizes[0].inlineSize, 0);
      assert_equals(sizes[0].blockSize, 0);
    }
    assert_equals(entry.borderBoxSize, entry.borderBoxSize, "the same array each time");
  }
  // Sizes do not change without layout: removing, showing and unobserving bring nothing;
  // observing again starts over with one notification.
  ro.unobserve(c);
  a.remove();
  b.style.display = "";
  await frames(w);
  assert_equals(callback.pending(), 0, "0×0 stays 0×0");
  ro.observe(b, { box: "content-box" });
  const again = await callback.next();
  assert_array_equals(again.entries.map((e) => e.target), [b]);
  ro.disconnect();
  ro.observe(c);
  ro.disconnect();
  await frames(w);
  assert_equals(callback.pending(), 0, "nothing after disconnect");
}, "ResizeObserver: a parent observes its frame's elements");

promise_test(async (t) => {
  const [w, d] = await frame(t);
  const errors = [];
  w.onerror = (message, file, line, column, error) => { errors.push("frame " + error.message); return true; };
  const previous = window.onerror;
  window.onerror = (message, file, line, column, error) => { errors.push("parent " + error.message); return true; };
  t.add_cleanup(() => { window.onerror = previous; });
  // Callbacks of the frame's realm throw: reported at the frame's window, not thrown.
  const io = new IntersectionObserver(new w.Function("throw new Error('io')"));
  const ro = new ResizeObserver(new w.Function("throw new Error('ro')"));
  t.add_cleanup(() => { io.disconnect(); ro.disconnect(); });
  io.observe(d.getElementById("a"));
  ro.observe(d.getElementById("a"));
  await frames(w);
  assert_array_equals(errors.sort(), ["frame io", "frame ro"]);
}, "observer callbacks' exceptions are reported to the callback's realm");
