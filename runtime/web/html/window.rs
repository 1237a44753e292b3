//! The `Window` global: its template (access-checked, with HTML's cross-origin
//! properties: `cross_origin.rs`), and setting up each new realm made from the realm snapshot (its facts,
//! console, relatives, per-realm steps).
//! [HTML §7.2.1 The Window object](https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object),
//! [§7.2.3 CrossOriginProperties](https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-))
use std::rc::Rc;

use super::realm_snapshot;
use crate::bindings::access_check::{self, CrossOriginHandlers};
use crate::bindings::realm;
use crate::runtime::console;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::potentially_trustworthy::{
    origin_potentially_trustworthy, potentially_trustworthy,
};
use crate::runtime::loader::{media_document, mime_type, text_document};
use crate::runtime::realm::{RealmInfo, Scope};
use crate::runtime::script;
use crate::runtime::web::performance;

use super::{cross_origin, window_indexed_properties};

/// The global template every window realm is created from.
pub fn window_template<'s>(scope: &mut v8::PinScope<'s, '_, ()>) -> v8::Local<'s, v8::ObjectTemplate> {
    let template = v8::ObjectTemplate::new(scope);
    access_check::set_access_check(
        template,
        CrossOriginHandlers::new()
            .named_getter(cross_origin::getter)
            .named_setter(cross_origin::setter)
            .named_descriptor(cross_origin::descriptor_of)
            .named_query(cross_origin::query)
            .named_enumerator(cross_origin::window_keys)
            .indexed_getter(window_indexed_properties::getter)
            .indexed_query(window_indexed_properties::query)
            .indexed_descriptor(window_indexed_properties::cross_origin_descriptor)
            .indexed_enumerator(window_indexed_properties::enumerator),
    );
    template.set_indexed_property_handler(window_indexed_properties::handler());
    template
}

/// The template's native callbacks, for a startup snapshot's external references.
pub fn external_references() -> Vec<v8::ExternalReference> {
    let mut references = access_check::external_references();
    references.push(v8::ExternalReference { named_getter: v8::MapFnTo::map_fn_to(cross_origin::getter) });
    references.push(v8::ExternalReference { named_setter: v8::MapFnTo::map_fn_to(cross_origin::setter) });
    // (The union has no descriptor-callback field: the callback's address.)
    let descriptor: v8::NamedPropertyDescriptorCallback = v8::MapFnTo::map_fn_to(cross_origin::descriptor_of);
    references.push(v8::ExternalReference { pointer: descriptor as *mut std::ffi::c_void });
    references.push(v8::ExternalReference { enumerator: v8::MapFnTo::map_fn_to(cross_origin::window_keys) });
    references.push(v8::ExternalReference { named_query: v8::MapFnTo::map_fn_to(cross_origin::query) });
    references.extend(window_indexed_properties::external_references());
    references
}

/// Sets up a realm made from the realm snapshot (`runtime/web/html/realm_snapshot.rs`: a window,
/// or a worker given `name`), whose platform JavaScript has already run: gives it its
/// realm id, console log, `info` (location, name, security facts, time origin, the
/// navigation's fetch) and relatives, runs the modules' per-realm steps (the `initRealm`
/// hook) and returns its hooks.
pub fn bootstrap<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    name: &str,
) -> Result<RealmHooks, script::UncaughtError> {
    let context = scope.get_current_context();
    realm::set_realm_id(scope, context, info.id);
    console::attach(context, state.console.clone());
    let record = realm_snapshot::boot_record(scope).map_err(|e| script::internal_error(&e))?;
    state.platform_scripts.recognise(&record.scripts);

    fill_facts(scope, state, record.info, info, name);
    let parent =
        info.parent.and_then(|p| state.global_of(scope, p)).unwrap_or_else(|| context.global(scope).into());
    let top = state
        .top_of(info.id)
        .and_then(|t| state.global_of(scope, t))
        .unwrap_or_else(|| context.global(scope).into());
    set(scope, record.natives, "parent", parent);
    set(scope, record.natives, "top", top);

    // Every hook the runtime calls, looked up once (a missing one fails the boot).
    let hooks = RealmHooks::collect(scope, record.hooks, info.scope)?;
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    if hooks.require(tc, Hook::InitRealm)?.call(tc, undefined, &[]).is_none() {
        return Err(script::uncaught(tc));
    }
    let security_error = hooks.require(tc, Hook::SecurityError)?;
    access_check::set_security_error_factory(context, security_error);
    // A debugger realm (`--debugger`) sees each page realm before its scripts run.
    if info.scope == Scope::Window {
        let global = context.global(tc);
        crate::runtime::web::debugger::realm_created(tc, state, global);
    }
    // The embedder's debugger (`framescope serve`) registers it now, before its document's
    // (or worker's) scripts run.
    let observer = state.realm_observer.borrow().clone();
    if let Some(observer) = observer {
        observer.realm_booted(tc, info.id, context);
    }
    Ok(hooks)
}

/// Starts the document `info` in the Window of the current context, whose realm booted for
/// the document before it (HTML's [create and initialize a Document object](https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object)
/// step 7: the initial about:blank's Window, reused by its first same-origin navigation):
/// the context becomes the realm `info.id`, the platform JavaScript's `info` the new
/// document's facts, and the modules' per-document steps (the `startDocument` hook) give
/// it a new Document, parser, timeline and navigation entries, while the Window keeps what
/// is its own (its properties, listeners, `location`, `history` and `navigation`).
pub fn start_document<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    hooks: &RealmHooks,
) -> Result<(), script::UncaughtError> {
    let context = scope.get_current_context();
    realm::set_realm_id(scope, context, info.id);
    let facts = v8::Object::new(scope);
    fill_facts(scope, state, facts, info, "");
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    if hooks.require(tc, Hook::StartDocument)?.call(tc, undefined, &[facts.into()]).is_none() {
        return Err(script::uncaught(tc));
    }
    // The embedder's debugger (`framescope serve`) is told of the new document as of any
    // (its frame navigated; the context is registered again, as the new document's).
    // (A `--debugger` realm already has the global as a debuggee.)
    let observer = state.realm_observer.borrow().clone();
    if let Some(observer) = observer {
        observer.realm_booted(tc, info.id, context);
    }
    Ok(())
}

/// A realm's facts in its `info` object: [`fill_realm_info`]'s, the opener's top-level
/// traversable and the group's options the platform JavaScript reads.
fn fill_facts(
    scope: &mut v8::PinScope,
    state: &GroupState,
    object: v8::Local<v8::Object>,
    info: &RealmInfo,
    name: &str,
) {
    fill_realm_info(scope, object, info, name);
    // For a window `window.open` made with an opener: the opener's top-level traversable
    // (a number that outlives the documents of its browsing context), whose session
    // storage the new one copies (web_storage.js).
    if let Some(traversable) =
        info.opening.opener.and_then(|o| state.top_of(o)).and_then(|top| state.browsing_context_of(top))
    {
        let number = v8::Number::new(scope, traversable as f64);
        set(scope, object, "openerTraversable", number.into());
    }
    let automation = v8::Boolean::new(scope, state.options.automation);
    set(scope, object, "automation", automation.into());
    let hit_boxes = v8::Boolean::new(scope, state.options.hit_boxes);
    set(scope, object, "hitBoxes", hit_boxes.into());
}

/// The parts of a URL as `Location`, `WorkerLocation` and `URL` expose them, with
/// `origin` (a document's, which about:blank inherits, need not be the URL's).
/// <https://url.spec.whatwg.org/#urlutils-members>
pub fn url_parts<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    url: &::url::Url,
    origin: &str,
) -> v8::Local<'s, v8::Object> {
    use crate::runtime::web::url::{parts_object, url_parser::UrlParts};
    parts_object(scope, &UrlParts { origin: origin.to_owned(), ..UrlParts::of_url_crate(url) })
}

/// What the platform JavaScript knows of its realm (its `info`, made empty by the boot):
/// location, security facts, time origin, the navigation's fetch, and for a worker the
/// `name` it was given.
fn fill_realm_info(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, info: &RealmInfo, name: &str) {
    let url = &info.url;
    // The document's origin, not the URL's: about:blank inherits its creator's.
    let location = url_parts(scope, url, &info.origin.ascii_serialization());
    set(scope, object, "location", location.into());
    // The origin's effective domain (its host; none for an opaque origin): document.domain.
    let domain = match &info.origin {
        url::Origin::Tuple(_, host, _) => host.to_string(),
        url::Origin::Opaque(_) => String::new(),
    };
    set_string(scope, object, "domain", &domain);
    set_string(scope, object, "name", name);
    set_string(scope, object, "characterSet", info.character_set);
    // Secure Contexts §3.1 "is origin potentially trustworthy"; about:blank and
    // about:srcdoc are as their creator's origin is.
    let inherits = url.scheme() == "about" && matches!(url.path(), "blank" | "srcdoc");
    let secure = potentially_trustworthy(url.scheme(), url.host_str())
        || (inherits && origin_potentially_trustworthy(&info.origin));
    let secure = v8::Boolean::new(scope, secure);
    set(scope, object, "isSecureContext", secure.into());
    // Its document's active sandboxing flag set (runtime/sandboxing.rs's bits), which the
    // platform JS checks for modals, forms, document.domain and storage.
    let sandboxing = v8::Integer::new_from_unsigned(scope, info.sandboxing_flags.0);
    set(scope, object, "sandboxingFlags", sandboxing.into());
    // The response's `Refresh` header (declarative_refresh.js runs HTML's shared
    // declarative refresh steps with it).
    if let Some(refresh) = info.headers.get("refresh") {
        set_string(scope, object, "refresh", refresh);
    }
    let fullscreen = v8::Boolean::new(scope, info.fullscreen_enabled);
    set(scope, object, "fullscreenEnabled", fullscreen.into());
    let isolated = v8::Boolean::new(scope, info.cross_origin_isolated);
    set(scope, object, "crossOriginIsolated", isolated.into());
    let time_origin = v8::Number::new(scope, info.time_origin);
    set(scope, object, "timeOrigin", time_origin.into());
    let unix_offset = v8::Number::new(scope, performance::hr_time::unix_offset_us());
    set(scope, object, "unixOffset", unix_offset.into());
    if let Some(navigation) = &info.navigation {
        // An XML MIME type makes an XML document, which the XML parser builds
        // (runtime/navigation/load_document.rs, xml_parser.js).
        let xml = v8::Boolean::new(scope, mime_type::is_xml(&navigation.content_type));
        set(scope, object, "xmlDocument", xml.into());
        // A text file's type makes an HTML document of that content type
        // (runtime/loader/text_document.rs, text_document.js).
        // (So does a media document's: media_document.rs.)
        let text = text_document::is_text_document(&navigation.content_type)
            || media_document::media_kind(&navigation.content_type).is_some();
        let text = v8::Boolean::new(scope, text);
        set(scope, object, "textDocument", text.into());
        let navigation = navigation.to_object(scope);
        set(scope, object, "navigation", navigation.into());
    }
}

pub(super) fn set(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    key: &str,
    value: v8::Local<v8::Value>,
) {
    if let Some(key) = v8::String::new(scope, key) {
        object.set(scope, key.into(), value);
    }
}

pub(super) fn set_string(scope: &mut v8::PinScope, object: v8::Local<v8::Object>, key: &str, value: &str) {
    if let Some(value) = v8::String::new(scope, value) {
        set(scope, object, key, value.into());
    }
}

/// A native the platform JavaScript calls as `natives.<name>`: its name and its Rust
/// function. Each area declares its own in a `natives()` table.
pub type Native = (&'static str, v8::FunctionCallback);

/// The window's own natives (errors, microtasks, tasks).
pub(super) fn natives_of_window() -> Vec<Native> {
    vec![
        ("recordError", v8::MapFnTo::map_fn_to(record_error)),
        ("describeError", v8::MapFnTo::map_fn_to(describe_error)),
        ("enqueueMicrotask", v8::MapFnTo::map_fn_to(enqueue_microtask)),
        ("microtaskCheckpoint", v8::MapFnTo::map_fn_to(microtask_checkpoint)),
        ("cleanUpAfterCallback", v8::MapFnTo::map_fn_to(clean_up_after_callback)),
        ("queueGlobalTask", v8::MapFnTo::map_fn_to(queue_global_task)),
    ]
}

pub(crate) fn set_function(
    scope: &mut v8::PinScope,
    object: v8::Local<v8::Object>,
    name: &str,
    callback: v8::FunctionCallback,
) {
    // (No constructor: V8 then gives the function no `prototype` object, which every
    // realm would otherwise carry for each native.)
    let builder = v8::Function::builder_raw(callback).constructor_behavior(v8::ConstructorBehavior::Throw);
    if let Some(function) = builder.build(scope) {
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

/// `natives.microtaskCheckpoint()`: "if the JavaScript execution context stack is empty,
/// perform a microtask checkpoint", as the parser does before it constructs a custom
/// element ([HTML §13.2.6.1](https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token)):
/// none while a page script's call is running (`GroupState::inside_script`).
fn microtask_checkpoint(
    scope: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    checkpoint(scope, &state);
}

/// `natives.cleanUpAfterCallback()`: [clean up after running script](https://html.spec.whatwg.org/multipage/webappapis.html#clean-up-after-running-script)
/// step 3 for a callback the platform's JavaScript invoked (Web IDL's "call a user
/// object's operation" for an event listener): "if the JavaScript execution context stack
/// is now empty, perform a microtask checkpoint". It is empty when no page script is
/// running: no native a page script called is under way (`GroupState::inside_script`)
/// and the stack holds only the platform's own frames — an event a task dispatches, not
/// one a page script's `dispatchEvent()` or `click()` does.
fn clean_up_after_callback(
    scope: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    if state.nested_in_script.get() > 0 || crate::runtime::script::page_script_on_stack(scope) {
        return;
    }
    checkpoint(scope, &state);
}

/// `natives.queueGlobalTask(steps)`: [queue a global task](https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-global-task)
/// that runs `steps` (a function of the platform's JavaScript) in the current realm, as
/// the networking task source's tasks do (XMLHttpRequest's events).
fn queue_global_task(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Ok(steps) = v8::Local::<v8::Function>::try_from(args.get(0)) else { return };
    let steps = v8::Global::new(scope, steps);
    state.tasks.borrow_mut().push(Task::GlobalTask { realm, steps: GlobalSteps::Script(steps) });
}

/// `[message, filename, lineno, colno, muted]` of an exception, for its `error` event
/// (`muted`: HTML's muted errors, see `script::UncaughtError::muted`).
fn describe_error(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let error = script::describe_exception(scope, args.get(0));
    let muted = v8::Boolean::new(scope, error.muted).into();
    let (file, line, column) = error.position.unwrap_or_default();
    let message = v8::String::new(scope, &error.message).map(Into::into);
    let file = v8::String::new(scope, &file).map(Into::into);
    let line = v8::Integer::new_from_unsigned(scope, line).into();
    let column = v8::Integer::new_from_unsigned(scope, column).into();
    if let (Some(message), Some(file)) = (message, file) {
        let array = v8::Array::new_with_elements(scope, &[message, file, line, column, muted]);
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
