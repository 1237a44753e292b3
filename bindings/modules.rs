//! ES modules: a module's `ScriptOrigin`, linking a module graph, and `import.meta`.
//!
//! V8 asks the embedder for a module's imports while it links the graph
//! (`Module::InstantiateModule`'s resolve callback) and for `import.meta`'s properties
//! (the isolate's initialize-import-meta callback). Both callbacks get a context but no
//! scope, and opening one is `unsafe`: they live here and hand a scope to the runtime's
//! safe functions, kept in an isolate slot.

/// Finds the module `specifier` with import attributes `attributes` (V8's flat list: key,
/// value and source offset of each) names for the module `referrer` (already compiled: the
/// runtime fetches a whole graph before linking it); `None` with an exception thrown when
/// it cannot.
pub type Resolver = for<'s> fn(
    &mut v8::PinScope<'s, '_>,
    v8::Local<'s, v8::String>,
    v8::Local<'s, v8::FixedArray>,
    v8::Local<'s, v8::Module>,
) -> Option<v8::Local<'s, v8::Module>>;

/// Adds `import.meta`'s properties for `module` to `meta`.
pub type ImportMeta =
    for<'s> fn(&mut v8::PinScope<'s, '_>, v8::Local<'s, v8::Module>, v8::Local<'s, v8::Object>);

#[derive(Clone, Copy)]
struct Hooks {
    resolver: Resolver,
    import_meta: ImportMeta,
}

/// Installs the runtime's functions for `isolate`'s modules (once per isolate).
pub fn install(isolate: &mut v8::Isolate, resolver: Resolver, import_meta: ImportMeta) {
    isolate.set_slot(Hooks { resolver, import_meta });
    isolate.set_host_initialize_import_meta_object_callback(initialize_import_meta);
}

/// A `ScriptOrigin` for a module of realm `realm_id` (as [`super::realm::script_origin`],
/// with the module flag; `record` the runtime's record of it after the realm id).
pub fn module_origin<'s>(
    scope: &v8::PinScope<'s, '_>,
    realm_id: std::num::NonZeroU64,
    resource_name: v8::Local<'s, v8::Value>,
    position: (i32, i32),
    record: &[v8::Local<'s, v8::Primitive>],
) -> v8::ScriptOrigin<'s> {
    // Module scripts are fetched in CORS mode: their errors are the page's to see.
    super::realm::realm_origin(scope, realm_id, resource_name, position, true, true, record)
}

/// Links `module`'s graph with the installed resolver; `None` with an exception pending
/// when a request cannot be resolved or an import names no export.
pub fn instantiate(scope: &mut v8::PinScope<'_, '_>, module: v8::Local<v8::Module>) -> Option<bool> {
    module.instantiate_module(scope, resolve)
}

fn resolve<'s>(
    context: v8::Local<'s, v8::Context>,
    specifier: v8::Local<'s, v8::String>,
    attributes: v8::Local<'s, v8::FixedArray>,
    referrer: v8::Local<'s, v8::Module>,
) -> Option<v8::Local<'s, v8::Module>> {
    super::guard("module resolve callback", || {
        // SAFETY: V8 calls this while linking, in `context`, with the isolate entered.
        v8::callback_scope!(unsafe scope, context);
        let hooks = *scope.get_slot::<Hooks>()?;
        let module = (hooks.resolver)(scope, specifier, attributes, referrer)?;
        // SAFETY: a CallbackScope opens no handle scope: the handle lives in the one V8 set
        // up for this callback, which outlasts the call (what the returned lifetime says).
        Some(unsafe { std::mem::transmute::<v8::Local<'_, v8::Module>, v8::Local<'s, v8::Module>>(module) })
    })
}

/// The default exports of synthetic modules not evaluated yet, by the module's identity
/// hash (an isolate slot): V8 lets a synthetic module's export be set only while it
/// evaluates. The module is held weakly: one that is collected before it evaluates (a
/// graph that failed to link, a realm that went away) is dropped with its value the next
/// time a module is added.
#[derive(Default)]
struct PendingDefaults(std::collections::HashMap<i32, Vec<PendingDefault>>);

/// A synthetic module and the value of its `default` export.
type PendingDefault = (v8::Weak<v8::Module>, v8::Global<v8::Value>);

/// [CreateDefaultExportSyntheticModule](https://tc39.es/ecma262/#sec-create-default-export-synthetic-module)
/// of `value`, named `name`: a synthetic module whose one export, `default`, is `value`
/// (HTML's JSON and CSS module scripts), set when the module evaluates.
pub fn default_export_module<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    name: v8::Local<'s, v8::String>,
    value: v8::Local<'s, v8::Value>,
) -> Option<v8::Local<'s, v8::Module>> {
    let default = v8::String::new(scope, "default")?;
    let module = v8::Module::create_synthetic_module(scope, name, &[default], evaluate_synthetic_module);
    let entry = (v8::Weak::new(scope, module), v8::Global::new(scope, value));
    if scope.get_slot::<PendingDefaults>().is_none() {
        scope.set_slot(PendingDefaults::default());
    }
    let pending = scope.get_slot_mut::<PendingDefaults>()?;
    pending.0.retain(|_, list| {
        list.retain(|(module, _)| !module.is_empty());
        !list.is_empty()
    });
    pending.0.entry(module.get_identity_hash().get()).or_default().push(entry);
    Some(module)
}

/// A default-export synthetic module's evaluation steps: SetSyntheticModuleExport(module,
/// "default", value).
fn evaluate_synthetic_module<'s>(
    context: v8::Local<'s, v8::Context>,
    module: v8::Local<'s, v8::Module>,
) -> Option<v8::Local<'s, v8::Value>> {
    super::guard("synthetic module evaluation", || {
        // SAFETY: V8 calls this while evaluating, in `context`, with the isolate entered.
        v8::callback_scope!(unsafe scope, context);
        let hash = module.get_identity_hash().get();
        let mut list = scope.get_slot_mut::<PendingDefaults>()?.0.remove(&hash)?;
        let index = list.iter().position(|(m, _)| m.to_local(scope) == Some(module));
        let value = index.map(|index| list.swap_remove(index).1);
        if !list.is_empty() {
            scope.get_slot_mut::<PendingDefaults>()?.0.insert(hash, list);
        }
        let value = value?;
        let value = v8::Local::new(scope, value);
        let default = v8::String::new(scope, "default")?;
        module.set_synthetic_module_export(scope, default, value)?;
        let undefined: v8::Local<'_, v8::Value> = v8::undefined(scope).into();
        // SAFETY: undefined is a root handle, valid for as long as the isolate.
        Some(unsafe { std::mem::transmute::<v8::Local<'_, v8::Value>, v8::Local<'s, v8::Value>>(undefined) })
    })
}

unsafe extern "C" fn initialize_import_meta(
    context: v8::Local<v8::Context>,
    module: v8::Local<v8::Module>,
    meta: v8::Local<v8::Object>,
) {
    super::guard("import.meta callback", || {
        // SAFETY: V8 calls this with the isolate entered, in `context`.
        v8::callback_scope!(unsafe scope, context);
        let Some(hooks) = scope.get_slot::<Hooks>().copied() else { return };
        (hooks.import_meta)(scope, module, meta);
    })
}
