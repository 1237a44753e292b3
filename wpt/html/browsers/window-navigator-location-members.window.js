// Window's, Navigator's and Location's members as Web IDL shapes them: this checks,
// accessor names, [Replaceable] and [LegacyUnforgeable] members, and the members libraries
// probe (clientInformation, external, navigator.plugins, location.ancestorOrigins, …).
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
"use strict";

test(() => {
  const name = Object.getOwnPropertyDescriptor(window, "name");
  assert_equals(name.get.name, "get name");
  assert_throws_js(TypeError, () => name.get.call({}));
  assert_equals(name.get.call(undefined), window.name, "undefined is the realm's window");
  assert_throws_js(TypeError, () => window.alert.call({}));
  assert_equals(Object.getPrototypeOf(Window), EventTarget);
  assert_equals(String(Object.getPrototypeOf(Window.prototype)), "[object WindowProperties]");
  assert_equals(window.postMessage.length, 1);
  assert_equals(history, window.history);
  assert_equals(typeof Object.getOwnPropertyDescriptor(window, "history").get, "function");
}, "Window's members check their this value and have Web IDL's shape");

test(() => {
  assert_equals(clientInformation, navigator);
  // (Origin-keyed in a secure context, as Chrome by default; http: is site-keyed.)
  assert_equals(originAgentCluster, isSecureContext);
  assert_true(external instanceof External);
  assert_equals(external.AddSearchProvider(), undefined);
  captureEvents();
  releaseEvents();
  const desc = Object.getOwnPropertyDescriptor(window, "external");
  assert_equals(typeof desc.set, "function", "[Replaceable]");
}, "clientInformation, originAgentCluster, external, captureEvents, releaseEvents");

test(() => {
  assert_true(navigator.plugins instanceof PluginArray);
  assert_equals(navigator.plugins.length, 0, "no PDF viewer: no plugins");
  assert_equals(navigator.plugins, navigator.plugins);
  assert_equals(navigator.mimeTypes.length, 0);
  assert_equals(navigator.mimeTypes.namedItem("application/pdf"), null);
  assert_false(navigator.userActivation.isActive);
  assert_false(navigator.userActivation.hasBeenActive);
  assert_false(navigator.taintEnabled());
  assert_throws_dom("SecurityError", () => navigator.registerProtocolHandler("http", "/x?%s"));
  assert_throws_dom("SyntaxError", () => navigator.registerProtocolHandler("web+app", "/x"));
  navigator.registerProtocolHandler("web+app", "/x?%s");
}, "navigator's plugins, mimeTypes, userActivation and protocol handlers");

test(() => {
  const href = Object.getOwnPropertyDescriptor(location, "href");
  assert_false(href.configurable, "[LegacyUnforgeable]");
  assert_throws_js(TypeError, () => href.get.call({}));
  const assign = Object.getOwnPropertyDescriptor(location, "assign");
  assert_false(assign.writable);
  assert_throws_js(TypeError, () => location.assign());
  assert_true(location.ancestorOrigins instanceof DOMStringList);
  assert_equals(location.ancestorOrigins.length, 0, "a top-level document has no ancestors");
  assert_equals(location.ancestorOrigins, location.ancestorOrigins);
}, "Location's members");

promise_test(async () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  await new Promise((resolve) => { frame.onload = resolve; frame.src = "/common/blank.html"; });
  const origins = frame.contentWindow.location.ancestorOrigins;
  assert_equals(origins.length, 1);
  assert_equals(origins[0], location.origin);
  assert_true(origins.contains(location.origin));
  frame.remove();
}, "a frame's ancestorOrigins");
