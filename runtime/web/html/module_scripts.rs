//! Module scripts: fetching a module script graph from the hosts folder, the realm's
//! module map, linking and evaluating it with V8's module API, and `import.meta`
//! (dynamic `import()`: dynamic_import.rs).
//! [HTML §8.1.4.2 Fetching scripts](https://html.spec.whatwg.org/multipage/webappapis.html#fetching-scripts),
//! [§8.1.4.4 Calling scripts](https://html.spec.whatwg.org/multipage/webappapis.html#calling-scripts),
//! [§8.1.6.5 HostLoadImportedModule](https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule)
use std::collections::HashSet;
use std::rc::Rc;

use url::Url;

use crate::bindings::modules;
use crate::runtime::event_loop::callbacks::report_exception;
use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::{CredentialsMode, cors_mode_response};
use crate::runtime::loader::referrer_policy::{Referrer, policy_of_response};
use crate::runtime::loader::{integrity_policy, subresource_integrity};
use crate::runtime::navigation::request_referrer::request_referrer;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::realm_state::RealmState;
use crate::runtime::script::{self, UncaughtError};
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::script_realms::ScriptRealms;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing;
use crate::runtime::web::url::BlobUrlStore;
use crate::runtime::web::web_error::WebError;

pub use crate::runtime::module_map::ModuleSource;
use crate::runtime::module_map::{Fetched, ModuleRequest, ModuleType};
use crate::runtime::web::html::synthetic_module_scripts;

/// Installs the isolate's module callbacks: linking, `import.meta`, dynamic `import()`.
pub fn install(isolate: &mut v8::Isolate) {
    modules::install(isolate, resolve_request, import_meta);
    isolate.set_host_import_module_dynamically_callback(super::dynamic_import::dynamic_import);
}

/// [Run a module script](https://html.spec.whatwg.org/multipage/webappapis.html#run-a-module-script)
/// of realm `info` (fetching its graph first): `Err` for a network error anywhere in the
/// graph (the element's `error`); a parse, link or evaluation error is reported and counts
/// as run. The element's `referrerpolicy` attribute, when it names a policy, is its fetch
/// options' referrer policy: the external script's request and its imports' use it. Its
/// `integrity` attribute is the external script's integrity metadata (without one: the
/// import map's for its URL, as [prepare the script element](https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element)
/// says for a module script); an inline script's is ignored. Its `crossorigin` attribute
/// gives the credentials mode of its fetch options, which every module of its graph is
/// fetched with: "include" for `use-credentials`, else "same-origin" (without the attribute
/// too, as for every module script).
pub fn run_module_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    source: ModuleSource,
    crossorigin: Option<&str>,
    referrer_policy: Option<&str>,
    integrity: Option<&str>,
) -> Result<(), String> {
    let referrer = request_referrer(state, info).with_attribute(referrer_policy);
    let credentials = crossorigin.map_or(CredentialsMode::SameOrigin, CredentialsMode::of_attribute);
    run_module_script_by(scope, state, info, source, &referrer, credentials, integrity)
}

/// [`run_module_script`], its imports (or its external script) requested by `referrer` in
/// the credentials mode `credentials`.
fn run_module_script_by(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    source: ModuleSource,
    referrer: &Referrer,
    credentials: CredentialsMode,
    integrity: Option<&str>,
) -> Result<(), String> {
    let root = match source {
        ModuleSource::Inline { text, line, column, base } => {
            match create_module_script(
                scope,
                state,
                info,
                text,
                (&info.url, &base),
                (line, column),
                &module_options(credentials, referrer),
            ) {
                Err(parse_error) => Err(parse_error),
                Ok((module, children)) => {
                    if let Some(realm) = state.realm(info.id) {
                        realm.modules.borrow_mut().record_base_url(scope, module, &base);
                    }
                    for child in children.iter() {
                        fetch_tree(scope, state, info, child, referrer, credentials, None)?;
                    }
                    graph_root(scope, state, info, module, &children, HashSet::new())
                }
            }
        }
        ModuleSource::External(url) => {
            let request = ModuleRequest::javascript(url);
            fetch_graph(scope, state, info, &request, referrer, credentials, integrity)?
        }
    };
    let module = match root {
        Ok(module) => module,
        Err(parse_error) => {
            // The same error object every time a script of this graph runs (HTML's "error
            // to rethrow" is the module map's).
            let error = script::describe_thrown(scope, parse_error);
            // A dedicated or shared worker's script whose error to rethrow is set fails to
            // load (https://html.spec.whatwg.org/multipage/workers.html#run-a-worker step
            // 14's onComplete): a plain `error` event at the worker's object, nothing at its
            // global, as for a classic worker script that does not parse.
            if matches!(info.scope, Scope::DedicatedWorkerGlobalScope | Scope::SharedWorkerGlobalScope) {
                return Err(format!("{}: {}", info.url, error.message));
            }
            report_exception(scope, state, info.id, error);
            return Ok(());
        }
    };
    if let Err(error) = link_and_evaluate(scope, module) {
        report_exception(scope, state, info.id, error);
    }
    Ok(())
}

/// A module worker's script `text` (fetched already): run as an inline module script
/// whose imports are requested by the worker's URL under its script's fetch options:
/// their referrer policy its `Referrer-Policy` header's, else `outside_policy` (its
/// owner's), their credentials mode `credentials` (the worker's `credentials` option).
pub fn run_worker_module_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    text: &str,
    outside_policy: &str,
    credentials: CredentialsMode,
) -> Result<(), String> {
    let policy = match policy_of_response(&info.headers) {
        policy if policy.is_empty() => outside_policy.to_string(),
        policy => policy,
    };
    let source = ModuleSource::Inline { text, line: 0, column: 0, base: info.url.clone() };
    let referrer = Referrer::new(&info.url, &policy);
    run_module_script_by(scope, state, info, source, &referrer, credentials, None)
}

/// Links and evaluates `module`: a link error is `Err`; the evaluation promise's
/// rejection is reported in a promise job (at once rejected, or later: top-level await).
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
        // Run a module script step 7: "upon rejection of evaluationPromise, report the
        // exception" — in a promise job, so after the microtasks the module queued before
        // it threw (a rejection already there included).
        v8::PromiseState::Rejected | v8::PromiseState::Pending => {
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
    let error = script::describe_thrown(scope, args.get(0));
    report_exception(scope, &state, realm, error);
}

/// [Fetch a module script graph](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-module-script-tree)
/// rooted at `request`: `Err` names a network error anywhere in it; `Ok` holds the root
/// module, or the graph's first parse error ([`first_parse_error`]) to rethrow. The root
/// is requested by `referrer` in the credentials mode `credentials`, with `integrity` for
/// integrity metadata (`None`: the import map's).
pub(super) fn fetch_graph<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    referrer: &Referrer,
    credentials: CredentialsMode,
    integrity: Option<&str>,
) -> Result<Result<v8::Local<'s, v8::Module>, v8::Local<'s, v8::Value>>, String> {
    fetch_tree(scope, state, info, request, referrer, credentials, integrity)?;
    let realm = state.realm(info.id).ok_or_else(|| format!("{}: the realm is gone", info.url))?;
    let found = realm.modules.borrow().lookup(scope, request);
    match found {
        Some(Fetched::Module(module, children)) => {
            Ok(graph_root(scope, state, info, module, &children, HashSet::from([request.clone()])))
        }
        Some(Fetched::ParseError(parse_error)) => Ok(Err(parse_error)),
        Some(Fetched::Failed(message)) => Err(message),
        None => Err(format!("{}: not in the module map", request.url)),
    }
}

/// A fetched graph's root `module` (requesting `children`; `discovered` holds its own URL,
/// if it has one), or the graph's first parse error to rethrow.
fn graph_root<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    module: v8::Local<'s, v8::Module>,
    children: &[ModuleRequest],
    mut discovered: HashSet<ModuleRequest>,
) -> Result<v8::Local<'s, v8::Module>, v8::Local<'s, v8::Value>> {
    match first_parse_error(scope, state, info, children, &mut discovered) {
        Some(parse_error) => Err(parse_error),
        None => Ok(module),
    }
}

/// [Fetch a single module script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script)
/// for `request` (a URL and a module type) into the realm's module map, then — unless it has a parse error — [the
/// descendants](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-the-descendants-of-a-module-script),
/// depth first. `Err` names a network error in this part of the graph (the map keeps it:
/// a failed URL stays failed). `referrer` is who requests it: the document, or the
/// importing module's URL under the referrer policy of its fetch options. `integrity` is
/// the root's `integrity` attribute; without one (and for every descendant: HTML's
/// [descendant script fetch options](https://html.spec.whatwg.org/multipage/webappapis.html#get-the-descendant-script-fetch-options))
/// the integrity metadata is the import map's for the URL. `credentials` is the credentials
/// mode of the graph's fetch options (its descendants keep it).
fn fetch_tree(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    referrer: &Referrer,
    credentials: CredentialsMode,
    integrity: Option<&str>,
) -> Result<(), String> {
    let policy = &referrer.policy;
    fetch_tree_with(scope, state, info, request, policy, credentials, integrity, |scope, integrity| {
        fetch_module_text(scope, state, info, request, referrer, credentials, integrity)
    })
}

/// [`fetch_tree`], with the root's text and final URL from `fetch` (a blob named earlier),
/// given the request's integrity metadata (`integrity`, else the import map's).
#[allow(clippy::too_many_arguments)]
pub(super) fn fetch_tree_with(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    policy: &str,
    credentials: CredentialsMode,
    integrity: Option<&str>,
    fetch: impl FnOnce(&mut v8::PinScope<'_, '_>, Option<&str>) -> Result<(String, Url, String), String>,
) -> Result<(), String> {
    let realm = state.realm(info.id).ok_or_else(|| format!("{}: the realm is gone", info.url))?;
    // 3–4. A (URL, module type) fetched before (or being fetched, in a cycle) is not
    // fetched again.
    let found = realm.modules.borrow().lookup(scope, request);
    match found {
        Some(Fetched::Failed(message)) => return Err(message),
        Some(_) => return Ok(()),
        None => {}
    }
    realm.modules.borrow_mut().set_fetching();
    let integrity = realm.modules.borrow().integrity_metadata(&request.url, integrity);
    match fetch(scope, integrity.as_deref()) {
        Ok((text, response_url, response_policy)) => {
            // (Fetch a single module script: a `Referrer-Policy` header of the response
            // becomes the policy of its fetch options, which its imports use.)
            let policy = if response_policy.is_empty() { policy } else { &response_policy };
            let referrer = Referrer::new(&response_url, policy);
            enter_module_script(scope, state, info, request, (&text, &response_url), &referrer, credentials)
        }
        Err(message) => {
            realm.modules.borrow_mut().insert_failure(request, message.clone());
            Err(message)
        }
    }
}

/// [Fetch a modulepreload module script graph](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-modulepreload-module-script-graph)'s
/// single module script, for a `<link rel=modulepreload>` whose fetch of `url` gave
/// `response` (its status, CORS check and integrity already checked: link_preload.rs):
/// unless the module map has the URL already, the script is entered in it with its
/// descendants (the "optionally" step, so the map never holds a module without them), and
/// a later `import` or module script of that URL is not fetched again. `policy`: the link's
/// referrer policy (""), which a `Referrer-Policy` header replaces; `credentials`: its
/// `crossorigin` attribute's mode, which its imports are fetched in. False: not a JavaScript
/// MIME type (the fetch a single module script's step 13 failure), or a descendant failed.
pub fn enter_preloaded(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    (url, mut response): (&Url, crate::runtime::loader::response::Response),
    policy: &str,
    credentials: CredentialsMode,
) -> bool {
    let request = ModuleRequest::javascript(url.clone());
    let content_type = response.headers.get("content-type");
    if !synthetic_module_scripts::mime_type_fits(request.kind, content_type, &response.url) {
        return false;
    }
    let response_policy = policy_of_response(&response.headers);
    let text = response.take_utf8_text();
    let response_url = response.url.clone();
    fetch_tree_with(scope, state, info, &request, policy, credentials, None, |_, _| {
        Ok((text, response_url, response_policy))
    })
    .is_ok()
}

/// Enters the module script fetched for `request` (`text`, from `response_url` after
/// redirects) in the realm's module map and — unless it has a parse error — fetches its
/// descendants ([`fetch_tree`]), requested by `referrer` (its base URL, its policy). A
/// JSON or CSS module script has none.
fn enter_module_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    (text, response_url): (&str, &Url),
    referrer: &Referrer,
    credentials: CredentialsMode,
) -> Result<(), String> {
    let realm = state.realm(info.id).ok_or_else(|| format!("{}: the realm is gone", info.url))?;
    let created = match request.kind {
        ModuleType::JavaScript => {
            let options = module_options(credentials, referrer);
            create_module_script(scope, state, info, text, (response_url, response_url), (0, 0), &options)
        }
        kind => synthetic_module_scripts::create(scope, kind, text, response_url)
            .map(|module| (module, Rc::from(Vec::new()))),
    };
    match created {
        Err(parse_error) => {
            realm.modules.borrow_mut().insert_parse_error(scope, request, parse_error);
            Ok(())
        }
        Ok((module, children)) => {
            realm.modules.borrow_mut().insert(scope, request, response_url, module, children.clone());
            for child in children.iter() {
                fetch_tree(scope, state, info, child, referrer, credentials, None)?;
            }
            Ok(())
        }
    }
}

/// The body of a module script fetched for `request` by `referrer` in the credentials mode
/// `credentials` (the request's mode is "cors"), its URL after
/// redirects and the referrer policy its `Referrer-Policy` header names (""), or the
/// network error (HTML's fetch a single module script, steps 9–13; a response that does
/// not match `integrity`, the request's integrity metadata, is one: Fetch's main fetch).
fn fetch_module_text(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    request: &ModuleRequest,
    referrer: &Referrer,
    credentials: CredentialsMode,
    integrity: Option<&str>,
) -> Result<(String, Url, String), String> {
    let url = &request.url;
    // A blob: URL is read from the group's blob URL store (its type is the blob's).
    if url.scheme() == "blob" {
        return blob_module_text(BlobUrlStore::of(state).get(state, url.as_str()), request, integrity);
    }
    // (Main fetch: a request the Integrity-Policy blocks is a network error.)
    integrity_policy::check(&info.headers, "script", url, integrity, true)?;
    let start = hr_time::now();
    let cookies =
        crate::runtime::loader::origin_header::subresource_credentials(Some(credentials), &info.origin);
    let hosts = site_for_cookies::hosts_for(state, info, cookies)
        .for_destination(crate::runtime::loader::network_observer::Destination::Script)
        .with_referrer(referrer.clone());
    // (In CORS mode: it sends `Origin` to another origin.)
    let mut response =
        crate::runtime::loader::origin_header::fetch_in_cors_mode(&hosts, url, &info.origin, credentials)
            .map_err(|e| e.to_string())?;
    let hooks = state.hooks(info.id);
    // (A module script's request is in CORS mode.)
    let cors = Some(credentials);
    resource_timing::mark_response(scope, hooks.as_deref(), "script", &response, &info.origin, start, cors);
    // 13. An error status is a network error.
    if let Some(error) = response.error_status() {
        return Err(error);
    }
    // Module scripts are fetched in CORS mode (with use-credentials, the response must allow
    // credentials).
    let what = "module scripts are fetched in CORS mode";
    cors_mode_response(&response.url, &response.headers, &info.origin, credentials, what)?;
    // (Main fetch: bytes that do not match the integrity metadata are a network error. In
    // CORS mode, a response that passed the CORS check can be read.)
    subresource_integrity::check(response.url.as_str(), integrity, true, &response.bytes)?;
    // 13. A MIME type of the module type: a JavaScript one for a JavaScript module, a JSON
    // one for JSON, text/css for CSS (the Content-Type header, else the file extension).
    let content_type = response.headers.get("content-type");
    if !synthetic_module_scripts::mime_type_fits(request.kind, content_type, &response.url) {
        return Err(format!(
            "{}: not {} ({}), which {:?} module scripts need",
            response.url,
            request.kind.mime_type_needed(),
            content_type.unwrap_or("no Content-Type, and no file extension that says"),
            request.kind,
        ));
    }
    let policy = policy_of_response(&response.headers);
    // 14. The body, UTF-8 decoded (a UTF-8 BOM stripped, whatever the charset says).
    let text = response.take_utf8_text();
    Ok((text, response.url, policy))
}

/// A blob's text as a module script for `request`, if the blob exists, its bytes match
/// `integrity` and its type is one of the request's module type.
pub(super) fn blob_module_text(
    blob: Option<(String, String)>,
    request: &ModuleRequest,
    integrity: Option<&str>,
) -> Result<(String, Url, String), String> {
    let url = &request.url;
    let (text, kind) = blob.ok_or_else(|| format!("{url}: no such blob URL"))?;
    subresource_integrity::check(url.as_str(), integrity, true, text.as_bytes())?;
    if !synthetic_module_scripts::mime_type_fits(request.kind, Some(&kind), url) {
        let needed = request.kind.mime_type_needed();
        return Err(format!("{url}: not {needed} ({kind:?}), which {:?} module scripts need", request.kind));
    }
    Ok((text, url.clone(), String::new()))
}

/// A module script's fetch options: its graph's credentials mode, and the referrer policy
/// its imports are requested under (`referrer`'s: its element's `referrerpolicy` or the
/// document's, or its response's `Referrer-Policy`). (Its nonce and parser metadata are
/// left empty: only Content Security Policy reads them, which framescope does not enforce.)
fn module_options(credentials: CredentialsMode, referrer: &Referrer) -> ScriptFetchOptions {
    ScriptFetchOptions { credentials, referrer_policy: referrer.policy.clone(), ..Default::default() }
}

/// [Create a JavaScript module script](https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-javascript-module-script)
/// from `text` at `name` whose base URL is `base` (an inline module's is the document base
/// URL; an external one's, its URL): its module record and the modules it requests, or its parse error —
/// V8's SyntaxError, the SyntaxError of an import attribute other than `type` (step 8),
/// or the TypeError of a specifier that does not resolve or a module type HTML does not
/// allow (step 9). Its fetch options are `options` (step 5), which go with it for the
/// `import()` calls in it.
fn create_module_script<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    text: &str,
    (name, base): (&Url, &Url),
    (line, column): (u32, u32),
    options: &ScriptFetchOptions,
) -> Result<Created<'s>, v8::Local<'s, v8::Value>> {
    let module = compile(scope, info, text, (name, base), (line, column), options)?;
    let requested = requested_modules(scope, module);
    // 8. An import attribute whose key is not "type" is a SyntaxError.
    for (_, attributes) in &requested {
        if let Some((key, _)) = attributes.iter().find(|(key, _)| key != "type") {
            let message = format!("the import attribute \"{key}\" is not supported");
            let message = v8::String::new(scope, &message).unwrap_or_else(|| v8::String::empty(scope));
            return Err(v8::Exception::syntax_error(scope, message));
        }
    }
    // 9. Each request resolved (a TypeError if it does not), of a module type allowed (a
    //    TypeError if not).
    let mut children = Vec::new();
    for (specifier, attributes) in requested {
        let url = match resolve(state, info.id, &specifier, base) {
            Ok(child) => child,
            Err(message) => return Err(type_error(scope, message)),
        };
        match module_type(&attributes, !info.scope.is_worker()) {
            Ok(kind) => children.push(ModuleRequest { url, kind }),
            Err(message) => return Err(type_error(scope, message)),
        }
    }
    Ok((module, children.into()))
}

/// A module script's record and the modules it requests, in order.
type Created<'s> = (v8::Local<'s, v8::Module>, Rc<[ModuleRequest]>);

/// [The module type from](https://html.spec.whatwg.org/multipage/webappapis.html#module-type-from-module-request)
/// import `attributes` (key, value pairs), if [allowed](https://html.spec.whatwg.org/multipage/webappapis.html#module-type-allowed).
/// `window`: whether the realm is a window's (the one global with style sheets).
pub(super) fn module_type(attributes: &[(String, String)], window: bool) -> Result<ModuleType, String> {
    let value = attributes.iter().find(|(key, _)| key == "type").map(|(_, value)| value.as_str());
    ModuleType::from_attribute(value, window)
}

/// A new TypeError with `message` (undefined if V8 cannot make one).
pub(super) fn type_error<'s>(scope: &mut v8::PinScope<'s, '_>, message: String) -> v8::Local<'s, v8::Value> {
    WebError::Type(message).to_exception(scope).unwrap_or_else(|| v8::undefined(scope).into())
}

/// The specifiers `module` imports, in source order, each with its import attributes.
fn requested_modules(
    scope: &mut v8::PinScope<'_, '_>,
    module: v8::Local<v8::Module>,
) -> Vec<(String, Vec<(String, String)>)> {
    let requests = module.get_module_requests();
    let mut requested = Vec::new();
    for i in 0..requests.length() {
        let Some(request) = requests.get(scope, i) else { continue };
        let Ok(request) = v8::Local::<v8::ModuleRequest>::try_from(request) else { continue };
        let specifier = request.get_specifier().to_rust_string_lossy(scope);
        // (A module request's attributes come as key, value, source offset.)
        requested.push((specifier, import_attributes(scope, request.get_import_attributes(), 3)));
    }
    requested
}

/// [Find the first parse error](https://html.spec.whatwg.org/multipage/webappapis.html#finding-the-first-parse-error)
/// among the modules at `children` and below, depth first in request order, each URL
/// once (`discovered`).
fn first_parse_error<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    children: &[ModuleRequest],
    discovered: &mut HashSet<ModuleRequest>,
) -> Option<v8::Local<'s, v8::Value>> {
    let realm = state.realm(info.id)?;
    for child in children {
        // 5.1. If discoveredSet does not contain childURL: append it.
        if !discovered.insert(child.clone()) {
            continue;
        }
        // 2. A module script whose record is null: its parse error.
        let found = realm.modules.borrow().lookup(scope, child);
        match found {
            Some(Fetched::ParseError(parse_error)) => return Some(parse_error),
            Some(Fetched::Module(_, grandchildren)) => {
                if let Some(parse_error) = first_parse_error(scope, state, info, &grandchildren, discovered) {
                    return Some(parse_error);
                }
            }
            Some(Fetched::Failed(_)) | None => {}
        }
    }
    None
}

pub(super) fn resolve(
    state: &GroupState,
    realm: RealmId,
    specifier: &str,
    base: &Url,
) -> Result<Url, String> {
    let realm = state.realm(realm).ok_or("the realm is gone")?;
    let map = realm.modules.borrow();
    map.import_map().resolve(specifier, base)
}

fn compile<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    info: &RealmInfo,
    text: &str,
    (url, base): (&Url, &Url),
    (line, column): (u32, u32),
    options: &ScriptFetchOptions,
) -> Result<v8::Local<'s, v8::Module>, v8::Local<'s, v8::Value>> {
    v8::tc_scope!(let tc, scope);
    let (Some(code), Some(name)) = (v8::String::new(tc, text), v8::String::new(tc, url.as_str())) else {
        let error = WebError::Range(format!("the module {url} is too long for V8"));
        return Err(error.to_exception(tc).unwrap_or_else(|| v8::undefined(tc).into()));
    };
    // (A base URL that is not its name goes with it, for the import() calls in it.)
    let base = (base != url).then_some(base.as_str());
    let Some(record) = options.host_options(tc, base) else {
        let error = WebError::Range(format!("the base URL of the module {url} is too long for V8"));
        return Err(error.to_exception(tc).unwrap_or_else(|| v8::undefined(tc).into()));
    };
    let origin = modules::module_origin(tc, info.id, name.into(), (line as i32, column as i32), &record);
    let mut source = v8::script_compiler::Source::new(code, Some(&origin));
    let Some(module) = v8::script_compiler::compile_module(tc, &mut source) else {
        return Err(tc.exception().unwrap_or_else(|| v8::undefined(tc).into()));
    };
    ScriptRealms::of(tc).record(module.script_id().unwrap_or(-1), info.id, true);
    Ok(module)
}

/// A JavaScript MIME type: the Content-Type's essence, or, with none, a `.js`, `.mjs` or
/// `.cjs` path (framescope's hosts folder serves files with the headers it is told).
pub fn javascript_mime_type(content_type: Option<&str>, url: &Url) -> bool {
    match content_type {
        Some(value) => {
            let essence = value.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
            crate::runtime::loader::mime_type::is_javascript(&essence)
        }
        None => [".js", ".mjs", ".cjs"].iter().any(|ext| url.path().ends_with(ext)),
    }
}

/// The linker's resolve callback: the module `specifier` with import `attributes` names
/// from `referrer`, already fetched into the realm's module map.
fn resolve_request<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    specifier: v8::Local<'s, v8::String>,
    attributes: v8::Local<'s, v8::FixedArray>,
    referrer: v8::Local<'s, v8::Module>,
) -> Option<v8::Local<'s, v8::Module>> {
    let realm = RealmState::current(scope)?;
    let specifier = specifier.to_rust_string_lossy(scope);
    let window = !realm.info().scope.is_worker();
    let kind = module_type(&import_attributes(scope, attributes, 3), window).ok();
    let found = kind.and_then(|kind| {
        let map = realm.modules.borrow();
        let base = map.url_of(scope, referrer).unwrap_or_else(|| realm.info().url);
        let url = map.import_map().resolve(&specifier, &base).ok()?;
        map.get(scope, &ModuleRequest { url, kind })
    });
    if found.is_none() {
        WebError::Type(format!("Failed to resolve module specifier \"{specifier}\"")).throw(scope);
    }
    found
}

/// [HostGetImportMetaProperties](https://html.spec.whatwg.org/multipage/webappapis.html#hostgetimportmetaproperties):
/// `import.meta.url`, the module's URL, and `import.meta.resolve`.
fn import_meta<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    module: v8::Local<'s, v8::Module>,
    meta: v8::Local<'s, v8::Object>,
) {
    let Some(realm) = RealmState::current(scope) else { return };
    let url = realm.modules.borrow().url_of(scope, module).unwrap_or_else(|| realm.info().url);
    let (Some(url_key), Some(resolve_key), Some(value)) = (
        v8::String::new(scope, "url"),
        v8::String::new(scope, "resolve"),
        v8::String::new(scope, url.as_str()),
    ) else {
        return;
    };
    meta.create_data_property(scope, url_key.into(), value.into());
    if let Some(resolve) =
        v8::Function::builder(import_meta_resolve).data(value.into()).length(1).build(scope)
    {
        resolve.set_name(resolve_key);
        meta.create_data_property(scope, resolve_key.into(), resolve.into());
    }
}

/// `import.meta.resolve(specifier)`: the URL `specifier` resolves to from the module (its
/// URL is the function's data), through the realm's import map; a TypeError if it does
/// not resolve.
fn import_meta_resolve(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    // 1. Set specifier to ? ToString(specifier).
    let Some(specifier) = args.get(0).to_string(scope) else { return };
    let specifier = specifier.to_rust_string_lossy(scope);
    let Ok(base) = Url::parse(&args.data().to_rust_string_lossy(scope)) else { return };
    // 2. Let url be the result of resolving a module specifier given moduleScript and
    //    specifier. 3. Return the serialization of url.
    match resolve(&state, realm, &specifier, &base) {
        Ok(url) => {
            if let Some(url) = v8::String::new(scope, url.as_str()) {
                rv.set(url.into());
            }
        }
        Err(message) => WebError::Type(message).throw(scope),
    }
}

/// Import attributes as (key, value) pairs: V8 gives them flat, `stride` entries each —
/// key then value (2: an `import(x, { with: { key: value } })`), then the source offset
/// (3: a module's request).
pub(super) fn import_attributes(
    scope: &mut v8::PinScope<'_, '_>,
    attributes: v8::Local<v8::FixedArray>,
    stride: usize,
) -> Vec<(String, String)> {
    let text = |scope: &mut v8::PinScope<'_, '_>, i: usize| {
        let value = attributes.get(scope, i).and_then(|d| v8::Local::<v8::Value>::try_from(d).ok());
        value.map(|v| v.to_rust_string_lossy(scope)).unwrap_or_default()
    };
    (0..attributes.length() / stride)
        .map(|i| (text(scope, stride * i), text(scope, stride * i + 1)))
        .collect()
}
