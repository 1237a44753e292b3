//! The `Window` global: its template (access-checked, with HTML's cross-origin
//! properties), and setting up a new window realm (bootstrap, console, natives).
//! [HTML §7.2.1 The Window object](https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object),
//! [§7.2.3 CrossOriginProperties](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-))
use std::rc::Rc;

use crate::bindings::access_check::{self, CrossOriginHandlers};
use crate::bindings::realm;
use crate::runtime::console;
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::platform_scripts::{PlatformScript, PlatformScripts};
use crate::runtime::realm::RealmInfo;
use crate::runtime::script;

use super::{frames, workers};
use crate::runtime::web::messaging::{message_ports, post_message as messaging};
use crate::runtime::web::{fetch, measure_memory, performance, timers, url};

const BOOTSTRAP: PlatformScript =
    PlatformScript { name: "framescope:bootstrap.js", text: include_str!("../bootstrap.js") };
const PRIMORDIALS: PlatformScript =
    PlatformScript { name: "framescope:primordials.js", text: include_str!("../primordials.js") };

/// The global template every window realm is created from.
pub fn window_template<'s>(scope: &mut v8::PinScope<'s, '_, ()>) -> v8::Local<'s, v8::ObjectTemplate> {
    let template = v8::ObjectTemplate::new(scope);
    access_check::set_access_check(
        template,
        CrossOriginHandlers::new().named_getter(cross_origin_get).indexed_getter(frames::indexed_frame),
    );
    template.set_indexed_property_handler(
        v8::IndexedPropertyHandlerConfiguration::new().getter(frames::indexed_frame),
    );
    template
}

/// A denied (cross-origin) property read: HTML's CrossOriginProperties that need no
/// method objects stay readable; `then` and the well-known symbols read as undefined
/// (CrossOriginPropertyFallback); anything else throws a SecurityError.
fn cross_origin_get<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    key: v8::Local<'s, v8::Name>,
    args: v8::PropertyCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) -> v8::Intercepted {
    if key.is_symbol() {
        // CrossOriginPropertyFallback: only these three symbols read as undefined.
        let fallback = [
            v8::Symbol::get_to_string_tag(scope),
            v8::Symbol::get_has_instance(scope),
            v8::Symbol::get_is_concat_spreadable(scope),
        ];
        if fallback.iter().any(|s| v8::Local::<v8::Name>::from(*s) == key) {
            rv.set_undefined();
            return v8::Intercepted::kYes;
        }
        return v8::Intercepted::kNo;
    }
    let name = key.to_rust_string_lossy(scope);
    let target = args.holder();
    let target_realm = target.get_creation_context(scope).and_then(|c| realm::realm_id(scope, c));
    let Some(state) = GroupState::of(scope) else { return v8::Intercepted::kNo };
    let value: Option<v8::Local<v8::Value>> = match name.as_str() {
        "window" | "self" | "frames" => Some(target.into()),
        "then" => Some(v8::undefined(scope).into()),
        "postMessage" => v8::Function::builder(messaging::cross_origin_post_message)
            .data(target.into())
            .length(1)
            .build(scope)
            .map(Into::into),
        "closed" => Some(v8::Boolean::new(scope, false).into()),
        // No window here has an opener (window.open comes with Measure Memory's issue).
        "opener" => Some(v8::null(scope).into()),
        "parent" | "top" => target_realm.and_then(|id| {
            let relative = if name == "parent" { state.parent_of(id) } else { state.top_of(id) };
            state.global_of(scope, relative.unwrap_or(id))
        }),
        "length" => target_realm.map(|id| v8::Integer::new(scope, state.child_count(id) as i32).into()),
        _ => None,
    };
    match value {
        Some(value) => {
            rv.set(value);
            v8::Intercepted::kYes
        }
        None => v8::Intercepted::kNo,
    }
}

/// Runs the bootstrap in a new realm (a window, or a worker given `name`) and returns its
/// hooks object.
pub fn bootstrap<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    name: &str,
) -> Result<RealmHooks, script::UncaughtError> {
    let context = scope.get_current_context();
    realm::set_realm_id(scope, context, info.id);
    console::install(scope, context, state.console.clone());

    let info_object = realm_info_object(scope, info, name);
    let natives = v8::Object::new(scope);
    // Each area's natives table (name → Rust function), beside its JavaScript.
    let tables = [
        natives_of_window(),
        timers::natives(),
        frames::natives(),
        messaging::natives(),
        workers::natives(),
        url::natives(),
        message_ports::natives(),
        fetch::natives(),
        performance::natives(),
        measure_memory::natives(),
    ];
    install_natives(scope, natives, tables.iter().flatten());
    let parent =
        info.parent.and_then(|p| state.global_of(scope, p)).unwrap_or_else(|| context.global(scope).into());
    let top = state
        .top_of(info.id)
        .and_then(|t| state.global_of(scope, t))
        .unwrap_or_else(|| context.global(scope).into());
    set(scope, natives, "parent", parent);
    set(scope, natives, "top", top);
    // The built-ins the platform's JavaScript uses, captured before any page script runs.
    let primordials = call_module(scope, &state.platform_scripts, PRIMORDIALS, &[])?;
    set(scope, natives, "primordials", primordials);

    let function = state.platform_scripts.run(scope, BOOTSTRAP)?;
    let function = v8::Local::<v8::Function>::try_from(function)
        .map_err(|_| script::internal_error("bootstrap is not a function"))?;
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    let hooks = function.call(tc, undefined, &[info_object.into(), natives.into()]);
    match hooks.and_then(|h| v8::Local::<v8::Object>::try_from(h).ok()) {
        Some(hooks) => {
            run_modules(tc, &state.platform_scripts, hooks, &WEB_MODULES)?;
            run_modules(tc, &state.platform_scripts, hooks, &performance::MODULES)?;
            run_modules(tc, &state.platform_scripts, hooks, &measure_memory::MODULES)?;
            // Every hook the runtime calls, looked up once (a missing one fails the boot).
            let hooks = RealmHooks::collect(tc, hooks)?;
            access_check::set_security_error_factory(context, hooks.get(tc, Hook::SecurityError));
            Ok(hooks)
        }
        None => Err(script::uncaught(tc)),
    }
}

/// The web platform's modules, run in this order after the bootstrap (and before the
/// performance modules), each with the bootstrap's `lib` and `hooks`: each defines one
/// area's interfaces and adds what later modules use to `lib`.
const WEB_MODULES: [PlatformScript; 17] = [
    PlatformScript {
        name: "framescope:webidl/dom_exception.js",
        text: include_str!("../webidl/dom_exception.js"),
    },
    PlatformScript { name: "framescope:dom/events.js", text: include_str!("../dom/events.js") },
    PlatformScript { name: "framescope:html/event_handlers.js", text: include_str!("event_handlers.js") },
    PlatformScript {
        name: "framescope:messaging/message_event.js",
        text: include_str!("../messaging/message_event.js"),
    },
    PlatformScript { name: "framescope:html/location.js", text: include_str!("location.js") },
    PlatformScript { name: "framescope:dom/nodes.js", text: include_str!("../dom/nodes.js") },
    PlatformScript { name: "framescope:dom/selectors.js", text: include_str!("../dom/selectors.js") },
    PlatformScript { name: "framescope:dom/elements.js", text: include_str!("../dom/elements.js") },
    PlatformScript { name: "framescope:dom/document.js", text: include_str!("../dom/document.js") },
    PlatformScript { name: "framescope:html/parsing.js", text: include_str!("parsing.js") },
    PlatformScript { name: "framescope:html/window.js", text: include_str!("window.js") },
    PlatformScript { name: "framescope:html/workers.js", text: include_str!("workers.js") },
    PlatformScript { name: "framescope:timers/timers.js", text: include_str!("../timers/timers.js") },
    PlatformScript { name: "framescope:url/url.js", text: include_str!("../url/url.js") },
    PlatformScript {
        name: "framescope:url/url_search_params.js",
        text: include_str!("../url/url_search_params.js"),
    },
    PlatformScript {
        name: "framescope:messaging/message_ports.js",
        text: include_str!("../messaging/message_ports.js"),
    },
    PlatformScript { name: "framescope:fetch/fetch.js", text: include_str!("../fetch/fetch.js") },
];

/// Runs `modules` in the realm, in order (compiled once per isolate, in `scripts`), each
/// called with the bootstrap's `lib` and `hooks`.
fn run_modules<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    scripts: &PlatformScripts,
    hooks: v8::Local<'s, v8::Object>,
    modules: &[PlatformScript],
) -> Result<(), script::UncaughtError> {
    let key = v8::String::new(scope, "lib").ok_or_else(|| script::internal_error("no lib"))?;
    let lib =
        hooks.get(scope, key.into()).ok_or_else(|| script::internal_error("the bootstrap gave no lib"))?;
    for &module in modules {
        let function = scripts.run(scope, module)?;
        let function = v8::Local::<v8::Function>::try_from(function)
            .map_err(|_| script::internal_error(&format!("{} is not a function", module.name)))?;
        v8::tc_scope!(let tc, scope);
        let undefined = v8::undefined(tc).into();
        if function.call(tc, undefined, &[lib, hooks.into()]).is_none() {
            return Err(script::uncaught(tc));
        }
    }
    Ok(())
}

/// Runs a platform script (compiled once per isolate, in `scripts`) whose completion
/// value is a function, and calls that with `args`.
fn call_module<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    scripts: &PlatformScripts,
    module: PlatformScript,
    args: &[v8::Local<'s, v8::Value>],
) -> Result<v8::Local<'s, v8::Value>, script::UncaughtError> {
    let function = scripts.run(scope, module)?;
    let function = v8::Local::<v8::Function>::try_from(function)
        .map_err(|_| script::internal_error(&format!("{} is not a function", module.name)))?;
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    function.call(tc, undefined, args).ok_or_else(|| script::uncaught(tc))
}

/// The parts of a URL as `Location`, `WorkerLocation` and `URL` expose them.
/// <https://url.spec.whatwg.org/#urlutils-members>
pub fn url_parts<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    url: &::url::Url,
    origin: &str,
) -> v8::Local<'s, v8::Object> {
    let parts = v8::Object::new(scope);
    let hostname = url.host_str().unwrap_or_default();
    let host = match url.port() {
        Some(port) => format!("{hostname}:{port}"),
        None => hostname.to_string(),
    };
    let nonempty = |value: Option<&str>, prefix: &str| {
        value.filter(|v| !v.is_empty()).map(|v| format!("{prefix}{v}")).unwrap_or_default()
    };
    for (key, value) in [
        ("href", url.as_str().to_string()),
        ("origin", origin.to_string()),
        ("protocol", format!("{}:", url.scheme())),
        ("username", url.username().to_string()),
        ("password", url.password().unwrap_or_default().to_string()),
        ("host", host),
        ("hostname", hostname.to_string()),
        ("port", url.port().map(|p| p.to_string()).unwrap_or_default()),
        ("pathname", url.path().to_string()),
        ("search", nonempty(url.query(), "?")),
        ("hash", nonempty(url.fragment(), "#")),
    ] {
        set_string(scope, parts, key, &value);
    }
    parts
}

/// What the bootstrap knows of its realm: location, scope, security facts, and for a
/// worker the `name` it was given.
fn realm_info_object<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    info: &RealmInfo,
    name: &str,
) -> v8::Local<'s, v8::Object> {
    let object = v8::Object::new(scope);
    let url = &info.url;
    // The document's origin, not the URL's: about:blank inherits its creator's.
    let location = url_parts(scope, url, &info.origin.ascii_serialization());
    set(scope, object, "location", location.into());
    set_string(scope, object, "name", name);
    let scope_name = match info.scope {
        crate::runtime::realm::Scope::Window => "Window",
        crate::runtime::realm::Scope::DedicatedWorkerGlobalScope => "DedicatedWorkerGlobalScope",
    };
    set_string(scope, object, "scope", scope_name);
    let secure = matches!(url.scheme(), "https" | "wss" | "file")
        || matches!(url.host_str(), Some("localhost" | "127.0.0.1"));
    let secure = v8::Boolean::new(scope, secure);
    set(scope, object, "isSecureContext", secure.into());
    let isolated = v8::Boolean::new(scope, info.cross_origin_isolated);
    set(scope, object, "crossOriginIsolated", isolated.into());
    let time_origin = v8::Number::new(scope, info.time_origin);
    set(scope, object, "timeOrigin", time_origin.into());
    let unix_offset = v8::Number::new(scope, performance::hr_time::unix_offset_us());
    set(scope, object, "unixOffset", unix_offset.into());
    if let Some(navigation) = &info.navigation {
        let navigation = navigation.to_object(scope);
        set(scope, object, "navigation", navigation.into());
    }
    object
}

fn set(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, key: &str, value: v8::Local<v8::Value>) {
    if let Some(key) = v8::String::new(scope, key) {
        object.set(scope, key.into(), value);
    }
}

fn set_string(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, key: &str, value: &str) {
    if let Some(value) = v8::String::new(scope, value) {
        set(scope, object, key, value.into());
    }
}

/// A native the platform JavaScript calls as `natives.<name>`: its name and its Rust
/// function. Each area declares its own in a `natives()` table.
pub type Native = (&'static str, v8::FunctionCallback);

/// The window's own natives (errors, microtasks).
fn natives_of_window() -> Vec<Native> {
    vec![
        ("recordError", v8::MapFnTo::map_fn_to(record_error)),
        ("describeError", v8::MapFnTo::map_fn_to(describe_error)),
        ("enqueueMicrotask", v8::MapFnTo::map_fn_to(enqueue_microtask)),
    ]
}

/// Installs natives on the bootstrap's `natives` object; a name given twice is a bug in
/// the tables (the later one would silently win), so debug builds check for it.
fn install_natives<'a>(
    scope: &mut v8::PinScope,
    natives: v8::Local<v8::Object>,
    table: impl Iterator<Item = &'a Native>,
) {
    let mut names = std::collections::HashSet::new();
    for (name, callback) in table {
        debug_assert!(names.insert(*name), "the native {name} is declared twice");
        set_function(scope, natives, name, *callback);
    }
}

pub(crate) fn set_function(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    name: &str,
    callback: v8::FunctionCallback,
) {
    if let Some(function) = v8::Function::new_raw(scope, callback) {
        if let Some(key) = v8::String::new(scope, name) {
            function.set_name(key);
        }
        set(scope, object, name, function.into());
    }
}

fn enqueue_microtask(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Ok(function) = v8::Local::<v8::Function>::try_from(args.get(0)) {
        scope.enqueue_microtask(function);
    }
}

/// `[message, filename, lineno, colno]` of an exception, for its `error` event.
fn describe_error(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let error = script::describe_exception(scope, args.get(0));
    let (file, line, column) = error.position.unwrap_or_default();
    let message = v8::String::new(scope, &error.message).map(Into::into);
    let file = v8::String::new(scope, &file).map(Into::into);
    let line = v8::Integer::new_from_unsigned(scope, line).into();
    let column = v8::Integer::new_from_unsigned(scope, column).into();
    if let (Some(message), Some(file)) = (message, file) {
        let array = v8::Array::new_with_elements(scope, &[message, file, line, column]);
        rv.set(array.into());
    }
}

/// Records an exception the page did not handle (a listener threw and no `error`
/// listener canceled the event), from `describeError`'s `[message, filename, lineno,
/// colno]` taken when it was caught.
fn record_error(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let message = args.get(0).to_rust_string_lossy(scope);
    let file = args.get(1).to_rust_string_lossy(scope);
    let line = args.get(2).uint32_value(scope).unwrap_or(0);
    let column = args.get(3).uint32_value(scope).unwrap_or(0);
    let position = (line > 0).then_some((file, line, column));
    let error = script::UncaughtError::new(message, position, None);
    let context = scope.get_current_context();
    if let Some(realm) = realm::realm_id(scope, context)
        && let Some(state) = GroupState::of(scope)
    {
        state.record_error(realm, error);
    }
}
