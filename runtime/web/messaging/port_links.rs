//! MessagePorts entangled across an isolate boundary: a shared worker's connection. Each
//! side has an ordinary port record whose partner is on the other side of a *link* (a
//! number the owner's group gives the connection); a message posted to one is serialized
//! and sent over the worker's channel (`ToWorker::PortMessage` /
//! `FromWorker::PortMessage`), and queued at the other as if posted there.
//! [HTML §9.4.3 Message ports](https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports)
//! ("entangle", the message port post message steps).
use crate::runtime::event_loop::SerializedMessage;
use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;
use crate::runtime::workers::{FromWorker, ToWorker};

use super::message_ports::{PortRecord, enqueue, ports_of};

/// Where a port's partner is, when it is in another isolate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteEnd {
    /// In the owner's group: in the worker at `worker` of the group's list, on `link`.
    Worker { worker: usize, link: u64 },
    /// In a worker's group: in its owner's group, on `link`.
    Owner { link: u64 },
}

/// Records a port of `realm` (its object already made) entangled with `remote`; returns
/// its id.
pub fn add_linked_port(
    scope: &v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    object: v8::Local<v8::Object>,
    realm: RealmId,
    remote: RemoteEnd,
) -> usize {
    let records = ports_of(state);
    let mut ports = records.borrow_mut();
    ports.push(PortRecord {
        object: Some(v8::Global::new(scope, object)),
        realm,
        entangled: None,
        enabled: false,
        queue: Vec::new(),
        remote: Some(remote),
    });
    ports.len() - 1
}

/// Sends a serialized message to the partner at `remote` (nothing when that side is gone).
pub fn send_over_link(state: &GroupState, remote: RemoteEnd, bytes: Vec<u8>) {
    match remote {
        RemoteEnd::Worker { worker, link } => {
            if let Some(worker) = state.workers.borrow().get(worker) {
                worker.send(ToWorker::PortMessage { link, bytes });
            }
        }
        RemoteEnd::Owner { link } => {
            if let Some(port) = state.worker_port.borrow().as_ref() {
                let _ = port.outbox.send(FromWorker::PortMessage { link, bytes });
            }
        }
    }
}

/// A message that came over a link: queued at the port of this side entangled with
/// `from` (dropped when that port was closed).
pub fn receive_over_link(state: &GroupState, from: RemoteEnd, bytes: Vec<u8>) {
    let target = ports_of(state).borrow().iter().position(|p| p.remote == Some(from));
    if let Some(target) = target {
        enqueue(state, target, SerializedMessage::bytes_only(bytes));
    }
}
