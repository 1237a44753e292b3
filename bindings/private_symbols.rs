//! V8's API private symbols as JavaScript values, so that the platform's JavaScript can use
//! them as property keys: `object[key]` with a private symbol is an own, hidden property
//! (never seen by proxies, interceptors, `Object.getOwnPropertySymbols` or
//! `structuredClone`), as Node.js's internal `privateSymbols` are. `Private::ForApi`
//! gives one symbol per name and isolate, so every realm of an isolate reads and writes the
//! same property: what framescope's internal slots are built on
//! (`runtime/web/webidl/internal_slots.rs`).

/// The private symbol named `name` in the isolate's registry, as a value.
pub fn private_symbol<'s>(
    scope: &v8::PinScope<'s, '_>,
    name: v8::Local<'s, v8::String>,
) -> v8::Local<'s, v8::Value> {
    let key = v8::Private::for_api(scope, Some(name));
    // SAFETY: a `Local` is a pointer to a handle slot; `v8::Private` is V8's `Symbol` with
    // the private flag set (`i::Symbol`), a heap object like any other value, so the slot
    // holds a valid value. The crate only refuses the cast because `Data::IsValue()` is
    // false for private symbols.
    unsafe { std::mem::transmute::<v8::Local<'s, v8::Private>, v8::Local<'s, v8::Value>>(key) }
}
