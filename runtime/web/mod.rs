//! Web APIs, one module per spec concept.
pub mod fetch;
pub mod frames;
pub mod measure_memory;
pub mod message_ports;
pub mod messaging;
pub mod performance;
pub mod timers;
pub mod web_error;
pub mod window;
pub mod workers;
