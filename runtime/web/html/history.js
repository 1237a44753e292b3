// The History interface: pushState, replaceState and fragment navigations as new session
// history entries, history.length and back/forward/go over the joint session history
// (popstate, hashchange for this document's entries).
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
//
// The entries are the group's (runtime/group/session_history.rs: every navigable's, and the
// traversable's steps); this module keeps this document's entries' serialized states, by
// entry id; the group keeps each entry's serialized state too. A traversal to another
// document's entry loads it again (no back/forward cache), its `history.state` the
// entry's state.
(function history(lib, hooks) {
  "use strict";
  const { global, info } = lib;
  // `(entry, url, cancelable)`: a traversal made this document's entry `entry` current;
  // false when the (cancelable) navigate event was canceled.
  hooks.historyTraverse = (entry, url, cancelable) => lib.historyTraverse(entry, url, cancelable);
  if (info.scope !== "Window") return;
  // The states of this document's entries (by entry id), and the current entry's.
  const states = new lib.primordials.SafeMap();
  let currentState = null;
  lib.historyTraverse = (entry, url, cancelable = false) => {
    void lib.history; // (made first: it defines `traversed`)
    return traversed(entry, url, cancelable);
  };
  let traversed;
  // (A new document of this Window: its entries' states are its own.)
  lib.onDocument(() => {
    states.clear();
    currentState = null;
  });
  lib.lazily({
    interfaces: ["History", "PopStateEvent", "HashChangeEvent"],
    shared: ["navigateToFragment", "history", "setDocumentURL", "historyUpdateSteps", "canRewriteURL", "HashChangeEvent"],
  }, () => {
    const { DOMException, Event, dispatch, fieldsOf, illegal, natives, noDictionary, trust } = lib;
    const { MathTrunc, NumberIsFinite, ObjectCreate, ReflectConstruct, String, TypeError } = lib.primordials;
    let scrollRestoration = "auto";
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#url-and-history-update-steps:
    // the document's URL becomes `url` (its location follows), in a new entry after the
    // current one (the group drops the ones after it) or in place of the current one.
    function update(url, state, replace) {
      const entry = natives.historyUpdate(url, replace);
      if (entry !== undefined) {
        states.set(entry, state);
        // (The entry's serialized state, for a document loaded again for it.)
        natives.historySetState(entry, state);
      }
      currentState = state;
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
      // 3. An HTTP(S) URL may change its path, query and fragment. 4. A file: URL its
      //    query and fragment. 5–6. Any other (about:, blob:, data: …) only its fragment.
      if (target.protocol === "http:" || target.protocol === "https:") return true;
      if (target.protocol === "file:") return target.pathname === here.pathname;
      return target.pathname === here.pathname && target.search === here.search;
    }
    const histories = lib.internalSlots("history.states");
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#shared-history-push/replace-state-steps
    function pushOrReplace(data, url, replace) {
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
      // 8. Run the URL and history update steps (the Navigation API's navigate event
      //    first: https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-push/replace/reload-navigate-event).
      const navigation = lib.navigationHooks;
      if (navigation === null) update(href, state, replace);
      else navigation.sameDocument(replace ? "replace" : "push", href, false, () => update(href, state, replace), true);
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-go: 0
    // reloads; another delta traverses the joint session history in a task (the group's
    // traversal: history_traversal.rs).
    function traverse(delta) {
      if (delta === 0) {
        // (The Navigation API's reload navigate event first.)
        if (lib.navigationHooks !== null && !lib.navigationHooks.reload(info.location.href)) return;
        natives.navigate(info.location.href, true);
        return;
      }
      natives.historyGo(delta);
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
    // for an entry of this document: its URL and state, popstate, then hashchange when
    // only the fragment changed.
    traversed = (entry, url, cancelable) => {
      const oldURL = info.location.href;
      const hashChange = url !== oldURL && lib.withoutHash(url) === lib.withoutHash(oldURL);
      let applied = false;
      const apply = () => {
        applied = true;
        currentState = stateOf(entry);
        setURL(url);
      };
      // (The Navigation API's traverse navigate event, then currententrychange; a
      // cancelable one canceled ends the traversal here.)
      if (lib.navigationHooks?.traversed(url, hashChange, apply, cancelable) === false) return false;
      if (!applied) apply();
      // (A traversal to another fragment sets the target element: indicated_part.js.)
      if (hashChange) lib.scrollToFragment();
      dispatch(global, trust(new PopStateEvent("popstate", { __proto__: null, state: currentState })));
      if (hashChange) {
        dispatch(global, trust(new HashChangeEvent("hashchange", { __proto__: null, oldURL, newURL: url })));
      }
      return true;
    };
    // The History object's methods act on its associated Document — the realm that made it
    // — whichever realm's method is called (`History.prototype.go.call(frame.history, 0)`
    // reloads the frame; a sandboxed frame's `back` called on its top's history traverses
    // from the top): its slot holds that realm's steps.
    // An entry's state: this document's own, or (an entry of an earlier document at this
    // URL, loaded again by a traversal) the entry's serialized state, deserialized here.
    function stateOf(entry) {
      if (states.has(entry)) return states.get(entry);
      const kept = natives.historyState(entry);
      const state = kept === undefined ? null : kept[1];
      states.set(entry, state);
      return state;
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
    // step 5: a document loaded for an entry (a traversal) starts with its state.
    const initial = natives.historyState();
    if (initial !== undefined) {
      states.set(initial[0], initial[1]);
      currentState = initial[1];
    }
    // Each member first: if the History object's document is not fully active (its frame
    // removed), a SecurityError of its realm (HTML's History members' first steps).
    const own = (history, member) => {
      const fields = fieldsOf(histories, history);
      fields.checkActive(member);
      return fields;
    };
    class History {
      constructor() { illegal(); }
      get length() { return own(this, "read the 'length' property from").length(); }
      get state() { return own(this, "read the 'state' property from").state(); }
      get scrollRestoration() { return own(this, "read the 'scrollRestoration' property from").scrollRestoration(); }
      set scrollRestoration(value) {
        const fields = own(this, "set the 'scrollRestoration' property on");
        value = String(value);
        if (value === "auto" || value === "manual") fields.setScrollRestoration(value);
      }
      go(delta = 0) {
        const fields = own(this, "execute 'go' on");
        delta = +delta;
        fields.traverse(NumberIsFinite(delta) ? MathTrunc(delta) : 0);
      }
      back() { own(this, "execute 'back' on").traverse(-1); }
      forward() { own(this, "execute 'forward' on").traverse(1); }
      pushState(data, unused, url = null) {
        const fields = fieldsOf(histories, this);
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'pushState' on 'History': 2 arguments required, but only ${arguments.length} present.`);
        fields.checkActive("execute 'pushState' on");
        fields.pushOrReplace(data, url, false);
      }
      replaceState(data, unused, url = null) {
        const fields = fieldsOf(histories, this);
        if (arguments.length < 2) throw new TypeError(`Failed to execute 'replaceState' on 'History': 2 arguments required, but only ${arguments.length} present.`);
        fields.checkActive("execute 'replaceState' on");
        fields.pushOrReplace(data, url, true);
      }
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface:
    // a Document's History object (a Window that takes another document, its initial
    // about:blank's reused, gives it a new one; the old one's document is not fully active).
    const makeHistory = (owner) => {
      const made = ObjectCreate(History.prototype);
      histories.set(made, historyFields(owner));
      return made;
    };
    const historyFields = (owner) => ({
      __proto__: null,
      length: () => natives.historyLength(),
      state: () => currentState,
      scrollRestoration: () => scrollRestoration,
      setScrollRestoration: (value) => { scrollRestoration = value; },
      traverse,
      pushOrReplace,
      checkActive(member) {
        if (owner !== lib.document || !natives.fullyActive()) {
          throw new DOMException(`Failed to ${member} 'History': May not use a History object associated with a Document that is not fully active`, "SecurityError");
        }
      },
    });
    let history = makeHistory(lib.document);
    lib.onDocument(() => {
      history = makeHistory(lib.document);
      lib.define(lib, "history", history);
    });
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
    function navigateToFragment(href, replace = false) {
      const oldURL = info.location.href;
      const steps = () => {
        update(href, null, replace);
        // (Scroll to the fragment: the target element, indicated_part.js.)
        lib.scrollToFragment();
        natives.queueGlobalTask(() => {
          dispatch(global, trust(new HashChangeEvent("hashchange", { __proto__: null, oldURL, newURL: href })));
        });
      };
      // (The Navigation API's navigate event first.)
      const navigation = lib.navigationHooks;
      if (navigation === null) steps();
      else navigation.sameDocument(replace ? "replace" : "push", href, true, steps, false);
    }
    // The document's URL set (document.open, https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
    // step 13): its current entry's URL too.
    function setDocumentURL(url) {
      natives.historyUpdate(url, true);
      setURL(url);
    }
    return {
      __proto__: null, History, PopStateEvent, HashChangeEvent, history, navigateToFragment, setDocumentURL,
      historyUpdateSteps: update, canRewriteURL: canRewrite,
    };
  });
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history: the
  // window's History object, made on first read.
  lib.defineMembers(global, { get history() { lib.checkWindow(this); return lib.history; } });
});
