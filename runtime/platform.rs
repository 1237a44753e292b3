//! V8 initialised once per process.
use std::sync::{Once, OnceLock};

use crate::bindings::platform;
use crate::runtime::web::performance::hr_time;

/// How every isolate's garbage collector runs: a page simulator whose live heap grows with
/// every realm (about 420 KB each, by Debugger.Memory's census of an empty frame) and that has no frames to keep smooth.
///
/// - `--heap-growing-percent=900`: after a major GC, the next one starts when the heap has
///   grown to 10× what survived (V8 caps that at halfway to the heap limit). V8 picks the
///   factor itself from the heap limit: 4 with an old generation of 2 GB or more (Chrome's
///   renderers on desktop), about 1.55 with framescope's 1 GB default, so every GC marked
///   every realm made so far and the marking per realm grew with their number. With a
///   factor f the bytes marked are at most f/(f-1) of the live heap, and the share of it a
///   page pays depends on where its size falls between two collections: measured while a
///   page made 1 000 frames, 4 gave major GCs at 21, 85 and 330 MB (506 ms of pauses:
///   0.2 ms per frame at 100 frames, 0.5 ms at 1 000), 10 gives them at 21 and 207 MB
///   (226 ms: about 0.2 ms per frame at either count). That flatness is partly the
///   factor's: with GCs at 21 × 10^k MB a page and one ten times its size are at the same
///   point between collections; a page of another size still pays between 0.1 and 1.1
///   times its live heap in marking (0.33 to 1.33 with 4), so less on average and at
///   worst, not a constant. The price: old-generation garbage may pile up to 10× the live
///   heap before it is collected. The heap limit is unchanged: V8 never lets the
///   allocation limit pass it, and collects before it calls the near-heap-limit callback
///   (`heap_limit.rs`).
/// - `--no-incremental-marking`: each major GC marks in one pause (with V8's parallel
///   and concurrent marking threads) instead of in steps interleaved with the page. The
///   steps cost more in all: a page that keeps allocating — each new realm is ~330 KB of
///   objects, all live — keeps the marking running (`IncrementalMarking::Step` was the
///   largest item of a 1 000-frame profile), and every write during it goes through the
///   marking barrier. The pauses are longer; a simulator has no frames to drop.
///
/// Measured by `framescope bench realms` (the book: framescope bench, "realms"). Chrome's
/// renderer sets neither (`gin/v8_initializer.cc`): they are framescope's own choices. What
/// it does set, V8's loading state while a page loads, framescope sets too
/// (`runtime/page_loading.rs`; ARCHITECTURE.md, "The heap configuration").
const V8_FLAGS: &str = "--heap-growing-percent=900 --no-incremental-marking";

static INIT: Once = Once::new();

/// `Math.random`'s seed on virtual time ([`use_virtual_time`]).
static RANDOM_SEED: OnceLock<u32> = OnceLock::new();

/// `Math.random`'s seed, when virtual time set one.
pub fn random_seed() -> Option<u32> {
    RANDOM_SEED.get().copied()
}

/// Initialises V8 and its default platform, once per process; every entry point that
/// creates an isolate calls this first. V8's flags ([`V8_FLAGS`]) are set before.
pub fn init_v8() {
    INIT.call_once(|| {
        v8::V8::set_flags_from_string(V8_FLAGS);
        if let Some(seed) = RANDOM_SEED.get() {
            // Every context's Math.random then starts from this seed.
            v8::V8::set_flags_from_string(&format!("--random-seed={seed}"));
        }
        // More of V8's flags, for experiments (`FRAMESCOPE_V8_FLAGS="--trace-gc"`): after
        // framescope's, so they win.
        if let Ok(flags) = std::env::var("FRAMESCOPE_V8_FLAGS") {
            v8::V8::set_flags_from_string(&flags);
        }
        v8::V8::initialize_platform(platform::new_platform(wall_clock_ms));
        v8::V8::initialize();
    });
}

/// The wall clock V8's `Date` reads: the virtual clock's Unix time in ms when the process
/// runs on one, else `None` (the system's clock).
fn wall_clock_ms() -> Option<f64> {
    hr_time::is_virtual().then(|| ((hr_time::now() + hr_time::unix_offset_us()) / 1000.0).floor())
}

/// How a process runs on virtual time (`framescope run --virtual-time`).
#[derive(Clone, Copy, Debug)]
pub struct VirtualTime {
    /// The Unix time (ms) the clock starts at: `Date.now()` before any timer ran.
    pub start_unix_ms: f64,
    /// How far the clock may advance in all (ms); a page with timers left beyond it ends
    /// as timed out.
    pub budget_ms: f64,
    /// `Math.random`'s seed (not 0): every realm's sequence starts from it.
    pub seed: u32,
}

/// Runs the whole process on virtual time: every clock the pages see (`performance.now()`,
/// `Date`, timers, animation frames, the entries' times) is the virtual clock, which stands
/// still while a page works and jumps to the next timer once the page and its workers are
/// idle; `Math.random` is seeded. Must come before V8 is initialised (the seed is a V8
/// flag) and before any realm exists.
pub fn use_virtual_time(config: VirtualTime) -> Result<(), String> {
    if INIT.is_completed() {
        return Err("virtual time must be chosen before V8 is initialised".into());
    }
    if config.seed == 0 {
        return Err("the random seed must not be 0 (V8 reads 0 as \"no seed\")".into());
    }
    if !(config.budget_ms.is_finite() && config.budget_ms >= 0.0 && config.start_unix_ms.is_finite()) {
        return Err(format!("not a virtual clock: {config:?}"));
    }
    if RANDOM_SEED.set(config.seed).is_err()
        || !hr_time::start_virtual_clock(config.start_unix_ms, config.budget_ms)
    {
        return Err("virtual time was already chosen".into());
    }
    Ok(())
}

/// Runs every foreground task V8 has posted for `isolate` (MeasureMemory results,
/// discarded-sample notifications, ...) without waiting. Returns whether any ran.
pub fn pump_platform(isolate: &mut v8::Isolate) -> bool {
    let platform = v8::V8::get_current_platform();
    let mut ran = false;
    while v8::Platform::pump_message_loop(&platform, isolate, false) {
        ran = true;
    }
    ran
}
