// META: script=/resources/WebIDLParser.js
// META: script=/resources/idlharness.js
// Checks Event and EventTarget against their Web IDL with idlharness.js, which fetches
// /interfaces/framescope-dom-events.idl.

idl_test(
  ["framescope-dom-events"],
  [],
  (idl_array) => {
    idl_array.add_objects({
      EventTarget: ["new EventTarget()"],
      Event: ["new Event('x')"],
    });
  }
);
