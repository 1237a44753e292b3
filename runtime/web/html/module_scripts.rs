//! Module scripts: fetching a module script graph from the hosts folder, the realm's
//! module map, linking and evaluating it with V8's module API, dynamic `import()` and
//! `import.meta`.
//! [HTML §8.1.4.2 Fetching scripts](https://html.spec.whatwg.org/multipage/webappapis.html#fetching-scripts),
//! [§8.1.4.4 Calling scripts](https://html.spec.whatwg.org/multipage/webappapis.html#calling-scripts),
//! [§8.1.6.5 HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule)
use std::rc::Rc;

use url::Url;

use crate::bindings::modules;
use crate::runtime::event_loop::callbacks::report_exception;
use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::{CredentialsMode, cors_mode_response};
use crate::runtime::realm::{RealmId, RealmInfo};
use crate::runtime::realm_state::RealmState;
use crate::runtime::script::{self, UncaughtError};
use crate::runtime::script_realms::ScriptRealms;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing;
use crate::runtime::web::web_error::WebError;

pub use crate::runtime::module_map::ModuleSource;

/// Why a module script could not be had: the element gets `error` (a network or MIME
/// error), or the exception is reported (a parse error, HTML's "error to rethrow").
pub enum ModuleError {
    Network(String),
    Rethrow(UncaughtError),
}

/// Installs the isolate's module callbacks: linking, `import.meta`, dynamic `import()`.
pub fn install(isolate: &mut v8::Isolate) {
    modules::install(isolate, resolve_request, import_meta);
    isolate.set_host_import_module_dynamically_callback(dynamic_import);
}

/// [Run a module script](https://html.spec.whatwg.org/multipage/webappapis.html#run-a-module-script)
/// of realm `info` (fetching its graph first): `Err` for a network error (the element's
/// `error`); a parse, link or evaluation error is reported and counts as run.
pub fn run_module_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    source: ModuleSource,
) -> Result<(), String> {
    let root = match source {
        ModuleSource::Inline { text, line, column } => compile(scope, info, text, &info.url, line, column)
            .map_err(ModuleError::Rethrow)
            .and_then(|module| {
                fetch_requests(scope, state, info, module, &info.url)?;
                Ok(module)
            }),
        ModuleSource::External(url) => fetch_graph(scope, state, info, &url),
    };
    let module = match root {
        Ok(module) => module,
        Err(ModuleError::Network(message)) => return Err(message),
        Err(ModuleError::Rethrow(error)) => {
            report_exception(scope, state, info.id, error);
            return Ok(());
        }
    };
    if let Err(error) = link_and_evaluate(scope, module) {
        report_exception(scope, state, info.id, error);
    }
    Ok(())
}

/// Links and evaluates `module`: the evaluation promise's rejection, when it settles, is
/// reported too (a module with top-level await).
fn link_and_evaluate<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    module: v8::Local<'s, v8::Module>,
) -> Result<Option<v8::Local<'s, v8::Promise>>, UncaughtError> {
    v8::tc_scope!(let tc, scope);
    if modules::instantiate(tc, module) != Some(true) {
        return Err(script::uncaught(tc));
    }
    let Some(result) = module.evaluate(tc) else { return Err(script::uncaught(tc)) };
    let Ok(promise) = v8::Local::<v8::Promise>::try_from(result) else { return Ok(None) };
    match promise.state() {
        v8::PromiseState::Rejected => {
            let reason = promise.result(tc);
            promise.mark_as_handled();
            Err(script::describe_exception(tc, reason))
        }
        v8::PromiseState::Pending => {
            if let Some(report) = v8::Function::new(tc, report_rejection) {
                promise.catch(tc, report);
            }
            Ok(Some(promise))
        }
        v8::PromiseState::Fulfilled => Ok(Some(promise)),
    }
}

/// A module's evaluation promise was rejected after it was returned (top-level await).
fn report_rejection(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let error = script::describe_exception(scope, args.get(0));
    report_exception(scope, &state, realm, error);
}

/// [Fetch a single module script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script)
/// and its descendants: the module of `url`, from the realm's module map or fetched,
/// compiled and entered in it, with every module it imports.
fn fetch_graph<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    url: &Url,
) -> Result<v8::Local<'s, v8::Module>, ModuleError> {
    let realm = state
        .realm(info.id)
        .ok_or_else(|| ModuleError::Network(format!("{}: the realm is gone", info.url)))?;
    if let Some(module) = realm.modules.borrow().get(scope, url.as_str()) {
        return Ok(module);
    }
    realm.modules.borrow_mut().set_fetching();
    let start = hr_time::now();
    let response = state.hosts.fetch_http(url).map_err(|e| ModuleError::Network(e.to_string()))?;
    let hooks = state.hooks(info.id);
    resource_timing::mark_response(scope, hooks.as_deref(), "script", &response, &info.origin, start);
    // Fetch a single module script, step 13: an error status is a network error.
    if let Some(error) = response.error_status() {
        return Err(ModuleError::Network(error));
    }
    // Module scripts are fetched in CORS mode (credentials "same-origin").
    let what = "module scripts are fetched in CORS mode";
    cors_mode_response(&response.url, &response.headers, &info.origin, CredentialsMode::SameOrigin, what)
        .map_err(ModuleError::Network)?;
    // https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script
    // step 13: a JavaScript MIME type (the Content-Type header, else the file extension).
    if !javascript_mime_type(response.headers.get("content-type"), &response.url) {
        return Err(ModuleError::Network(format!(
            "{}: not a JavaScript MIME type ({}), which module scripts need",
            response.url,
            response.headers.get("content-type").unwrap_or("no Content-Type, and not a .js or .mjs file")
        )));
    }
    let module = compile(scope, info, &response.body, &response.url, 0, 0).map_err(ModuleError::Rethrow)?;
    realm.modules.borrow_mut().insert(scope, url, &response.url, module);
    fetch_requests(scope, state, info, module, &response.url)?;
    Ok(module)
}

/// Fetches every module `module` (whose base URL is `base`) imports.
fn fetch_requests(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    module: v8::Local<v8::Module>,
    base: &Url,
) -> Result<(), ModuleError> {
    let requests = module.get_module_requests();
    for i in 0..requests.length() {
        let Some(request) =
            requests.get(scope, i).and_then(|r| v8::Local::<v8::ModuleRequest>::try_from(r).ok())
        else {
            continue;
        };
        let specifier = request.get_specifier().to_rust_string_lossy(scope);
        let url = resolve(state, info.id, &specifier, base).map_err(ModuleError::Network)?;
        fetch_graph(scope, state, info, &url)?;
    }
    Ok(())
}

fn resolve(state: &GroupState, realm: RealmId, specifier: &str, base: &Url) -> Result<Url, String> {
    let realm = state.realm(realm).ok_or("the realm is gone")?;
    let map = realm.modules.borrow();
    map.import_map().resolve(specifier, base)
}

fn compile<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    info: &RealmInfo,
    text: &str,
    url: &Url,
    line: u32,
    column: u32,
) -> Result<v8::Local<'s, v8::Module>, UncaughtError> {
    let too_long = || script::internal_error(&format!("the module {url} is too long for V8"));
    v8::tc_scope!(let tc, scope);
    let code = v8::String::new(tc, text).ok_or_else(too_long)?;
    let name = v8::String::new(tc, url.as_str()).ok_or_else(too_long)?;
    let origin = modules::module_origin(tc, info.id, name.into(), line as i32, column as i32);
    let mut source = v8::script_compiler::Source::new(code, Some(&origin));
    let Some(module) = v8::script_compiler::compile_module(tc, &mut source) else {
        return Err(script::uncaught(tc));
    };
    ScriptRealms::of(tc).record(module.script_id().unwrap_or(-1), info.id, true);
    Ok(module)
}

/// A JavaScript MIME type: the Content-Type's essence, or, with none, a `.js`, `.mjs` or
/// `.cjs` path (framescope's hosts folder serves files with the headers it is told).
fn javascript_mime_type(content_type: Option<&str>, url: &Url) -> bool {
    match content_type {
        Some(value) => {
            let essence = value.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
            matches!(
                essence.as_str(),
                "text/javascript"
                    | "application/javascript"
                    | "application/ecmascript"
                    | "application/x-javascript"
                    | "text/ecmascript"
                    | "text/x-javascript"
            )
        }
        None => [".js", ".mjs", ".cjs"].iter().any(|ext| url.path().ends_with(ext)),
    }
}

/// The linker's resolve callback: the module `specifier` names from `referrer`, already
/// fetched into the realm's module map.
fn resolve_request<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    specifier: v8::Local<'s, v8::String>,
    referrer: v8::Local<'s, v8::Module>,
) -> Option<v8::Local<'s, v8::Module>> {
    let realm = RealmState::current(scope)?;
    let specifier = specifier.to_rust_string_lossy(scope);
    let found = {
        let map = realm.modules.borrow();
        let base = map.url_of(scope, referrer).unwrap_or_else(|| realm.info().url);
        map.import_map().resolve(&specifier, &base).ok().and_then(|url| map.get(scope, url.as_str()))
    };
    if found.is_none() {
        WebError::Type(format!("Failed to resolve module specifier \"{specifier}\"")).throw(scope);
    }
    found
}

/// `import.meta.url`: the module's URL.
fn import_meta<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    module: v8::Local<'s, v8::Module>,
    meta: v8::Local<'s, v8::Object>,
) {
    let Some(realm) = RealmState::current(scope) else { return };
    let url = realm.modules.borrow().url_of(scope, module).unwrap_or_else(|| realm.info().url);
    let (Some(key), Some(value)) = (v8::String::new(scope, "url"), v8::String::new(scope, url.as_str()))
    else {
        return;
    };
    meta.create_data_property(scope, key.into(), value.into());
}

/// [HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule)
/// for `import()`: a promise of the module's namespace, once it has evaluated; a network,
/// resolution or evaluation error rejects it.
fn dynamic_import<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _options: v8::Local<'s, v8::Data>,
    resource_name: v8::Local<'s, v8::Value>,
    specifier: v8::Local<'s, v8::String>,
    _attributes: v8::Local<'s, v8::FixedArray>,
) -> Option<v8::Local<'s, v8::Promise>> {
    let resolver = v8::PromiseResolver::new(scope)?;
    let promise = resolver.get_promise(scope);
    let Some((state, realm)) = GroupState::current(scope) else { return Some(promise) };
    let Some(info) = state.info(realm) else { return Some(promise) };
    let specifier = specifier.to_rust_string_lossy(scope);
    // The referrer's URL is its base (a classic script's or module's name); else the
    // document's.
    let base = Url::parse(&resource_name.to_rust_string_lossy(scope)).unwrap_or_else(|_| info.url.clone());
    let graph = resolve(&state, realm, &specifier, &base)
        .map_err(ModuleError::Network)
        .and_then(|url| fetch_graph(scope, &state, &info, &url));
    let reject = |scope: &mut v8::PinScope<'s, '_>, exception: v8::Local<'s, v8::Value>| {
        resolver.reject(scope, exception);
        Some(promise)
    };
    let module = match graph {
        Ok(module) => module,
        Err(ModuleError::Network(message)) => {
            let error = WebError::Type(format!("Failed to fetch dynamically imported module: {message}"));
            let exception = error.to_exception(scope).unwrap_or_else(|| v8::undefined(scope).into());
            return reject(scope, exception);
        }
        Err(ModuleError::Rethrow(error)) => {
            let message = v8::String::new(scope, &error.message).unwrap_or_else(|| v8::String::empty(scope));
            let exception = v8::Exception::syntax_error(scope, message);
            return reject(scope, exception);
        }
    };
    v8::tc_scope!(let tc, scope);
    let evaluated = (|| {
        if modules::instantiate(tc, module) != Some(true) {
            return None;
        }
        module.evaluate(tc)
    })();
    let Some(evaluated) = evaluated else {
        let exception = tc.exception().unwrap_or_else(|| v8::undefined(tc).into());
        tc.reset();
        resolver.reject(tc, exception);
        return Some(promise);
    };
    let namespace = module.get_module_namespace();
    match v8::Local::<v8::Promise>::try_from(evaluated) {
        // Resolved with the namespace once evaluation (top-level await included) is done.
        Ok(evaluation) => {
            let then = v8::Function::builder(namespace_of).data(namespace).build(tc)?;
            let chained = evaluation.then(tc, then)?;
            resolver.resolve(tc, chained.into());
        }
        Err(_) => {
            resolver.resolve(tc, namespace);
        }
    }
    Some(promise)
}

/// `evaluation.then(() => namespace)`.
fn namespace_of(
    _: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set(args.data());
}

#[cfg(test)]
mod tests {
    use super::javascript_mime_type;
    use url::Url;

    #[test]
    fn module_scripts_need_a_javascript_mime_type() {
        let js = Url::parse("https://a.test/m.js").expect("url");
        let txt = Url::parse("https://a.test/m.txt").expect("url");
        assert!(javascript_mime_type(None, &js));
        assert!(!javascript_mime_type(None, &txt));
        assert!(javascript_mime_type(Some("text/javascript; charset=utf-8"), &txt));
        assert!(!javascript_mime_type(Some("application/json"), &js));
    }
}
