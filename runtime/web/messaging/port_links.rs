//! MessagePorts entangled across an isolate boundary: a shared worker's connection, and
//! any port transferred to or from a worker. Each side has an ordinary port record whose
//! partner is on the other side of a *link* (a number unique in the process); a message
//! posted to one is sent over the worker's channel (`ToWorker::PortMessage` /
//! `FromWorker::PortMessage`) and queued at the other as if posted there.
//! [HTML §9.4.3 Message ports](https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports)
//! ("entangle", the message port post message steps, and MessagePort's transfer steps).
//!
//! A port transferred out of this isolate keeps its record here as a *relay*: what its
//! partner posts to it goes on over the new link, and what comes back over that link goes
//! to its partner. Its port message queue moves with it (inside the message that
//! transfers it), so no message is lost or reordered on the way.
use std::sync::atomic::{AtomicU64, Ordering};

use crate::runtime::event_loop::{PortLink, SerializedMessage};
use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;
use crate::runtime::workers::{FromWorker, ToWorker};

use super::message_ports::{PortMessage, PortRecord, enqueue, ports_of};

/// Where a port's partner is, when it is in another isolate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteEnd {
    /// In the owner's group: in the worker at `worker` of the group's list, on `link`.
    Worker { worker: usize, link: u64 },
    /// In a worker's group: in its owner's group, on `link`.
    Owner { link: u64 },
}

/// The other side of a worker boundary, seen from this group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toward {
    /// The worker at this index of the group's list.
    Worker(usize),
    /// This worker's owner.
    Owner,
}

impl Toward {
    /// The end of `link` on that side.
    pub fn end(self, link: u64) -> RemoteEnd {
        match self {
            Toward::Worker(worker) => RemoteEnd::Worker { worker, link },
            Toward::Owner => RemoteEnd::Owner { link },
        }
    }
}

impl RemoteEnd {
    fn toward(self) -> Toward {
        match self {
            RemoteEnd::Worker { worker, .. } => Toward::Worker(worker),
            RemoteEnd::Owner { .. } => Toward::Owner,
        }
    }
}

/// A new link number: unique in the process, so links made by different groups (a page's,
/// its workers') never meet.
pub fn next_link() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
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
        relay: None,
        detached: false,
    });
    ports.len() - 1
}

/// The sending side of a message leaving this isolate `toward` the other side: each port
/// it transfers becomes a link (its record here a relay over it), carrying the port's
/// queued messages with it.
pub fn relink(state: &GroupState, mut message: SerializedMessage, toward: Toward) -> SerializedMessage {
    for id in std::mem::take(&mut message.ports) {
        let link = next_link();
        let queue = match ports_of(state).borrow_mut().get_mut(id) {
            // (Its object was neutered when the message was serialized.)
            Some(port) => {
                port.relay = Some(toward.end(link));
                std::mem::take(&mut port.queue)
            }
            None => Vec::new(),
        };
        let queue = queue.into_iter().map(|queued| relink(state, queued.message, toward)).collect();
        message.links.push(PortLink { link, queue });
    }
    message
}

/// The receiving side of a message that came `from` the other side: each link it carries
/// becomes a port record of this group for `realm` (its object made on delivery),
/// entangled over the link, with the queue that came with it.
pub fn adopt(
    state: &GroupState,
    mut message: SerializedMessage,
    from: Toward,
    realm: RealmId,
) -> SerializedMessage {
    for PortLink { link, queue } in std::mem::take(&mut message.links) {
        let queue = queue
            .into_iter()
            .map(|queued| PortMessage { message: adopt(state, queued, from, realm) })
            .collect();
        let records = ports_of(state);
        let mut ports = records.borrow_mut();
        ports.push(PortRecord {
            object: None,
            realm,
            entangled: None,
            enabled: false,
            queue,
            remote: Some(from.end(link)),
            relay: None,
            detached: false,
        });
        message.ports.push(ports.len() - 1);
    }
    message
}

/// Sends a message to the partner at `remote` (nothing when that side is gone). Shared
/// memory stays behind: a port may lead to another agent cluster (a shared worker's).
pub fn send_over_link(state: &GroupState, remote: RemoteEnd, message: SerializedMessage) {
    let mut message = relink(state, message, remote.toward());
    message.shared.clear();
    match remote {
        RemoteEnd::Worker { worker, link } => {
            if let Some(worker) = state.workers.borrow().get(worker) {
                worker.send(ToWorker::PortMessage { link, message });
            }
        }
        RemoteEnd::Owner { link } => {
            if let Some(port) = state.worker_port.borrow().as_ref() {
                let _ = port.outbox.send(FromWorker::PortMessage { link, message });
            }
        }
    }
}

/// A message that came over a link `from` the other side: queued at the port of this
/// side entangled with it (dropped when that port was closed); or, when it came back over
/// the link of a port that was transferred away (a relay), passed to that port's partner.
pub fn receive_over_link(state: &GroupState, from: RemoteEnd, message: SerializedMessage) {
    enum Route {
        Port(usize, RealmId),
        Partner(usize, RealmId),
        Remote(RemoteEnd, RealmId),
    }
    let route = {
        let records = ports_of(state);
        let ports = records.borrow();
        if let Some(id) = ports.iter().position(|p| p.remote == Some(from)) {
            ports.get(id).map(|p| Route::Port(id, p.realm))
        } else {
            ports.iter().find(|p| p.relay == Some(from)).and_then(|relay| {
                match (relay.entangled, relay.remote) {
                    (Some(partner), _) => ports.get(partner).map(|p| Route::Partner(partner, p.realm)),
                    (None, Some(remote)) => Some(Route::Remote(remote, relay.realm)),
                    (None, None) => None,
                }
            })
        }
    };
    let from_side = from.toward();
    match route {
        Some(Route::Port(id, realm) | Route::Partner(id, realm)) => {
            enqueue(state, id, adopt(state, message, from_side, realm));
        }
        Some(Route::Remote(remote, realm)) => {
            send_over_link(state, remote, adopt(state, message, from_side, realm));
        }
        None => {}
    }
}
