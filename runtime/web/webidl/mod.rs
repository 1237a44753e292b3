//! Web IDL's bindings that need the runtime.
pub mod interface_objects;
