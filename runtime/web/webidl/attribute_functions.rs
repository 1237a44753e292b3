//! Attribute getters and setters made on first use. Web IDL gives every regular attribute
//! of an interface a getter function and (unless it is read-only) a setter function in each
//! realm ([Web IDL §3.7.6 Attributes](https://webidl.spec.whatwg.org/#es-attributes)). A
//! family of attributes whose steps are the same algorithm with a different argument (the
//! event handler IDL attributes: `onclick`, `onload`, …, each "the event handler named
//! click") leaves those functions to V8: the property's accessor pair holds two function
//! templates, one per attribute and isolate, and V8 makes a function from them in a realm
//! only when that realm first gets, sets or describes the property (as Blink's attributes
//! are). A realm that never touches `onclick` carries an accessor pair and nothing else:
//! no two closures, closure context and feedback cells per attribute in every frame.
//!
//! The functions are native: each calls the realm's [`Hook::AttributeSteps`] with the
//! attribute's key (the JavaScript side's `lib.defineAttribute`, in `bootstrap.js`, keeps
//! which steps and argument each key stands for), `this` and the value set. They are
//! named `get <name>` and `set <name>`, take 0 and 1 arguments, and are no constructors,
//! as Web IDL's attribute functions. A [CEReactions] attribute's setter
//! (`html/custom_element_reactions.js`) is one too, of a template whose data says so: its
//! steps run inside the custom element reactions' push and pop (`ceReactionsSetter`),
//! rather than in a wrapper closure around the setter, which every realm would carry.
use crate::bindings::v8_internal;
use crate::runtime::hooks::Hook;
use crate::runtime::realm_state::RealmState;
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The natives of this area.
pub fn natives() -> Vec<Native> {
    vec![
        ("defineAttribute", v8::MapFnTo::map_fn_to(define_attribute)),
        ("ceReactionsSetter", v8::MapFnTo::map_fn_to(ce_reactions_setter)),
        ("isCEReactionsSetter", v8::MapFnTo::map_fn_to(is_ce_reactions_setter)),
    ]
}

/// The bit of a setter template's data that makes its steps [CEReactions] (above the
/// key, below 2^28, and the setter bit).
const CE_REACTIONS: u32 = 1 << 29;

/// The attribute functions' callback, for a startup snapshot's external references (the
/// realm snapshot's templates name it).
pub fn external_references() -> Vec<v8::ExternalReference> {
    vec![v8::ExternalReference { function: attribute_steps_callback() }]
}

fn attribute_steps_callback() -> v8::FunctionCallback {
    v8::MapFnTo::map_fn_to(attribute_steps)
}

/// `natives.defineAttribute(objects, name, key, writable)`: `name` becomes an accessor
/// property (enumerable and configurable, as Web IDL's) of each object of the array
/// `objects`, with one getter and (when `writable`) one setter made on first use, shared
/// by all of them; `key` (a non-negative integer below 2^28) is what the functions pass
/// to the attribute steps hook.
fn define_attribute<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _: v8::ReturnValue<v8::Value>,
) {
    let (Ok(objects), Ok(name), Some(key)) = (
        v8::Local::<v8::Array>::try_from(args.get(0)),
        v8::Local::<v8::String>::try_from(args.get(1)),
        args.get(2).uint32_value(scope).filter(|key| *key < 1 << 28),
    ) else {
        WebError::Type("defineAttribute(objects, name, key, writable)".into()).throw(scope);
        return;
    };
    let writable = args.get(3).is_true();
    let Some(getter) = template(scope, "get ", name, key << 1, 0) else { return };
    let setter = match writable {
        true => match template(scope, "set ", name, key << 1 | 1, 1) {
            Some(setter) => Some(setter),
            None => return,
        },
        false => None,
    };
    for index in 0..objects.length() {
        let Some(object) = objects.get_index(scope, index) else { return };
        let Ok(object) = v8::Local::<v8::Object>::try_from(object) else {
            WebError::Type("defineAttribute: not an object".into()).throw(scope);
            return;
        };
        if !v8_internal::define_template_accessor(
            scope,
            object,
            name.into(),
            getter,
            setter,
            v8::PropertyAttribute::NONE,
        ) {
            return;
        }
    }
}

/// `natives.ceReactionsSetter(object, name)`: makes the setter of `object`'s own attribute
/// `name` (an attribute function whose function V8 has not made yet) a [CEReactions] one,
/// whose steps the hook runs with `ceReactions` true. Returns whether the setter is one now
/// (false: no such setter, or its function exists already and must be wrapped instead).
fn ce_reactions_setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((object, name)) = object_and_name(scope, &args, "ceReactionsSetter") else { return };
    let done = match v8_internal::template_setter_data(scope, object, name.into()) {
        Some((data, _)) if data & CE_REACTIONS != 0 => true,
        Some((data, false)) => match template(scope, "set ", name, data | CE_REACTIONS, 1) {
            Some(setter) => v8_internal::replace_template_setter(scope, object, name.into(), setter),
            None => false,
        },
        _ => false,
    };
    rv.set_bool(done);
}

/// `natives.isCEReactionsSetter(object, name)`: whether the setter of `object`'s own
/// attribute `name` is a [CEReactions] attribute function (made or not). Makes nothing.
fn is_ce_reactions_setter<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((object, name)) = object_and_name(scope, &args, "isCEReactionsSetter") else { return };
    let data = v8_internal::template_setter_data(scope, object, name.into());
    rv.set_bool(data.is_some_and(|(data, _)| data & CE_REACTIONS != 0));
}

/// The `(object, name)` arguments of the native `native`, or `None` once it threw a TypeError.
fn object_and_name<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: &v8::FunctionCallbackArguments<'s>,
    native: &str,
) -> Option<(v8::Local<'s, v8::Object>, v8::Local<'s, v8::String>)> {
    let arguments =
        (v8::Local::<v8::Object>::try_from(args.get(0)), v8::Local::<v8::String>::try_from(args.get(1)));
    if let (Ok(object), Ok(name)) = arguments {
        return Some((object, name));
    }
    WebError::Type(format!("{native}(object, name)")).throw(scope);
    None
}

/// The template of one attribute function: named `prefix` + `name`, of `length`, no
/// constructor (so without a `prototype` property), passing `data` to the steps.
fn template<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    prefix: &str,
    name: v8::Local<'s, v8::String>,
    data: u32,
    length: i32,
) -> Option<v8::Local<'s, v8::FunctionTemplate>> {
    let full = format!("{prefix}{}", name.to_rust_string_lossy(scope));
    let class_name = v8::String::new(scope, &full)?;
    let data = v8::Integer::new_from_unsigned(scope, data);
    let template = v8::FunctionTemplate::builder_raw(attribute_steps_callback())
        .data(data.into())
        .length(length)
        .constructor_behavior(v8::ConstructorBehavior::Throw)
        .build(scope);
    template.set_class_name(class_name);
    Some(template)
}

/// An attribute function was called: the steps of its realm (the function's, which V8
/// entered, not the caller's, which may be a same-origin frame's), with
/// `(key, this, value, isSetter, ceReactions)`; a getter returns their result.
fn attribute_steps(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let data = args.data().uint32_value(scope).unwrap_or(0);
    let context = scope.get_current_context();
    let Some(hooks) = RealmState::of(context).and_then(|state| state.live_hooks(scope)) else {
        WebError::Type("the attribute's realm is gone".into()).throw(scope);
        return;
    };
    let Some(steps) = hooks.get(scope, Hook::AttributeSteps) else { return };
    let ce_reactions = v8::Boolean::new(scope, data & CE_REACTIONS != 0).into();
    let data = data & !CE_REACTIONS;
    let key = v8::Integer::new_from_unsigned(scope, data >> 1).into();
    let setter = data & 1 == 1;
    let is_setter = v8::Boolean::new(scope, setter).into();
    let undefined = v8::undefined(scope).into();
    let value = if setter { args.get(0) } else { undefined };
    let this = args.this().into();
    if let Some(result) = steps.call(scope, undefined, &[key, this, value, is_setter, ce_reactions])
        && !setter
    {
        rv.set(result);
    }
}
