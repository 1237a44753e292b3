// The Fullscreen API: `requestFullscreen()`, `document.exitFullscreen()`,
// `fullscreenEnabled`, `fullscreen`, `fullscreenElement` and the fullscreenchange and
// fullscreenerror handlers.
// https://fullscreen.spec.whatwg.org/
//
// framescope has no screen and no user: a request needs transient activation, which no
// page here ever has, so every request fails as the spec's "error" branch does (a
// fullscreenerror event, a promise rejected with a TypeError) and nothing is ever
// fullscreen. `fullscreenEnabled` is true where the "fullscreen" feature is allowed: in a
// document of a browsing context whose permissions policy enables it
// (runtime/permissions_policy.rs: 'self' by default, an iframe's allow/allowfullscreen).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function fullscreen(lib) {
  "use strict";
  const { Document, Element, data, defineEventHandler, info } = lib;
  const { PromiseReject, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  lib.defineMembers(Element.prototype, {
    // https://fullscreen.spec.whatwg.org/#dom-element-requestfullscreen: without
    // transient activation, error: queue fullscreenerror at the element, reject.
    requestFullscreen(options = undefined) {
      try {
        data(this);
      } catch (error) {
        return PromiseReject(error);
      }
      const element = this;
      lib.natives.queueGlobalTask(() => {
        lib.dispatch(element, lib.trust(new lib.Event("fullscreenerror", { __proto__: null, bubbles: true, composed: true })));
      });
      return PromiseReject(new TypeError("Permissions check failed"));
    },
  });
  defineEventHandler(Element.prototype, "fullscreenchange");
  defineEventHandler(Element.prototype, "fullscreenerror");
  lib.defineMembers(Document.prototype, {
    // https://fullscreen.spec.whatwg.org/#dom-document-fullscreenenabled (its setter, and
    // fullscreen's and fullscreenElement's, are [LegacyLenientSetter]: they do nothing)
    get fullscreenEnabled() {
      data(this);
      const realm = lib.browsingRealm(this);
      return realm !== undefined && realm.info.fullscreenEnabled === true;
    },
    set fullscreenEnabled(value) { data(this); },
    // https://fullscreen.spec.whatwg.org/#dom-document-fullscreen (nothing is fullscreen)
    get fullscreen() { data(this); return false; },
    set fullscreen(value) { data(this); },
    // https://fullscreen.spec.whatwg.org/#dom-document-exitfullscreen: "not in fullscreen".
    exitFullscreen() {
      try {
        data(this);
      } catch (error) {
        return PromiseReject(error);
      }
      return PromiseReject(new TypeError("Document not active"));
    },
  });
  defineEventHandler(Document.prototype, "fullscreenchange");
  defineEventHandler(Document.prototype, "fullscreenerror");
  // https://fullscreen.spec.whatwg.org/#dom-document-fullscreenelement (Document's and
  // ShadowRoot's, DocumentOrShadowRoot): null.
  const fullscreenElement = { get fullscreenElement() { data(this); return null; }, set fullscreenElement(value) { data(this); } };
  lib.defineMembers(Document.prototype, fullscreenElement);
  lib.fullscreenElementGetter = lib.primordials.ownDescriptor(fullscreenElement, "fullscreenElement");
  // (`fullscreen` is one of Document's [Unscopable] members, with ParentNode's.)
  lib.unscopable(Document.prototype, [...lib.PARENT_NODE, "fullscreen"]);
});
