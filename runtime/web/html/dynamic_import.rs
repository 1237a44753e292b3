//! Dynamic `import()`: the host hook V8 calls, and the task that fetches, links and
//! evaluates the module graph before the promise settles.
//! [HTML §8.1.6.5 HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule),
//! [ECMA-262 ContinueDynamicImport](https://tc39.es/ecma262/#sec-ContinueDynamicImport)
use std::rc::Rc;

use url::Url;

use crate::bindings::modules;
use crate::runtime::event_loop::callbacks::checkpoint;
use crate::runtime::event_loop::{DynamicImport, Task};
use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::referrer_policy::Referrer;
use crate::runtime::navigation::request_referrer::request_referrer;
use crate::runtime::realm::{RealmInfo, Scope};
use crate::runtime::realm_state::RealmState;
use crate::runtime::script;
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::web::url::BlobUrlStore;

use super::module_scripts::{
    blob_module_text, fetch_graph, fetch_tree_with, import_attributes, module_type, resolve, type_error,
};
use crate::runtime::module_map::ModuleRequest;

/// [HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule)
/// for `import()`: a promise of the module's namespace, once it has evaluated; a network,
/// resolution or evaluation error rejects it.
pub(super) fn dynamic_import<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    options: v8::Local<'s, v8::Data>,
    resource_name: v8::Local<'s, v8::Value>,
    specifier: v8::Local<'s, v8::String>,
    attributes: v8::Local<'s, v8::FixedArray>,
) -> Option<v8::Local<'s, v8::Promise>> {
    let resolver = v8::PromiseResolver::new(scope)?;
    let promise = resolver.get_promise(scope);
    let realm_scope = RealmState::current(scope).map(|realm| realm.info().scope);
    // HostLoadImportedModule step 1: a service worker cannot import() (its scripts are
    // all fetched when it installs).
    if realm_scope == Some(Scope::ServiceWorkerGlobalScope) {
        let exception = type_error(scope, "import() is disallowed on ServiceWorkerGlobalScope".to_string());
        resolver.reject(scope, exception);
        return Some(promise);
    }
    let window = realm_scope.is_some_and(|scope| !scope.is_worker());
    // HostLoadImportedModule: an attribute other than `type`, or a module type HTML does
    // not allow, is a TypeError at once, before any fetch.
    let attributes = import_attributes(scope, attributes, 2);
    let kind = match attributes.iter().find(|(key, _)| key != "type") {
        Some((key, _)) => Err(format!("the import attribute {key:?} is not supported")),
        None => module_type(&attributes, window),
    };
    let kind = match kind {
        Ok(kind) => kind,
        Err(message) => {
            let exception = type_error(scope, message);
            resolver.reject(scope, exception);
            return Some(promise);
        }
    };
    let Some((state, realm)) = GroupState::current(scope) else { return Some(promise) };
    let Some(info) = state.info(realm) else { return Some(promise) };
    let specifier = specifier.to_rust_string_lossy(scope);
    // The referrer's base URL: the one its host-defined options carry (an inline script's,
    // an event handler's, a timer's string's; V8 gives code that `eval` or `Function`
    // compiled its outer script's), else its name (an external script's or module's URL);
    // else — no script of the page's behind it — the document base URL (HTML: the
    // settings object's API base URL).
    let name = resource_name.to_rust_string_lossy(scope);
    let base = script::base_url_of(scope, Some(options), Some(name)).and_then(|base| Url::parse(&base).ok());
    let base = match base {
        Some(base) => base,
        None => state.document_base_url(scope, &info),
    };
    // (HTML's [create a classic script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-classic-script)
    // step 4: a script with muted errors — cross-origin, fetched without CORS — has
    // about:blank for base URL, so a relative specifier of its import() does not resolve.
    // Its frame is the page script that called import().)
    let base =
        if script::running_script_is_muted(scope) { Url::parse("about:blank").unwrap_or(base) } else { base };
    // A specifier that does not resolve rejects with its TypeError.
    let url = match resolve(&state, realm, &specifier, &base) {
        Ok(url) => url,
        Err(message) => {
            let exception = type_error(scope, message);
            resolver.reject(scope, exception);
            return Some(promise);
        }
    };
    let request = ModuleRequest { url, kind };
    // A module already in the module map completes now (HTML's fetch finds it there at
    // once); any other is fetched in a task of its own, as over a network — so the code
    // after `import()`, and the microtasks it queues, run before the module does.
    let fetched = state.realm(realm).is_some_and(|r| r.modules.borrow().lookup(scope, &request).is_some());
    let fetch_options = referencing_script_options(scope, &state, options);
    if fetched {
        finish_dynamic_import(scope, &state, &info, &request, (&base, &fetch_options), resolver);
    } else {
        let resolver = v8::Global::new(scope, resolver);
        // A blob: URL's blob is the one it named when import() was called (URL parsing
        // resolves its blob URL entry), though it be revoked before the fetch.
        let url = &request.url;
        let blob =
            (url.scheme() == "blob").then(|| BlobUrlStore::of(&state).get(&state, url.as_str())).flatten();
        state.tasks.borrow_mut().push(Task::DynamicImport(DynamicImport {
            realm,
            request,
            referrer: base,
            blob,
            fetch_options,
            resolver,
        }));
    }
    Some(promise)
}

/// The task of an `import()` whose module was not fetched yet: fetch its graph, link and
/// evaluate it, and settle the promise.
pub fn run_dynamic_import(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    import: DynamicImport,
) {
    let Some(context) = state.context(scope, import.realm) else { return };
    let Some(info) = state.info(import.realm).filter(|info| !info.detached) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let resolver = v8::Local::new(scope, &import.resolver);
    let options = &import.fetch_options;
    // A blob: URL's graph is fetched from the blob it named at the call (what fails is
    // kept in the module map, for the graph's fetch below to find).
    if let Some(blob) = import.blob {
        let _ = fetch_tree_with(
            scope,
            state,
            &info,
            &import.request,
            &request_referrer(state, &info).with_attribute(Some(&options.referrer_policy)).policy,
            options.credentials,
            None,
            |_, integrity| blob_module_text(Some(blob), &import.request, integrity),
        );
    }
    finish_dynamic_import(scope, state, &info, &import.request, (&import.referrer, options), resolver);
    checkpoint(scope, state);
}

/// [ContinueDynamicImport](https://tc39.es/ecma262/#sec-ContinueDynamicImport) once the
/// graph at `request` is fetched: its namespace once it has evaluated; a network, parse, link
/// or evaluation error rejects `resolver`'s promise. The request's referrer is
/// `referrer` (the calling script's base URL); its referrer policy and credentials mode
/// are those of `options`, the referencing script's fetch options (its descendant options:
/// the integrity metadata is the import map's), an empty policy the realm's.
fn finish_dynamic_import<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    (referrer, options): (&Url, &ScriptFetchOptions),
    resolver: v8::Local<'s, v8::PromiseResolver>,
) {
    let policy = request_referrer(state, info).with_attribute(Some(&options.referrer_policy)).policy;
    let referrer = Referrer::new(referrer, &policy);
    let credentials = options.credentials;
    let module = match fetch_graph(scope, state, info, request, &referrer, credentials, None) {
        Ok(Ok(module)) => module,
        // The graph's parse error: the same object the module map keeps.
        Ok(Err(parse_error)) => {
            resolver.reject(scope, parse_error);
            return;
        }
        Err(message) => {
            let exception =
                type_error(scope, format!("Failed to fetch dynamically imported module: {message}"));
            resolver.reject(scope, exception);
            return;
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
        return;
    };
    let namespace = module.get_module_namespace();
    match v8::Local::<v8::Promise>::try_from(evaluated) {
        // Resolved with the namespace once evaluation (top-level await included) is done.
        Ok(evaluation) => {
            let chained = v8::Function::builder(namespace_of)
                .data(namespace)
                .build(tc)
                .and_then(|then| evaluation.then(tc, then));
            if let Some(chained) = chained {
                resolver.resolve(tc, chained.into());
            }
        }
        Err(_) => {
            resolver.resolve(tc, namespace);
        }
    }
}

/// The referencing script's fetch options (HostLoadImportedModule step 6: those its
/// host-defined options, `options`, carry — code it `eval`s or compiles with `Function`
/// has its options); else, no page script behind the call, the default ones — in a
/// module worker, with its scripts' credentials mode (the worker's `credentials` option).
fn referencing_script_options(
    scope: &v8::PinScope,
    state: &GroupState,
    options: v8::Local<v8::Data>,
) -> ScriptFetchOptions {
    ScriptFetchOptions::of_host_defined(scope, options).unwrap_or_else(|| ScriptFetchOptions {
        credentials: worker_credentials(state),
        ..Default::default()
    })
}

/// A module worker's scripts' credentials mode (its `credentials` option); else
/// "same-origin".
fn worker_credentials(state: &GroupState) -> CredentialsMode {
    let port = state.worker_port.borrow();
    match port.as_ref() {
        Some(port) if port.module => port.credentials,
        _ => CredentialsMode::SameOrigin,
    }
}

/// `evaluation.then(() => namespace)`.
fn namespace_of(
    _: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set(args.data());
}
