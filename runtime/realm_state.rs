//! What belongs to one realm, kept on its V8 context (a context slot, beside the realm id
//! in its embedder data), as deno_core's `JsRealm` keeps its `ContextState`: natives reach
//! their own realm's facts from the context they run in, with no look-up in a table. The
//! group's realm table holds the same record, for the realms it finds by id (the realm
//! tree, reports) and for realms with no context in its isolate (a worker's, recorded by
//! its owner).
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use url::Url;

use super::hooks::{RealmHooks, WeakRealmHooks};
use super::realm::{RealmId, RealmInfo};

/// Where a window's document stands on its way to `load` (and out, when its window closes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DocumentLoad {
    /// The parser is done (`DOMContentLoaded` is queued).
    pub parsed: bool,
    /// Its `DOMContentLoaded` task has run.
    pub content_loaded: bool,
    /// Its `load` event has fired.
    pub loaded: bool,
    /// HTML's [completely loaded](https://html.spec.whatwg.org/multipage/document-lifecycle.html#completely-loaded):
    /// its `load` event has been dispatched (a navigation from a `load` handler replaces
    /// the current session history entry).
    pub completely_loaded: bool,
    /// Child frames whose document has not fired `load` yet, and fetches in parallel that
    /// delay the load event (images).
    pub pending_children: usize,
    /// Whether its parent's `load` waits for its own.
    pub delays_parent_load: bool,
    /// It is a frame's initial `about:blank`, made when its container was inserted (HTML's
    /// [is initial about:blank](https://html.spec.whatwg.org/multipage/dom.html#is-initial-about:blank)):
    /// its Window may be reused (`runtime/navigation/window_reuse.rs`).
    pub initial_about_blank: bool,
    /// Its container's `src` is "" or `about:blank` (`DocumentRequest::blank_src`): once
    /// its `load` fired, it stands for the about:blank that src navigated to.
    pub blank_src: bool,
    /// Its unload counter (as html/unloading_documents.js keeps it for `document.open`)
    /// is above 0: it is asked to unload, or unloads; navigating it does nothing.
    pub unloading: bool,
    /// Its window is closing (HTML's [is closing](https://html.spec.whatwg.org/multipage/document-sequences.html#is-closing)):
    /// its unload events are under way, and a second `close()` does nothing.
    pub closing: bool,
    /// Its closed window's browsing context was discarded (once the task that closed it
    /// ended): its WindowProxy answers `opener` with null. (The report keeps who opened it.)
    pub discarded: bool,
    /// HTML's [iframe load in progress](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-in-progress)
    /// flag: its container's `load` event is being dispatched.
    pub iframe_load_in_progress: bool,
    /// HTML's [mute iframe load](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#mute-iframe-load)
    /// flag: `document.open()` ran during that event, so the end of the script-created
    /// parser fires no `load` at the container.
    pub mute_iframe_load: bool,
    /// `document.open()` ran on it: HTML's [document open steps](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps)
    /// step 13 set its is initial about:blank to false, so it is no navigable's initial
    /// about:blank any more, whatever its URL and its navigable's entries.
    pub opened: bool,
}

impl DocumentLoad {
    /// Whether the document's `load` may fire now.
    pub fn ready(&self) -> bool {
        self.parsed && self.pending_children == 0 && !self.loaded
    }
}

/// One realm's own state.
pub struct RealmState {
    info: RefCell<RealmInfo>,
    /// The hooks its bootstrap returned (`None` before, or when the bootstrap failed).
    hooks: RefCell<Option<Rc<RealmHooks>>>,
    /// Once detached: its hooks held weakly (see [`RealmState::detach_hooks`]).
    weak_hooks: RefCell<Option<WeakRealmHooks>>,
    /// Its timeline as last taken (when it was detached, or sent by its worker).
    timeline: RefCell<Option<serde_json::Value>>,
    load: Cell<DocumentLoad>,
    /// Its module map and import map (runtime/module_map.rs).
    pub modules: RefCell<crate::runtime::module_map::ModuleMap>,
}

impl RealmState {
    pub fn new(info: RealmInfo, load: DocumentLoad) -> Rc<Self> {
        Rc::new(Self {
            info: RefCell::new(info),
            hooks: RefCell::new(None),
            weak_hooks: RefCell::new(None),
            timeline: RefCell::new(None),
            load: Cell::new(load),
            modules: RefCell::default(),
        })
    }

    /// A realm with no document to load (a worker's): parsed and loaded from the start.
    pub fn settled(info: RealmInfo) -> Rc<Self> {
        Self::new(info, DocumentLoad { parsed: true, loaded: true, ..DocumentLoad::default() })
    }

    /// Keeps `realm` on `context`.
    pub fn attach(realm: &Rc<Self>, context: v8::Local<v8::Context>) {
        context.set_slot(realm.clone());
    }

    /// The state kept on `context`, if it is a realm's.
    pub fn of(context: v8::Local<v8::Context>) -> Option<Rc<Self>> {
        context.get_slot::<Self>()
    }

    /// The realm of the function being called (for natives).
    pub fn current(scope: &mut v8::PinScope) -> Option<Rc<Self>> {
        Self::of(scope.get_current_context())
    }

    pub fn id(&self) -> RealmId {
        self.info.borrow().id
    }

    pub fn info(&self) -> RealmInfo {
        self.info.borrow().clone()
    }

    /// Reads one fact without copying the record.
    pub fn with_info<T>(&self, read: impl FnOnce(&RealmInfo) -> T) -> T {
        read(&self.info.borrow())
    }

    pub fn is_detached(&self) -> bool {
        self.info.borrow().detached
    }

    /// Marks the realm detached; returns whether it already was.
    pub fn set_detached(&self) -> bool {
        std::mem::replace(&mut self.info.borrow_mut().detached, true)
    }

    /// Changes its facts (`opener = null` disowns the opener).
    pub fn with_info_mut(&self, change: impl FnOnce(&mut RealmInfo)) {
        change(&mut self.info.borrow_mut());
    }

    /// The document's URL changed (a fragment navigation).
    pub fn set_url(&self, url: Url) {
        self.info.borrow_mut().url = url;
    }

    pub fn hooks(&self) -> Option<Rc<RealmHooks>> {
        self.hooks.borrow().clone()
    }

    pub fn set_hooks(&self, hooks: Option<Rc<RealmHooks>>) {
        *self.hooks.borrow_mut() = hooks;
    }

    /// A detached realm keeps its hooks only weakly, so that V8 can collect its context
    /// (and a memory measurement stops counting it) once the page holds nothing of it.
    pub fn detach_hooks(&self, isolate: &mut v8::Isolate) {
        let hooks = self.hooks.borrow_mut().take();
        *self.weak_hooks.borrow_mut() = hooks.map(|hooks| hooks.downgrade(isolate));
    }

    /// Its hooks, or a detached realm's while its context lives (for what natives called
    /// in a detached realm still make, such as its DOMExceptions).
    pub fn live_hooks(&self, isolate: &mut v8::Isolate) -> Option<Rc<RealmHooks>> {
        self.hooks().or_else(|| Some(Rc::new(self.weak_hooks.borrow().as_ref()?.upgrade(isolate)?)))
    }

    /// Drops every V8 handle it holds (before its isolate goes).
    pub fn drop_handles(&self) {
        self.hooks.borrow_mut().take();
        self.weak_hooks.borrow_mut().take();
    }

    pub fn timeline(&self) -> Option<serde_json::Value> {
        self.timeline.borrow().clone()
    }

    pub fn set_timeline(&self, timeline: Option<serde_json::Value>) {
        *self.timeline.borrow_mut() = timeline;
    }

    pub fn load(&self) -> DocumentLoad {
        self.load.get()
    }

    /// Changes the load state; returns the new one.
    pub fn update_load(&self, change: impl FnOnce(&mut DocumentLoad)) -> DocumentLoad {
        let mut load = self.load.get();
        change(&mut load);
        self.load.set(load);
        load
    }
}
