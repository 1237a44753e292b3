//! framescope: a headless browsing context group on V8 with the web's performance
//! measurement APIs. See ARCHITECTURE.md for where each concept lives.
#![deny(unsafe_code)]
#![deny(clippy::unwrap_used)]

#[path = "../bindings/mod.rs"]
pub mod bindings;
#[path = "../runtime/mod.rs"]
pub mod runtime;

pub mod atomic_file;
pub mod bench;
pub mod memory_chart;
pub mod network_args;
pub mod profile;
pub mod serve;
pub mod wpt;
