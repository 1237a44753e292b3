//! Service workers, enough to host one: `navigator.serviceWorker.register(url, {scope})`
//! starts a `ServiceWorkerGlobalScope` isolate on its own thread and runs its install and
//! activate steps; pages post to it (`ServiceWorker.postMessage`) and it answers its
//! clients (`event.source.postMessage`). No fetch interception, no clients API, no update.
//! [Service Workers §3.4 ServiceWorkerContainer](https://w3c.github.io/ServiceWorker/#serviceworkercontainer-interface),
//! [§8 Algorithms](https://w3c.github.io/ServiceWorker/#algorithms)
use std::cell::RefCell;
use std::rc::Rc;

use url::{Origin, Url};

use crate::runtime::event_loop::SerializedMessage;
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::{RealmId, Scope};
use crate::runtime::web::messaging::post_message::{fire_message_event, serialize_for_worker};
use crate::runtime::web::web_error::{WebError, WebResult};
use crate::runtime::workers::{FromWorker, ToWorker};

use super::shared_workers::worker_realm_info;
use super::window::Native;
use super::workers::{check_worker_quota, run_worker, worker_setup};

/// The service worker natives (of windows, and of the worker's own scope).
pub fn natives() -> Vec<Native> {
    vec![
        ("registerServiceWorker", v8::MapFnTo::map_fn_to(register)),
        ("unregisterServiceWorker", v8::MapFnTo::map_fn_to(unregister)),
        ("getServiceWorkerRegistration", v8::MapFnTo::map_fn_to(get_registration)),
        ("postToServiceWorker", v8::MapFnTo::map_fn_to(post_to_service_worker)),
        ("postToClient", v8::MapFnTo::map_fn_to(post_to_client)),
        ("serviceWorkerState", v8::MapFnTo::map_fn_to(report_state)),
    ]
}

/// A [service worker registration](https://w3c.github.io/ServiceWorker/#dfn-service-worker-registration)
/// with its one worker. Its id is the worker's index in the group's worker list.
struct Registration {
    storage_key: Origin,
    scope: Url,
    script: Url,
    worker: usize,
    /// The worker's state as last reported (`""` before its script ran).
    state: String,
    /// The realms that have objects for it (told of its state changes).
    clients: Vec<RealmId>,
}

/// The group's registrations (in its Web APIs' state): the scope to registration map.
#[derive(Default)]
pub struct Registrations(RefCell<Vec<Registration>>);

fn registrations(state: &GroupState) -> Rc<Registrations> {
    state.web.get::<Registrations>()
}

/// What a realm is told of a registration: `{id, scope, scriptURL, state}`.
fn record<'s>(scope: &mut v8::PinScope<'s, '_>, registration: &Registration) -> v8::Local<'s, v8::Value> {
    let object = v8::Object::new(scope);
    let id = v8::Number::new(scope, registration.worker as f64).into();
    let fields = [
        ("scope", registration.scope.as_str()),
        ("scriptURL", registration.script.as_str()),
        ("state", registration.state.as_str()),
    ];
    if let Some(key) = v8::String::new(scope, "id") {
        object.set(scope, key.into(), id);
    }
    for (name, value) in fields {
        if let (Some(key), Some(value)) = (v8::String::new(scope, name), v8::String::new(scope, value)) {
            object.set(scope, key.into(), value.into());
        }
    }
    object.into()
}

fn throw_or<T>(scope: &mut v8::PinScope, result: WebResult<T>, then: impl FnOnce(&mut v8::PinScope, T)) {
    match result {
        Ok(value) => then(scope, value),
        Err(error) => error.throw(scope),
    }
}

/// `natives.registerServiceWorker(scriptURL, scope, module)` → the registration's record.
fn register(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let result = register_steps(scope, &args);
    throw_or(scope, result, |scope, index| {
        if let Some(state) = GroupState::of(scope)
            && let Some(registration) = registrations(&state).0.borrow().iter().find(|r| r.worker == index)
        {
            rv.set(record(scope, registration));
        }
    });
}

/// [register(scriptURL, options)](https://w3c.github.io/ServiceWorker/#navigator-service-worker-register)
/// and the [Start Register](https://w3c.github.io/ServiceWorker/#start-register-algorithm)
/// and [Register](https://w3c.github.io/ServiceWorker/#register-algorithm) algorithms, up to
/// starting the worker; returns the registration's id.
fn register_steps(scope: &mut v8::PinScope, args: &v8::FunctionCallbackArguments) -> WebResult<usize> {
    let Some((state, client)) = GroupState::current_realm(scope) else { return Err(WebError::Pending) };
    let client = client.info();
    let text = args.get(0).to_rust_string_lossy(scope);
    let failed = |message: String| WebError::Type(format!("Failed to register a ServiceWorker: {message}"));
    // Start Register 3–4. Parse scriptURL against the client's URL; failure rejects with
    // a TypeError. 5. Its scheme must be an HTTP(S) scheme.
    let script = client.url.join(&text).map_err(|_| failed(format!("The URL '{text}' is invalid.")))?;
    if !matches!(script.scheme(), "http" | "https") {
        return Err(failed(format!("The URL protocol of the script ('{script}') is not supported.")));
    }
    // 6–8. The scope: the given one, else "./" relative to the script.
    let scope_url = if args.get(1).is_undefined() {
        script.join("./").map_err(|_| failed("The scope is invalid.".into()))?
    } else {
        let given = args.get(1).to_rust_string_lossy(scope);
        client.url.join(&given).map_err(|_| failed(format!("The scope '{given}' is invalid.")))?
    };
    // Register 1–3. A secure context's, of the client's origin, the script's and scope's.
    let secure = script.scheme() == "https" || matches!(script.host_str(), Some("localhost" | "127.0.0.1"));
    if !secure {
        return Err(WebError::dom(
            "SecurityError",
            "Failed to register a ServiceWorker: not a secure context.",
        ));
    }
    if script.origin() != client.origin || scope_url.origin() != client.origin {
        return Err(WebError::dom(
            "SecurityError",
            format!(
                "Failed to register a ServiceWorker: the origin of '{script}' or its scope is not the page's."
            ),
        ));
    }
    // 4–5. An existing registration of that scope with the same script is the one.
    let all = registrations(&state);
    let existing = all.0.borrow().iter().position(|r| {
        r.storage_key == client.origin
            && r.scope == scope_url
            && state.workers.borrow().get(r.worker).is_some_and(|w| !w.closed)
    });
    if let Some(existing) = existing {
        let mut list = all.0.borrow_mut();
        let registration = &mut list[existing];
        if registration.script == script {
            if !registration.clients.contains(&client.id) {
                registration.clients.push(client.id);
            }
            return Ok(registration.worker);
        }
        // Another script: the old worker is replaced (framescope does not update in place).
        let old = list.remove(existing);
        drop(list);
        end_worker(&state, old.worker);
    }
    check_worker_quota(&state, "Failed to register a ServiceWorker")?;
    // Update → Install: fetch and run the script in a new ServiceWorkerGlobalScope, then
    // the install job (`ToWorker::Install`).
    let info = worker_realm_info(&client, &script, Scope::ServiceWorkerGlobalScope);
    let (kind, origin) = (Scope::ServiceWorkerGlobalScope, client.origin.clone());
    let mut setup = worker_setup(&state, kind, script.clone(), None, String::new(), origin, false);
    // A "module" type: the script is a module script (its imports fetched by the worker).
    setup.module = args.get(2).is_true();
    let container = scope.get_current_context().global(scope);
    let (_, worker) = run_worker(scope, &state, client.id, container, info, setup);
    if let Some(handle) = state.workers.borrow().get(worker) {
        handle.send(ToWorker::Install);
    }
    all.0.borrow_mut().push(Registration {
        storage_key: client.origin.clone(),
        scope: scope_url,
        script,
        worker,
        state: String::new(),
        clients: vec![client.id],
    });
    Ok(worker)
}

/// Terminates a service worker (unregistered or replaced); its realm record is detached.
fn end_worker(state: &GroupState, worker: usize) {
    let realm = state.workers.borrow_mut().get_mut(worker).map(|w| {
        w.terminate();
        w.realm
    });
    if let Some(realm) = realm {
        state.mark_detached(realm);
    }
}

/// `natives.unregisterServiceWorker(id)` → whether there was such a registration.
/// [Unregister](https://w3c.github.io/ServiceWorker/#unregister-algorithm) (at once: no
/// client is controlled).
fn unregister(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let id = args.get(0).number_value(scope).unwrap_or(-1.0);
    let removed = {
        let all = registrations(&state);
        let mut list = all.0.borrow_mut();
        list.iter().position(|r| r.worker as f64 == id).map(|index| list.remove(index))
    };
    if let Some(registration) = &removed {
        end_worker(&state, registration.worker);
    }
    rv.set(v8::Boolean::new(scope, removed.is_some()).into());
}

/// `natives.getServiceWorkerRegistration(clientURL)` → the record of the registration
/// whose scope is the longest prefix of the URL, or undefined.
/// [Match Service Worker Registration](https://w3c.github.io/ServiceWorker/#scope-match-algorithm)
fn get_registration(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, client)) = GroupState::current_realm(scope) else { return };
    let client = client.info();
    let text = args.get(0).to_rust_string_lossy(scope);
    let Ok(url) = client.url.join(&text) else {
        return WebError::Type(format!(
            "Failed to get a ServiceWorkerRegistration: The URL '{text}' is invalid."
        ))
        .throw(scope);
    };
    if url.origin() != client.origin {
        return WebError::dom(
            "SecurityError",
            "Failed to get a ServiceWorkerRegistration: the origin is not the page's.",
        )
        .throw(scope);
    }
    let all = registrations(&state);
    let mut list = all.0.borrow_mut();
    let found = list
        .iter_mut()
        .filter(|r| r.storage_key == client.origin && url.as_str().starts_with(r.scope.as_str()))
        .max_by_key(|r| r.scope.as_str().len());
    if let Some(registration) = found {
        if !registration.clients.contains(&client.id) {
            registration.clients.push(client.id);
        }
        rv.set(record(scope, registration));
    }
}

/// `serviceWorker.postMessage(message, transfer)`: to the worker of registration `id`, as
/// a message from this client. [§3.1.3](https://w3c.github.io/ServiceWorker/#service-worker-postmessage-options)
fn post_to_service_worker<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, client)) = GroupState::current_realm(scope) else { return };
    let id = args.get(0).number_value(scope).unwrap_or(-1.0);
    let bytes = match serialize_for_worker(scope, args.get(1), args.get(2), None) {
        Ok(bytes) => bytes,
        Err(error) => return error.throw(scope),
    };
    let url = client.info().url.to_string();
    let workers = state.workers.borrow();
    let worker = workers.iter().enumerate().find(|(i, w)| *i as f64 == id && !w.is_dedicated());
    if let Some((_, worker)) = worker {
        // Another agent cluster: the bytes go, shared memory does not.
        let bytes = bytes.bytes;
        worker.send(ToWorker::ClientMessage { client: client.id().get(), url, bytes });
    }
}

/// In the service worker: `client.postMessage(message, transfer)`.
/// [§4.2.3](https://w3c.github.io/ServiceWorker/#client-postmessage-options)
fn post_to_client<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let client = args.get(0).number_value(scope).unwrap_or(0.0) as u64;
    let bytes = match serialize_for_worker(scope, args.get(1), args.get(2), None) {
        Ok(bytes) => bytes,
        Err(error) => return error.throw(scope),
    };
    if let Some(port) = state.worker_port.borrow().as_ref() {
        let bytes = bytes.bytes;
        let _ = port.outbox.send(FromWorker::ClientMessage { client, bytes });
    }
}

/// In the service worker: `natives.serviceWorkerState(state)`, for its registration's
/// clients. [Update Worker State](https://w3c.github.io/ServiceWorker/#update-state-algorithm)
fn report_state(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some(state) = GroupState::of(scope) else { return };
    let text = args.get(0).to_rust_string_lossy(scope);
    if let Some(port) = state.worker_port.borrow().as_ref() {
        let _ = port.outbox.send(FromWorker::State(text));
    }
}

/// In the service worker: the install job, or a client's message.
pub fn service_worker_inbound(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    inbound: ToWorker,
) {
    let Some(id) = state.worker_port.borrow().as_ref().and_then(|port| port.realm.get()) else { return };
    let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    match inbound {
        ToWorker::Install => {
            call_hook_with(scope, &hooks, Hook::ServiceWorkerInstall, &[]);
        }
        ToWorker::ClientMessage { client, url, bytes } => {
            let client = v8::Number::new(scope, client as f64).into();
            let url = v8::String::new(scope, &url).map_or_else(|| v8::undefined(scope).into(), Into::into);
            let hook_names = (Hook::ClientMessage, Hook::ClientMessageError);
            let message = SerializedMessage::bytes_only(bytes);
            fire_message_event(scope, &hooks, &message, &[], hook_names, &[client, url], &[]);
        }
        _ => {}
    }
    checkpoint(scope, state);
}

/// In the owner's group: what the service worker at `index` sent (after what every worker
/// sends — console, timeline, closing — was handled).
pub fn service_worker_event(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    index: usize,
    realm: RealmId,
    event: FromWorker,
) {
    let clients: Vec<RealmId> = registrations(state)
        .0
        .borrow()
        .iter()
        .find(|r| r.worker == index)
        .map(|r| r.clients.clone())
        .unwrap_or_default();
    match event {
        FromWorker::State(new_state) => {
            let all = registrations(state);
            if let Some(registration) = all.0.borrow_mut().iter_mut().find(|r| r.worker == index) {
                registration.state = new_state.clone();
            }
            for client in clients {
                call_client(scope, state, client, |scope, hooks| {
                    let id = v8::Number::new(scope, index as f64).into();
                    let text = v8::String::new(scope, &new_state)
                        .map_or_else(|| v8::undefined(scope).into(), Into::into);
                    call_hook_with(scope, hooks, Hook::ServiceWorkerState, &[id, text]);
                });
            }
        }
        FromWorker::ClientMessage { client, bytes } => {
            let Some(client) = RealmId::new(client) else { return };
            call_client(scope, state, client, |scope, hooks| {
                let id = v8::Number::new(scope, index as f64).into();
                let hook_names = (Hook::ServiceWorkerMessage, Hook::ServiceWorkerMessageError);
                let message = SerializedMessage::bytes_only(bytes);
                fire_message_event(scope, hooks, &message, &[], hook_names, &[id], &[]);
            });
        }
        FromWorker::Error(error) => state.record_error(realm, error),
        FromWorker::LoadFailed(message) | FromWorker::OutOfMemory(message) => {
            state.record_load_error(Some(realm), message.clone());
            all_removed(state, index);
            for client in clients {
                call_client(scope, state, client, |scope, hooks| {
                    let id = v8::Number::new(scope, index as f64).into();
                    let text = v8::String::new(scope, &message)
                        .map_or_else(|| v8::undefined(scope).into(), Into::into);
                    call_hook_with(scope, hooks, Hook::ServiceWorkerFailed, &[id, text]);
                });
            }
        }
        _ => {}
    }
}

/// The registration of a worker whose script failed goes away (Register's job rejects).
fn all_removed(state: &GroupState, index: usize) {
    registrations(state).0.borrow_mut().retain(|r| r.worker != index);
}

/// Calls `f` in a live client realm with its hooks, then a microtask checkpoint.
fn call_client(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    client: RealmId,
    f: impl FnOnce(&mut v8::PinScope<'_, '_>, &crate::runtime::hooks::RealmHooks),
) {
    let (Some(context), Some(hooks)) = (state.context(scope, client), state.hooks(client)) else { return };
    if state.is_detached(client) {
        return;
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    f(scope, &hooks);
    checkpoint(scope, state);
}
