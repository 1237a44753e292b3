//! Web IDL's [legacy platform objects](https://webidl.spec.whatwg.org/#es-legacy-platform-objects):
//! objects with indexed and named properties (`document.all`, a form element), made from a V8
//! object template whose interceptors ask a JavaScript handler: its `indexed(i, object)`,
//! `named(name, object)` (undefined: no such property), `indices(object)` and
//! `names(object)`. The forms of an isolate share one template (their realm's handler in
//! each object's internal field); `document.all`'s template has its handler as data. A form element's
//! named properties hide its own and inherited members ([LegacyOverrideBuiltIns]: a masking
//! interceptor, as Chromium's bindings make it); `document.all`'s do not (non-masking). Both
//! are [LegacyUnenumerableNamedProperties]. (An object from a template, not a Proxy: V8
//! compiles an event handler's scope only through ordinary objects —
//! `ScriptCompiler::CompileFunction` refuses a Proxy among its context extensions.)
//! [Web IDL §3.9 Legacy platform objects](https://webidl.spec.whatwg.org/#es-legacy-platform-objects)
use super::window::Native;

/// The natives of legacy platform objects.
pub fn natives() -> Vec<Native> {
    vec![("makeLegacyPlatformObject", v8::MapFnTo::map_fn_to(make_legacy_platform_object))]
}

/// `natives.makeLegacyPlatformObject(handler)`: a new object whose indexed and named
/// properties `handler` answers (its methods are passed the object after the key),
/// its named properties hiding its members ([LegacyOverrideBuiltIns]: a form element's).
/// Its prototype is the caller's to set. Every such object of the isolate is made from
/// one template ([`overriding_template`]), the handler kept in the object's internal field.
fn make_legacy_platform_object<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let handler = args.get(0);
    if !handler.is_object() {
        return;
    }
    let template = overriding_template(scope);
    if let Some(object) = template.new_instance(scope) {
        object.set_internal_field(0, handler.into());
        rv.set(object.into());
    }
}

/// The isolate's template of legacy platform objects with [LegacyOverrideBuiltIns] (an
/// isolate slot): one internal field, the object's handler.
struct OverridingTemplate(v8::Global<v8::ObjectTemplate>);

/// The isolate's [`OverridingTemplate`], made the first time.
fn overriding_template<'s>(scope: &mut v8::PinScope<'s, '_>) -> v8::Local<'s, v8::ObjectTemplate> {
    if let Some(OverridingTemplate(template)) = scope.get_slot::<OverridingTemplate>() {
        let template = template.clone();
        return v8::Local::new(scope, template);
    }
    let template = v8::ObjectTemplate::new(scope);
    template.set_internal_field_count(1);
    set_handlers(template, None, true);
    let global = v8::Global::new(scope, template);
    scope.set_slot(OverridingTemplate(global));
    template
}

/// Drops the isolate's handle on its template (an isolate that makes a startup snapshot
/// may hold no global handles when it serializes).
pub fn forget_template(isolate: &mut v8::Isolate) {
    isolate.remove_slot::<OverridingTemplate>();
}

/// Gives `template` the interceptors that ask `handler` (`None`: the handler in the
/// object's internal field 0, [`handler_of`]); `override_builtins`: a named
/// property hides the object's own and inherited properties of that name
/// ([LegacyOverrideBuiltIns]); else the interceptor is asked only for a name the object and
/// its prototypes lack (NON_MASKING).
pub fn set_handlers(
    template: v8::Local<v8::ObjectTemplate>,
    handler: Option<v8::Local<v8::Value>>,
    override_builtins: bool,
) {
    let mut named = v8::NamedPropertyHandlerConfiguration::new()
        .getter(named_getter)
        .query(named_query)
        .deleter(named_deleter)
        .definer(named_definer)
        .enumerator(named_enumerator);
    let mut indexed = v8::IndexedPropertyHandlerConfiguration::new()
        .getter(indexed_getter)
        .setter(indexed_setter)
        .query(indexed_query)
        .deleter(indexed_deleter)
        .definer(indexed_definer)
        .enumerator(indexed_enumerator);
    if let Some(handler) = handler {
        named = named.data(handler);
        indexed = indexed.data(handler);
    }
    let strings = v8::PropertyHandlerFlags::ONLY_INTERCEPT_STRINGS;
    template.set_named_property_handler(if override_builtins {
        named.setter(overriding_named_setter).flags(strings)
    } else {
        named.setter(named_setter).flags(v8::PropertyHandlerFlags::NON_MASKING | strings)
    });
    template.set_indexed_property_handler(indexed);
}

/// `handler[method](...arguments)`, or `None` (an exception is then pending).
pub(super) fn ask<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    handler: v8::Local<'s, v8::Value>,
    method: &str,
    arguments: &[v8::Local<'s, v8::Value>],
) -> Option<v8::Local<'s, v8::Value>> {
    let handler = v8::Local::<v8::Object>::try_from(handler).ok()?;
    let name = v8::String::new(scope, method)?;
    let function = v8::Local::<v8::Function>::try_from(handler.get(scope, name.into())?).ok()?;
    function.call(scope, handler.into(), arguments)
}

/// The handler of the object an interceptor runs for: the template's data, else (no
/// data: the isolate's one template) the object's internal field.
fn handler_of<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::PropertyCallbackArguments<'s>,
) -> Option<v8::Local<'s, v8::Value>> {
    let data = args.data();
    if data.is_object() {
        return Some(data);
    }
    let field = args.holder().get_internal_field(scope, 0)?;
    v8::Local::<v8::Value>::try_from(field).ok()
}

/// The handler's answer to `method` for the interceptor's object (`key`: the index or
/// name asked about): `handler[method](key, object)`, or `handler[method](object)`.
fn ask_for<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::PropertyCallbackArguments<'s>,
    method: &str,
    key: Option<v8::Local<'s, v8::Value>>,
) -> Option<v8::Local<'s, v8::Value>> {
    let handler = handler_of(scope, args)?;
    let holder = args.holder().into();
    match key {
        Some(key) => ask(scope, handler, method, &[key, holder]),
        None => ask(scope, handler, method, &[holder]),
    }
}

/// The collection's element at `index` ([LegacyPlatformObjectGetOwnProperty] for an index).
fn indexed_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    match ask_for(scope, &args, "indexed", Some(index)) {
        Some(value) if !value.is_undefined() => {
            rv.set(value);
            v8::Intercepted::kYes
        }
        _ => v8::Intercepted::kNo,
    }
}

/// An index of an element: `{writable: false, enumerable: true, configurable: true}`.
fn indexed_query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    match ask_for(scope, &args, "indexed", Some(index)) {
        Some(value) if !value.is_undefined() => {
            rv.set_int32(v8::PropertyAttribute::READ_ONLY.as_u32() as i32);
            v8::Intercepted::kYes
        }
        _ => v8::Intercepted::kNo,
    }
}

/// `all[i] = v`: refused for every index. HTMLAllCollection has no indexed property setter,
/// so an element's index is read-only and Web IDL's [[DefineOwnProperty]] of a legacy
/// platform object refuses any other array index
/// ([§3.9.3](https://webidl.spec.whatwg.org/#legacy-platform-object-defineownproperty) step 1;
/// V8 throws the TypeError where the caller asked for one).
fn indexed_setter<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _value: v8::Local<'s, v8::Value>,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    refuse(&mut rv)
}

/// `Object.defineProperty(all, i, …)`: refused (as [`indexed_setter`]).
fn indexed_definer<'s>(
    _scope: &mut v8::PinScope<'s, '_>,
    _index: u32,
    _descriptor: &v8::PropertyDescriptor,
    _args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    refuse(&mut rv)
}

/// `delete all[i]`: fails for an element's index ([[Delete]] step 1.2).
fn indexed_deleter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    index: u32,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Boolean>,
) -> v8::Intercepted {
    let index = v8::Integer::new_from_unsigned(scope, index).into();
    if found(scope, &args, "indexed", index).is_none() {
        return v8::Intercepted::kNo;
    }
    rv.set_bool(false);
    v8::Intercepted::kYes
}

fn indexed_enumerator<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    if let Some(array) =
        ask_for(scope, &args, "indices", None).and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
    {
        rv.set(array);
    }
}

/// The element (or the live HTMLCollection of the elements) named `key`.
fn named_getter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    let Some(value) = found(scope, &args, "named", key.into()) else { return v8::Intercepted::kNo };
    rv.set(value);
    v8::Intercepted::kYes
}

/// A supported name: `{writable: false, enumerable: false, configurable: true}`
/// ([LegacyUnenumerableNamedProperties]).
fn named_query<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Integer>,
) -> v8::Intercepted {
    if found(scope, &args, "named", key.into()).is_none() {
        return v8::Intercepted::kNo;
    }
    let attributes = v8::PropertyAttribute::READ_ONLY | v8::PropertyAttribute::DONT_ENUM;
    rv.set_int32(attributes.as_u32() as i32);
    v8::Intercepted::kYes
}

/// The collection's answer to `what` for `key` ("indexed": an index, "named": a name)
/// when it names something (no exception pending).
fn found<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::PropertyCallbackArguments<'s>,
    what: &str,
    key: v8::Local<'s, v8::Value>,
) -> Option<v8::Local<'s, v8::Value>> {
    ask_for(scope, args, what, Some(key)).filter(|value| !value.is_undefined())
}

/// Whether `key` is a supported property name of the collection.
fn supported_name<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: &v8::PropertyCallbackArguments<'s>,
) -> bool {
    found(scope, args, "named", key.into()).is_some()
}

/// Refuses a set or a definition (the interceptor answers false).
fn refuse(rv: &mut v8::ReturnValue<()>) -> v8::Intercepted {
    rv.set_bool(false);
    v8::Intercepted::kYes
}

/// `all.name = v` for a supported name: refused (no named property setter: the named
/// property is read-only, [[DefineOwnProperty]] step 2.2.2); any other name is an ordinary
/// property.
fn named_setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    _value: v8::Local<'s, v8::Value>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    refuse(&mut rv)
}

/// `form.name = v` for a supported name of an object with [LegacyOverrideBuiltIns]: Web
/// IDL's [[Set]] looks past the named property
/// ([§3.9.4](https://webidl.spec.whatwg.org/#legacy-platform-object-set) step 2: its own
/// descriptor ignoring named properties), so a setter its prototypes have runs
/// (`form.action = …` with a control named "action"); else defining the property on the
/// object is refused ([[DefineOwnProperty]] step 2.2.2).
fn overriding_named_setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    _value: v8::Local<'s, v8::Value>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    let inherited = v8::Local::<v8::Object>::try_from(
        args.holder().get_prototype(scope).unwrap_or_else(|| v8::null(scope).into()),
    )
    .ok()
    .and_then(|prototype| prototype.has(scope, key.into()))
    .unwrap_or(false);
    if inherited {
        return v8::Intercepted::kNo;
    }
    refuse(&mut rv)
}

/// `Object.defineProperty(all, name, …)` for a supported name: refused (as [`named_setter`]).
fn named_definer<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    _descriptor: &v8::PropertyDescriptor,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<()>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    refuse(&mut rv)
}

/// `delete all.name` for a supported name: fails ([[Delete]] step 2.2).
fn named_deleter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Boolean>,
) -> v8::Intercepted {
    if !supported_name(scope, key, &args) {
        return v8::Intercepted::kNo;
    }
    rv.set_bool(false);
    v8::Intercepted::kYes
}

fn named_enumerator<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Array>,
) {
    if let Some(array) =
        ask_for(scope, &args, "names", None).and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
    {
        rv.set(array);
    }
}

/// The callbacks, for a startup snapshot's external references.
pub fn external_references() -> Vec<v8::ExternalReference> {
    vec![
        v8::ExternalReference { indexed_getter: v8::MapFnTo::map_fn_to(indexed_getter) },
        v8::ExternalReference { indexed_query: v8::MapFnTo::map_fn_to(indexed_query) },
        v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(indexed_enumerator) },
        v8::ExternalReference { named_getter: v8::MapFnTo::map_fn_to(named_getter) },
        v8::ExternalReference { named_query: v8::MapFnTo::map_fn_to(named_query) },
        v8::ExternalReference { indexed_setter: v8::MapFnTo::map_fn_to(indexed_setter) },
        v8::ExternalReference { indexed_definer: v8::MapFnTo::map_fn_to(indexed_definer) },
        v8::ExternalReference { indexed_deleter: v8::MapFnTo::map_fn_to(indexed_deleter) },
        v8::ExternalReference { named_setter: v8::MapFnTo::map_fn_to(named_setter) },
        v8::ExternalReference { named_setter: v8::MapFnTo::map_fn_to(overriding_named_setter) },
        v8::ExternalReference { named_definer: v8::MapFnTo::map_fn_to(named_definer) },
        v8::ExternalReference { named_deleter: v8::MapFnTo::map_fn_to(named_deleter) },
        v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(named_enumerator) },
    ]
}
