//! The page simulator and the Web APIs.
pub mod console;
pub mod loader;
pub mod page;
pub mod platform;
pub mod script;
