//! Requests of a page's other threads paused by the page's Fetch domain: a worker's
//! (`importScripts`, its `fetch()`s and XHRs, a nested worker's script) and the page's own
//! `fetch()`es and XHRs that go in parallel under `--allow-net`
//! (`runtime/loader/request_interception.rs`'s remote interceptor). The thread that
//! fetches sends the request (or its response) to the page's thread and waits for the
//! answer; the page's thread tells the sessions whose pattern matched of the pause and
//! answers when one of them does (`fetch_domain.rs`), while the page runs on, as Chrome's
//! network service pauses a request without stopping the renderer.
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use super::page_thread::{PageHandle, PageMessage};
use crate::runtime::loader::hosts::Response;
use crate::runtime::loader::request_interception::{
    Interceptor, PausedRequest, RequestDecision, ResponseDecision,
};

/// A request (or a response) of another thread, waiting for the page's answer.
pub enum Intercepted {
    Request { request: PausedRequest, reply: Sender<RequestDecision> },
    Response { request: PausedRequest, response: Box<Response>, reply: Sender<ResponseDecision> },
}

/// The remote interceptor of a page's threads.
pub(super) struct FetchRelay {
    pub(super) page: PageHandle,
    /// Whether some session has Fetch enabled (else nothing is sent to the page).
    pub(super) enabled: Arc<AtomicBool>,
    /// Whether some session's pattern is of the response stage (else no response is sent).
    pub(super) responses: Arc<AtomicBool>,
    /// Whether the page closed (a message sent just before may never be read).
    pub(super) closed: Arc<AtomicBool>,
}

impl FetchRelay {
    /// The page's answer; `None` when the page went (or closed) first. (A worker's thread
    /// waiting here is joined when the page closes: it looks at the page now and then.)
    fn answer<T>(&self, answer: &Receiver<T>) -> Option<T> {
        loop {
            match answer.recv_timeout(Duration::from_millis(100)) {
                Ok(answer) => return Some(answer),
                Err(RecvTimeoutError::Timeout) if !self.closed.load(Ordering::SeqCst) => {}
                Err(_) => return None,
            }
        }
    }
}

impl Interceptor for FetchRelay {
    fn request(&self, request: &PausedRequest) -> RequestDecision {
        let unchanged = RequestDecision::Continue { url: None, method: None, headers: None, body: None };
        if !self.enabled.load(Ordering::SeqCst) {
            return unchanged;
        }
        let (reply, answer) = channel();
        self.page.send(PageMessage::Intercept(Intercepted::Request { request: request.clone(), reply }));
        // (The page went, or nobody answers any more: the request goes on.)
        self.answer(&answer).unwrap_or(unchanged)
    }

    fn wants_response(&self, _request: &PausedRequest) -> bool {
        // (Only while some pattern is of the response stage: the page's thread then
        // answers at once when none of them matches.)
        self.enabled.load(Ordering::SeqCst) && self.responses.load(Ordering::SeqCst)
    }

    fn response(&self, request: &PausedRequest, response: &Response) -> ResponseDecision {
        let (reply, answer) = channel();
        let response = Box::new(response.clone());
        self.page.send(PageMessage::Intercept(Intercepted::Response {
            request: request.clone(),
            response,
            reply,
        }));
        self.answer(&answer).unwrap_or(ResponseDecision::Continue { status: None, headers: None })
    }
}
