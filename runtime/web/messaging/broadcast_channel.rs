//! [BroadcastChannel](https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts)'s
//! posting: the message serialized once, then deserialized in each realm of the sender's
//! origin — windows and workers — whose `broadcastMessage` hook queues a task per channel
//! of that name (`broadcast_channel.js`).
//!
//! Each worker is an isolate of its own: the bytes go to the other isolates over the
//! workers' channels and are passed on along the tree of owners and workers — from an
//! owner to its workers, from a worker to its owner and its other workers, never back the
//! way they came — so every realm of the page hears each message once.
use std::rc::Rc;

use url::Origin;

use crate::runtime::event_loop::SerializedMessage;
use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::RealmId;
use crate::runtime::web::html::window::Native;
use crate::runtime::workers::{Broadcast, FromWorker, ToWorker};

use super::port_links::Toward;
use super::post_message::{deserialize, serialize_with_transfer};

/// The natives of `broadcast_channel.js`.
pub fn natives() -> Vec<Native> {
    vec![("broadcast", v8::MapFnTo::map_fn_to(broadcast))]
}

/// `natives.broadcast(name, message, source)`: [`postMessage(message)`](https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-postmessage)
/// steps 3–9 for the channel `source` named `name`.
fn broadcast<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, sender)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(sender) else { return };
    // 1. If this's relevant global object is a Window whose document is not fully active
    //    (its frame was removed), or a WorkerGlobalScope whose closing flag is true, then
    //    return.
    let closing = state.worker_port.borrow().as_ref().is_some_and(|port| port.closing.get());
    if info.detached || closing {
        return;
    }
    // 3. Let serialized be StructuredSerialize(message) (a DataCloneError propagates).
    let no_transfer = v8::undefined(scope).into();
    let message = match serialize_with_transfer(scope, args.get(1), no_transfer, &[]) {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    let name = args.get(0).to_rust_string_lossy(scope);
    let source = v8::Global::new(scope, args.get(2));
    deliver(scope, &state, &name, &info.origin, &message, Some((sender, source)));
    pass_on(&state, &Broadcast { name, origin: info.origin.clone(), bytes: message.bytes }, None);
}

/// Steps 4–9 in this isolate: the destinations are the channels named `name` in the
/// realms of the sender's `origin` (their storage keys being equal, as one partition
/// holds the page; an opaque origin is equal only to itself, which its blob: workers
/// share), not closed, but the source itself; each deserializes the message (a failure is
/// a messageerror) and gets a task that fires the event.
fn deliver(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    name: &str,
    origin: &Origin,
    message: &SerializedMessage,
    sender: Option<(RealmId, v8::Global<v8::Value>)>,
) {
    for target in state.realms() {
        if target.detached || target.origin != *origin {
            continue;
        }
        // (A worker's record here has no context: its own isolate delivers.)
        let (Some(context), Some(hooks)) = (state.context(scope, target.id), state.hooks(target.id)) else {
            continue;
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let data = {
            v8::tc_scope!(let tc, scope);
            deserialize(tc, message, &[])
        };
        let failed = data.is_none();
        let data = data.unwrap_or_else(|| v8::undefined(scope).into());
        let origin = target.origin.ascii_serialization();
        let (Some(origin), Some(name)) = (v8::String::new(scope, &origin), v8::String::new(scope, name))
        else {
            return;
        };
        let source = match &sender {
            Some((id, source)) if *id == target.id => v8::Local::new(scope, source),
            _ => v8::undefined(scope).into(),
        };
        let failed = v8::Boolean::new(scope, failed).into();
        call_hook_with(
            scope,
            &hooks,
            Hook::BroadcastMessage,
            &[name.into(), data, origin.into(), source, failed],
        );
    }
}

/// A message that came from another isolate (`from` this group's owner or one of its
/// workers): delivered here, then passed on.
pub fn receive(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    broadcast: Broadcast,
    from: Toward,
) {
    let message = SerializedMessage::bytes_only(broadcast.bytes.clone());
    deliver(scope, state, &broadcast.name, &broadcast.origin, &message, None);
    pass_on(state, &broadcast, Some(from));
}

/// Sends the message to the neighbouring isolates (the group's workers, and its owner when
/// the group is a worker's) but the one it came `from`.
fn pass_on(state: &GroupState, broadcast: &Broadcast, from: Option<Toward>) {
    for (index, worker) in state.workers.borrow().iter().enumerate() {
        if from != Some(Toward::Worker(index)) {
            worker.send(ToWorker::Broadcast(broadcast.clone()));
        }
    }
    if from != Some(Toward::Owner)
        && let Some(port) = state.worker_port.borrow().as_ref()
    {
        let _ = port.outbox.send(FromWorker::Broadcast(broadcast.clone()));
    }
}
