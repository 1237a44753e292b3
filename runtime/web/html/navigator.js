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
  const interfaces = window ? [name, "PluginArray", "MimeTypeArray", "Plugin", "MimeType", "UserActivation"] : [name];
  lib.lazily({ interfaces, shared: ["navigatorObject"] }, () => {
    const { illegal } = lib;
    const { ObjectCreate, ObjectFreeze, SafeWeakMap, StringPrototypeSlice, TypeError } = lib.primordials;
    const navigators = lib.internalSlots("navigator.navigators");
    const check = (value) => {
      if (!navigators.has(value)) throw new TypeError("Illegal invocation");
    };
    // NavigatorID, NavigatorLanguage, NavigatorOnLine, NavigatorCookies, NavigatorPlugins,
    // NavigatorConcurrentHardware (https://html.spec.whatwg.org/multipage/system-state.html).
    // The user agent: framescope's (Chrome's, with framescope named), or a DevTools
    // client's override (navigator.rs).
    const userAgent = lib.natives.userAgent;
    const languages = ObjectFreeze(["en-US"]);
    class Navigator {
      constructor() { illegal(); }
      get userAgent() { check(this); return userAgent(); }
      get appCodeName() { check(this); return "Mozilla"; }
      get appName() { check(this); return "Netscape"; }
      get appVersion() { check(this); return StringPrototypeSlice(userAgent(), 8); }
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
        get cookieEnabled() { check(this); return true; },
        get webdriver() { check(this); return false; },
        get maxTouchPoints() { check(this); return 0; },
        get pdfViewerEnabled() { check(this); return false; },
        javaEnabled() { check(this); return false; },
        // https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-taintenabled
        taintEnabled() { check(this); return false; },
        // https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-plugins:
        // with no PDF viewer, empty (the same objects each time).
        get plugins() { check(this); return plugins; },
        get mimeTypes() { check(this); return mimeTypes; },
        // https://html.spec.whatwg.org/multipage/interaction.html#dom-navigator-useractivation:
        // nobody activates framescope's pages.
        get userActivation() { check(this); return userActivation; },
        // https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-registerprotocolhandler:
        // the checks, then nothing to register with (there is no user to ask).
        registerProtocolHandler(scheme, url) {
          check(this);
          lib.requireArguments(arguments, 2, "registerProtocolHandler", "Navigator");
          protocolHandlerChecks(scheme, url, "registerProtocolHandler");
        },
        unregisterProtocolHandler(scheme, url) {
          check(this);
          lib.requireArguments(arguments, 2, "unregisterProtocolHandler", "Navigator");
          protocolHandlerChecks(scheme, url, "unregisterProtocolHandler");
        },
      };
      lib.defineMembers(Navigator.prototype, members);
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
    if (!window) return { __proto__: null, [name]: Navigator, navigatorObject: navigator };
    // https://html.spec.whatwg.org/multipage/system-state.html#pdf-viewing-support: the
    // plugin and MIME type lists (empty: no PDF viewer), their items' interfaces.
    const empty = lib.internalSlots("navigator.pluginLists");
    const listCheck = (value) => {
      if (!empty.has(value)) throw new TypeError("Illegal invocation");
    };
    class PluginArray {
      constructor() { illegal(); }
      refresh() { listCheck(this); }
      get length() { listCheck(this); return 0; }
      item(index) { listCheck(this); lib.requireArguments(arguments, 1, "item", "PluginArray"); return null; }
      namedItem(name) { listCheck(this); lib.requireArguments(arguments, 1, "namedItem", "PluginArray"); return null; }
    }
    class MimeTypeArray {
      constructor() { illegal(); }
      get length() { listCheck(this); return 0; }
      item(index) { listCheck(this); lib.requireArguments(arguments, 1, "item", "MimeTypeArray"); return null; }
      namedItem(name) { listCheck(this); lib.requireArguments(arguments, 1, "namedItem", "MimeTypeArray"); return null; }
    }
    // (Never made: framescope has no plugins.)
    const never = () => { throw new TypeError("Illegal invocation"); };
    class Plugin {
      constructor() { illegal(); }
      get name() { return never(); }
      get description() { return never(); }
      get filename() { return never(); }
      get length() { return never(); }
      item(index) { return never(); }
      namedItem(name) { return never(); }
    }
    class MimeType {
      constructor() { illegal(); }
      get type() { return never(); }
      get description() { return never(); }
      get suffixes() { return never(); }
      get enabledPlugin() { return never(); }
    }
    const iterator = { __proto__: null, value: lib.primordials.ArrayIntrinsicValues, writable: true, configurable: true };
    ObjectDefineProperty(PluginArray.prototype, lib.primordials.SymbolIterator, iterator);
    ObjectDefineProperty(MimeTypeArray.prototype, lib.primordials.SymbolIterator, iterator);
    ObjectDefineProperty(Plugin.prototype, lib.primordials.SymbolIterator, iterator);
    const plugins = ObjectCreate(PluginArray.prototype), mimeTypes = ObjectCreate(MimeTypeArray.prototype);
    empty.set(plugins, true);
    empty.set(mimeTypes, true);
    // https://html.spec.whatwg.org/multipage/interaction.html#the-useractivation-interface
    const activations = lib.internalSlots("navigator.userActivation");
    class UserActivation {
      constructor() { illegal(); }
      get hasBeenActive() { lib.fieldsOf(activations, this); return false; }
      get isActive() { lib.fieldsOf(activations, this); return false; }
    }
    const userActivation = ObjectCreate(UserActivation.prototype);
    activations.set(userActivation, true);
    // https://html.spec.whatwg.org/multipage/system-state.html#normalize-protocol-handler-parameters
    function protocolHandlerChecks(scheme, url, method) {
      const fail = (why, error) => new lib.DOMException(`Failed to execute '${method}' on 'Navigator': ${why}`, error);
      // 1–2. The scheme in ASCII lowercase: a safelisted scheme or web+ and letters.
      scheme = lib.lowercase(scheme);
      const SAFE = " bitcoin cabal dat did dweb ethereum ftp ftps geo im ipfs ipns irc ircs ldap ldaps magnet mailto matrix mms news nntp openpgp4fpr sftp sip sms smsto ssb ssh tel urn webcal wtai xmpp ";
      const { RegExpPrototypeExec, StringPrototypeIndexOf } = lib.primordials;
      if (StringPrototypeIndexOf(SAFE, " " + scheme + " ") === -1 && RegExpPrototypeExec(/^web\+[a-z]+$/, scheme) === null) {
        throw fail(`The scheme '${scheme}' doesn't belong to the scheme allowlist.`, "SecurityError");
      }
      // 3. If url does not contain "%s", then throw a "SyntaxError".
      url = lib.primordials.String(url);
      if (StringPrototypeIndexOf(url, "%s") === -1) throw fail("The url provided does not contain '%s'.", "SyntaxError");
      // 4–5. url parsed against the document's base URL: failure is a "SyntaxError".
      const parsed = lib.natives.parseURL(url, lib.baseURL());
      if (parsed === null) throw fail(`The custom handler URL '${url}' is invalid.`, "SyntaxError");
      // 6–7. Not HTTP(S), or not the document's origin: a "SecurityError".
      if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || parsed.origin !== info.location.origin) {
        throw fail("Can only register custom handler in the document's origin.", "SecurityError");
      }
    }
    return {
      __proto__: null, [name]: Navigator, navigatorObject: navigator, PluginArray, MimeTypeArray, Plugin, MimeType, UserActivation,
    };
  });
  lib.defineMembers(global, { get navigator() { lib.checkWindow(this); return lib.navigatorObject; } });
});
