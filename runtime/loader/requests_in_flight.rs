//! The requests each document has in flight, and since when it has had at most two and
//! none: what Chromium's
//! [`IdlenessDetector`](https://source.chromium.org/chromium/chromium/src/+/main:third_party/blink/renderer/core/loader/idleness_detector.cc)
//! reads from a document's resource fetcher (its active request count) to tell a frame's
//! `networkAlmostIdle` and `networkIdle` (`framescope serve`'s `network_idle.rs`).
//!
//! Counted per realm, as a document's fetcher counts: the subresources a document's realm
//! requests (scripts, style sheets, images, `fetch()`, XHR…), from the moment the loader
//! is asked until it answers. A document's own request is not its fetcher's (nor, in
//! Chromium, its parent's: navigations are the browser's), nor are a worker's.
use std::collections::HashMap;

use super::network_observer::{Destination, RequestContext};
use crate::runtime::web::performance::hr_time;

/// A document's requests in flight and its quiet moments (on the shared clock, µs).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Quiet {
    /// How many requests are in flight now.
    pub in_flight: usize,
    /// When the count last fell to two (from more), while it is at most two.
    pub at_most_two_since: Option<f64>,
    /// When the count last fell to none, while it is none.
    pub none_since: Option<f64>,
}

/// The counts of every realm (those with none in flight and never any are absent).
#[derive(Debug, Default)]
pub struct RequestsInFlight {
    realms: HashMap<u64, Quiet>,
}

/// The realm whose fetcher a request with `context` counts in, if any.
pub fn counted_realm(context: &RequestContext) -> Option<u64> {
    (!context.worker && context.destination != Destination::Document).then_some(context.realm).flatten()
}

impl RequestsInFlight {
    /// A request of `realm` begins.
    pub fn begin(&mut self, realm: u64) {
        let quiet = self.realms.entry(realm).or_default();
        quiet.in_flight += 1;
        // (Chromium's OnWillSendRequest: past two, or past none, the quiet ends.)
        if quiet.in_flight > 2 {
            quiet.at_most_two_since = None;
        }
        quiet.none_since = None;
    }

    /// A request of `realm` ended (answered or failed).
    pub fn end(&mut self, realm: u64) {
        let Some(quiet) = self.realms.get_mut(&realm) else { return };
        quiet.in_flight = quiet.in_flight.saturating_sub(1);
        let now = hr_time::now();
        // (Chromium's OnDidLoadResource: arriving at two starts the almost-quiet anew,
        // below two only if it had not begun.)
        if quiet.in_flight == 2 || (quiet.in_flight < 2 && quiet.at_most_two_since.is_none()) {
            quiet.at_most_two_since = Some(now);
        }
        if quiet.in_flight == 0 {
            quiet.none_since = Some(now);
        }
    }

    /// The requests of `realm` in flight and since when it was quiet (a realm that never
    /// requested anything has none, and no moment: it was quiet all along).
    pub fn quiet(&self, realm: u64) -> Quiet {
        self.realms.get(&realm).copied().unwrap_or_default()
    }

    /// Forgets a realm that is gone.
    pub fn forget(&mut self, realm: u64) {
        if self.realms.get(&realm).is_some_and(|q| q.in_flight == 0) {
            self.realms.remove(&realm);
        }
    }
}
