//! The calls the page model (navigation, the group's state, workers) makes into the layers
//! above it, as a table of functions: the page model never imports the Web APIs; the group
//! ([`super::BrowsingContextGroup`]) gives every [`super::GroupState`] its table.
use std::rc::Rc;

use super::GroupState;
use crate::runtime::hooks::RealmHooks;
use crate::runtime::loader::response::Response;
use crate::runtime::module_map::ModuleSource;
use crate::runtime::navigation::fetch_classic_script::ScriptFetchWork;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::script::UncaughtError;
use crate::runtime::workers::WorkerMain;

/// Boots a new realm's platform JavaScript in the current context (`name`: a worker's
/// name) and returns the hooks the runtime calls in it.
pub type BootRealm = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    name: &str,
) -> Result<RealmHooks, UncaughtError>;

/// Starts the document `info` in the Window of the current context (its realm booted for
/// the document before, whose `hooks` these are): the initial about:blank's Window reused.
pub type StartDocument = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: &RealmHooks,
) -> Result<(), UncaughtError>;

/// A new context of kind `kind` for a realm (a window may be given the WindowProxy of the
/// realm it replaces as its global object).
pub type NewContext = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i, ()>,
    kind: Scope,
    global_object: Option<v8::Local<'s, v8::Value>>,
) -> v8::Local<'s, v8::Context>;

/// A realm's performance timeline for reports (`None` when unchanged since version
/// `since`); runs no page code.
pub type TimelineSnapshot = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i>,
    hooks: &RealmHooks,
    since: Option<f64>,
) -> Option<serde_json::Value>;

/// [Runs a module script](https://html.spec.whatwg.org/multipage/webappapis.html#run-a-module-script)
/// of the realm `info` (its graph fetched first, in the credentials mode its `crossorigin`
/// attribute gives), under the script element's `referrerpolicy` attribute (its fetch options' referrer policy when it names one):
/// `Err` for a network error.
pub type RunModuleScript = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    source: ModuleSource,
    crossorigin: Option<&str>,
    referrer_policy: Option<&str>,
    integrity: Option<&str>,
) -> Result<(), String>;

/// Starts `work` (a script's fetch) [in parallel](https://html.spec.whatwg.org/multipage/infrastructure.html#in-parallel)
/// for the realm `realm`: `complete` gets its response in a task of the realm (the
/// networking task source), unless the realm goes away first.
pub type FetchInParallel =
    fn(state: &GroupState, realm: RealmId, work: ScriptFetchWork, complete: FetchCompletion);

/// What takes a script's response (or why it is a network error), in a task of its realm.
pub type FetchCompletion = Box<dyn FnOnce(&mut v8::PinScope<'_, '_>, Result<Response, String>)>;

/// The page model's calls upward.
pub struct Upcalls {
    /// Creates the context of every realm a navigation creates (from the realm snapshot).
    pub new_context: NewContext,
    /// Used for every realm a navigation or a worker creates.
    pub boot_realm: BootRealm,
    /// Used when a navigation reuses a Window (`runtime/navigation/window_reuse.rs`).
    pub start_document: StartDocument,
    /// Used when a realm is detached (its timeline stays for reports).
    pub timeline_snapshot: TimelineSnapshot,
    /// What a new worker's thread runs.
    pub worker_main: WorkerMain,
    /// The parser's module scripts.
    pub run_module_script: RunModuleScript,
    /// The parser's scripts fetched in parallel while the parser is suspended.
    pub fetch_in_parallel: FetchInParallel,
}
