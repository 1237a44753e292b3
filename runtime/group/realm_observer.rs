//! The embedder's hook told of each realm of a group (a window's, or a worker's global
//! scope's) as soon as its platform JavaScript has booted, before any script of its
//! document or worker runs (`framescope serve` registers the realm with V8's inspector
//! then, as Chrome does when it creates a document's or a worker's script context, so that
//! the debugger sees its scripts and its load-time console calls have their stacks).
use crate::runtime::realm::RealmId;

/// Told of each realm the group boots (set in [`super::GroupState::realm_observer`]).
pub trait RealmObserver {
    /// `context` (the realm `realm`'s, entered) has booted; no script of its document has
    /// run yet.
    fn realm_booted(
        &self,
        scope: &mut v8::PinScope<'_, '_>,
        realm: RealmId,
        context: v8::Local<'_, v8::Context>,
    );
}
