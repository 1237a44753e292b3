//! The floor under a frame's heap (`framescope bench realms` prints it beside the goal of
//! issue 37): what a V8 context costs before any of the platform is in it, measured as the
//! frames are — used heap after full garbage collections (`LowMemoryNotification`), the
//! difference between `N/10` and `N` contexts over the contexts added — for three kinds
//! of context, each in a fresh isolate, every context kept alive by a global handle:
//!
//! - V8's own default context: `Context::New` in an isolate from V8's built-in snapshot,
//!   nothing of framescope's (what any embedder that gives each frame a context pays);
//! - a bare context of the realm snapshot: `Context::New` in an isolate made from
//!   framescope's snapshot (its default context: a plain `Context::New` serialized by the
//!   snapshot maker), nothing booted in it;
//! - a window realm as deserialized from the realm snapshot
//!   (`realm_snapshot::new_context`), before its per-realm set-up and its document.
//!
//! The differences between them are the platform's own objects; a frame of the `realms`
//! page adds its document, its per-realm steps and its relatives' records to the last.
use serde::Serialize;

use crate::runtime::heap_limit::GroupOptions;
use crate::runtime::platform::init_v8;
use crate::runtime::realm::Scope;
use crate::runtime::web::html::realm_snapshot;

/// A context's cost, in KB of live V8 heap, by kind.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Floor {
    /// `Context::New` in an isolate of V8's own snapshot.
    pub v8_context_kb: f64,
    /// `Context::New` in an isolate of the realm snapshot (nothing booted).
    pub bare_snapshot_context_kb: f64,
    /// A window realm deserialized from the realm snapshot (not set up).
    pub window_context_kb: f64,
}

/// The kinds of context measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    V8Default,
    BareFromSnapshot,
    Window,
}

/// The live heap, in bytes, of an isolate holding `few` and then `many` contexts of
/// `kind`: `(bytes with few, bytes with many)`.
fn heap_with_contexts(kind: Kind, few: u32, many: u32) -> (usize, usize) {
    init_v8();
    // Room for `many` window realms (about half a MB each at most).
    let options = GroupOptions { max_heap_mb: (many as usize).max(1024), ..GroupOptions::default() };
    let params = options.create_params();
    let params = if kind == Kind::V8Default { params } else { realm_snapshot::create_params(params) };
    let mut isolate = v8::Isolate::new(params);
    let mut kept: Vec<v8::Global<v8::Context>> = Vec::with_capacity(many as usize);
    let mut add = |isolate: &mut v8::OwnedIsolate, until: u32| {
        v8::scope!(let scope, isolate);
        while kept.len() < until as usize {
            let context = match kind {
                Kind::V8Default | Kind::BareFromSnapshot => v8::Context::new(scope, Default::default()),
                Kind::Window => realm_snapshot::new_context(scope, Scope::Window, None),
            };
            kept.push(v8::Global::new(scope, context));
        }
    };
    let used = |isolate: &mut v8::OwnedIsolate| {
        isolate.low_memory_notification();
        isolate.get_heap_statistics().used_heap_size()
    };
    add(&mut isolate, few);
    let with_few = used(&mut isolate);
    add(&mut isolate, many);
    let with_many = used(&mut isolate);
    drop(kept);
    (with_few, with_many)
}

/// KB of heap per context of `kind`, between `few` and `many` of them.
fn per_context_kb(kind: Kind, few: u32, many: u32) -> f64 {
    let few = if few >= many { 0 } else { few };
    let (with_few, with_many) = heap_with_contexts(kind, few, many);
    (with_many as f64 - with_few as f64).max(0.0) / f64::from(many.saturating_sub(few).max(1)) / 1024.0
}

/// Measures the floor between `few` and `many` contexts of each kind.
pub fn floor(few: u32, many: u32) -> Floor {
    Floor {
        v8_context_kb: per_context_kb(Kind::V8Default, few, many),
        bare_snapshot_context_kb: per_context_kb(Kind::BareFromSnapshot, few, many),
        window_context_kb: per_context_kb(Kind::Window, few, many),
    }
}
