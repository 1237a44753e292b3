//! The page simulator and the Web APIs.
pub mod console;
pub mod event_loop;
pub mod group;
pub mod heap_limit;
pub mod hooks;
pub mod loader;
pub mod navigation;
pub mod platform;
pub mod platform_scripts;
pub mod realm;
pub mod realm_state;
pub mod report;
pub mod script;
pub mod snapshot_json;
pub mod watchdog;
pub mod web;
pub mod workers;
