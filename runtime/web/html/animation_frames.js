// requestAnimationFrame and cancelAnimationFrame, at a simulated 60 Hz: the window's
// rendering opportunities fall every 1000/60 ms of its clock (framescope draws nothing), and
// each runs the callbacks requested before it, with that moment as their timestamp.
// https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frames
// A rendering opportunity is taken only when something needs one: animation frame callbacks,
// resize and intersection observations, autofocus candidates, a focused element's document
// changing (`lib.requestRendering`, called by the observers when they start observing, by
// autofocus.js, and by the DOM when an observed tree changes). Its "update the rendering"
// flushes the autofocus candidates, runs the callbacks, the resize observer steps, the focus
// fixup and then the intersection observer steps for the window's document, in the order of
// https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering
// (runtime/web/resize_observer/, runtime/web/intersection_observer/).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function animationFrames(lib) {
  "use strict";
  const { define, global, info, natives, reportException } = lib;
  const { MathFloor, MathMax, SafeMap, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  const FRAME = 1000 / 60;
  // The map of animation frame callbacks (handle → callback), in insertion order.
  const callbacks = new SafeMap();
  let handles = 0;
  let frame = null;
  // The last rendering opportunity's number (its time over 1000/60 ms).
  let frameIndex = 0;
  // https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe
  function requestAnimationFrame(callback) {
    if (typeof callback !== "function") {
      throw new TypeError("Failed to execute 'requestAnimationFrame' on 'Window': The callback provided as parameter 1 is not a function.");
    }
    // 3. Increment target's animation frame callback identifier by one, and let handle
    //    be the result. 4. Set callbacks[handle] to callback.
    const handle = ++handles;
    callbacks.set(handle, callback);
    requestRendering();
    return handle;
  }
  // The next rendering opportunity, if none is due.
  function requestRendering() {
    if (frame === null) {
      // (After the last one even if the timer that ran it fired a little early.)
      const now = lib.now();
      frameIndex = MathMax(MathFloor(now / FRAME) + 1, frameIndex + 1);
      frame = frameIndex * FRAME;
      // (Whole ms, rounded up — -floor(-x) is ceil(x) — so that the frame's timestamp
      // is never after performance.now() in its callbacks.)
      natives.setTimeout(runFrame, MathMax(-MathFloor(now - frame), 0));
    }
  }
  lib.requestRendering = requestRendering;
  // https://html.spec.whatwg.org/multipage/webappapis.html#update-the-rendering, for this
  // window's document: run the animation frame callbacks
  // (https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#run-the-animation-frame-callbacks),
  // then — once any realm of the agent has observed with a ResizeObserver or an
  // IntersectionObserver (one check otherwise) — gather and broadcast the active resize
  // observations, and run the update intersection observations steps.
  function runFrame() {
    const now = frame;
    frame = null;
    // (Before the callbacks: flush the autofocus candidates of a top-level document,
    // autofocus.js.)
    if (lib.agent.autofocusCandidates === true) lib.flushAutofocusCandidates();
    // 2. Let callbackHandles be the result of getting the keys of callbacks.
    const handles = [];
    callbacks.forEach((_, handle) => { handles[handles.length] = handle; });
    // 3. For each handle in callbackHandles, if handle exists in callbacks: remove it,
    //    invoke its callback with « now », and report the exception it throws. (Web
    //    IDL's "invoke" cleans up after running the callback: with no script on the stack,
    //    as in a rendering update, that is a microtask checkpoint after each callback. The
    //    native catches, so that V8's debugger sees the exception as uncaught, as Chrome's
    //    does: webidl/callbacks.rs.)
    for (let i = 0; i < handles.length; i++) {
      const callback = callbacks.get(handles[i]);
      if (callback === undefined) continue;
      callbacks.delete(handles[i]);
      // (Timed as a recurring handler when a DevTools client asks: violations.rs.)
      const outcome = natives.callCatching(callback, global, [now], false, "requestAnimationFrame");
      if (!outcome[0]) reportException(outcome[1]);
      natives.microtaskCheckpoint();
    }
    if (lib.agent.renderingObservers === true) {
      if (lib.agent.resizeObserving === true) lib.runResizeObserverSteps();
      // (After the resize observers: the focus fixup, when the focused area is no longer a
      // focusable area, focus.js.)
      if (lib.agent.focusing === true) lib.focusFixup();
      if (lib.agent.intersectionObserving === true) lib.updateIntersectionObservations(now);
    }
  }
  define(global, "requestAnimationFrame", requestAnimationFrame, true);
  // https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animationframeprovider-cancelanimationframe
  define(global, "cancelAnimationFrame", function cancelAnimationFrame(handle) {
    callbacks.delete(handle >>> 0);
  }, true);
});
