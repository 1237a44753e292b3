//! Web IDL's bindings that need the runtime.
pub mod interface_objects;
pub mod internal_slots;
