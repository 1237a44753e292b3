//! The calls the page model (navigation, the group's state, workers) makes into the layers
//! above it, as a table of functions: the page model never imports the Web APIs; the group
//! ([`super::BrowsingContextGroup`]) gives every [`super::GroupState`] its table.
use std::rc::Rc;

use super::GroupState;
use crate::runtime::hooks::RealmHooks;
use crate::runtime::realm::RealmInfo;
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

/// A realm's performance timeline for reports (`None` when unchanged since version
/// `since`); runs no page code.
pub type TimelineSnapshot = for<'s, 'i> fn(
    scope: &mut v8::PinScope<'s, 'i>,
    hooks: &RealmHooks,
    since: Option<f64>,
) -> Option<serde_json::Value>;

/// The page model's calls upward.
pub struct Upcalls {
    /// Used for every realm a navigation or a worker creates.
    pub boot_realm: BootRealm,
    /// Used when a realm is detached (its timeline stays for reports).
    pub timeline_snapshot: TimelineSnapshot,
    /// What a new worker's thread runs.
    pub worker_main: WorkerMain,
}
