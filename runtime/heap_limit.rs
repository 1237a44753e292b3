//! The heap limit of every isolate (a group's and each dedicated worker's), and what
//! happens when a page reaches it: the page's JavaScript is stopped and an error recorded,
//! instead of V8's fatal out-of-memory ending the whole process.
//!
//! Each isolate is created with `CreateParams::heap_limits(0, max_heap_mb)`. Near that
//! limit V8 collects garbage and calls the near-heap-limit callback
//! ([`crate::bindings::heap_limit`]), which here
//! 1. terminates the isolate's JavaScript (`IsolateHandle::terminate_execution`),
//! 2. marks the group stopped ([`HeapLimitState`]: nothing more of the page runs, like
//!    the deadline's `expired`), remembering the realm whose code was running, and
//! 3. returns the limit raised by [`EXTRA_ROOM`], so the allocation in progress and the
//!    unwinding succeed (V8 would abort the process otherwise). The limit is raised at
//!    most [`MAX_RAISES`] times per isolate, so repeated calls cannot grow it for ever.
//!
//! When the loop regains control it records the error ("memory") and cancels the
//! termination, so the report can still read each realm's timeline in the extra room.
use std::cell::Cell;

use super::realm::RealmId;

const MB: usize = 1024 * 1024;

/// The default heap limit per isolate, in MB: room for real pages (Chrome gives a
/// renderer's JavaScript heap about 4 GB on 64-bit machines), while a runaway page — or
/// a few runaway workers, each an isolate with its own limit — stops long before it can
/// exhaust the machine.
pub const DEFAULT_MAX_HEAP_MB: usize = 1024;
/// The smallest heap limit accepted, in MB: below it a realm's bootstrap alone may not fit.
pub const MIN_MAX_HEAP_MB: usize = 16;
/// The largest heap limit accepted, in MB.
pub const MAX_MAX_HEAP_MB: usize = 64 * 1024;

/// How much the near-heap-limit callback raises the limit, in bytes. V8's largest single
/// objects (a `FixedArray`, a two-byte string) are under 1 GB, so an allocation that hit
/// the limit fits in this room; the page is terminated at its next interrupt check, so
/// the room is only used by work V8 cannot interrupt and by the report.
pub const EXTRA_ROOM: usize = 1024 * MB;
/// How many times the limit may be raised (the page's own hit, then one more for a
/// callback or the report that allocates before the termination takes effect).
pub const MAX_RAISES: usize = 2;

/// How a group's isolates are set up; a worker's isolate gets its owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupOptions {
    /// The heap limit of each isolate, in MB (young and old generation together); taken
    /// between [`MIN_MAX_HEAP_MB`] and [`MAX_MAX_HEAP_MB`].
    pub max_heap_mb: usize,
    /// JS Self-Profiling's base sample interval in µs: profilers sample at multiples of it
    /// (`framescope run --profiler-base-interval`; 10 ms by default, as Chrome).
    pub profiler_base_interval_us: u32,
    /// Keep a copy of every trace the page's profilers produce, for the embedder
    /// (`framescope run --profile`); a worker's are sent to its owner.
    pub record_profiler_traces: bool,
    /// How many workers (dedicated, shared and service; each an isolate and a thread) may
    /// run at once in the group (`framescope run --max-workers`); one more is a
    /// `QuotaExceededError`. Browsers allow hundreds (Firefox 512 per site).
    pub max_workers: usize,
    /// Whether the group's pages are automated (`framescope wpt`): each window gets the
    /// automation object user input goes through (`runtime/web/html/user_input.js`), which
    /// the WPT runner's testdriver-vendor.js calls.
    pub automation: bool,
    /// Whether elements asked for their box get hit boxes (`framescope serve`: a cell each
    /// on a grid over the viewport, which DevTools input at a point hits;
    /// runtime/web/cssom/cssom_view.js).
    pub hit_boxes: bool,
}

/// The default of [`GroupOptions::max_workers`].
pub const DEFAULT_MAX_WORKERS: usize = 512;

impl Default for GroupOptions {
    fn default() -> Self {
        Self {
            max_heap_mb: DEFAULT_MAX_HEAP_MB,
            profiler_base_interval_us: 10_000,
            record_profiler_traces: false,
            max_workers: DEFAULT_MAX_WORKERS,
            automation: false,
            hit_boxes: false,
        }
    }
}

impl GroupOptions {
    /// The heap limit in effect, in MB.
    pub fn heap_limit_mb(&self) -> usize {
        self.max_heap_mb.clamp(MIN_MAX_HEAP_MB, MAX_MAX_HEAP_MB)
    }

    /// The isolate's `CreateParams`: the heap limit.
    pub fn create_params(&self) -> v8::CreateParams {
        v8::CreateParams::default().heap_limits(0, self.heap_limit_mb() * MB)
    }
}

/// Documents larger than this share of the heap limit are refused (the realm gets an
/// empty document and a load error). framescope's DOM lives in JavaScript and takes up to
/// about 50 bytes of heap per byte of markup (a document of nothing but short elements),
/// so a document of 1/64 of the limit fits even then: 16 MB with the default limit.
pub const DOCUMENT_SHARE: usize = 64;

impl GroupOptions {
    /// The largest document a realm loads, in bytes.
    pub fn max_document_bytes(&self) -> usize {
        self.heap_limit_mb() * MB / DOCUMENT_SHARE
    }

    /// Why a document of `bytes` is not loaded, if it is too large.
    pub fn refuse_document(&self, bytes: usize) -> Option<String> {
        let max = self.max_document_bytes();
        (bytes > max).then(|| {
            let mb = |b: usize| format!("{:.1} MB", b as f64 / MB as f64);
            format!(
                "not loaded: the document is {} ({bytes} bytes), over the limit of {} for documents \
                 (1/{DOCUMENT_SHARE} of the heap limit of {} MB)",
                mb(bytes),
                mb(max),
                self.heap_limit_mb()
            )
        })
    }
}

/// The limit the near-heap-limit callback returns: `current` raised by [`EXTRA_ROOM`],
/// unless it was raised [`MAX_RAISES`] times already.
pub fn raised_limit(current: usize, initial: usize) -> usize {
    if current < initial.saturating_add(MAX_RAISES * EXTRA_ROOM) {
        current.saturating_add(EXTRA_ROOM)
    } else {
        current
    }
}

/// Whether a group's isolate reached its heap limit, and where. Set from the
/// near-heap-limit callback (so only `Cell`s: it runs in the middle of whatever the
/// isolate was doing).
#[derive(Debug, Default)]
pub struct HeapLimitState {
    reached: Cell<bool>,
    /// The realm whose code was running at the first hit, if known.
    realm: Cell<Option<RealmId>>,
    /// The loop has regained control since: the error is recorded, the termination
    /// cancelled.
    settled: Cell<bool>,
}

impl HeapLimitState {
    /// The callback's part: the first hit's realm is kept.
    pub fn reach(&self, realm: Option<RealmId>) {
        if !self.reached.replace(true) {
            self.realm.set(realm);
        }
    }

    /// Whether the heap limit was reached (nothing more of the page runs).
    pub fn reached(&self) -> bool {
        self.reached.get()
    }

    /// Reached, and the code that was running has not returned to the loop yet: no more
    /// JavaScript (hooks, microtasks) may start until it has.
    pub fn unwinding(&self) -> bool {
        self.reached.get() && !self.settled.get()
    }

    /// The loop regained control: returns the realm of the first hit the first time.
    pub fn settle(&self) -> Option<Option<RealmId>> {
        (self.reached.get() && !self.settled.replace(true)).then(|| self.realm.get())
    }
}
