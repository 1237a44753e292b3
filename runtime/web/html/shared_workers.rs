//! Shared workers: `new SharedWorker(url, options)` finds or starts the group's worker of
//! that URL, name and origin, and entangles a new port pair across the isolates; the
//! worker fires `connect` with its end. [HTML §10.2.6.4](https://html.spec.whatwg.org/multipage/workers.html#shared-workers-and-the-sharedworker-interface)
use std::cell::RefCell;
use std::rc::Rc;

use url::{Origin, Url};

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::loader::cookie_jar::Site;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::navigation::request_referrer::request_referrer;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::{RealmId, RealmInfo, Scope};
use crate::runtime::web::measure_memory::attribution_token::{
    WorkerKind, obtain_worker_memory_attribution_token,
};
use crate::runtime::web::messaging::port_links::{RemoteEnd, add_linked_port, next_link};
use crate::runtime::web::url::BlobUrlStore;
use crate::runtime::web::web_error::{WebError, WebResult};
use crate::runtime::workers::{FromWorker, ToWorker};

use super::window::Native;
use super::workers::{check_worker_quota, run_worker, worker_setup};

/// The shared worker natives.
pub fn natives() -> Vec<Native> {
    vec![("startSharedWorker", v8::MapFnTo::map_fn_to(start_shared_worker))]
}

/// A shared worker of the group: what identifies it, and the `SharedWorker` objects
/// connected to it (each in its realm).
struct SharedWorkerRecord {
    url: Url,
    name: String,
    /// Its WorkerOptions' type, credentials and sameSiteCookies ("classic same-origin all").
    options: String,
    origin: Origin,
    /// Its creator's top-level site and whether that creator was third-party (its site
    /// for cookies null): Chrome's storage key, which partitions shared workers.
    partition: (Option<Site>, bool),
    /// Its index in the group's worker list.
    worker: usize,
    objects: Vec<(RealmId, v8::Global<v8::Object>)>,
}

/// The group's shared workers (in its Web APIs' state).
#[derive(Default)]
pub struct SharedWorkers {
    records: RefCell<Vec<SharedWorkerRecord>>,
}

fn shared_workers(state: &GroupState) -> Rc<SharedWorkers> {
    state.web.get::<SharedWorkers>()
}

/// `new SharedWorker(scriptURL, options)`: `natives.startSharedWorker(worker, port, url,
/// name, "type credentials sameSiteCookies")`; false when the running worker's options
/// differ.
fn start_shared_worker(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    match start_shared_worker_steps(scope, &args) {
        Ok(connected) => rv.set_bool(connected),
        Err(error) => error.throw(scope),
    }
}

/// [The SharedWorker constructor steps](https://html.spec.whatwg.org/multipage/workers.html#dom-sharedworker).
fn start_shared_worker_steps(
    scope: &mut v8::PinScope,
    args: &v8::FunctionCallbackArguments,
) -> WebResult<bool> {
    let Some((state, owner)) = GroupState::current_realm(scope) else { return Ok(true) };
    let owner = owner.info();
    let (Ok(object), Ok(port)) =
        (v8::Local::<v8::Object>::try_from(args.get(0)), v8::Local::<v8::Object>::try_from(args.get(1)))
    else {
        return Ok(true);
    };
    let text = args.get(2).to_rust_string_lossy(scope);
    let name = args.get(3).to_rust_string_lossy(scope);
    let options = args.get(4).to_rust_string_lossy(scope);
    // (The creator's partition: its top-level site, and whether it is third-party.)
    let partition = partition_of(&state, &owner);
    let options = same_site_cookies(partition.1, &options)?;
    // 3. Let urlRecord be the result of encoding-parsing a URL given scriptURL, relative
    // to outside settings. 4. If urlRecord is failure, throw a "SyntaxError" DOMException.
    // (A window passes it parsed against its document's base URL, see `resolveScriptURL`
    // in workers.js; what is left is relative to the owner's fallback base URL: an
    // about:blank or about:srcdoc frame's is its parent's.)
    let url = state.fallback_base_url(&owner).join(&text).map_err(|_| {
        WebError::dom(
            "SyntaxError",
            format!("Failed to construct 'SharedWorker': The URL '{text}' is invalid."),
        )
    })?;
    // (Fetching a worker script: same origin as its creator, a blob: URL of it, or a
    // data: URL, whose worker runs in a new opaque origin.)
    let origin = if url.scheme() == "blob" { owner.origin.clone() } else { url.origin() };
    if origin != owner.origin && url.scheme() != "data" {
        return Err(WebError::dom(
            "SecurityError",
            format!(
                "Failed to construct 'SharedWorker': Script at '{url}' cannot be accessed from origin '{}'.",
                owner.origin.ascii_serialization()
            ),
        ));
    }
    // 12.4. Let worker global scope be null. 12.5. For each scope in the list of all
    // SharedWorkerGlobalScope objects: if its constructor origin is outside settings's
    // origin, its constructor URL equals urlRecord and its name equals options's name,
    // that is the worker (one that has ended is not). (As Chrome keys them, the storage
    // key also holds the creator's top-level site and whether it is third-party: a frame
    // under another top-level site, or under a cross-site ancestor, gets a worker of its
    // own.)
    let registry = shared_workers(&state);
    let found = registry.records.borrow().iter().position(|r| {
        r.url == url
            && r.name == name
            && r.origin == owner.origin
            && r.partition == partition
            && state.workers.borrow().get(r.worker).is_some_and(|w| !w.closed)
    });
    let record = match found {
        // 12.6. If worker global scope's type or credentials differ from options': an
        // error event at worker (queued by the caller), and nothing is connected.
        Some(record) if registry.records.borrow().get(record).is_some_and(|r| r.options != options) => {
            return Ok(false);
        }
        Some(record) => record,
        None => spawn(scope, &state, &owner, object, url, (name, options), partition)?,
    };
    // 12.5.3 (or 12.7). Entangle the outside port with a new inside port of the worker's
    // realm (made there when the connection arrives), and queue the `connect` event.
    let link = next_link();
    let mut records = registry.records.borrow_mut();
    let Some(record) = records.get_mut(record) else { return Ok(true) };
    record.objects.push((owner.id, v8::Global::new(scope, object)));
    add_linked_port(scope, &state, port, owner.id, RemoteEnd::Worker { worker: record.worker, link });
    if let Some(worker) = state.workers.borrow().get(record.worker) {
        worker.send(ToWorker::Connect { link });
    }
    Ok(true)
}

/// The partition of the shared workers `owner` finds: its top-level site, and whether its
/// site for cookies is null (a cross-site ancestor).
fn partition_of(state: &GroupState, owner: &RealmInfo) -> (Option<Site>, bool) {
    let third_party = site_for_cookies::site_for_cookies(state, owner).is_none();
    (site_for_cookies::top_level_site(state, owner), third_party)
}

/// `options` ("type credentials sameSiteCookies") with its sameSiteCookies resolved, as
/// Chrome's SharedWorker constructor does: a creator in a third-party context
/// (`third_party`: its site for cookies is null, a cross-site ancestor) gets "none" by default and may not ask for "all"
/// (a "NotAllowedError" DOMException); a first-party one gets "all" by default.
fn same_site_cookies(third_party: bool, options: &str) -> WebResult<String> {
    let (head, asked) = options.rsplit_once(' ').unwrap_or((options, "default"));
    let resolved = match (asked, third_party) {
        ("all", true) => {
            return Err(WebError::dom(
                "NotAllowedError",
                "Failed to construct 'SharedWorker': SameSiteCookies 'all' is not allowed in a third-party context."
                    .to_string(),
            ));
        }
        ("default", true) | ("none", _) => "none",
        _ => "all",
    };
    Ok(format!("{head} {resolved}"))
}

/// 12.7. Run a worker: a new shared worker's thread, and its realm record in the group;
/// returns its record's index.
fn spawn(
    scope: &mut v8::PinScope,
    state: &Rc<GroupState>,
    owner: &RealmInfo,
    object: v8::Local<v8::Object>,
    url: Url,
    (name, options): (String, String),
    partition: (Option<Site>, bool),
) -> WebResult<usize> {
    check_worker_quota(state, "Failed to construct 'SharedWorker'")?;
    let blob = (url.scheme() == "blob").then(|| BlobUrlStore::of(state).get(state, url.as_str()));
    let mut info = worker_realm_info(owner, &url, Scope::SharedWorkerGlobalScope);
    // A data: URL's worker runs in a new opaque origin (HTML "run a worker", step 7).
    if url.scheme() == "data" {
        info.origin = url.origin();
    }
    let script = blob.clone().flatten().map(|(text, _)| text);
    let (kind, origin) = (Scope::SharedWorkerGlobalScope, info.origin.clone());
    let mut setup = worker_setup(state, kind, url.clone(), script, name.clone(), origin, false);
    let referrer = request_referrer(state, owner);
    setup.outside_referrer_policy = referrer.policy.clone();
    setup.referrer = Some(referrer);
    // WorkerOptions' type (`options` is "type credentials sameSiteCookies"): a module
    // worker's script is a module script, fetched with its imports in the `credentials`
    // mode (a classic worker's script in "same-origin").
    let mut words = options.split(' ');
    setup.module = words.next() == Some("module");
    let credentials = words.next().unwrap_or_default();
    setup.credentials =
        if setup.module { CredentialsMode::of_enum(credentials) } else { CredentialsMode::SameOrigin };
    // Its site for cookies: its own origin's site, or none (cross-site: only its
    // `SameSite=None` cookies go) under sameSiteCookies "none"; its cookies are
    // partitioned by its creator's top-level site, as Chrome keys a shared worker.
    setup.site_for_cookies = match words.next() {
        Some("all") => Site::of_origin(&setup.origin),
        _ => None,
    };
    setup.top_level_site = partition.0.clone();
    let (realm, worker) = run_worker(scope, state, owner.id, object, info, setup);
    if blob == Some(None) {
        state.record_load_error(Some(realm), format!("{url}: no such blob URL"));
    }
    let registry = shared_workers(state);
    let mut records = registry.records.borrow_mut();
    records.push(SharedWorkerRecord {
        url,
        name,
        options,
        origin: owner.origin.clone(),
        partition,
        worker,
        objects: Vec::new(),
    });
    Ok(records.len() - 1)
}

/// The record, in the owner's group, of a shared or service worker's realm: its own
/// attribution token with a null container (measure-memory §3.4, steps 2–3).
pub(super) fn worker_realm_info(owner: &RealmInfo, url: &Url, scope: Scope) -> RealmInfo {
    let kind =
        if scope == Scope::ServiceWorkerGlobalScope { WorkerKind::Service } else { WorkerKind::Shared };
    RealmInfo {
        id: owner.id,
        url: url.clone(),
        origin: owner.origin.clone(),
        top_level_origin: owner.origin.clone(),
        scope,
        parent: Some(owner.id),
        container: None,
        attribution_token: obtain_worker_memory_attribution_token(kind, &owner.attribution_token),
        status: 200,
        // Decided by the worker's own thread (from its script's headers).
        cross_origin_isolated: false,
        detached: false,
        headers: Default::default(),
        document_policy: None,
        meta_referrer_policy: None,
        referrer: None,
        character_set: "UTF-8",
        time_origin: crate::runtime::web::performance::hr_time::now(),
        navigation: None,
        sandboxing_flags: Default::default(),
        // (A worker has no document: no policy-controlled feature applies.)
        fullscreen_enabled: false,
        // In its constructor's browsing context group.
        opening: crate::runtime::realm::Opening { group: owner.opening.group, ..Default::default() },
    }
}

/// In the shared worker: a new connection: its inside port, and the `connect` event
/// whose source and only port it is.
pub fn connect(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, link: u64) {
    let Some(id) = state.worker_port.borrow().as_ref().and_then(|port| port.realm.get()) else { return };
    let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let made = call_hook_with(scope, &hooks, Hook::MakePort, &[])
        .and_then(|p| v8::Local::<v8::Object>::try_from(p).ok());
    let Some(port) = made else { return };
    add_linked_port(scope, state, port, id, RemoteEnd::Owner { link });
    call_hook_with(scope, &hooks, Hook::DispatchConnect, &[port.into()]);
    checkpoint(scope, state);
}

/// In the owner's group: what the shared worker at `index` sent (after what every worker
/// sends — console, timeline, closing — was handled).
pub fn shared_worker_event(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    index: usize,
    realm: RealmId,
    event: FromWorker,
) {
    match event {
        // The worker's own `error` listeners had their chance: reported for its realm.
        FromWorker::Error(error) => state.record_error(realm, error),
        FromWorker::LoadFailed(message) => {
            state.record_load_error(Some(realm), message);
            fire_error_at_objects(scope, state, index);
        }
        FromWorker::OutOfMemory(message) => {
            state.record_memory_error(Some(realm), message);
            fire_error_at_objects(scope, state, index);
        }
        _ => {}
    }
}

/// An `error` event at every `SharedWorker` object of the worker at `index` (its script
/// could not be run: [run a worker](https://html.spec.whatwg.org/multipage/workers.html#run-a-worker), step 12's failure).
fn fire_error_at_objects(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, index: usize) {
    let objects: Vec<(RealmId, v8::Global<v8::Object>)> = shared_workers(state)
        .records
        .borrow()
        .iter()
        .filter(|r| r.worker == index)
        .flat_map(|r| r.objects.clone())
        .collect();
    for (realm, object) in objects {
        let (Some(context), Some(hooks)) = (state.context(scope, realm), state.hooks(realm)) else {
            continue;
        };
        if state.is_detached(realm) {
            continue;
        }
        let scope = &mut v8::ContextScope::new(scope, context);
        let object = v8::Local::new(scope, &object);
        call_hook_with(scope, &hooks, Hook::SharedWorkerError, &[object.into()]);
        checkpoint(scope, state);
    }
}
