//! What a browsing context group counts of its own work, for tests that check costs.

/// Counts of work the group did: tests check costs by counting work, never by timing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WorkCounts {
    /// Platform scripts compiled from source in the group's isolate: none, since its
    /// realms come from the realm snapshot (`runtime/web/html/realm_snapshot.rs`).
    pub platform_compilations: u64,
    /// Compiled platform scripts bound to a realm and run in the group's isolate: none.
    pub platform_runs: u64,
    /// Realms set up from the realm snapshot: every realm.
    pub snapshot_realms: u64,
    /// Realm records visited by scans of the whole realm table. Frame operations use
    /// indexes instead; only reports (and the rare unhandled rejection) scan.
    pub realm_scan_steps: u64,
    /// Tasks visited by searches of the task queue (a frame's queued navigation looked
    /// for, an initial about:blank's load event taken back): a few per frame operation,
    /// never the whole queue for each frame of a page loading many.
    pub task_scan_steps: u64,
    /// Navigations' fetches in flight looked at by the navigation poll between tasks: only
    /// in a turn after something that may concern them happened (a response, a navigation
    /// taken back, a realm detached, a parked task taken out, a `load` queued), never every
    /// fetch in flight in every turn.
    pub navigation_poll_steps: u64,
}
