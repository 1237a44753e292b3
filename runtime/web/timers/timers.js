// Timers and microtasks: setTimeout, setInterval and their clears (natives), queueMicrotask.
// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function timers(lib, hooks) {
  "use strict";
  const { define, global, natives, reportException } = lib;
  const { ObjectDefineProperty, TypeError } = lib.primordials;
  // Timers and microtasks: https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html
  for (const name of ["setTimeout", "setInterval", "clearTimeout", "clearInterval"]) {
    define(global, name, natives[name], true);
  }
  // (Web IDL's lengths: the set operations' handler is required.)
  ObjectDefineProperty(natives.setTimeout, "length", { __proto__: null, value: 1, configurable: true });
  ObjectDefineProperty(natives.setInterval, "length", { __proto__: null, value: 1, configurable: true });
  define(global, "queueMicrotask", function queueMicrotask(callback) {
    if (typeof callback !== "function") {
      throw new TypeError("Failed to execute 'queueMicrotask' on 'Window': parameter 1 is not of type 'Function'.");
    }
    // (The native catches, as uncaught for V8's debugger: webidl/callbacks.rs.)
    natives.enqueueMicrotask(() => {
      const outcome = natives.callCatching(callback, undefined, []);
      if (!outcome[0]) reportException(outcome[1]);
    });
  }, true);
});
