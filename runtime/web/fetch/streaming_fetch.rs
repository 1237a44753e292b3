//! A `fetch()` over the network loader whose response comes at its head and whose body
//! follows as it arrives: Fetch's [fetch](https://fetch.spec.whatwg.org/#concept-fetch)
//! with processResponse called once the response's head is in (main fetch, step 22's
//! "process response"), and the body's chunks
//! [enqueued](https://fetch.spec.whatwg.org/#concept-http-network-fetch) (HTTP-network
//! fetch, step 12.4: "process the body stream"), each in a task of the
//! [networking task source](https://html.spec.whatwg.org/multipage/webappapis.html#networking-task-source).
//! A failure while the body comes (a reset, `--timeout`, the size limit, a coding that
//! does not decode) errors the body stream; the fetch itself was already resolved. The
//! Resource Timing entry is marked at the body's end (Fetch's
//! [fetch finale](https://fetch.spec.whatwg.org/#fetch-finale): "finalize and report
//! timing" once the response body is fully read), with what the body's end measured.
//!
//! The request's thread reads the body (`runtime/loader/body_stream.rs`); the page's
//! thread gets its pieces in order through [`in_parallel::start_with_progress`].
//!
//! Without processBody (a request with integrity metadata), the body is read whole on the
//! request's thread and the response comes once, checked against the metadata (main
//! fetch, step 22).
use std::cell::Cell;
use std::rc::Rc;

use url::Origin;

use super::fetching::{self, Fetched, ResponseType};
use super::in_parallel::{self, Progress};
use super::{OwnedRequest, Parallel, mark_timing, response_array};
use crate::runtime::group::GroupState;
use crate::runtime::loader::body_stream::{self, BodyEnd};
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::realm::RealmId;

/// What the request's thread reports before its outcome.
enum Piece {
    /// The response, at its head (its body to come).
    Head(Fetched),
    /// A chunk of the body.
    Chunk(Vec<u8>),
}

/// How the request ended.
enum Outcome {
    /// Its response, whole (a network error, a null body, a body that came whole: the
    /// memory cache's, a coded one's…) and what Resource Timing reports of it.
    Whole(Result<Fetched, String>, Option<fetching::Timing>),
    /// Its body's end (or why it ended short), after a [`Piece::Head`].
    Streamed(Option<fetching::Timing>, Result<BodyEnd, String>),
}

/// Starts `request` in parallel for `realm`: `parallel`'s processResponse gets the response
/// at its head, its processBody the body's chunks, then its end — or, without processBody,
/// processResponse gets the whole response (checked against `parallel`'s integrity
/// metadata). Returns the request's id.
pub(super) fn start(
    state: &Rc<GroupState>,
    realm: RealmId,
    hosts: VirtualHosts,
    origin: Origin,
    request: OwnedRequest,
    parallel: Parallel,
) -> u64 {
    let streams = parallel.process_body.is_some();
    let work = move |progress: &Progress| {
        // (Not streamed: the response, whole.)
        if !streams {
            let mut timing = None;
            let fetched = fetching::fetch(&hosts, &origin, &request.borrowed(), &mut timing);
            return Outcome::Whole(fetched, timing);
        }
        let ((fetched, timing), stream) = body_stream::streamed(|| {
            let mut timing = None;
            let fetched = fetching::fetch(&hosts, &origin, &request.borrowed(), &mut timing);
            (fetched, timing)
        });
        // (A network error, or a response without a body: its stream, if any, closes.)
        let Some(stream) = stream.filter(|_| fetched.as_ref().is_ok_and(|f| f.body.is_some())) else {
            return Outcome::Whole(fetched, timing);
        };
        let Ok(fetched) = fetched else { return Outcome::Whole(fetched, timing) };
        progress.send(Piece::Head(fetched));
        let end = stream.read(&mut |chunk| progress.send(Piece::Chunk(chunk)));
        Outcome::Streamed(timing, end)
    };
    // (The response's kind, once its head came: its Resource Timing entry's exposure.)
    let head: Rc<Cell<Option<ResponseType>>> = Rc::default();
    let Parallel { start, mode, credentials, process_response, process_body, integrity } = parallel;
    let (process_response, process_body) = (Rc::new(process_response), Rc::new(process_body));
    let (group, seen) = (state.clone(), head.clone());
    let (response_steps, body_steps) = (process_response.clone(), process_body.clone());
    let on_piece = move |scope: &mut v8::PinScope<'_, '_>, piece: Piece| match piece {
        Piece::Head(fetched) => {
            seen.set(Some(fetched.kind));
            if let Some(result) = response_array(scope, fetched, true) {
                in_parallel::call_back(scope, &group, realm, &response_steps, &[result.into()]);
            }
        }
        Piece::Chunk(bytes) => {
            let length = bytes.len();
            let store = v8::ArrayBuffer::new_backing_store_from_vec(bytes).make_shared();
            let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
            if let (Some(chunk), Some(steps)) = (v8::Uint8Array::new(scope, buffer, 0, length), &*body_steps)
            {
                in_parallel::call_back(scope, &group, realm, steps, &[chunk.into()]);
            }
        }
    };
    let group = state.clone();
    let complete = move |scope: &mut v8::PinScope<'_, '_>, outcome: Result<Outcome, in_parallel::Stopped>| {
        let Some(info) = group.info(realm) else { return };
        let outcome = outcome.unwrap_or_else(|stopped| match head.get() {
            Some(_) => Outcome::Streamed(None, Err(stopped.to_string())),
            None => Outcome::Whole(Err(stopped.to_string()), None),
        });
        match outcome {
            Outcome::Whole(fetched, timing) => {
                let integrity = integrity.as_ref();
                let result = super::respond(
                    scope,
                    &group,
                    &info,
                    start,
                    mode,
                    credentials,
                    fetched,
                    timing,
                    integrity,
                );
                if let Some(result) = result {
                    in_parallel::call_back(scope, &group, realm, &process_response, &[result]);
                }
            }
            Outcome::Streamed(timing, end) => {
                let cors_same_origin = matches!(head.get(), Some(ResponseType::Basic | ResponseType::Cors));
                let timing = timing.map(|(url, status, headers, size, mut measured, allowed)| {
                    let size = match (&end, measured.as_deref_mut()) {
                        (Ok(end), Some(measured)) => {
                            measured.response_end = end.response_end;
                            measured.encoded_body_size = end.encoded_body_size;
                            measured.decoded_body_size = end.decoded_body_size;
                            end.decoded_body_size as usize
                        }
                        _ => size,
                    };
                    (url, status, headers, size, measured, allowed)
                });
                mark_timing(scope, &group, &info, start, mode, credentials, cors_same_origin, timing);
                let null = v8::null(scope).into();
                let args = match &end {
                    Ok(_) => vec![null],
                    Err(why) => match v8::String::new(scope, why) {
                        Some(why) => vec![null, why.into()],
                        None => vec![null],
                    },
                };
                if let Some(steps) = &*process_body {
                    in_parallel::call_back(scope, &group, realm, steps, &args);
                }
            }
        }
    };
    in_parallel::start_with_progress(state, realm, work, on_piece, complete)
}
