// The Navigation API: window.navigation (Navigation), NavigationHistoryEntry,
// NavigationTransition; the navigate, navigatesuccess, navigateerror and
// currententrychange events around this document's navigations.
// https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Made on first use (`lib.lazily`): until a script reads
// `navigation`, `lib.navigationHooks` is null and history.js and location.js fire nothing
// (no one can listen yet). The entries are the group's (the natives of
// navigation_api_entries.rs); this module keeps their objects, by entry id, and the
// navigation API states of this document's entries.
(function navigation(lib, hooks) {
  "use strict";
  const { global, info } = lib;
  lib.navigationHooks = null;
  // The element whose activation navigates this document now (a link), for the navigate event.
  lib.navigationSourceElement = null;
  // `(entry, url)`: a traversal loads another document's entry into this navigable.
  hooks.navigationTraverseAway = (entry, url) => lib.navigationHooks?.traversedAway(entry, url);
  // `(filename, lineno, colno)`: the document's frame is being removed by the script there.
  hooks.navigationDestroyed = (filename, lineno, colno) => lib.navigationHooks?.destroyed(filename, lineno, colno);
  // `(url, replace, sameOrigin, formData)` → whether the navigation goes on: a navigation
  // of this document started by another document (location.js's navigatedByOther).
  hooks.navigatedByOther = (url, replace, sameOrigin, formData) => lib.navigatedByOther?.(url, replace, sameOrigin, formData) ?? true;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["Navigation", "NavigationHistoryEntry", "NavigationTransition", "NavigationActivation"],
    shared: ["navigation", "isNavigationHistoryEntry"],
  }, () => {
    const { DOMException, Event, EventTarget, defineEventHandler, dispatch, fieldsOf, illegal, natives, noDictionary, trust } = lib;
    const { ArrayPrototypeIncludes, MathFloor, ObjectCreate, Promise, PromisePrototypeThen, PromiseReject, PromiseResolve, SafeMap, String, TypeError } = lib.primordials;
    const events = lib.navigateEvents;
    const { NavigateEvent, NavigationCurrentEntryChangeEvent } = events;

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigationhistoryentry-interface
    const entrySlots = lib.internalSlots("navigation.entries");
    class NavigationHistoryEntry extends EventTarget {
      constructor() { illegal(); super(); }
      // (Each getter's document must be fully active: "has entries and events disabled".)
      get url() { const f = live(this); return active ? f.url : null; }
      get key() { const f = live(this); return active ? f.key : ""; }
      get id() { const f = live(this); return active ? f.id : ""; }
      get index() { return live(this).index; }
      get sameDocument() { const f = live(this); return active && f.sameDocument; }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-getstate:
      // the entry's navigation API state, deserialized (a copy each time).
      getState() {
        const f = live(this);
        return active ? natives.navigationState(f.entry) : undefined;
      }
    }
    defineEventHandler(NavigationHistoryEntry.prototype, "dispose");
    // Whether the document is fully active (its frame not removed): the entries go
    // when it is not.
    let active = true;
    function sync() {
      if (active && !natives.fullyActive()) {
        active = false;
        for (let i = 0; i < list.length; i++) fieldsOf(entrySlots, list[i]).index = -1;
        list = [];
        current = null;
      }
    }
    const live = (entry) => { const f = fieldsOf(entrySlots, entry); sync(); return f; };
    // Keys and ids are UUIDs (as Chrome's): the group's numbers, written as version 4
    // UUIDs; `numbers` maps the keys back.
    const numbers = new SafeMap();
    function uuid(n) {
      let hex = "";
      for (let i = 0; i < 12; i++) { hex = "0123456789abcdef"[n % 16] + hex; n = MathFloor(n / 16); }
      return "00000000-0000-4000-8000-" + hex;
    }
    // The NavigationHistoryEntry of each entry id seen, and the list `entries()` gives.
    const byEntry = new SafeMap();
    let list = [];
    let current = null;
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#initialize-the-navigation-api-entries-for-a-new-document
    // and #update-the-navigation-api-entries-for-a-same-document-navigation: the entries
    // read again from the group; those no longer there are disposed (`dispose` fires).
    function refresh(fireDispose) {
      const raw = natives.navigationEntries();
      const next = [];
      let index = -1;
      if (raw !== undefined) {
        index = raw[0];
        for (let i = 1; i < raw.length; i++) {
          const item = raw[i];
          const key = item[0], id = item[1], url = item[2], sameDocument = item[3];
          let entry = byEntry.get(id);
          if (entry === undefined) {
            entry = ObjectCreate(NavigationHistoryEntry.prototype);
            entrySlots.set(entry, { __proto__: null, entry: id, key: uuid(key), id: uuid(id), url, sameDocument, index: i - 1 });
            numbers.set(uuid(key), key);
            byEntry.set(id, entry);
          }
          const f = fieldsOf(entrySlots, entry);
          f.index = i - 1;
          f.sameDocument = sameDocument;
          // (Censored or not as its document's referrer policy is now.)
          f.url = url;
          next[next.length] = entry;
        }
      }
      const old = list;
      list = next;
      current = index === -1 ? null : next[index];
      for (let i = 0; i < old.length; i++) {
        if (ArrayPrototypeIncludes(next, old[i])) continue;
        const f = fieldsOf(entrySlots, old[i]);
        f.index = -1;
        byEntry.delete(f.entry);
        if (fireDispose) dispatch(old[i], trust(new Event("dispose")));
      }
    }
    refresh(false);
    const isNavigationHistoryEntry = (value) => entrySlots.has(value);

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationactivation
    const activations = lib.internalSlots("navigation.activations");
    class NavigationActivation {
      constructor() { illegal(); }
      get from() { return fieldsOf(activations, this).from; }
      get entry() { return fieldsOf(activations, this).entry; }
      get navigationType() { return fieldsOf(activations, this).navigationType; }
    }
    // An entry's NavigationHistoryEntry: the one `entries()` has, else one of its own
    // that is in no list (index -1), from `fields` ([key, id, url, same document]).
    function entryObject(fields) {
      const known = byEntry.get(fields[1]);
      if (known !== undefined) return known;
      const entry = ObjectCreate(NavigationHistoryEntry.prototype);
      entrySlots.set(entry, { __proto__: null, entry: fields[1], key: uuid(fields[0]), id: uuid(fields[1]), url: fields[2], sameDocument: false, index: -1 });
      return entry;
    }
    // https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
    // step 7, for this document (the group kept how it became active): null for a
    // document with entries and events disabled, or none.
    function makeActivation() {
      const raw = current === null ? undefined : natives.navigationActivation();
      if (raw === undefined) return null;
      const navigationType = raw[0], previous = raw[2];
      // 7.5. Its new entry: the current entry it was activated for.
      const entry = entryObject(raw[1]);
      // 7.2–7.4. Its old entry: the previous entry's NavigationHistoryEntry when the
      //   entries have it; else, for a replace by a document of the same origin, one of
      //   its own (index -1); else null.
      let from = null;
      if (previous !== undefined) {
        const known = byEntry.get(previous[1]);
        if (known !== undefined && ArrayPrototypeIncludes(list, known)) from = known;
        else if (navigationType === "replace" && raw[3]) from = entryObject(previous);
      }
      const activation = ObjectCreate(NavigationActivation.prototype);
      activations.set(activation, { __proto__: null, from, entry, navigationType });
      return activation;
    }
    let activation = makeActivation();

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigationtransition-interface
    const transitions = lib.internalSlots("navigation.transitions");
    class NavigationTransition {
      constructor() { illegal(); }
      get navigationType() { return fieldsOf(transitions, this).navigationType; }
      get from() { return fieldsOf(transitions, this).from; }
      // (Promise-typed attributes reject rather than throw on a wrong `this`: Web IDL.)
      get finished() { return transitions.has(this) ? fieldsOf(transitions, this).finished.promise : rejectedIllegal(); }
      get committed() { return transitions.has(this) ? fieldsOf(transitions, this).committed.promise : rejectedIllegal(); }
    }

    function rejectedIllegal() {
      try {
        fieldsOf(transitions, null);
      } catch (error) {
        return PromiseReject(error);
      }
    }
    function deferred() {
      const d = { __proto__: null, promise: undefined, resolve: undefined, reject: undefined };
      d.promise = new Promise((resolve, reject) => { d.resolve = resolve; d.reject = reject; });
      // (A rejection nobody waits for is not reported: HTML marks them handled.)
      PromisePrototypeThen(d.promise, undefined, () => {});
      return d;
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api-method-tracker
    function tracker(state, infoValue, key = null) {
      return { __proto__: null, state, info: infoValue, key, committed: deferred(), finished: deferred(), done: false };
    }
    const result = (t) => ({ committed: t.committed.promise, finished: t.finished.promise });
    function rejected(error) {
      const committed = PromiseReject(error);
      const finished = PromiseReject(error);
      PromisePrototypeThen(committed, undefined, () => {});
      PromisePrototypeThen(finished, undefined, () => {});
      return { committed, finished };
    }

    // The navigation's state: the upcoming non-traverse tracker (navigate(), reload()),
    // the trackers of traverseTo() by key, the ongoing navigate event, its signal's
    // controller, its tracker, and the transition.
    let upcoming = null;
    const upcomingTraversals = new SafeMap();
    let ongoingEvent = null;
    let ongoingController = null;
    let ongoingTracker = null;
    let transition = null;

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#abort-the-ongoing-navigation
    // (`at`: [filename, lineno, colno] of the page script that made the platform abort.)
    function abortOngoing(error = undefined, at = undefined) {
      // (An AbortError of the platform's own is placed where the page's script runs.)
      const own = error === undefined;
      if (own) error = new DOMException("Navigation was aborted", "AbortError");
      const event = ongoingEvent;
      const controller = ongoingController;
      const t = ongoingTracker;
      if (event === null && t === null && controller === null) return;
      ongoingEvent = null;
      ongoingController = null;
      ongoingTracker = null;
      // 3. If event's dispatch flag is set, set event's canceled flag.
      if (event !== null && events.fields(event).dispatching) event.preventDefault();
      // 4. Signal abort on the controller.
      if (controller !== null) lib.signalAbort(controller, error);
      // 6–7. navigateerror (a removed frame's too: HTML's "inform the navigation API
      //      about child navigable destruction"), and the tracker and transition rejected.
      navigateError(error, own, at);
      if (t !== null) finish(t, false, error);
      if (transition !== null) {
        const tr = fieldsOf(transitions, transition);
        tr.committed.reject(error);
        tr.finished.reject(error);
        transition = null;
      }
    }
    // The navigateerror event for `error`: its message, filename, lineno and colno as
    // HTML's "report an exception" takes them from the error and the current stack
    // (https://html.spec.whatwg.org/multipage/nav-history-apis.html#abort-the-ongoing-navigation step 6);
    // `own`: an error the platform made, placed by the page script that runs (Chrome's),
    // or at `at` ([filename, lineno, colno]).
    function navigateError(error, own = false, at = undefined) {
      const details = at !== undefined && at[1] > 0 ? [undefined, at[0], at[1], at[2]] : natives.describeError(own ? undefined : error);
      const init = { __proto__: null, error, message: error?.message === undefined ? String(error) : String(error.message) };
      // (A page's error is described as an uncaught one, as Chrome does: "Uncaught
      // TypeError: …".)
      if (!own && details !== undefined) init.message = "Uncaught " + details[0];
      // (No page script running, for an error of the platform's: the document's URL, as
      // Chrome gives it.)
      if (own && (details === undefined || details[1] === "")) {
        init.filename = info.location.href;
      } else if (details !== undefined) {
        init.filename = details[1];
        init.lineno = details[2];
        init.colno = details[3];
      }
      dispatch(navigation, trust(new lib.ErrorEvent("navigateerror", init)));
    }
    function finish(t, ok, value) {
      if (t.done) return;
      t.done = true;
      if (ok) {
        t.committed.resolve(value);
        t.finished.resolve(value);
      } else {
        t.committed.reject(value);
        t.finished.reject(value);
      }
    }

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#inner-navigate-event-firing-algorithm
    // `request`: navigationType, url, sameDocument (the destination is this document
    // without interception), canIntercept, hashChange, state (navigation API state to
    // give the new entry), destinationEntry (a traversal's), cancelable, info, tracker;
    // `commit()`: performs a same-document commit (for an interception, or the caller's
    // own same-document steps). Returns false when the navigation must not go on (it
    // was canceled, or intercepted and committed here).
    // Whether the last navigate event fired was canceled (for a traversal's caller).
    let canceledLast = false;
    function fireNavigate(request, commit) {
      // 1–3. Abort the ongoing navigation (a newer one wins) — one whose handlers have
      // not settled too; its navigateerror listeners may start another, which this one
      // aborts in turn.
      while (ongoingEvent !== null || ongoingTracker !== null || ongoingController !== null) abortOngoing();
      const t = request.tracker ?? null;
      const destination = events.makeDestination(request.url, request.sameDocument, request.state, request.destinationEntry ?? null);
      const controller = lib.createAbortSignal();
      const event = trust(new NavigateEvent("navigate", {
        __proto__: null, cancelable: request.cancelable, navigationType: request.navigationType,
        destination, canIntercept: request.canIntercept, hashChange: request.hashChange,
        signal: controller, info: t === null ? undefined : t.info, formData: request.formData ?? null,
        // (The link whose activation navigates this document, if any: html_element_interfaces.js.)
        sourceElement: lib.navigationSourceElement ?? null,
      }));
      const fields = events.fields(event);
      ongoingEvent = event;
      ongoingController = controller;
      ongoingTracker = t;
      fields.dispatching = true;
      const proceed = dispatch(navigation, event);
      fields.dispatching = false;
      canceledLast = !proceed;
      // (A navigation started by a listener aborted this one already.)
      if (ongoingEvent !== event) return false;
      // A listener removed the frame: the navigation is aborted (HTML's "inform the
      // navigation API about child navigable destruction").
      sync();
      if (!active || !proceed) {
        abortOngoing();
        return false;
      }
      const intercepted = fields.interceptionState !== "none";
      const from = current;
      // Commit: the entry changes now (a same-document navigation or an intercepted one).
      if (intercepted || request.sameDocument) {
        if (intercepted) fields.interceptionState = "committed";
        ongoingEvent = null;
        const committedTransition = ObjectCreate(NavigationTransition.prototype);
        transitions.set(committedTransition, {
          __proto__: null, navigationType: request.navigationType, from, committed: deferred(), finished: deferred(),
        });
        transition = committedTransition;
        const tr = fieldsOf(transitions, committedTransition);
        // (The committed promises resolve once the entry is current, before
        // currententrychange: HTML's "notify about the committed-to entry".)
        notifyCommitted = () => {
          tr.committed.resolve();
          if (t !== null) t.committed.resolve(current);
        };
        commit(request.state);
        if (notifyCommitted !== null) {
          const notify = notifyCommitted;
          notifyCommitted = null;
          notify();
        }
        // The handlers' promises (none: resolved at once) settle `finished`.
        const promises = [];
        for (let i = 0; i < fields.handlers.length; i++) {
          try {
            promises[promises.length] = PromiseResolve(fields.handlers[i]());
          } catch (error) {
            promises[promises.length] = PromiseReject(error);
          }
        }
        const settle = (ok, value) => {
          if (ongoingController !== controller) return;
          sync();
          if (!active) {
            abortOngoing();
            return;
          }
          ongoingController = null;
          ongoingTracker = null;
          if (ok) {
            dispatch(navigation, trust(new Event("navigatesuccess")));
            if (t !== null) finish(t, true, current);
            tr.finished.resolve();
          } else {
            navigateError(value);
            if (t !== null) finish(t, false, value);
            tr.finished.reject(value);
          }
          if (transition === committedTransition) transition = null;
        };
        all(promises, () => settle(true), (error) => settle(false, error));
        return false;
      }
      // A cross-document navigation goes on: this document will unload (its promises
      // never settle here, as in Chrome when the page is replaced).
      ongoingEvent = null;
      return true;
    }

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-currententrychange-event
    let notifyCommitted = null;
    function entryChanged(navigationType, from) {
      if (notifyCommitted !== null) {
        const notify = notifyCommitted;
        notifyCommitted = null;
        notify();
      }
      dispatch(navigation, trust(new NavigationCurrentEntryChangeEvent("currententrychange", { __proto__: null, navigationType, from })));
    }

    // The hooks of history.js and location.js.
    lib.navigationHooks = {
      __proto__: null,
      // pushState/replaceState (`type` push or replace) and fragment navigations
      // (`hashChange`): the navigate event, then `steps()` (the URL and history update
      // steps) unless it is canceled, then currententrychange. Returns whether it went on.
      sameDocument(type, url, hashChange, steps, isHistoryAPI) {
        sync();
        // (Entries and events disabled: the initial about:blank, an opaque origin.)
        if (current === null) {
          if (!isHistoryAPI) upcoming = null;
          steps();
          refresh(false);
          return true;
        }
        const t = isHistoryAPI ? null : upcoming;
        if (!isHistoryAPI) upcoming = null;
        let done = false;
        fireNavigate({
          navigationType: type, url, sameDocument: true, canIntercept: true, hashChange,
          state: t === null ? undefined : t.state, cancelable: true, tracker: t,
        }, (state) => {
          const from = current;
          // (A fragment navigation not given a state keeps the current entry's:
          // https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate step 6.)
          if (state === undefined && !isHistoryAPI && from !== null) state = natives.navigationState(fieldsOf(entrySlots, from).entry);
          steps();
          done = true;
          const after = fromEntry();
          if (after !== undefined && state !== undefined) natives.navigationSetState(after, state);
          refresh(true);
          entryChanged(type, from);
        });
        return done;
      },
      // A cross-document navigation (location, links, forms, navigate()): false when it
      // is canceled or intercepted (then committed here as a same-document one with
      // `intercept(url, replace)`).
      crossDocument(url, replace, canIntercept, intercept, formData = null) {
        sync();
        if (current === null) {
          upcoming = null;
          return true;
        }
        const t = upcoming;
        upcoming = null;
        const type = replace ? "replace" : "push";
        return fireNavigate({
          navigationType: type, url, sameDocument: false, canIntercept, hashChange: false,
          state: t === null ? undefined : t.state, cancelable: true, tracker: t, formData,
        }, (state) => {
          const from = current;
          intercept(url, replace);
          const after = fromEntry();
          if (after !== undefined && state !== undefined) natives.navigationSetState(after, state);
          refresh(true);
          entryChanged(type, from);
        });
      },
      // A same-document traversal (history.js, before popstate): the navigate event
      // (cancelable: the top-level traversable's), then the entries and
      // currententrychange. Returns false when it was canceled (the traversal ends).
      traversed(url, hashChange, apply, cancelable = false) {
        sync();
        if (current === null) return true;
        const from = current;
        const before = list;
        refresh(false);
        const to = current;
        // (Until the commit, the entries are the old ones.)
        current = from;
        const after = list;
        list = before;
        const toFields = to === null ? null : fieldsOf(entrySlots, to);
        const key = toFields === null ? null : toFields.key;
        const t = key === null ? null : upcomingTraversals.get(key) ?? null;
        if (t !== null) upcomingTraversals.delete(key);
        let committed = false;
        fireNavigate({
          navigationType: "traverse", url, sameDocument: true, canIntercept: true, hashChange,
          state: toFields === null ? undefined : natives.navigationState(toFields.entry),
          destinationEntry: toFields, cancelable, tracker: t,
        }, () => {
          committed = true;
          apply();
          list = after;
          current = to;
          entryChanged("traverse", from);
        });
        // (Not canceled: committed, or a listener started something newer or removed the
        // frame — the traversal itself went on.)
        return committed || !canceledLast;
      },
    };
    // A traversal to an entry of another document, before this one goes: the traverse
    // navigate event (not cancelable, not interceptable); its promises stay pending as
    // the document unloads, unless a listener removes the frame (then they reject).
    lib.navigationHooks.traversedAway = (entry, url) => {
      sync();
      if (current === null) return;
      const target = byEntry.get(entry);
      const toFields = target === undefined ? null : fieldsOf(entrySlots, target);
      const key = toFields === null ? null : toFields.key;
      const t = key === null ? null : upcomingTraversals.get(key) ?? null;
      if (t !== null) upcomingTraversals.delete(key);
      fireNavigate({
        navigationType: "traverse", url, sameDocument: false, canIntercept: false, hashChange: false,
        state: toFields === null ? undefined : natives.navigationState(toFields.entry),
        destinationEntry: toFields, cancelable: false, tracker: t,
      }, () => {});
    };
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#inform-the-navigation-api-about-child-navigable-destruction
    // (the frame is being removed; its document is still fully active during these steps):
    // 1. abort the ongoing navigation; 2–3. reject each upcoming traversal's promises
    // with an AbortError.
    lib.navigationHooks.destroyed = (filename, lineno, colno) => {
      if (ongoingEvent !== null || ongoingTracker !== null || ongoingController !== null) abortOngoing(undefined, [filename, lineno, colno]);
      const pending = [];
      upcomingTraversals.forEach((t) => { pending[pending.length] = t; });
      upcomingTraversals.clear();
      for (let i = 0; i < pending.length; i++) finish(pending[i], false, new DOMException("Navigation was aborted", "AbortError"));
    };
    // A reload's navigate event (navigationType "reload", to `url`, with navigation API
    // state `state`, for `t`'s method or none): false when it is canceled or intercepted
    // (then committed here).
    function fireReload(url, state, t) {
      return fireNavigate({
        navigationType: "reload", url, sameDocument: false,
        canIntercept: true, hashChange: false, state, cancelable: true, tracker: t,
      }, (newState) => {
        const from = current;
        if (newState !== undefined) natives.navigationSetState(fieldsOf(entrySlots, current).entry, newState);
        entryChanged("reload", from);
      });
    }
    // A reload by Location or a refresh to the document's own URL: the navigate event,
    // with the current entry's navigation API state (HTML's navigate step 22 for
    // historyHandling "reload"). Returns whether the reload goes on.
    lib.navigationHooks.reload = (url) => {
      sync();
      if (current === null) return true;
      return fireReload(url, natives.navigationState(fieldsOf(entrySlots, current).entry), null);
    };
    // https://html.spec.whatwg.org/multipage/document-lifecycle.html#nav-stop (window.stop()):
    // setting the ongoing navigation to null aborts the Navigation API's ongoing one.
    lib.navigationHooks.stopped = () => {
      if (ongoingEvent !== null || ongoingTracker !== null || ongoingController !== null) abortOngoing();
    };
    // The group entry id of the current entry (for the navigation API state).
    function fromEntry() {
      const raw = natives.navigationEntries();
      return raw === undefined ? undefined : raw[raw[0] + 1][1];
    }

    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-navigation-interface
    const navigations = lib.internalSlots("navigation.navigations");
    class Navigation extends EventTarget {
      constructor() { illegal(); super(); }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-entries
      entries() { fieldsOf(navigations, this); sync(); return lib.primordials.copyArray(list); }
      get currentEntry() { fieldsOf(navigations, this); sync(); return current; }
      get transition() { fieldsOf(navigations, this); return transition; }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-activation:
      // null when entries and events are disabled.
      get activation() { fieldsOf(navigations, this); sync(); return active ? activation : null; }
      get canGoBack() { fieldsOf(navigations, this); sync(); return current !== null && fieldsOf(entrySlots, current).index > 0; }
      get canGoForward() { fieldsOf(navigations, this); sync(); return current !== null && fieldsOf(entrySlots, current).index < list.length - 1; }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-updatecurrententry
      updateCurrentEntry(options) {
        fieldsOf(navigations, this);
        if (arguments.length < 1) throw new TypeError("Failed to execute 'updateCurrentEntry' on 'Navigation': 1 argument required, but only 0 present.");
        options ??= noDictionary();
        if (options.state === undefined) throw new TypeError("Failed to execute 'updateCurrentEntry' on 'Navigation': Failed to read the 'state' property from 'NavigationUpdateCurrentEntryOptions': Required member is undefined.");
        sync();
        // 1. Let current be the current entry. 2. If null, an InvalidStateError.
        if (current === null) throw new DOMException("Failed to execute 'updateCurrentEntry' on 'Navigation': updateCurrentEntry() cannot be called when navigation.currentEntry is null.", "InvalidStateError");
        // 3. Let serializedState be StructuredSerializeForStorage(options["state"]).
        const state = natives.structuredClone(options.state, undefined);
        // 4. Set current's navigation API state. 5. Fire currententrychange (type null).
        natives.navigationSetState(fieldsOf(entrySlots, current).entry, state);
        entryChanged(null, current);
      }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-navigate
      navigate(url, options = undefined) {
        fieldsOf(navigations, this);
        options ??= noDictionary();
        // 1. Parse url relative to this's relevant settings object; failure: a SyntaxError.
        const target = natives.parseURL(String(url), lib.baseURL());
        if (!target) return rejected(new DOMException(`Failed to execute 'navigate' on 'Navigation': Invalid URL '${String(url)}'.`, "SyntaxError"));
        const history = options.history === undefined ? "auto" : String(options.history);
        if (history !== "auto" && history !== "replace" && history !== "push") throw new TypeError(`Failed to execute 'navigate' on 'Navigation': The provided value '${history}' is not a valid enum value of type NavigationHistoryBehavior.`);
        // 4. History "push" where the navigation must be a replace (the initial
        //    about:blank): a NotSupportedError.
        if (history === "push" && target.protocol !== "javascript:" && natives.isInitialAboutBlank() === true) return rejected(new DOMException("Failed to execute 'navigate' on 'Navigation': A \"push\" navigation was explicitly requested, but only a \"replace\" navigation is possible while on the initial about:blank document.", "NotSupportedError"));
        //    (A javascript: URL with history "push", likewise.)
        if (history === "push" && target.protocol === "javascript:") return rejected(new DOMException("Failed to execute 'navigate' on 'Navigation': A \"push\" navigation was explicitly requested, but only a \"replace\" navigation is possible when navigating to a javascript: URL.", "NotSupportedError"));
        // 5–6. The state, serialized (a DataCloneError rejects).
        let state;
        try {
          state = serializedState(options);
        } catch (error) {
          return rejected(error);
        }
        // 7–8. The document not fully active, or its unload counter above 0: an
        //    InvalidStateError.
        const refusal = refusalOf("navigate");
        if (refusal !== null) return rejected(refusal);
        // 9. Let apiMethodTracker be the result of maybe setting the upcoming non-traverse
        //    API method tracker. 10. Navigate.
        const t = tracker(state, options.info);
        upcoming = t;
        try {
          lib.navigate(target.href, undefined, false, undefined, history);
        } catch (error) {
          upcoming = null;
          return rejected(error);
        }
        // (A navigation that fired no navigate event: the same URL's fragment.)
        if (upcoming === t) {
          upcoming = null;
          sync();
          if (current !== null && !t.done && ongoingTracker !== t) finish(t, true, current);
        }
        return result(t);
      }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-reload
      reload(options = undefined) {
        fieldsOf(navigations, this);
        options ??= noDictionary();
        let state;
        try {
          state = serializedState(options);
        } catch (error) {
          return rejected(error);
        }
        const refusal = refusalOf("reload");
        if (refusal !== null) return rejected(refusal);
        // (Without a state, the current entry's.)
        if (state === undefined && current !== null) state = natives.navigationState(fieldsOf(entrySlots, current).entry);
        const t = tracker(state, options.info);
        if (current === null) {
          natives.navigate(info.location.href, true);
          return result(t);
        }
        if (fireReload(info.location.href, state, t)) natives.navigate(info.location.href, true);
        return result(t);
      }
      // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-traverseto
      traverseTo(key, options = undefined) {
        fieldsOf(navigations, this);
        if (arguments.length < 1) throw new TypeError("Failed to execute 'traverseTo' on 'Navigation': 1 argument required, but only 0 present.");
        options ??= noDictionary();
        return traverseTo(String(key), options.info);
      }
      back(options = undefined) {
        fieldsOf(navigations, this);
        options ??= noDictionary();
        sync();
        if (!active) return rejected(notActive("back"));
        if (!this.canGoBack) return rejected(new DOMException("Failed to execute 'back' on 'Navigation': Cannot go back.", "InvalidStateError"));
        return traverseTo(fieldsOf(entrySlots, list[fieldsOf(entrySlots, current).index - 1]).key, options.info);
      }
      forward(options = undefined) {
        fieldsOf(navigations, this);
        options ??= noDictionary();
        sync();
        if (!active) return rejected(notActive("forward"));
        if (!this.canGoForward) return rejected(new DOMException("Failed to execute 'forward' on 'Navigation': Cannot go forward.", "InvalidStateError"));
        return traverseTo(fieldsOf(entrySlots, list[fieldsOf(entrySlots, current).index + 1]).key, options.info);
      }
    }
    const notActive = (method) => new DOMException(`Failed to execute '${method}' on 'Navigation': The document is not fully active.`, "InvalidStateError");
    const unloading = (method) => new DOMException(`Failed to execute '${method}' on 'Navigation': Navigation cannot be performed while the document is unloading.`, "InvalidStateError");
    // What navigate() and reload() check before they navigate: the InvalidStateError of a
    // document that is not fully active or is unloading, else null.
    function refusalOf(method) {
      sync();
      if (!active) return notActive(method);
      if (lib.unloadCounter(lib.document) > 0) return unloading(method);
      return null;
    }
    // A navigate() or reload() options' state, serialized (undefined for none; a value
    // that cannot be serialized throws its DataCloneError).
    const serializedState = (options) => (options.state === undefined ? undefined : natives.structuredClone(options.state, undefined));
    function hasKey(key) {
      for (let i = 0; i < list.length; i++) if (fieldsOf(entrySlots, list[i]).key === key) return true;
      return false;
    }
    // Waits for all of `promises` (Promise.all's fulfilment, the first rejection), with
    // the captured `then` only.
    function all(promises, fulfilled, rejected_) {
      let left = promises.length;
      let over = false;
      if (left === 0) {
        PromisePrototypeThen(PromiseResolve(undefined), () => fulfilled());
        return;
      }
      for (let i = 0; i < promises.length; i++) {
        PromisePrototypeThen(promises[i], () => {
          if (--left === 0 && !over) { over = true; fulfilled(); }
        }, (error) => {
          if (!over) { over = true; rejected_(error); }
        });
      }
    }
    // https://html.spec.whatwg.org/multipage/nav-history-apis.html#performing-a-navigation-api-traversal
    function traverseTo(key, infoValue) {
      // 3. If current is null (or the document not fully active), an InvalidStateError.
      sync();
      if (current === null) return rejected(new DOMException("Failed to execute 'traverseTo' on 'Navigation': Invalid state.", "InvalidStateError"));
      // (2–3. The document unloading: an InvalidStateError.)
      if (lib.unloadCounter(lib.document) > 0) return rejected(unloading("traverseTo"));
      // 4. The key of the current entry: both promises resolved with it.
      if (fieldsOf(entrySlots, current).key === key) {
        return { committed: PromiseResolve(current), finished: PromiseResolve(current) };
      }
      // 5. An upcoming traversal to the key: its promises.
      const pending = upcomingTraversals.get(key);
      if (pending !== undefined) return result(pending);
      // 6. No entry of that key: an InvalidStateError.
      const delta = numbers.has(key) ? natives.navigationDeltaTo(numbers.get(key)) : undefined;
      if (delta === undefined || !hasKey(key)) {
        return rejected(new DOMException("Failed to execute 'traverseTo' on 'Navigation': Invalid key", "InvalidStateError"));
      }
      const t = tracker(undefined, infoValue, key);
      upcomingTraversals.set(key, t);
      // 12. (The traversal's outcome.) A traversal the traversable drops rejects both
      //     promises: "initiator-disallowed" with a SecurityError, one taken back by a
      //     newer entry (or that a navigation of the document wins) with an AbortError.
      natives.historyGo(delta, (name) => {
        if (upcomingTraversals.get(key) === t) upcomingTraversals.delete(key);
        const message = name === "SecurityError"
          ? "Failed to execute 'traverseTo' on 'Navigation': The navigation is not allowed from this document (sandboxed)."
          : "Navigation was aborted";
        finish(t, false, new DOMException(message, name));
      });
      return result(t);
    }
    defineEventHandler(Navigation.prototype, "navigate");
    defineEventHandler(Navigation.prototype, "navigatesuccess");
    defineEventHandler(Navigation.prototype, "navigateerror");
    defineEventHandler(Navigation.prototype, "currententrychange");
    const navigation = ObjectCreate(Navigation.prototype);
    navigations.set(navigation, { __proto__: null });
    // A new document of this Window (its initial about:blank's, reused: bootstrap.js's
    // `lib.onDocument`): the Navigation object and its listeners stay; HTML's
    // "initialize the navigation API entries for a new document" gives it the new
    // document's entries, and the old document's navigation state goes with it.
    lib.onDocument(() => {
      upcoming = null;
      upcomingTraversals.clear();
      ongoingEvent = null;
      ongoingController = null;
      ongoingTracker = null;
      transition = null;
      active = true;
      refresh(false);
      activation = makeActivation();
    });
    return { __proto__: null, Navigation, NavigationHistoryEntry, NavigationTransition, NavigationActivation, navigation, isNavigationHistoryEntry };
  });
  // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation: the
  // window's Navigation object, made on first read.
  lib.defineMembers(global, { get navigation() { lib.checkWindow(this); return lib.navigation; } });
});
