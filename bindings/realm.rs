//! Realm ids in context embedder data.
//!
//! The runtime gives every realm (V8 context) a numeric id and stores it in the context,
//! so that bridge code which only sees contexts — the MeasureMemory delegate above all —
//! can say which realm each one is.

/// The crate's embedder-data slot for the realm id; V8 index 3 in `bridge.h`.
const REALM_ID_SLOT: i32 = 1;
/// The crate's embedder-data slot for the security-error factory; V8 index 4 in `bridge.h`.
pub(crate) const SECURITY_ERROR_FACTORY_SLOT: i32 = 2;
/// The crate's embedder-data slot for the realm's hooks object (`runtime/hooks.rs`); V8
/// index 5, which the C++ side does not read.
pub(crate) const HOOKS_SLOT: i32 = 3;

/// Stores `id` (non-zero) as `context`'s realm id.
pub fn set_realm_id(
    scope: &v8::PinScope<'_, '_, ()>,
    context: v8::Local<v8::Context>,
    id: std::num::NonZeroU64,
) {
    let value = v8::BigInt::new_from_u64(scope, id.get());
    context.set_embedder_data(REALM_ID_SLOT, value.into());
}

/// The realm id stored in `context`, read by the C++ side (so both sides agree on where
/// it lives), or `None` when none was stored.
pub fn realm_id(isolate: &v8::Isolate, context: v8::Local<v8::Context>) -> Option<std::num::NonZeroU64> {
    // SAFETY: `context` is a live handle; the C++ side opens its own HandleScope.
    let id = unsafe { super::ffi::fs_context_realm_id(super::raw_isolate(isolate), &*context) };
    std::num::NonZeroU64::new(id)
}

/// The id V8 gave a compiled script (`UnboundScript::GetId`): profiles name each frame's
/// script by it, so the runtime can tell which realm compiled the code of a frame.
pub fn script_id(isolate: &v8::Isolate, script: v8::Local<v8::Script>) -> i32 {
    // SAFETY: `script` is a live handle; the C++ side opens its own HandleScope.
    unsafe { super::ffi::fs_script_id(super::raw_isolate(isolate), &*script) }
}

/// A `ScriptOrigin` for code of realm `realm_id`, carrying the realm id as host-defined
/// options, then `record` (the runtime's record of the script: its base URL when that is
/// not `resource_name`, see [`base_url_option`], and its fetch options,
/// `runtime/script_fetch_options.rs`).
///
/// V8's compilation cache is per isolate, and its key is the source text plus the origin
/// (name, offsets, options, host-defined options). Without the realm id in that key, the
/// same source loaded in two realms (one library in two same-URL frames) would be one
/// script with one script id, and profiler frames could not be told apart by realm.
pub fn script_origin<'s>(
    scope: &v8::PinScope<'s, '_>,
    realm_id: std::num::NonZeroU64,
    resource_name: v8::Local<'s, v8::Value>,
    line_offset: i32,
    column_offset: i32,
    shared_cross_origin: bool,
    record: &[v8::Local<'s, v8::Primitive>],
) -> v8::ScriptOrigin<'s> {
    let position = (line_offset, column_offset);
    realm_origin(scope, realm_id, resource_name, position, shared_cross_origin, false, record)
}

/// [`script_origin`], for a classic script or (`is_module`) a module.
pub(crate) fn realm_origin<'s>(
    scope: &v8::PinScope<'s, '_>,
    realm_id: std::num::NonZeroU64,
    resource_name: v8::Local<'s, v8::Value>,
    (line_offset, column_offset): (i32, i32),
    shared_cross_origin: bool,
    is_module: bool,
    record: &[v8::Local<'s, v8::Primitive>],
) -> v8::ScriptOrigin<'s> {
    let options = v8::PrimitiveArray::new(scope, 1 + record.len());
    // f64 is exact for realm ids below 2^53; ids are small counters.
    let id = v8::Number::new(scope, realm_id.get() as f64);
    options.set(scope, 0, id.into());
    for (index, value) in record.iter().enumerate() {
        options.set(scope, index + 1, *value);
    }
    v8::ScriptOrigin::new(
        scope,
        resource_name,
        line_offset,
        column_offset,
        shared_cross_origin,
        -1,
        None,
        false,
        false,
        is_module,
        Some(options.into()),
    )
}

/// The base URL a script's host-defined options carry (`options`: V8's, of a script or
/// module [`script_origin`] or [`super::modules::module_origin`] made, a string first in
/// its record), when its resource name is not its base URL: an inline script's is its
/// document's base URL.
/// V8 hands a script's options to `import()` in it and in code it `eval`s or compiles
/// with `Function` (their referrer is the outer script).
pub fn base_url_option<'s>(scope: &v8::PinScope<'s, '_>, options: v8::Local<'s, v8::Data>) -> Option<String> {
    let options = v8::Local::<v8::FixedArray>::try_from(options).ok()?;
    let value = v8::Local::<v8::Value>::try_from(options.get(scope, 1)?).ok()?;
    value.is_string().then(|| value.to_rust_string_lossy(scope))
}

/// A `ScriptOrigin` for the platform's own scripts (`runtime/platform_scripts.rs`): a
/// `framescope:<file>` name and no host-defined options, so no realm id — one compiled
/// script serves every realm of the isolate, and its frames are the platform's, never a
/// page's. `is_shared_cross_origin` stays false, as it always was for them.
pub fn platform_script_origin<'s>(
    scope: &v8::PinScope<'s, '_>,
    resource_name: v8::Local<'s, v8::Value>,
) -> v8::ScriptOrigin<'s> {
    v8::ScriptOrigin::new(scope, resource_name, 0, 0, false, -1, None, false, false, false, None)
}
