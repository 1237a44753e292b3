// The History interface and the document's session history entries: pushState,
// replaceState, back/forward/go between them (popstate, hashchange), and fragment
// navigations as new entries.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
//
// framescope keeps the entries of one document: traversing past them (back from the
// first, to another document) does nothing, with a console warning.
(function history(lib) {
  "use strict";
  const { global, info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["History", "PopStateEvent", "HashChangeEvent"],
    shared: ["navigateToFragment", "history", "setDocumentURL"],
  }, () => {
    const { DOMException, Event, dispatch, fieldsOf, illegal, natives, noDictionary, trust } = lib;
    const {
      ObjectCreate, ReflectConstruct, SafeWeakMap, String, TypeError,
    } = lib.primordials;
    // The document's session history entries: each its URL and its serialized state (as
    // structuredClone gives it back), and the current one's index.
    const entries = [{ __proto__: null, url: info.location.href, state: null }];
    let current = 0;
    let scrollRestoration = "auto";
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#url-and-history-update-steps:
    // the document's URL becomes `url` (its location follows), in a new entry after the
    // current one (the ones after it dropped) or in place of the current one.
    function update(url, state, replace) {
      if (!replace) {
        entries.length = current + 1;
        current = entries.length;
      }
      entries[current] = { __proto__: null, url, state };
      setURL(url);
    }
    function setURL(url) {
      const parts = natives.parseURL(url, url);
      const keys = ["href", "protocol", "host", "hostname", "port", "pathname", "search", "hash"];
      for (let i = 0; i < keys.length; i++) info.location[keys[i]] = parts[keys[i]];
      natives.setFragment(url);
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#can-have-its-url-rewritten
    function canRewrite(target) {
      const here = natives.parseURL(info.location.href, info.location.href);
      // 1–2. Scheme, username, password, host and port must match.
      if (target.protocol !== here.protocol || target.host !== here.host ||
          target.username !== here.username || target.password !== here.password) return false;
      // 3. An HTTP(S) URL may change its path too. 4–5. Otherwise only the query and fragment.
      if (target.protocol === "http:" || target.protocol === "https:") return true;
      return target.pathname === here.pathname;
    }
    const states = lib.internalSlots("history.states");
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#shared-history-push/replace-state-steps
    function pushOrReplace(history, data, url, replace) {
      fieldsOf(states, history);
      const method = replace ? "replaceState" : "pushState";
      // 3. Let serializedData be StructuredSerializeForStorage(data) (a DataCloneError
      //    propagates).
      const state = natives.structuredClone(data, undefined);
      // 4. Let newURL be document's URL. 5. If url is not null or the empty string: parse
      //    it relative to the document; failure, or a URL the document cannot have, is a
      //    SecurityError.
      let href = info.location.href;
      if (url !== null && url !== undefined && url !== "") {
        const target = natives.parseURL(String(url), info.location.href);
        if (!target || !canRewrite(target)) {
          throw new DOMException(`Failed to execute '${method}' on 'History': A history state object with URL '${String(url)}' cannot be created in a document with origin '${info.location.origin}' and URL '${info.location.href}'.`, "SecurityError");
        }
        href = target.href;
      }
      // 8. Run the URL and history update steps.
      update(href, state, replace);
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-go: a task
    // later, to the entry `delta` away (popstate; hashchange when only the fragment
    // changed); 0 reloads.
    function traverse(delta) {
      if (delta === 0) {
        natives.navigate(info.location.href, true);
        return;
      }
      natives.setTimeout(() => {
        const target = current + delta;
        if (target < 0 || target >= entries.length) {
          natives.consoleWarn("framescope keeps only this document's session history entries: there is no entry to go to.");
          return;
        }
        const oldURL = info.location.href;
        current = target;
        const entry = entries[current];
        setURL(entry.url);
        dispatch(global, trust(new PopStateEvent("popstate", { __proto__: null, state: entry.state })));
        if (entry.url !== oldURL && lib.withoutHash(entry.url) === lib.withoutHash(oldURL)) {
          dispatch(global, trust(new HashChangeEvent("hashchange", { __proto__: null, oldURL, newURL: entry.url })));
        }
      }, 0);
    }
    class History {
      constructor() { illegal(); }
      get length() { fieldsOf(states, this); return entries.length; }
      get state() { fieldsOf(states, this); return entries[current].state; }
      get scrollRestoration() { fieldsOf(states, this); return scrollRestoration; }
      set scrollRestoration(value) {
        fieldsOf(states, this);
        value = String(value);
        if (value === "auto" || value === "manual") scrollRestoration = value;
      }
      go(delta = 0) { fieldsOf(states, this); traverse(delta | 0); }
      back() { fieldsOf(states, this); traverse(-1); }
      forward() { fieldsOf(states, this); traverse(1); }
      pushState(data, unused, url = null) {
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'pushState' on 'History': 2 arguments required, but only ${arguments.length} present.`);
        pushOrReplace(this, data, url, false);
      }
      replaceState(data, unused, url = null) {
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'replaceState' on 'History': 2 arguments required, but only ${arguments.length} present.`);
        pushOrReplace(this, data, url, true);
      }
    }
    const history = ObjectCreate(History.prototype);
    states.set(history, true);
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#popstateevent
    const popStates = lib.internalSlots("history.popStates");
    class PopStateEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        init ??= noDictionary();
        popStates.set(event, { __proto__: null, state: init.state ?? null, hasUAVisualTransition: !!init.hasUAVisualTransition });
        return event;
      }
      get state() { return fieldsOf(popStates, this).state; }
      get hasUAVisualTransition() { return fieldsOf(popStates, this).hasUAVisualTransition; }
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#hashchangeevent
    const hashChanges = lib.internalSlots("history.hashChanges");
    class HashChangeEvent extends Event {
      constructor(type, init = undefined) {
        const event = ReflectConstruct(Event, [type, init], new.target);
        init ??= noDictionary();
        hashChanges.set(event, { __proto__: null, oldURL: String(init.oldURL ?? ""), newURL: String(init.newURL ?? "") });
        return event;
      }
      get oldURL() { return fieldsOf(hashChanges, this).oldURL; }
      get newURL() { return fieldsOf(hashChanges, this).newURL; }
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-fragid: a new
    // entry of the URL (the state null), then hashchange in a task.
    function navigateToFragment(href) {
      const oldURL = info.location.href;
      update(href, null, false);
      natives.setTimeout(() => {
        dispatch(global, trust(new HashChangeEvent("hashchange", { __proto__: null, oldURL, newURL: href })));
      }, 0);
    }
    // The document's URL set (document.open, https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
    // step 13): its current entry's URL too.
    function setDocumentURL(url) {
      entries[current].url = url;
      setURL(url);
    }
    return { __proto__: null, History, PopStateEvent, HashChangeEvent, history, navigateToFragment, setDocumentURL };
  });
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history: the
  // window's History object, made on first read.
  lib.defineMembers(global, { get history() { lib.checkWindow(this); return lib.history; } });
});
