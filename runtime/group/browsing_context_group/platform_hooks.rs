//! The calls an embedder makes into a realm's platform hooks (`runtime/hooks.rs`): the
//! DOM's work and counters, DevTools input, the viewport's `resize`, and the coverage of
//! [CEReactions] for tests.
use crate::runtime::event_loop::callbacks::call_platform_hook;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::RealmId;

use super::{BrowsingContextGroup, InputValue};

impl BrowsingContextGroup {
    /// The node records the DOM of `realm` has read so far (its `domWork` hook): a count of
    /// DOM work that does not depend on the machine, for scaling tests (`None`: the realm
    /// has no context or is detached).
    pub fn dom_work(&mut self, realm: RealmId) -> Option<u64> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let (context, hooks) = (state.context(scope, realm)?, state.hooks(realm)?);
        if state.is_detached(realm) {
            return None;
        }
        let scope = &mut v8::ContextScope::new(scope, context);
        let count = call_platform_hook(scope, &hooks, Hook::DomWork, &[])?;
        count.number_value(scope).map(|n| n as u64)
    }

    /// The nodes of `realm`'s document tree and its event listeners (its `domCounters`
    /// hook), as DevTools counts them.
    pub fn dom_counters(&mut self, realm: RealmId) -> Option<(u64, u64)> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let (context, hooks) = (state.context(scope, realm)?, state.hooks(realm)?);
        let scope = &mut v8::ContextScope::new(scope, context);
        let counts = call_platform_hook(scope, &hooks, Hook::DomCounters, &[])?;
        let counts = v8::Local::<v8::Array>::try_from(counts).ok()?;
        let read =
            |index: u32| counts.get_index(scope, index).and_then(|v| v.number_value(scope)).map(|n| n as u64);
        Some((read(0)?, read(1)?))
    }

    /// One input event from a DevTools client for `realm`'s document (its
    /// `devtoolsInput` hook: `kind` with a number or text and a number); the promise
    /// settles once the event's task ran.
    pub fn devtools_input(
        &mut self,
        realm: RealmId,
        kind: &str,
        a: InputValue,
        b: f64,
    ) -> Result<v8::Global<v8::Promise>, String> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let (Some(context), Some(hooks)) = (state.context(scope, realm), state.hooks(realm)) else {
            return Err("the page has no document".into());
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let kind = v8::String::new(scope, kind).ok_or("out of memory")?.into();
        let a = match a {
            InputValue::Number(n) => v8::Number::new(scope, n).into(),
            InputValue::Text(text) => v8::String::new(scope, &text).ok_or("out of memory")?.into(),
        };
        let b = v8::Number::new(scope, b).into();
        let promise = call_platform_hook(scope, &hooks, Hook::DevtoolsInput, &[kind, a, b])
            .and_then(|p| v8::Local::<v8::Promise>::try_from(p).ok())
            .ok_or("the input could not be queued")?;
        Ok(v8::Global::new(scope, promise))
    }

    /// A promise of `realm` once it settled: Ok, or the rejection as a string.
    pub fn promise_outcome(
        &mut self,
        realm: RealmId,
        promise: &v8::Global<v8::Promise>,
    ) -> Option<Result<(), String>> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let promise = v8::Local::new(scope, promise);
        match promise.state() {
            v8::PromiseState::Pending => None,
            v8::PromiseState::Fulfilled => Some(Ok(())),
            v8::PromiseState::Rejected => {
                let Some(context) = state.context(scope, realm) else {
                    return Some(Err("the page is gone".into()));
                };
                let scope = &mut v8::ContextScope::new(scope, context);
                let reason = promise.result(scope);
                Some(Err(reason.to_rust_string_lossy(scope)))
            }
        }
    }

    /// Each [CEReactions] member of the interfaces `realm` exposes (every interface made),
    /// as JSON `[[interface, member, state], …]` with state "wrapped", "unwrapped",
    /// "elsewhere", "missing" or "special" (its `ceReactionsCoverage` hook), for tests.
    pub fn ce_reactions_coverage(&mut self, realm: RealmId) -> Option<String> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let (context, hooks) = (state.context(scope, realm)?, state.hooks(realm)?);
        let scope = &mut v8::ContextScope::new(scope, context);
        let json = call_platform_hook(scope, &hooks, Hook::CeReactionsCoverage, &[])?;
        Some(json.to_rust_string_lossy(scope))
    }

    /// Tells `realm`'s window that the viewport changed size (its `viewportResized` hook
    /// queues the `resize` event); false when it has no document.
    pub fn viewport_resized(&mut self, realm: RealmId) -> bool {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let (Some(context), Some(hooks)) = (state.context(scope, realm), state.hooks(realm)) else {
            return false;
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        call_platform_hook(scope, &hooks, Hook::ViewportResized, &[]).is_some()
    }
}
