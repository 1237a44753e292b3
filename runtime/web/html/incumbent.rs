//! The [incumbent](https://html.spec.whatwg.org/multipage/webappapis.html#incumbent)
//! realm: the realm of the page code that called the API running now, which HTML uses for
//! `postMessage`'s `source` and targetOrigin `"/"`, and as the source document of a
//! Location-object navigation.

/// [Incumbent settings object](https://html.spec.whatwg.org/multipage/webappapis.html#incumbent-settings-object)'s
/// realm, as its steps give it:
/// 1. (The backup incumbent settings object stack is not tracked: V8 keeps none for the
///    platform's JavaScript, which is not author code.)
/// 2. Let context be the topmost script-having execution context — the youngest page
///    function on the stack, past the platform's own frames and V8's built-ins
///    (`bindings/incumbent_realm.rs`).
/// 3. If context is null, the incumbent is the entry realm's (here the context V8
///    entered last, or of the microtask it runs: a task or callback with no page code
///    under it), as V8's own `GetIncumbentContext` falls back.
/// 4. Return context's realm (its id: `None` for a context that is no realm's).
pub fn incumbent_realm(scope: &v8::PinScope<'_, '_>) -> Option<crate::runtime::realm::RealmId> {
    let context = crate::bindings::incumbent_realm::topmost_script_having_context(scope)
        .unwrap_or_else(|| scope.get_entered_or_microtask_context());
    crate::bindings::realm::realm_id(scope, context)
}
