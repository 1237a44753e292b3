//! [BroadcastChannel](https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts)'s
//! posting: the message serialized once, then deserialized in each window realm of the
//! sender's origin, whose `broadcastMessage` hook queues a task per channel of that name
//! (`broadcast_channel.js`). The group's workers are not reached yet.
use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::group::GroupState;
use crate::runtime::hooks::Hook;
use crate::runtime::realm::Scope;
use crate::runtime::web::html::window::Native;

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
    //    (its frame was removed), then return.
    if info.detached {
        return;
    }
    // 3. Let serialized be StructuredSerialize(message) (a DataCloneError propagates).
    let no_transfer = v8::undefined(scope).into();
    let message = match serialize_with_transfer(scope, args.get(1), no_transfer, &[]) {
        Ok(message) => message,
        Err(error) => return error.throw(scope),
    };
    let (name, source) = (args.get(0), args.get(2));
    let origin = info.origin.ascii_serialization();
    // 4–6. The destinations: channels in windows whose origin is the sender's (their
    //      storage keys being equal, as one partition holds the group), not closed, of
    //      this name, but the source itself.
    for target in state.realms() {
        if target.detached || target.scope != Scope::Window || target.origin != info.origin {
            continue;
        }
        let (Some(context), Some(hooks)) = (state.context(scope, target.id), state.hooks(target.id)) else {
            continue;
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        // 9. For each destination, queue a task: deserialize there (a failure is a
        //    messageerror), then fire the event (broadcast_channel.js).
        let data = {
            v8::tc_scope!(let tc, scope);
            deserialize(tc, &message, &[])
        };
        let failed = data.is_none();
        let data = data.unwrap_or_else(|| v8::undefined(scope).into());
        let Some(origin) = v8::String::new(scope, &origin) else { return };
        let source = if target.id == sender { source } else { v8::undefined(scope).into() };
        let failed = v8::Boolean::new(scope, failed).into();
        call_hook_with(scope, &hooks, Hook::BroadcastMessage, &[name, data, origin.into(), source, failed]);
    }
}
