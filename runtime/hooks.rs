//! The typed boundary from Rust into a realm's platform JavaScript: the hooks the
//! bootstrap returns (`bootstrap.js` and the performance modules add them), looked up
//! once when the realm has booted. A hook the runtime calls that the JavaScript does not
//! define is an error at boot — the realm's bootstrap fails, which every test sees —
//! never a silently skipped call.
use std::cell::RefCell;

use crate::runtime::realm::Scope;
use crate::runtime::script::{self, UncaughtError};

macro_rules! hooks {
    ($($(#[$doc:meta])* $variant:ident => $name:literal,)*) => {
        /// A hook the runtime calls, by its name in the bootstrap's hooks object.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Hook {
            $($(#[$doc])* $variant,)*
        }

        impl Hook {
            /// Every hook, in declaration order (their index in [`RealmHooks`]).
            pub const ALL: &[Hook] = &[$(Hook::$variant,)*];

            /// The hook's property name in the hooks object.
            pub fn name(self) -> &'static str {
                match self {
                    $(Hook::$variant => $name,)*
                }
            }
        }
    };
}

hooks! {
    /// `()`: the modules' per-realm steps, once the realm's `info` is filled in (after
    /// the realm was deserialized from the realm snapshot).
    InitRealm => "initRealm",
    /// `()`: the modules' per-document steps, once `info` is refilled with the facts of a
    /// new document this realm's Window takes (the initial about:blank's Window reused:
    /// `runtime/navigation/window_reuse.rs`).
    StartDocument => "startDocument",
    /// The node records the realm's DOM has read so far: a machine-independent count of
    /// DOM work (`lib.work` in bootstrap.js).
    DomWork => "domWork",
    /// `()` → `[nodes, listeners]`: the nodes of the realm's document tree and its event
    /// listeners (DevTools' DOM counters).
    DomCounters => "domCounters",
    /// `(kind, a, b)` → a promise: one DevTools input event in a task of its own
    /// (html/user_input.js).
    DevtoolsInput => "devtoolsInput",
    /// `(element)` → `[x, y, width, height]` of its hit box, or null
    /// (cssom/cssom_view.js).
    HitBox => "hitBox",
    /// `()`: the group's viewport changed size (`runtime/web/cssom/viewport.rs`): a task
    /// that fires `resize` at the window (cssom/cssom_view.js).
    ViewportResized => "viewportResized",
    /// `()` → JSON: each [CEReactions] member of the interfaces the realm exposes, and
    /// whether it is wrapped (html/custom_element_reactions.js), for tests.
    CeReactionsCoverage => "ceReactionsCoverage",
    /// `(name)` → the value of the global's lazy property `name`, made on first read
    /// (webidl/interface_objects.rs).
    InterfaceObject => "interfaceObject",
    /// `(key, this, value, isSetter, ceReactions)` → the getter's result: the steps of
    /// attribute `key` (`lib.defineAttribute` in bootstrap.js; webidl/attribute_functions.rs),
    /// inside custom element reactions' push and pop when `ceReactions`.
    AttributeSteps => "attributeSteps",
    /// `(message, name)` → a `DOMException` of the realm.
    DomException => "domException",
    /// `()` → a new `MessagePort` object.
    MakePort => "makePort",
    /// `(events)` → whether the last script element among them went into inert template
    /// contents: parser events into the DOM (an XML document's to the XML parser's side).
    Parse => "parse",
    ParsingFinished => "parsingFinished",
    /// `(type, index)`: `load`/`error` at the parser's script element number `index`
    /// (document order) that did not run (its fetch failed).
    FireScriptEvent => "fireScriptEvent",
    /// `(element | index | null)`: a script element's script is about to run
    /// (`document.currentScript`: the element, a parser script by index; null for a
    /// module script).
    BeginScript => "beginScript",
    /// `()` → the [document base URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url)
    /// of the realm's document: its first `<base href>`'s frozen base URL, else its
    /// fallback base URL (dom/elements.js).
    BaseUrl => "baseURL",
    /// `(element | index)` → whether a script element (a parser script by index) is no
    /// longer in the document it was prepared in (HTML's execute the script element, step
    /// 2: then it does not run, and gets no event).
    ScriptMoved => "scriptMoved",
    /// `(element | index, "load" | "error" | undefined)`: it ran (or could not be
    /// fetched): `document.currentScript` is restored, and the element gets the event.
    EndScript => "endScript",
    /// `(element, window)`: a frame element's new document.
    FrameAttached => "frameAttached",
    FireDomContentLoaded => "fireDOMContentLoaded",
    FireWindowLoad => "fireWindowLoad",
    /// `()`: a new auxiliary browsing context's initial about:blank is completely loaded
    /// at once: readiness "complete", no `DOMContentLoaded`, `load` nor `pageshow`
    /// (html/parsing.js; `runtime/navigation/auxiliary.rs`).
    InitialDocumentLoaded => "initialDocumentLoaded",
    FireElementLoad => "fireElementLoad",
    /// `(entry, url, cancelable)`: a traversal made the document's session history entry
    /// `entry` (at `url`) current: `popstate`, and `hashchange` if only the fragment
    /// changed (html/history.js). `cancelable`: the top-level traversable's, whose
    /// navigate event may cancel the traversal; returns false then.
    HistoryTraverse => "historyTraverse",
    /// `(entry, url)`: a traversal is about to load the entry `entry` (at `url`) of another
    /// document into the document's navigable: the Navigation API's traverse `navigate`
    /// event, not cancelable (html/navigation.js).
    NavigationTraverseAway => "navigationTraverseAway",
    /// `(url, replace, sameOrigin, formData)` → whether the navigation goes on: another
    /// document started a navigation of the document's navigable to `url`; a fragment
    /// navigation stays in the document, else the Navigation API's navigate event fires
    /// there when `sameOrigin` (html/location.js, web/html/navigate_by_other.rs).
    NavigatedByOther => "navigatedByOther",
    /// `(filename, lineno, colno)`: the document's frame is being removed (by the script
    /// at that position): HTML's "inform the navigation API about child navigable
    /// destruction" (its ongoing navigation and queued traversals abort;
    /// html/navigation.js).
    NavigationDestroyed => "navigationDestroyed",
    /// `()` → whether the user would be asked to stay: `beforeunload` at the window
    /// (html/unloading_documents.js).
    FireBeforeUnload => "fireBeforeUnload",
    /// `(delta)`: the document's unload counter goes up or down by `delta`.
    UnloadCounter => "unloadCounter",
    /// `()` → `[unloadEventStart, unloadEventEnd]`: HTML's "unload a document" for the
    /// realm's document (`pagehide`, `visibilitychange`, `unload`).
    UnloadDocument => "unloadDocument",
    /// HTML's "report the exception": returns whether the event was not canceled.
    FireError => "fireError",
    FireUnhandledRejection => "fireUnhandledRejection",
    /// `(promise, reason)`: a rejected promise got a handler after its
    /// `unhandledrejection` event.
    FireRejectionHandled => "fireRejectionHandled",
    DispatchMessage => "dispatchMessage",
    /// `(name, data, origin, source, failed)`: a BroadcastChannel message for this realm's
    /// channels named `name` (broadcast_channel.js).
    BroadcastMessage => "broadcastMessage",
    DispatchMessageError => "dispatchMessageError",
    PortMessage => "portMessage",
    PortMessageError => "portMessageError",
    WorkerMessage => "workerMessage",
    WorkerMessageError => "workerMessageError",
    WorkerLoadError => "workerLoadError",
    WorkerError => "workerError",
    /// In a shared worker: `(port)`, a new connection's `connect` event.
    DispatchConnect => "dispatchConnect",
    /// `(sharedWorker)`: its worker's script failed to load.
    SharedWorkerError => "sharedWorkerError",
    /// In a window: `(id, state)`, the service worker of registration `id` changed state.
    ServiceWorkerState => "serviceWorkerState",
    /// `(id, message)`: its script could not be loaded (register() rejects).
    ServiceWorkerFailed => "serviceWorkerFailed",
    /// `(id, data, ports)` / `(id)`: a client message from it, at navigator.serviceWorker.
    ServiceWorkerMessage => "serviceWorkerMessage",
    ServiceWorkerMessageError => "serviceWorkerMessageError",
    /// In a service worker: `()`, run the install and activate steps.
    ServiceWorkerInstall => "serviceWorkerInstall",
    /// `(client, url, data, ports)` / `(client, url)`: a client's message.
    ClientMessage => "clientMessage",
    ClientMessageError => "clientMessageError",
    /// `(object)` → `[interface name, data]` by a [Serializable] platform object's
    /// serialization steps, or undefined when it is not serializable
    /// (messaging/serializable_objects.js).
    SerializePlatformObject => "serializePlatformObject",
    /// `(text)` → a new `CSSStyleSheet` of the realm with `text`'s rules, or what
    /// `replaceSync`'s steps throw: a CSS module script's value (cssom/css_style_sheet.js).
    CssModuleSheet => "cssModuleSheet",
    /// `(object)` → `[interface name, port count]` of a [Transferable] platform object
    /// other than a port or buffer (a stream), or undefined.
    TransferKind => "transferKind",
    /// `(name, object)` → the ports its transfer steps made (their data holder).
    TransferSteps => "transferSteps",
    /// `([object, transferred, name, data, …])`: the platform objects a message held, each
    /// a new plain object made while V8 deserialized (when no JavaScript may run), made an
    /// object of interface `name` by its deserialization steps (`data`) or its
    /// transfer-receiving steps (`transferred`: `data` is the message's ports from its
    /// first one on).
    ReceivePlatformObjects => "receivePlatformObjects",
    /// `(kind)` → the SecurityError a cross-origin access throws.
    SecurityError => "securityError",
    /// The performance timeline task: how many observers to notify, then each.
    StartObserverTask => "startObserverTask",
    NotifyObserver => "notifyObserver",
    /// The realm's timeline for reports (runs no page code).
    TimelineSnapshot => "timelineSnapshot",
    /// `(url, initiatorType, start, end, status, bodySize, transferSize, timingAllowed,
    /// contentType)`:
    /// a resource the realm fetched (Resource Timing; start and end are clock moments).
    MarkResourceTiming => "markResourceTiming",
}

/// A realm's hooks: the object its bootstrap returned, each hook looked up the first time
/// the runtime calls it (most of the ~60 are never called in a given realm: a frame calls
/// about ten). That every hook is defined is checked once per isolate and kind of realm,
/// on its first realm: every realm of a kind boots from the same snapshot, so their hooks
/// objects have the same properties; a missing hook fails that first boot, which every
/// test sees.
pub struct RealmHooks {
    object: v8::Global<v8::Object>,
    functions: RefCell<Vec<Option<v8::Global<v8::Function>>>>,
}

/// The kinds of realm whose hooks objects an isolate has checked (an isolate slot).
#[derive(Default)]
struct CheckedHooks(Vec<Scope>);

impl RealmHooks {
    /// The hooks of a realm of kind `kind`, in the object the bootstrap returned (which
    /// the context keeps: [`keep_hooks_object`]).
    pub fn collect(
        scope: &mut v8::PinScope<'_, '_>,
        object: v8::Local<v8::Object>,
        kind: Scope,
    ) -> Result<Self, UncaughtError> {
        let checked = scope.get_slot::<CheckedHooks>().is_some_and(|c| c.0.contains(&kind));
        if !checked {
            for hook in Hook::ALL {
                lookup(scope, object, *hook).ok_or_else(|| missing(*hook))?;
            }
            if scope.get_slot::<CheckedHooks>().is_none() {
                scope.set_slot(CheckedHooks::default());
            }
            if let Some(checked) = scope.get_slot_mut::<CheckedHooks>() {
                checked.0.push(kind);
            }
        }
        keep_hooks_object(scope.get_current_context(), object);
        Ok(Self::of(scope, object))
    }

    fn of(scope: &v8::PinScope<'_, '_, ()>, object: v8::Local<v8::Object>) -> Self {
        Self { object: v8::Global::new(scope, object), functions: RefCell::new(vec![None; Hook::ALL.len()]) }
    }

    /// The hook's function, as a `Local` of `scope` (looked up on its first use; `None`
    /// only if the platform's JavaScript removed a hook after the boot checked it).
    pub fn get<'s>(&self, scope: &v8::PinScope<'s, '_>, hook: Hook) -> Option<v8::Local<'s, v8::Function>> {
        if let Some(function) = &self.functions.borrow()[hook as usize] {
            return Some(v8::Local::new(scope, function));
        }
        let object = v8::Local::new(scope, &self.object);
        let function = lookup(scope, object, hook)?;
        self.functions.borrow_mut()[hook as usize] = Some(v8::Global::new(scope, function));
        Some(function)
    }

    /// [`Self::get`], a missing hook an error.
    pub fn require<'s>(
        &self,
        scope: &v8::PinScope<'s, '_>,
        hook: Hook,
    ) -> Result<v8::Local<'s, v8::Function>, UncaughtError> {
        self.get(scope, hook).ok_or_else(|| missing(hook))
    }

    /// The same hooks, held weakly: they no longer keep the realm's context alive.
    pub fn downgrade(&self, isolate: &mut v8::Isolate) -> WeakRealmHooks {
        WeakRealmHooks { object: v8::Weak::new(isolate, &self.object) }
    }
}

fn missing(hook: Hook) -> UncaughtError {
    script::internal_error(&format!("the bootstrap defines no hook {}", hook.name()))
}

/// Hook `hook` in the hooks object `object`, if it is a function.
fn lookup<'s>(
    scope: &v8::PinScope<'s, '_>,
    object: v8::Local<v8::Object>,
    hook: Hook,
) -> Option<v8::Local<'s, v8::Function>> {
    let key = v8::String::new_from_one_byte(scope, hook.name().as_bytes(), v8::NewStringType::Internalized)?;
    v8::Local::<v8::Function>::try_from(object.get(scope, key.into())?).ok()
}

/// The context keeps its hooks object for as long as it lives (an embedder-data slot), as
/// it kept each hook's function when the runtime held them all: a detached realm's
/// [`WeakRealmHooks`] then work while anything holds its context.
fn keep_hooks_object(context: v8::Local<v8::Context>, object: v8::Local<v8::Object>) {
    context.set_embedder_data(crate::bindings::realm::HOOKS_SLOT, object.into());
}

/// A detached realm's hooks: usable while page code still holds the realm's objects (its
/// context alive), gone once V8 collects it.
pub struct WeakRealmHooks {
    object: v8::Weak<v8::Object>,
}

impl WeakRealmHooks {
    /// The hooks again, while the realm's context lives.
    pub fn upgrade(&self, isolate: &mut v8::Isolate) -> Option<RealmHooks> {
        let object = self.object.to_global(isolate)?;
        Some(RealmHooks { object, functions: RefCell::new(vec![None; Hook::ALL.len()]) })
    }
}
