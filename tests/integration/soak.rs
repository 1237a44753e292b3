//! Soak: many consecutive page runs in one process, through the `BrowsingContextGroup` API
//! that `run` and `wpt` use, keep the process's resident memory flat after warm-up. The
//! page (two frames, one cross-origin; a worker; an opened window; DOM building, a timer,
//! marks and a Blob) and the runs are `framescope bench soak`'s, which makes 1 000 of them.
use framescope::bench::soak::{GOAL_GROWTH, Options, soak};

#[test]
fn consecutive_page_runs_keep_resident_memory_flat() {
    // Each run checks it reached the page's six realms with no error.
    let result = soak(&Options { runs: 250, warmup: 50 }).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{}", result.summary());
    assert!(
        result.growth < GOAL_GROWTH,
        "resident memory grew {:.1} % over 250 page runs after warm-up ({} → {} bytes)",
        result.growth * 100.0,
        result.resident_warm_bytes,
        result.resident_end_bytes
    );
}
