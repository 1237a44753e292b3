//! Web APIs, one module per spec concept.
pub mod measure_memory;
pub mod timers;
pub mod window;
