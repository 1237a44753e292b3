//! Web APIs: one folder per spec area, its JavaScript beside its Rust natives.
pub mod crypto;
pub mod cssom;
pub mod debugger;
pub mod dom;
pub mod encoding;
pub mod fetch;
pub mod html;
pub mod js_self_profiling;
pub mod measure_memory;
pub mod messaging;
pub mod performance;
pub mod timers;
pub mod url;
pub mod web_error;
pub mod webidl;
pub mod webstorage;
pub mod xhr;
