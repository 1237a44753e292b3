//! framescope's integration tests: one binary, because each test binary links the ~150 MB
//! V8 library. One module per area.
mod bridge;
mod cli;
mod debugger;
mod frames;
mod layers;
mod libraries;
mod limits;
mod measure_memory;
mod one_dom;
mod page;
mod page_trees;
mod performance;
mod profile_export;
mod profiler;
mod realm_cost;
mod sandbox;
mod scaling;
mod shared_workers;
mod soak;
mod tamper;
mod v8_internal;
mod virtual_time;
mod window_open;
mod worker_stress;
mod workers;
mod wpt;
