//! A frame's `networkAlmostIdle` and `networkIdle` lifecycle events, as Chromium's
//! [`IdlenessDetector`](https://source.chromium.org/chromium/chromium/src/+/main:third_party/blink/renderer/core/loader/idleness_detector.cc)
//! tells them: from the document's `DOMContentLoaded` on, a document that has had at most
//! two requests in flight for 500 ms is almost idle, one that has had none for 500 ms is
//! idle; each is told once per document (a new document starts over), with the moment its
//! quiet began as the event's timestamp. The counts are the loader's
//! (`runtime/loader/requests_in_flight.rs`): a document's own subresource requests, not
//! its frames' nor its workers'.
//!
//! Unlike Chromium, time the page's thread spends running tasks is not taken out of the
//! quiet (Chromium shifts the quiet's start by each task's duration), and the events come
//! as soon as the 500 ms have passed (Chromium tells them at its next task, which a 2 s
//! watchdog timer makes sure of). The page's thread wakes itself for the earliest of
//! them ([`Page::next_idleness`]); on the virtual clock, it moves the clock there when
//! the page is otherwise idle, as the event loop does for a timer.
use serde_json::json;

use super::page::Page;
use crate::runtime::realm::RealmId;
use crate::runtime::web::performance::hr_time;

/// How long a document's network must stay quiet (µs): Chromium's `kNetworkQuietWindow`.
pub(super) const QUIET_WINDOW_US: f64 = 500_000.0;

/// The idleness of one document: since when it is watched, and what was told.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Idleness {
    /// The moment of its `DOMContentLoaded` (watched from then on).
    pub(super) since: Option<f64>,
    /// The moments the quiet began of the events told (their timestamps).
    pub(super) almost_idle: Option<f64>,
    pub(super) idle: Option<f64>,
}

impl Idleness {
    /// The moments its quiets began (at most two in flight, none), if it is quiet now.
    fn quiet_since(
        &self,
        quiet: &crate::runtime::loader::requests_in_flight::Quiet,
    ) -> (Option<f64>, Option<f64>) {
        let Some(since) = self.since else { return (None, None) };
        let almost = (quiet.in_flight <= 2).then(|| quiet.at_most_two_since.unwrap_or(since).max(since));
        let none = (quiet.in_flight == 0).then(|| quiet.none_since.unwrap_or(since).max(since));
        (almost.filter(|_| self.almost_idle.is_none()), none.filter(|_| self.idle.is_none()))
    }
}

impl Page {
    /// Tells the frames whose network has been quiet long enough (after a turn of the loop).
    pub(super) fn tell_idleness(&mut self) {
        let Some(observer) = self.group.state().hosts.observer().cloned() else { return };
        let now = hr_time::now();
        let realms: Vec<RealmId> = self.known.keys().copied().collect();
        for realm in realms {
            let Some(known) = self.known.get_mut(&realm) else { continue };
            let (almost, none) = known.idleness.quiet_since(&observer.quiet(realm.get()));
            let almost = almost.filter(|since| now - since >= QUIET_WINDOW_US);
            let none = none.filter(|since| now - since >= QUIET_WINDOW_US);
            // (Chromium checks both before each task: almost idle first.)
            for (name, moment) in [("networkAlmostIdle", almost), ("networkIdle", none)] {
                let Some(moment) = moment else { continue };
                let Some(known) = self.known.get_mut(&realm) else { continue };
                match name {
                    "networkAlmostIdle" => known.idleness.almost_idle = Some(moment),
                    _ => known.idleness.idle = Some(moment),
                }
                self.tell_lifecycle(realm, name, moment);
            }
        }
    }

    /// The earliest moment a document's quiet lasts long enough to be told, if any is
    /// being watched.
    pub(super) fn next_idleness(&self) -> Option<f64> {
        let observer = self.group.state().hosts.observer()?;
        self.known
            .keys()
            .filter_map(|realm| {
                let known = self.known.get(realm)?;
                let (almost, none) = known.idleness.quiet_since(&observer.quiet(realm.get()));
                [almost, none].into_iter().flatten().map(|since| since + QUIET_WINDOW_US).reduce(f64::min)
            })
            .reduce(f64::min)
    }

    /// One lifecycle event of a realm's frame (`moment` on the shared clock) to the
    /// sessions that enabled them.
    pub(super) fn tell_lifecycle(&self, realm: RealmId, name: &str, moment: f64) {
        let params = json!({
            "frameId": self.frame_id(realm),
            "loaderId": self.loader_id(realm),
            "name": name,
            "timestamp": super::frames::monotonic_time(moment),
        });
        self.each_session(|s| {
            if s.lifecycle.get() {
                s.event("Page.lifecycleEvent", params.clone());
            }
        });
    }
}
