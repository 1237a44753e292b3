// The Navigator object (`navigator` in windows, a WorkerNavigator in workers): the user
// agent's identity (Chrome's, with framescope named in it), its language, and the state
// framescope simulates (online, no cookies, no plugins, four logical processors).
// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface and the object are made on first use
// (`lib.lazily`); service_workers.js gives a window's navigator its serviceWorker.
(function navigatorModule(lib) {
  "use strict";
  const { global, info } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  const window = info.scope === "Window";
  const name = window ? "Navigator" : "WorkerNavigator";
  lib.lazily({ interfaces: [name], shared: ["navigatorObject"] }, () => {
    const { illegal } = lib;
    const { ObjectCreate, ObjectFreeze, SafeWeakMap, StringPrototypeSlice, TypeError } = lib.primordials;
    const navigators = lib.internalSlots("navigator.navigators");
    const check = (value) => {
      if (!navigators.has(value)) throw new TypeError("Illegal invocation");
    };
    // NavigatorID, NavigatorLanguage, NavigatorOnLine, NavigatorCookies, NavigatorPlugins,
    // NavigatorConcurrentHardware (https://html.spec.whatwg.org/multipage/system-state.html).
    const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 framescope/0.1";
    const languages = ObjectFreeze(["en-US"]);
    class Navigator {
      constructor() { illegal(); }
      get userAgent() { check(this); return USER_AGENT; }
      get appCodeName() { check(this); return "Mozilla"; }
      get appName() { check(this); return "Netscape"; }
      get appVersion() { check(this); return StringPrototypeSlice(USER_AGENT, 8); }
      get platform() { check(this); return "Linux x86_64"; }
      get product() { check(this); return "Gecko"; }
      get language() { check(this); return "en-US"; }
      get languages() { check(this); return languages; }
      get onLine() { check(this); return true; }
      get hardwareConcurrency() { check(this); return 4; }
    }
    if (window) {
      const members = {
        get productSub() { check(this); return "20030107"; },
        get vendor() { check(this); return "Google Inc."; },
        get vendorSub() { check(this); return ""; },
        get cookieEnabled() { check(this); return false; },
        get webdriver() { check(this); return false; },
        get maxTouchPoints() { check(this); return 0; },
        get pdfViewerEnabled() { check(this); return false; },
        javaEnabled() { check(this); return false; },
      };
      const keys = ["productSub", "vendor", "vendorSub", "cookieEnabled", "webdriver", "maxTouchPoints", "pdfViewerEnabled", "javaEnabled"];
      for (let i = 0; i < keys.length; i++) {
        ObjectDefineProperty(Navigator.prototype, keys[i], lib.primordials.ObjectGetOwnPropertyDescriptor(members, keys[i]));
      }
      // https://w3c.github.io/ServiceWorker/#navigator-serviceworker ([SecureContext])
      if (info.scope === "Window" && info.isSecureContext) {
        ObjectDefineProperty(Navigator.prototype, "serviceWorker", {
          __proto__: null,
          get: function serviceWorker() { check(this); return lib.serviceWorkerContainer(); },
          enumerable: true, configurable: true,
        });
      }
    }
    ObjectDefineProperty(Navigator, "name", { __proto__: null, value: name, configurable: true });
    const navigator = ObjectCreate(Navigator.prototype);
    navigators.set(navigator, true);
    return { __proto__: null, [name]: Navigator, navigatorObject: navigator };
  });
  lib.defineMembers(global, { get navigator() { lib.checkWindow(this); return lib.navigatorObject; } });
});
