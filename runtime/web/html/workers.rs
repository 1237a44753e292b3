//! `Worker`, `DedicatedWorkerGlobalScope`'s `postMessage`/`close`, every worker's
//! `importScripts`; what a worker's owner receives from it (routed by kind).
//! [HTML §10.2.6 Dedicated workers](https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface)
use std::rc::Rc;

use url::{Origin, Url};

use crate::bindings::realm;
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint, error_event_args};
use crate::runtime::event_loop::{GlobalSteps, Task};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::cookie_jar::Site;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{FetchError, Response};
use crate::runtime::loader::origin_header::subresource_credentials;
use crate::runtime::navigation::request_referrer::request_referrer;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::script::UncaughtError;
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::web::js_self_profiling::embedder_profile;
use crate::runtime::web::measure_memory::attribution_token::{
    WorkerKind, obtain_worker_memory_attribution_token,
};
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};
use crate::runtime::web::url::BlobUrlStore;
use crate::runtime::workers::{FromWorker, ToWorker, WorkerHandle, WorkerSetup};

use super::module_scripts::javascript_mime_type;
use super::{service_workers, shared_workers};

use super::window::Native;
use crate::runtime::web::messaging::broadcast_channel;
use crate::runtime::web::messaging::message_ports::materialize;
use crate::runtime::web::messaging::port_links::{RemoteEnd, Toward, adopt, receive_over_link};
use crate::runtime::web::messaging::post_message::{fire_message_event, serialize_for_worker};
use crate::runtime::web::web_error::{WebError, WebResult};

/// The worker natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("startWorker", v8::MapFnTo::map_fn_to(start_worker)),
        ("postToWorker", v8::MapFnTo::map_fn_to(post_to_worker)),
        ("terminateWorker", v8::MapFnTo::map_fn_to(terminate_worker)),
        ("postToOwner", v8::MapFnTo::map_fn_to(post_to_owner)),
        ("closeWorker", v8::MapFnTo::map_fn_to(close_worker)),
        ("importScripts", v8::MapFnTo::map_fn_to(import_scripts)),
    ]
}

fn current(scope: &mut v8::PinScope) -> Option<(Rc<GroupState>, RealmInfo)> {
    let (state, realm) = GroupState::current_realm(scope)?;
    Some((state, realm.info()))
}

/// `new Worker(url, { name })`: [run a worker](https://html.spec.whatwg.org/multipage/workers.html#dom-worker).
fn start_worker(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Err(error) = start_worker_steps(scope, &args) {
        error.throw(scope);
    }
}

fn start_worker_steps(scope: &mut v8::PinScope, args: &v8::FunctionCallbackArguments) -> WebResult<()> {
    let Some((state, owner)) = current(scope) else { return Ok(()) };
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return Ok(()) };
    let text = args.get(1).to_rust_string_lossy(scope);
    let name = args.get(2).to_rust_string_lossy(scope);
    let module = args.get(3).to_rust_string_lossy(scope) == "module";
    // WorkerOptions' credentials: a module worker's script and imports are fetched in
    // that mode; a classic worker's script and importScripts() in "same-origin".
    let credentials = match module {
        true => CredentialsMode::of_enum(&args.get(4).to_rust_string_lossy(scope)),
        false => CredentialsMode::SameOrigin,
    };
    // 4. Let worker URL be the result of encoding-parsing a URL given scriptURL, relative
    // to outside settings. 5. If worker URL is failure, then throw a "SyntaxError"
    // DOMException.
    // (A window passes it parsed against its document's base URL, see `resolveScriptURL`
    // in workers.js; what is left is relative to the owner's fallback base URL: an
    // about:blank or about:srcdoc frame's is its parent's.)
    let url = state.fallback_base_url(&owner).join(&text).map_err(|_| {
        WebError::dom("SyntaxError", format!("Failed to construct 'Worker': The URL '{text}' is invalid."))
    })?;
    // A blob: URL is read from the owner's store now; its origin is the creator's.
    let blob = (url.scheme() == "blob").then(|| BlobUrlStore::of(&state).get(&state, url.as_str()));
    // A data: URL's worker runs in a new opaque origin
    // (https://html.spec.whatwg.org/multipage/workers.html#run-a-worker).
    let origin = if url.scheme() == "blob" { owner.origin.clone() } else { url.origin() };
    if origin != owner.origin && url.scheme() != "data" {
        return Err(WebError::dom(
            "SecurityError",
            format!(
                "Failed to construct 'Worker': Script at '{url}' cannot be accessed from origin '{}'.",
                owner.origin.ascii_serialization()
            ),
        ));
    }
    check_worker_quota(&state, "Failed to construct 'Worker'")?;
    // The worker's realm record, with its attribution token (measure-memory §3.4).
    let info = RealmInfo {
        id: owner.id,
        url: url.clone(),
        origin: origin.clone(),
        top_level_origin: owner.top_level_origin.clone(),
        scope: Scope::DedicatedWorkerGlobalScope,
        parent: Some(owner.id),
        container: None,
        attribution_token: obtain_worker_memory_attribution_token(
            WorkerKind::Dedicated,
            &owner.attribution_token,
        ),
        status: 200,
        cross_origin_isolated: owner.cross_origin_isolated,
        detached: false,
        headers: Default::default(),
        document_policy: owner.document_policy.clone(),
        meta_referrer_policy: None,
        referrer: None,
        character_set: "UTF-8",
        // The worker's own thread sets its time origin when it runs.
        time_origin: crate::runtime::web::performance::hr_time::now(),
        navigation: None,
        // A worker a sandboxed document starts keeps its owner's flags (HTML's "run a
        // worker": the worker global scope's embedder policy and sandboxing as its owner's).
        sandboxing_flags: owner.sandboxing_flags,
        // (A worker has no document: no policy-controlled feature applies.)
        fullscreen_enabled: false,
        // Its owner's group, and the origin its (the owner's) token was computed against.
        opening: crate::runtime::realm::Opening {
            group: owner.opening.group,
            attribution_origin: owner.opening.attribution_origin.clone(),
            ..Default::default()
        },
    };
    let script = blob.clone().flatten().map(|(text, _)| text);
    let coi = owner.cross_origin_isolated;
    let timing = (script.is_none() && url.scheme() != "data")
        .then(|| fetch_worker_script(&state, &url, module, credentials, &owner));
    let mut setup = worker_setup(&state, Scope::DedicatedWorkerGlobalScope, url, script, name, origin, coi);
    setup.outside_referrer_policy = request_referrer(&state, &owner).policy;
    setup.module = module;
    setup.credentials = credentials;
    // A dedicated worker's site for cookies and top-level site are its owner's.
    setup.site_for_cookies = site_for_cookies::site_for_cookies(&state, &owner);
    setup.top_level_site = site_for_cookies::top_level_site(&state, &owner);
    // A dedicated worker follows its owner document's policy (JS Self-Profiling).
    setup.document_policy = owner.document_policy.clone();
    let (timing, response) = timing.unwrap_or((None, None));
    setup.response = response;
    let (realm, _) = run_worker(scope, &state, owner.id, object, info, setup);
    // The fetch's entry is marked in a task of the owner's, as the fetch ends in parallel.
    if let Some(timing) = timing {
        let owner = owner.id;
        let mark = move |scope: &mut v8::PinScope<'_, '_>| {
            if let Some(hooks) = GroupState::of(scope).and_then(|state| state.hooks(owner)) {
                resource_timing::mark(scope, &hooks, &timing);
            }
        };
        let steps = GlobalSteps::Native(Box::new(mark));
        state.tasks.borrow_mut().push(Task::GlobalTask { realm: owner, steps });
    }
    if blob == Some(None) {
        // A revoked or unknown blob URL: the fetch fails (reported like a 404).
        state.record_load_error(Some(realm), format!("{text}: no such blob URL"));
    }
    Ok(())
}

/// A dedicated worker's script, fetched by its owner (the hosts folder answers at once)
/// in the credentials mode `credentials` (a classic worker's "same-origin", a module
/// worker's its `credentials` option; the request's client is the owner, so the owner's
/// site for cookies):
/// its Resource Timing entry — initiator type `other` for a classic script, `script` for
/// a module, as Chrome reports them; a 404 has one too — and the response for the worker
/// (none when the fetch failed: the worker's thread fetches again and reports why).
fn fetch_worker_script(
    state: &GroupState,
    url: &Url,
    module: bool,
    credentials: CredentialsMode,
    owner: &RealmInfo,
) -> (Option<ResourceFetch>, Option<Response>) {
    let initiator = if module { "script" } else { "other" };
    let start = crate::runtime::web::performance::hr_time::now();
    let credentials = subresource_credentials(Some(credentials), &owner.origin);
    let hosts = site_for_cookies::hosts_for(state, owner, credentials)
        .for_destination(crate::runtime::loader::network_observer::Destination::Script)
        .with_referrer(request_referrer(state, owner));
    match hosts.fetch(url) {
        Ok(response) => {
            let (status, headers, size) = (response.status, &response.headers, response.body.len());
            let timing =
                ResourceFetch::new(initiator, &response.url, &owner.origin, start, status, headers, size);
            (Some(timing), Some(response))
        }
        Err(FetchError::NotFound { .. }) => (
            Some(ResourceFetch::new(initiator, url, &owner.origin, start, 404, &Headers::default(), 0)),
            None,
        ),
        Err(_) => (None, None),
    }
}

/// A worker's script from its response: [fetch a classic worker script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-worker-script)
/// (and a module worker's top-level script, whose module fetch checks the same):
/// 1. A response whose status is not an ok status is a failure (a 404 page is no script).
/// 2. Over HTTP(S), a response whose MIME type is not a JavaScript MIME type is a failure
///    (as with `X-Content-Type-Options: nosniff`, which the check implies).
/// 3. The source text is the UTF-8 decoding of the body, whatever charset the response
///    names.
///
/// Returns the text, the response's URL and its headers, or why it failed.
pub fn worker_script(mut response: Response) -> Result<(String, Url, Headers), String> {
    let text = response.take_utf8_text();
    let url = response.url;
    if !(200..300).contains(&response.status) {
        return Err(format!("the worker script {url} failed to load: HTTP status {}", response.status));
    }
    let content_type = response.headers.get("content-type");
    if matches!(url.scheme(), "http" | "https") && !javascript_mime_type(content_type, &url) {
        let kind = content_type.unwrap_or("none");
        return Err(format!("the worker script {url} is not JavaScript: its MIME type is {kind}"));
    }
    Ok((text, url, response.headers))
}

/// Each worker is an isolate and a thread: a page may not start them without end
/// (`QuotaExceededError`, its message starting with `what`).
pub(super) fn check_worker_quota(state: &GroupState, what: &str) -> WebResult<()> {
    let running = state.workers.borrow().iter().filter(|w| !w.closed).count();
    let max = state.options.max_workers;
    if running >= max {
        return Err(WebError::dom(
            "QuotaExceededError",
            format!(
                "{what}: {max} workers are running in this page already (the limit; framescope run --max-workers)."
            ),
        ));
    }
    Ok(())
}

/// What a worker of any kind starts from, in this group.
pub(super) fn worker_setup(
    state: &GroupState,
    kind: Scope,
    url: Url,
    script: Option<String>,
    name: String,
    origin: Origin,
    cross_origin_isolated: bool,
) -> WorkerSetup {
    let site = Site::of_origin(&origin);
    WorkerSetup {
        kind,
        url,
        script,
        response: None,
        module: false,
        name,
        origin,
        cross_origin_isolated,
        document_policy: None,
        outside_referrer_policy: String::new(),
        referrer: None,
        credentials: CredentialsMode::SameOrigin,
        // (Its own origin's; a dedicated or shared worker's constructor sets its own.)
        site_for_cookies: site.clone(),
        top_level_site: site,
        hosts: state.hosts.clone(),
        deadline: state.deadline.get(),
        options: state.options,
        devtools: state.worker_devtools.borrow().clone(),
    }
}

/// [Run a worker](https://html.spec.whatwg.org/multipage/workers.html#run-a-worker), for
/// any kind: records the worker's realm (`info`) and starts its thread, whose events go
/// to `object` in the `owner` realm; returns the realm and the worker's index in the
/// group's workers.
pub(super) fn run_worker(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    owner: RealmId,
    object: v8::Local<v8::Object>,
    info: RealmInfo,
    setup: WorkerSetup,
) -> (RealmId, usize) {
    let realm = state.add_foreign_realm(info);
    let object = v8::Global::new(scope, object);
    let handle = WorkerHandle::spawn(realm, owner, object, setup, state.upcalls.worker_main);
    let mut workers = state.workers.borrow_mut();
    workers.push(handle);
    state.starting_workers.borrow_mut().push(workers.len() - 1);
    (realm, workers.len() - 1)
}

fn worker_index(
    scope: &mut v8::PinScope,
    state: &GroupState,
    object: v8::Local<v8::Object>,
) -> Option<usize> {
    state.workers.borrow().iter().position(|w| v8::Local::new(scope, &w.object) == object)
}

/// `worker.postMessage(message, transfer)`.
fn post_to_worker<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = current(scope) else { return };
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    // Transferred ports cross to the worker as links; a message to no worker (a
    // terminated one is still listed) goes nowhere.
    let Some(index) = worker_index(scope, &state, object) else { return };
    let message = match serialize_for_worker(scope, args.get(1), args.get(2), Some(Toward::Worker(index))) {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    if let Some(worker) = state.workers.borrow().get(index) {
        worker.post(message);
    }
}

/// `worker.terminate()`.
fn terminate_worker(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = current(scope) else { return };
    let Ok(object) = v8::Local::<v8::Object>::try_from(args.get(0)) else { return };
    let Some(index) = worker_index(scope, &state, object) else { return };
    let realm = state.workers.borrow_mut().get_mut(index).map(|w| {
        w.terminate();
        w.realm
    });
    if let Some(realm) = realm {
        state.mark_detached(realm);
    }
}

/// In a worker: `postMessage(message, transfer)` to the owner.
fn post_to_owner<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let message = match serialize_for_worker(scope, args.get(0), args.get(1), Some(Toward::Owner)) {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    if let Some(port) = state.worker_port.borrow().as_ref() {
        let _ = port.outbox.send(FromWorker::Message(message));
    }
}

/// In a worker: `close()` — discard pending tasks and timers, stop after this task.
fn close_worker(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    if let Some(port) = state.worker_port.borrow().as_ref() {
        port.closing.set(true);
    }
    state.tasks.borrow_mut().retain(|_| false);
    state.timers.borrow_mut().clear_all();
}

/// In a worker: `importScripts(...urls)` — fetch and run each, in order, now.
/// [HTML §10.3.1](https://html.spec.whatwg.org/multipage/workers.html#importing-scripts-and-libraries)
fn import_scripts(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    if let Err(error) = import_scripts_steps(scope, &args) {
        error.throw(scope);
    }
}

/// [Import scripts into worker global scope](https://html.spec.whatwg.org/multipage/workers.html#import-scripts-into-worker-global-scope).
fn import_scripts_steps(scope: &mut v8::PinScope, args: &v8::FunctionCallbackArguments) -> WebResult<()> {
    let Some((state, info)) = current(scope) else { return Ok(()) };
    // 1. If worker global scope's type is "module", throw a TypeError exception.
    if state.worker_port.borrow().as_ref().is_some_and(|port| port.module) {
        return Err(WebError::Type(
            "Failed to execute 'importScripts' on 'WorkerGlobalScope': Module scripts don't support importScripts().".into(),
        ));
    }
    // 4. Let urlRecords be a list; 5. for each url of urls: parse it relative to the
    // settings object; if that fails, throw a "SyntaxError" DOMException (before any
    // script runs). A blob: URL's entry is resolved as it is parsed (URL parsing's blob URL
    // entry), so a script that revokes a later one's URL does not stop it loading.
    let mut urls = Vec::new();
    for i in 0..args.length() {
        let text = args.get(i).to_rust_string_lossy(scope);
        let url = info.url.join(&text).map_err(|_| {
            WebError::dom(
                "SyntaxError",
                format!("Failed to execute 'importScripts': The URL '{text}' is invalid."),
            )
        })?;
        let blob = (url.scheme() == "blob").then(|| BlobUrlStore::of(&state).get(&state, url.as_str()));
        urls.push((url, blob));
    }
    // 6. For each urlRecord: fetch a classic worker-imported script (a failure throws a
    // "NetworkError" DOMException), then run it, its exceptions propagating to the caller.
    for (url, blob) in urls {
        let start = crate::runtime::web::performance::hr_time::now();
        // (Main fetch: a request the worker's Integrity-Policy blocks, no-cors and without
        // integrity metadata as an imported script's is, is a network error.)
        let policy =
            crate::runtime::loader::integrity_policy::check(&info.headers, "script", &url, None, false);
        let fetched = policy.and_then(|()| fetch_script(&state, &info, &url, blob));
        let (text, name, timing) = fetched.map_err(|message| {
            WebError::dom("NetworkError", format!("Failed to execute 'importScripts': {message}"))
        })?;
        // Resource Timing: an imported script's initiator type is "other".
        if let (Some(hooks), Some((status, headers))) = (state.hooks(info.id), timing) {
            let timing = ResourceFetch::new("other", &url, &info.origin, start, status, &headers, text.len());
            resource_timing::mark(scope, &hooks, &timing);
        }
        // A cross-origin script (fetched in no-cors mode) has muted errors: its parse or
        // run errors become a "NetworkError" DOMException (HTML: "run a classic script",
        // step 7.2 for workers' imported scripts). A data: URL's response is a basic one.
        let muted = Url::parse(&name)
            .is_ok_and(|final_url| final_url.scheme() != "data" && final_url.origin() != info.origin);
        run_imported_script(scope, info.id, &text, &name, muted)?;
    }
    Ok(())
}

/// Runs one imported script in the worker's realm; its exception propagates to the
/// caller of `importScripts`, or, with `muted` errors, a "NetworkError" in its place.
fn run_imported_script(
    scope: &mut v8::PinScope,
    realm_id: RealmId,
    text: &str,
    name: &str,
    muted: bool,
) -> WebResult<()> {
    let source = v8::String::new(scope, text).ok_or(WebError::Pending)?;
    let resource = v8::String::new(scope, name).ok_or(WebError::Pending)?;
    // (A worker-imported script's fetch options are the default ones.)
    let record = ScriptFetchOptions::default().host_options(scope, None).ok_or(WebError::Pending)?;
    let origin = realm::script_origin(scope, realm_id, resource.into(), 0, 0, !muted, &record);
    v8::tc_scope!(let tc, scope);
    let ran = match crate::runtime::code_cache::compile(tc, name, text, source, &origin) {
        Some((script, produce)) => {
            let id = realm::script_id(tc, script);
            crate::runtime::script_realms::ScriptRealms::of(tc).record(id, realm_id, !muted);
            let ran = script.run(tc).is_some();
            if let Some(key) = produce.filter(|_| ran) {
                crate::runtime::code_cache::produce(tc, script, key);
            }
            ran
        }
        None => false,
    };
    if ran || !tc.has_caught() {
        return if ran { Ok(()) } else { Err(WebError::Pending) };
    }
    if muted && !tc.has_terminated() {
        return Err(WebError::dom(
            "NetworkError",
            format!(
                "Failed to execute 'importScripts': the script at '{name}' failed (a cross-origin script's errors are muted)."
            ),
        ));
    }
    tc.rethrow();
    Err(WebError::Pending)
}

/// An imported script's text and URL, and (fetched from the hosts folder, not a blob: URL)
/// its status and headers.
type ImportedScript = (String, String, Option<(u16, Headers)>);

/// [Fetch a classic worker-imported script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-worker-imported-script),
/// step 5: a response whose status is not ok, or whose MIME type is not a JavaScript MIME
/// type, is a network error (a blob of no type passes, as a file served without a
/// Content-Type passes by its `.js` name). A blob: URL's `blob` is its entry as resolved
/// when the URL was parsed (none: revoked or unknown).
fn fetch_script(
    state: &GroupState,
    info: &RealmInfo,
    url: &Url,
    blob: Option<Option<(String, String)>>,
) -> Result<ImportedScript, String> {
    let not_javascript =
        |kind: Option<&str>| format!("{url}: not a JavaScript MIME type ({})", kind.unwrap_or("none"));
    if let Some(blob) = blob {
        let (text, kind) = blob.ok_or_else(|| format!("no such blob URL {url}"))?;
        if !kind.is_empty() && !javascript_mime_type(Some(&kind), url) {
            return Err(not_javascript(Some(&kind)));
        }
        return Ok((text, url.to_string(), None));
    }
    // (A classic worker-imported script's request: credentials "same-origin", the
    // worker's site for cookies.)
    let credentials = subresource_credentials(Some(CredentialsMode::SameOrigin), &info.origin);
    let response = site_for_cookies::hosts_for(state, info, credentials)
        .for_destination(crate::runtime::loader::network_observer::Destination::Script)
        .fetch(url)
        .map_err(|e| e.to_string())?;
    if !(200..300).contains(&response.status) {
        return Err(format!("{url}: HTTP status {}", response.status));
    }
    let kind = response.headers.get("content-type");
    if !javascript_mime_type(kind, &response.url) {
        return Err(not_javascript(kind));
    }
    Ok((response.body, response.url.to_string(), Some((response.status, response.headers))))
}

/// In a worker: what its owner sent: a dedicated worker's message (fired at the global
/// scope), a shared worker's connection or port message, a service worker's install job
/// or client message.
pub fn deliver_to_worker_global(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    inbound: ToWorker,
) {
    let message = match inbound {
        ToWorker::Message(message) => message,
        ToWorker::Connect { link } => return shared_workers::connect(scope, state, link),
        ToWorker::Broadcast(broadcast) => {
            return broadcast_channel::receive(scope, state, broadcast, Toward::Owner);
        }
        ToWorker::PortMessage { link, message } => {
            return receive_over_link(state, RemoteEnd::Owner { link }, message);
        }
        ToWorker::Install | ToWorker::ClientMessage { .. } => {
            return service_workers::service_worker_inbound(scope, state, inbound);
        }
        ToWorker::MeasureMemory { .. } | ToWorker::Devtools => return,
    };
    let Some(id) = state.worker_port.borrow().as_ref().and_then(|port| port.realm.get()) else { return };
    let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) else { return };
    let message = adopt(state, message, Toward::Owner, id);
    let scope = &mut v8::ContextScope::new(scope, context);
    let ports = materialize(scope, state, id, &hooks, &message.ports);
    let tail = [v8::String::empty(scope).into(), v8::null(scope).into()];
    let hook_names = (Hook::DispatchMessage, Hook::DispatchMessageError);
    fire_message_event(scope, &hooks, &message, &ports, hook_names, &[], &tail);
    checkpoint(scope, state);
}

/// In the owner: what a worker sent, delivered to its `Worker` object's realm.
pub fn worker_event(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    index: usize,
    event: FromWorker,
) {
    let Some((kind, realm, owner, object, terminated)) =
        state.workers.borrow().get(index).map(|w| (w.kind, w.realm, w.owner, w.object.clone(), w.closed))
    else {
        return;
    };
    if let FromWorker::Timeline(timeline) = event {
        state.set_timeline(realm, timeline);
        return;
    }
    if let FromWorker::ForWebApis(payload) = event {
        embedder_profile::add_worker_trace(state, realm, payload);
        return;
    }
    // The worker's isolate measured, for a measurement of the owner's group.
    if let FromWorker::Memory { id, bytes } = event {
        crate::runtime::web::measure_memory::top_level::worker_measured(state, id, realm, bytes);
        return;
    }
    // After terminate(), the Worker object gets nothing more (its queued events included).
    if terminated
        && !matches!(event, FromWorker::Closed | FromWorker::Console(..) | FromWorker::ConsoleDropped(_))
    {
        return;
    }
    // A message for a port entangled over a link with one in the worker (any kind).
    if let FromWorker::PortMessage { link, message } = event {
        return receive_over_link(state, RemoteEnd::Worker { worker: index, link }, message);
    }
    if let FromWorker::Broadcast(broadcast) = event {
        return broadcast_channel::receive(scope, state, broadcast, Toward::Worker(index));
    }
    if let FromWorker::Console(level, text) = &event {
        state.console.push(realm.get(), *level, text.clone());
        return;
    }
    if let FromWorker::ConsoleDropped(count) = event {
        state.console.add_dropped(count);
        return;
    }
    if let FromWorker::Closed = event {
        if let Some(worker) = state.workers.borrow_mut().get_mut(index) {
            worker.closed = true;
        }
        state.mark_detached(realm);
        crate::runtime::web::measure_memory::top_level::worker_gone(state, realm);
        return;
    }
    match kind {
        Scope::SharedWorkerGlobalScope => {
            return shared_workers::shared_worker_event(scope, state, index, realm, event);
        }
        Scope::ServiceWorkerGlobalScope => {
            return service_workers::service_worker_event(scope, state, index, realm, event);
        }
        Scope::DedicatedWorkerGlobalScope | Scope::Window => {}
    }
    let (Some(context), Some(hooks)) = (state.context(scope, owner), state.hooks(owner)) else {
        return;
    };
    if state.is_detached(owner) {
        return;
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    let object: v8::Local<v8::Value> = v8::Local::new(scope, &object).into();
    match event {
        FromWorker::Message(message) => {
            let message = adopt(state, message, Toward::Worker(index), owner);
            let ports = materialize(scope, state, owner, &hooks, &message.ports);
            fire_message_event(
                scope,
                &hooks,
                &message,
                &ports,
                (Hook::WorkerMessage, Hook::WorkerMessageError),
                &[object],
                &[],
            );
        }
        // [Runtime script errors](https://html.spec.whatwg.org/multipage/workers.html#runtime-script-errors-2)
        // of a dedicated worker, which its global's listeners did not handle:
        // 1. An ErrorEvent (error null) at the Worker object.
        // 2. Not canceled: as if the error occurred in the global the Worker object is
        //    in, one level up: an `error` event there (a window's onerror, or a parent
        //    worker's global, which reports it further up when not canceled).
        // 3. Still not canceled: recorded for the worker's realm.
        FromWorker::Error(error) => {
            if !fire_worker_error(scope, &hooks, object, &error)
                && !fire_error_at_owner(scope, &hooks, &error)
            {
                state.record_error(realm, error);
            }
        }
        FromWorker::LoadFailed(message) => {
            state.record_load_error(Some(realm), message);
            call_hook_with(scope, &hooks, Hook::WorkerLoadError, &[object]);
        }
        // The worker reached its heap limit and ended: recorded whatever listeners do.
        FromWorker::OutOfMemory(message) => {
            state.record_memory_error(Some(realm), message.clone());
            fire_worker_error(scope, &hooks, object, &UncaughtError::new(message, None, None));
        }
        FromWorker::Console(..)
        | FromWorker::ConsoleDropped(_)
        | FromWorker::Closed
        | FromWorker::Memory { .. }
        | FromWorker::PortMessage { .. }
        | FromWorker::Broadcast(_)
        | FromWorker::ClientMessage { .. }
        | FromWorker::State(_)
        | FromWorker::Timeline(_)
        | FromWorker::ForWebApis(_) => {}
    }
    checkpoint(scope, state);
}

/// Fires an ErrorEvent (error null) at the owner's global, as HTML's "report the
/// exception" there does; returns whether a listener canceled it.
fn fire_error_at_owner(scope: &mut v8::PinScope<'_, '_>, hooks: &RealmHooks, error: &UncaughtError) -> bool {
    let mut args = vec![v8::null(scope).into()];
    args.extend(error_event_args(scope, error));
    call_hook_with(scope, hooks, Hook::FireError, &args).is_some_and(|unhandled| unhandled.is_false())
}

/// Fires an ErrorEvent at the Worker object; returns whether a listener canceled it.
fn fire_worker_error<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    object: v8::Local<'s, v8::Value>,
    error: &UncaughtError,
) -> bool {
    let mut args = vec![object];
    args.extend(error_event_args(scope, error));
    call_hook_with(scope, hooks, Hook::WorkerError, &args).is_some_and(|unhandled| unhandled.is_false())
}
