//! `MessageChannel` and `MessagePort` within a browsing context group.
//! [HTML §9.4 Channel messaging](https://html.spec.whatwg.org/multipage/web-messaging.html#channel-messaging)
//!
//! Each port has a record in the group (its current JS object and realm, its entangled
//! partner, its message queue and whether that queue is enabled). A transferred port's
//! old object is neutered, and a new object is made in the receiving realm on delivery;
//! inside the message data a port is a host object of V8's serializer, written as its
//! index in the transfer list (`messaging.rs`). A port may be entangled with one in another
//! isolate (a shared worker's connection, or a port transferred to or from a worker,
//! `port_links.rs`): its messages are forwarded over the worker's channel.
use std::cell::RefCell;
use std::rc::Rc;

use crate::runtime::event_loop::Task;
use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::realm::RealmId;

use super::port_links::{RemoteEnd, send_over_link};
use super::post_message::{fire_message_event, serialize_with_transfer};
use crate::runtime::event_loop::SerializedMessage;
use crate::runtime::web::html::window::Native;

/// A message waiting in a port's queue.
pub struct PortMessage {
    pub message: SerializedMessage,
}

/// A port of the group.
pub struct PortRecord {
    /// Its JS object; `None` while being transferred, or after the transfer for the old one.
    pub object: Option<v8::Global<v8::Object>>,
    pub realm: RealmId,
    pub entangled: Option<usize>,
    /// The port message queue is enabled by `start()` or by setting `onmessage`.
    pub enabled: bool,
    pub queue: Vec<PortMessage>,
    /// Set for a port entangled with one in another isolate (instead of `entangled`).
    pub remote: Option<RemoteEnd>,
    /// Set for a port transferred to another isolate: its messages go on over this link.
    pub relay: Option<RemoteEnd>,
    /// Its [[Detached]] slot: set by `close()`; a detached port cannot be transferred.
    pub detached: bool,
}

/// The group's MessagePorts, by id (in its [`crate::runtime::group::WebState`]).
pub type Ports = RefCell<Vec<PortRecord>>;

pub fn ports_of(state: &GroupState) -> Rc<Ports> {
    state.web.get::<Ports>()
}

/// The `MessageChannel`/`MessagePort` natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("portPair", v8::MapFnTo::map_fn_to(port_pair)),
        ("portPost", v8::MapFnTo::map_fn_to(port_post)),
        ("portStart", v8::MapFnTo::map_fn_to(port_start)),
        ("portClose", v8::MapFnTo::map_fn_to(port_close)),
    ]
}

/// The record of a port object, if it is one (and not a neutered one).
pub fn port_id_of(
    scope: &v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    object: v8::Local<v8::Object>,
) -> Option<usize> {
    ports_of(state)
        .borrow()
        .iter()
        .position(|p| p.object.as_ref().is_some_and(|o| v8::Local::new(scope, o) == object))
}

/// Neuters the objects of ports being transferred.
pub fn begin_transfer(state: &GroupState, ports: &[usize]) {
    for &id in ports {
        if let Some(port) = ports_of(state).borrow_mut().get_mut(id) {
            port.object = None;
        }
    }
}

/// Makes new port objects in the current realm for transferred ports (`event.ports`).
pub fn materialize<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    realm: RealmId,
    hooks: &RealmHooks,
    ports: &[usize],
) -> Vec<v8::Local<'s, v8::Object>> {
    let mut objects = Vec::new();
    for &id in ports {
        let made = call_hook_with(scope, hooks, Hook::MakePort, &[])
            .and_then(|p| v8::Local::<v8::Object>::try_from(p).ok());
        let Some(object) = made else { continue };
        if let Some(port) = ports_of(state).borrow_mut().get_mut(id) {
            port.object = Some(v8::Global::new(scope, object));
            port.realm = realm;
        }
        objects.push(object);
    }
    objects
}

/// `new MessageChannel()`: entangles two new ports of the current realm.
fn port_pair(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, _rv: v8::ReturnValue<v8::Value>) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let (Ok(first), Ok(second)) =
        (v8::Local::<v8::Object>::try_from(args.get(0)), v8::Local::<v8::Object>::try_from(args.get(1)))
    else {
        return;
    };
    let records = ports_of(&state);
    let mut ports = records.borrow_mut();
    let id = ports.len();
    for (object, partner) in [(first, id + 1), (second, id)] {
        ports.push(PortRecord {
            object: Some(v8::Global::new(scope, object)),
            realm,
            entangled: Some(partner),
            enabled: false,
            queue: Vec::new(),
            remote: None,
            relay: None,
            detached: false,
        });
    }
}

/// `port.postMessage(message, transfer)`: [message port post message steps](https://html.spec.whatwg.org/multipage/web-messaging.html#message-port-post-message-steps).
fn port_post<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = this_port(scope, &args) else { return };
    // (The look-up's borrow ends here: serializing transfers ports, which borrows again.)
    let remote = ports_of(&state).borrow().get(id).and_then(|p| p.remote);
    if let Some(remote) = remote {
        // Entangled across isolates: serialized here, delivered there.
        return match serialize_with_transfer(scope, args.get(1), args.get(2), &[Some(id)]) {
            Ok(message) => send_over_link(&state, remote, message),
            Err(error) => error.throw(scope),
        };
    }
    let partner = ports_of(&state).borrow().get(id).and_then(|p| p.entangled);
    // Step 2. A port cannot transfer itself (or its partner): DataCloneError.
    let message = match serialize_with_transfer(scope, args.get(1), args.get(2), &[Some(id), partner]) {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    // Steps 3–4. Not entangled: the message goes nowhere (after serializing, as HTML says).
    if let Some(target) = partner {
        enqueue(&state, target, message);
    }
}

/// Queues a message for port `target`: delivered in a task once its queue is enabled.
pub(super) fn enqueue(state: &GroupState, target: usize, message: SerializedMessage) {
    // A port transferred to another isolate: the message follows it.
    let relay = ports_of(state).borrow().get(target).and_then(|p| p.relay);
    if let Some(relay) = relay {
        return send_over_link(state, relay, message);
    }
    let enabled = ports_of(state).borrow().get(target).is_some_and(|p| p.enabled);
    if enabled {
        state.tasks.borrow_mut().push(Task::PortMessage { port: target, message });
    } else if let Some(port) = ports_of(state).borrow_mut().get_mut(target) {
        port.queue.push(PortMessage { message });
    }
}

/// The group, and the port record of the natives' first argument (a MessagePort of the
/// calling realm).
fn this_port(
    scope: &mut v8::PinScope,
    args: &v8::FunctionCallbackArguments,
) -> Option<(Rc<GroupState>, usize)> {
    let (state, _) = GroupState::current(scope)?;
    let object = v8::Local::<v8::Object>::try_from(args.get(0)).ok()?;
    let id = port_id_of(scope, &state, object)?;
    Some((state, id))
}

/// `port.start()` (and the first `onmessage` set): enables the queue.
fn port_start(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = this_port(scope, &args) else { return };
    let queued = match ports_of(&state).borrow_mut().get_mut(id) {
        Some(port) if !port.enabled => {
            port.enabled = true;
            std::mem::take(&mut port.queue)
        }
        _ => return,
    };
    let mut tasks = state.tasks.borrow_mut();
    for PortMessage { message } in queued {
        tasks.push(Task::PortMessage { port: id, message });
    }
}

/// [`port.close()`](https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-close):
/// 1. Set this's [[Detached]] internal slot value to true.
/// 2. Disentangle this from its entangled port, if any (step 3).
fn port_close(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, id)) = this_port(scope, &args) else { return };
    let records = ports_of(&state);
    let mut ports = records.borrow_mut();
    if let Some(port) = ports.get_mut(id) {
        port.detached = true;
        port.remote = None;
    }
    let partner = ports.get_mut(id).and_then(|p| p.entangled.take());
    if let Some(partner) = partner.and_then(|p| ports.get_mut(p)) {
        partner.entangled = None;
    }
}

/// The task of a port message: fires `message` at the port, with its transferred ports.
pub fn deliver(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    port: usize,
    message: SerializedMessage,
) {
    // Transferred to another isolate after this task was queued: the message follows it.
    let relay = ports_of(state).borrow().get(port).and_then(|p| p.relay);
    if let Some(relay) = relay {
        return send_over_link(state, relay, message);
    }
    let Some((object, realm)) =
        ports_of(state).borrow().get(port).and_then(|p| Some((p.object.clone()?, p.realm)))
    else {
        return;
    };
    let (Some(context), Some(hooks)) = (state.context(scope, realm), state.hooks(realm)) else {
        return;
    };
    if state.is_detached(realm) {
        return;
    }
    let scope = &mut v8::ContextScope::new(scope, context);
    let object: v8::Local<v8::Value> = v8::Local::new(scope, &object).into();
    let ports = materialize(scope, state, realm, &hooks, &message.ports);
    let hook_names = (Hook::PortMessage, Hook::PortMessageError);
    fire_message_event(scope, &hooks, &message, &ports, hook_names, &[object], &[]);
    checkpoint(scope, state);
}
