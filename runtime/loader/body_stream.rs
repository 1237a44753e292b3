//! A response body read as it arrives: Fetch's [HTTP-network fetch](https://fetch.spec.whatwg.org/#concept-http-network-fetch)
//! answers at the response's head (step 13, "return response" while step 12's
//! processBody… go on in parallel), and each
//! [chunk](https://fetch.spec.whatwg.org/#concept-http-network-fetch) of the body is
//! enqueued as it comes (step 12.4, "process the body stream"); a failure while the body
//! comes (a reset, the deadline, a body over the size limit, a coding that does not
//! decode) errors the body, after the response was given.
//!
//! A thread that asks for it ([`streamed`]: `fetch()`'s request thread) gets the final
//! response of [`Network::fetch`](super::network::Network::fetch) with an empty body, and
//! the [`BodyStream`] that reads it; every other fetch site reads the whole body first, as
//! before. A redirect's, a `401`'s and a `304`'s body are read whole (the loader's callers
//! follow them). A body with content codings the loader decodes is decoded as it comes
//! (content_codings.rs's [`Decoder`](content_codings::Decoder)): each chunk gives what it
//! decodes to then, and a stream that stops decoding errors the body there.
use std::cell::{Cell, RefCell};
use std::future::Future;
use std::time::Instant;

use http_body_util::BodyExt;
use hyper::body::Incoming;

use super::content_codings;
use super::fetch_termination::{ConnectionTask, Termination};
use super::headers::Headers;
use super::memory_cache::MemoryCache;
use super::network::{TERMINATED, ends_without_close_notify, hyper_cause};

thread_local! {
    /// Whether this thread's fetch takes its final body as a stream.
    static STREAMING: Cell<bool> = const { Cell::new(false) };
    /// The stream of the thread's last streamed response, until [`streamed`] takes it.
    static DEPOSITED: RefCell<Option<BodyStream>> = const { RefCell::new(None) };
}

/// Runs `steps` (a fetch) so that its final network response's body is left as a stream,
/// and returns what they return with that stream (none: the response's body is whole, or
/// it came from elsewhere than the network).
pub fn streamed<T>(steps: impl FnOnce() -> T) -> (T, Option<BodyStream>) {
    STREAMING.with(|s| s.set(true));
    let result = steps();
    STREAMING.with(|s| s.set(false));
    (result, DEPOSITED.with(|d| d.borrow_mut().take()))
}

/// Whether the calling thread's fetch streams its body ([`streamed`]).
pub(super) fn is_streaming() -> bool {
    STREAMING.with(Cell::get)
}

/// Keeps `stream` for [`streamed`] (a later response's replaces it: only the last one is
/// the fetch's).
pub(super) fn deposit(stream: BodyStream) {
    DEPOSITED.with(|d| *d.borrow_mut() = Some(stream));
}

/// Drops the stream kept by an earlier response of the same fetch (a CORS preflight's),
/// closing its connection: a fetch's final response may come whole (from the memory
/// cache, a 304), and must not take that body for its own.
pub(super) fn discard_deposited() {
    if let Some(stream) = DEPOSITED.with(|d| d.borrow_mut().take()) {
        stream.task.close(stream.runtime);
    }
}

/// Why driving the loader's runtime ended without the future's output.
#[derive(Debug)]
pub(super) enum Ended {
    Terminated,
    TimedOut,
}

/// Drives `future` on `runtime` until it is ready, `termination` comes or `deadline`
/// passes.
pub(super) fn drive<F: Future>(
    runtime: &tokio::runtime::Runtime,
    termination: Option<&Termination>,
    deadline: Instant,
    future: F,
) -> Result<F::Output, Ended> {
    runtime.block_on(async {
        let timed = tokio::time::timeout_at(deadline.into(), future);
        match termination {
            Some(termination) => tokio::select! {
                output = timed => output.map_err(|_| Ended::TimedOut),
                () = termination.terminated() => Err(Ended::Terminated),
            },
            None => timed.await.map_err(|_| Ended::TimedOut),
        }
    })
}

/// Where a streamed body is stored once whole (the memory cache keeps whole responses).
pub(super) struct StoreAtEnd {
    pub cache: MemoryCache,
    pub url: String,
    pub status: u16,
    pub reason: Option<String>,
    pub protocol: &'static str,
}

/// The body of a response still arriving.
pub struct BodyStream {
    pub(super) runtime: &'static tokio::runtime::Runtime,
    pub(super) body: Incoming,
    pub(super) task: ConnectionTask,
    pub(super) headers: Headers,
    /// HTTP/1.1 delimited by the connection's end: a close without TLS close_notify ends it.
    pub(super) close_delimited: bool,
    pub(super) max_body_bytes: u64,
    /// No chunk comes after it (the request's share of `--timeout`).
    pub(super) deadline: Instant,
    pub(super) store: Option<StoreAtEnd>,
}

/// What a body's end says for Resource Timing.
#[derive(Clone, Copy, Debug)]
pub struct BodyEnd {
    pub response_end: Instant,
    pub encoded_body_size: u64,
    pub decoded_body_size: u64,
}

impl BodyStream {
    /// Reads the body to its end on the calling thread, giving each chunk to `chunk` as it
    /// comes, decoded (a coded chunk gives what it decodes to then, if anything); or why it
    /// ended short: the connection's failure, the request terminated or past its deadline,
    /// a body over the size limit, a coding that does not decode (mid-body too: the chunks
    /// before it were given).
    pub fn read(mut self, chunk: &mut dyn FnMut(Vec<u8>)) -> Result<BodyEnd, String> {
        let termination = Termination::current();
        let limit = usize::try_from(self.max_body_bytes).unwrap_or(usize::MAX);
        let mut decoder = content_codings::Decoder::new(&self.headers, limit);
        let too_large = |limit: u64| format!("the body is larger than {limit} bytes");
        if hyper::body::Body::size_hint(&self.body).lower() > self.max_body_bytes {
            self.task.close(self.runtime);
            return Err(too_large(self.max_body_bytes));
        }
        // (The decoded bytes go to `chunk`, and to the memory cache at the end.)
        let (mut size, mut decoded_size, mut whole) = (0u64, 0u64, Vec::new());
        let keep = self.store.is_some();
        let mut give = |bytes: Vec<u8>| {
            decoded_size += bytes.len() as u64;
            if keep {
                whole.extend_from_slice(&bytes);
            }
            if !bytes.is_empty() {
                chunk(bytes);
            }
        };
        let outcome = loop {
            let frame = match drive(self.runtime, termination.as_deref(), self.deadline, self.body.frame()) {
                Ok(frame) => frame,
                Err(Ended::Terminated) => break Err(TERMINATED.to_string()),
                Err(Ended::TimedOut) => {
                    break Err("the body did not end within the run's --timeout".to_string());
                }
            };
            let frame = match frame {
                None => break Ok(()),
                Some(Ok(frame)) => frame,
                Some(Err(error)) if self.close_delimited && ends_without_close_notify(&error) => {
                    break Ok(());
                }
                Some(Err(error)) => break Err(hyper_cause(&error)),
            };
            let Ok(data) = frame.into_data() else { continue };
            size += data.len() as u64;
            if size > self.max_body_bytes {
                break Err(too_large(self.max_body_bytes));
            }
            match decoder.as_mut().map(|decoder| decoder.push(&data)) {
                None => give(data.to_vec()),
                Some(Ok(decoded)) => give(decoded),
                Some(Err(error)) => break Err(error),
            }
        };
        let response_end = Instant::now();
        // (What a coding kept for its end; an empty body — a HEAD's, a 204's — is empty
        // whatever it names.)
        let outcome = outcome.and_then(|()| match decoder.as_mut().filter(|_| size > 0) {
            Some(decoder) => decoder.finish().map(&mut give),
            None => Ok(()),
        });
        if let Err(error) = outcome {
            self.task.close(self.runtime);
            return Err(error);
        }
        if let Some(store) = &self.store {
            let reason = store.reason.as_deref();
            store.cache.store(&store.url, store.status, reason, &self.headers, &whole, store.protocol);
        }
        Ok(BodyEnd { response_end, encoded_body_size: size, decoded_body_size: decoded_size })
    }
}

/// A body read whole, up to `max_body_bytes` (a redirect's, or any body for a thread that
/// does not stream).
pub(super) async fn read_whole(
    mut body: Incoming,
    close_delimited: bool,
    max_body_bytes: u64,
) -> Result<Vec<u8>, String> {
    let too_large = || format!("the body is larger than {max_body_bytes} bytes");
    if hyper::body::Body::size_hint(&body).lower() > max_body_bytes {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    while let Some(frame) = body.frame().await {
        let frame = match frame {
            Ok(frame) => frame,
            Err(error) if close_delimited && ends_without_close_notify(&error) => break,
            Err(error) => return Err(hyper_cause(&error)),
        };
        if let Ok(data) = frame.into_data() {
            if bytes.len() as u64 + data.len() as u64 > max_body_bytes {
                return Err(too_large());
            }
            bytes.extend_from_slice(&data);
        }
    }
    Ok(bytes)
}
