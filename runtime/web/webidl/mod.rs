//! Web IDL's bindings that need the runtime.
pub mod attribute_functions;
pub mod callbacks;
pub mod immutable_prototypes;
pub mod interface_objects;
pub mod internal_slots;
