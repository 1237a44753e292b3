// The members of WorkerGlobalScope and of the WindowOrWorkerGlobalScope mixin it includes,
// in a worker: properties of WorkerGlobalScope.prototype, which the worker's global
// inherits. Web IDL puts an interface's members on the global object itself only for the
// [Global] interface's own members (https://webidl.spec.whatwg.org/#Global): a Window's
// setTimeout is its own property, while a dedicated worker's global —
// DedicatedWorkerGlobalScope, whose own members (postMessage, close, name) are own
// properties — inherits setTimeout from WorkerGlobalScope.prototype, as in Chrome.
// https://html.spec.whatwg.org/multipage/workers.html#the-workerglobalscope-common-interface
//
// The platform's modules define these members on the global, as a window needs; this last
// module moves what a worker's global holds of them onto the prototype, keeping each
// property as it is (a member made on first use stays so: `lib.moveGlobalMember`).
//
// A module of the realm's bootstrap (see bootstrap.js), run after every other one with
// its `lib` and `hooks`; like them, it calls only the built-ins captured before any page
// script ran (primordials.js).
(function workerGlobalScopeMembers(lib) {
  "use strict";
  const { global, info } = lib;
  if (info.scope === "Window" || lib.WorkerGlobalScope === undefined) return;
  const { ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, ReflectApply, TypeError } = lib.primordials;
  const prototype = lib.WorkerGlobalScope.prototype;
  // WorkerGlobalScope's own members (its error and rejection handlers are defined on the
  // prototype already: workers.js).
  // https://html.spec.whatwg.org/multipage/workers.html#workerglobalscope
  for (const name of ["languagechange", "offline", "online"]) lib.defineEventHandler(prototype, name);
  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-issecurecontext,
  // https://html.spec.whatwg.org/multipage/webappapis.html#dom-crossoriginisolated: the
  // realm's facts (a window's own data properties: window.js).
  lib.defineMembers(prototype, {
    get isSecureContext() { check(this, "isSecureContext", "read"); return info.isSecureContext; },
    get crossOriginIsolated() { check(this, "crossOriginIsolated", "read"); return info.crossOriginIsolated; },
  });
  // Web IDL's this check of a member of WorkerGlobalScope.prototype: an undefined or null
  // this is the global, anything else but the global (the realm's only
  // WorkerGlobalScope) is a TypeError.
  function check(self, name, what) {
    if (self !== undefined && self !== null && self !== global) {
      throw new TypeError(`Failed to ${what} '${name}' on 'WorkerGlobalScope': Illegal invocation`);
    }
  }
  // The member `name` as the prototype's: its functions check their this value, then run
  // the global's.
  function checked(descriptor, name) {
    const { value, get, set } = descriptor;
    if (typeof value === "function") {
      const wrapper = { [name](...args) { check(this, name, "execute"); return ReflectApply(value, global, args); } }[name];
      ObjectDefineProperty(wrapper, "length", { __proto__: null, value: value.length, configurable: true });
      descriptor.value = wrapper;
    }
    if (typeof get === "function") {
      descriptor.get = ObjectGetOwnPropertyDescriptor({ get [name]() { check(this, name, "read"); return ReflectApply(get, global, []); } }, name).get;
    }
    if (typeof set === "function") {
      descriptor.set = ObjectGetOwnPropertyDescriptor({ set [name](v) { check(this, name, "set"); ReflectApply(set, global, [v]); } }, name).set;
    }
    return descriptor;
  }
  const MEMBERS = [
    "self", "location", "navigator", "importScripts",
    // https://html.spec.whatwg.org/multipage/webappapis.html#windoworworkerglobalscope-mixin
    "origin", "reportError", "btoa", "atob", "setTimeout", "clearTimeout", "setInterval", "clearInterval",
    "queueMicrotask", "createImageBitmap", "structuredClone",
    // (and the mixin's partial interfaces: Fetch's, Web Cryptography's, High Resolution
    // Time's, Storage's)
    "fetch", "crypto", "performance", "caches", "indexedDB",
  ];
  for (let i = 0; i < MEMBERS.length; i++) lib.moveGlobalMember(prototype, MEMBERS[i], checked);
});
