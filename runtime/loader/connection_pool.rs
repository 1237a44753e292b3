//! The network loader's [connection pool](https://fetch.spec.whatwg.org/#concept-connection-pool):
//! the HTTP/1.1 and HTTP/2 connections a group's requests opened, kept open once their
//! response was read so a later request to the same origin (scheme, host, port) reuses
//! one instead of connecting again — what Fetch's
//! [obtain a connection](https://fetch.spec.whatwg.org/#concept-connection-obtain) does,
//! and what Resource Timing shows of a reused connection (its look-up and connect moments
//! all the request's `fetchStart`).
//!
//! An HTTP/1.1 connection carries one request at a time: it is taken out while in use
//! and put back once its body was read to the end; an HTTP/2 one is shared at once. A
//! connection the server closed meanwhile is dropped when found (hyper's `ready()`
//! fails), and a request whose reused connection turns out closed is sent again on a new
//! one (the caller's part). At most [`MAX_IDLE_PER_ORIGIN`] idle connections per origin
//! are kept. Not modelled: the network partition key (one pool per group), limits across
//! origins, idle timeouts (a connection stays until the server closes it).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};

/// The most idle connections kept per origin (as browsers' six per host).
const MAX_IDLE_PER_ORIGIN: usize = 6;

/// The sending half of a connection hyper drives.
pub enum Sender {
    Http1(hyper::client::conn::http1::SendRequest<Full<Bytes>>),
    Http2(hyper::client::conn::http2::SendRequest<Full<Bytes>>),
}

impl Sender {
    /// Waits until the connection can take a request; an error when it was closed.
    pub async fn ready(&mut self) -> Result<(), hyper::Error> {
        match self {
            Self::Http1(sender) => sender.ready().await,
            Self::Http2(sender) => sender.ready().await,
        }
    }

    /// Sends `request`, and waits for the response's head.
    pub async fn send(
        &mut self,
        request: hyper::Request<Full<Bytes>>,
    ) -> Result<hyper::Response<Incoming>, hyper::Error> {
        match self {
            Self::Http1(sender) => sender.send_request(request).await,
            Self::Http2(sender) => sender.send_request(request).await,
        }
    }

    /// The sender for another request on the same HTTP/2 connection (none for HTTP/1.1).
    pub fn share(&self) -> Option<Self> {
        match self {
            Self::Http1(_) => None,
            Self::Http2(sender) => Some(Self::Http2(sender.clone())),
        }
    }
}

/// The pool of a group's network loader (cloning shares it), keyed by origin.
#[derive(Clone, Default)]
pub struct ConnectionPool(Arc<Mutex<HashMap<String, Vec<Sender>>>>);

impl ConnectionPool {
    /// An idle connection to `origin`, taken out of the pool (a shared HTTP/2 one is
    /// cloned and stays), if there is one.
    pub fn take(&self, origin: &str) -> Option<Sender> {
        let mut pool = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let idle = pool.get_mut(origin)?;
        if let Some(shared) = idle.iter().find_map(Sender::share) {
            return Some(shared);
        }
        idle.pop()
    }

    /// Keeps `sender`'s connection for a later request to `origin` (unless the origin has
    /// its fill of idle connections, or already shares an HTTP/2 one).
    pub fn put(&self, origin: &str, sender: Sender) {
        let mut pool = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let idle = pool.entry(origin.to_string()).or_default();
        if idle.len() < MAX_IDLE_PER_ORIGIN && !idle.iter().any(|s| matches!(s, Sender::Http2(_))) {
            idle.push(sender);
        }
    }

    /// Forgets the connections to `origin` (a shared HTTP/2 one that failed).
    pub fn forget(&self, origin: &str) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).remove(origin);
    }
}
