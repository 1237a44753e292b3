//! Indexes of frames: realms by their container element, navigations queued by container.
use std::collections::{HashMap, HashSet};

use crate::runtime::event_loop::NavigationTicket;
use crate::runtime::realm::RealmId;

/// Indexes that keep frame operations from scanning the realm table or the task queue, so
/// that what a frame costs does not grow with the number of realms.
#[derive(Default)]
pub(crate) struct FrameIndex {
    /// Attached realms by their container element's identity hash (a hash, not an
    /// identity: the elements themselves are compared).
    pub(crate) by_container: HashMap<i32, Vec<RealmId>>,
    /// Queued navigations by their container element's identity hash.
    pub(crate) queued: HashMap<i32, Vec<QueuedNavigation>>,
    /// Navigations taken back while queued: their tasks are dropped when they come.
    pub(crate) cancelled: HashSet<u64>,
    /// How many navigations were ever taken back (only grows: the navigation poll's news).
    pub(crate) cancellations: u64,
    pub(crate) next_navigation: u64,
}

/// A navigation waiting in the task queue, as [`FrameIndex::queued`] knows it.
pub(crate) struct QueuedNavigation {
    pub(crate) id: u64,
    pub(crate) element: v8::Global<v8::Object>,
    pub(crate) parent: Option<RealmId>,
    pub(crate) delays_parent_load: bool,
}

impl FrameIndex {
    /// Takes back navigations `ids` (their tasks are dropped when they come).
    pub(crate) fn cancel(&mut self, ids: impl IntoIterator<Item = u64>) {
        for id in ids {
            self.cancelled.insert(id);
            self.cancellations += 1;
        }
    }

    pub(crate) fn add_container(&mut self, hash: i32, realm: RealmId) {
        self.by_container.entry(hash).or_default().push(realm);
    }

    pub(crate) fn remove_container(&mut self, hash: i32, realm: RealmId) {
        if let Some(realms) = self.by_container.get_mut(&hash) {
            realms.retain(|r| *r != realm);
            if realms.is_empty() {
                self.by_container.remove(&hash);
            }
        }
    }

    /// Whether a queued navigation still stands, as its task comes (it leaves the index).
    pub(crate) fn take(&mut self, ticket: NavigationTicket) -> bool {
        if self.cancelled.remove(&ticket.id) {
            return false;
        }
        if let Some(hash) = ticket.container
            && let Some(queued) = self.queued.get_mut(&hash)
        {
            queued.retain(|q| q.id != ticket.id);
            if queued.is_empty() {
                self.queued.remove(&hash);
            }
        }
        true
    }
}
