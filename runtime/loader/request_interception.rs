//! Request interception for an embedder's client (`framescope serve`'s
//! [Fetch](https://chromedevtools.github.io/devtools-protocol/tot/Fetch/) domain: Puppeteer's
//! `page.setRequestInterception`, Playwright's `page.route`): a hook the thread that fetches
//! has set is asked, before the request goes out, whether it goes on (its URL, method,
//! headers or body changed, or not), is answered with a response of the client's, or fails;
//! and, if it wants to, once the response came, whether it is kept, replaced or failed.
//!
//! The hook is the fetching thread's own (a thread-local): a page's thread asks its page's
//! client, and while it waits for the answer that thread reads its page's messages (as
//! while a dialog is open: `src/serve/fetch_domain.rs`). Another thread of the page — a
//! worker's, or one that fetches a `fetch()` or an XHR in parallel — asks the page's
//! *remote* hook ([`set_remote`]), which the thread that starts it hands on ([`remote`]):
//! it sends the request to the page's thread and waits for the answer there, while the
//! page runs on. (The page's own parser-blocking fetches in parallel are not handed it:
//! the page's thread waits for them without reading its messages.)
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use url::Url;

use super::headers::Headers;
use super::hosts::{FetchError, Response};
use super::network::HttpRequest;
use super::network_observer::RequestContext;

/// A request as the client sees it when it is paused.
#[derive(Clone, Debug)]
pub struct PausedRequest {
    pub url: Url,
    pub method: String,
    pub headers: Vec<(String, String)>,
    pub body: Option<Vec<u8>>,
    pub context: RequestContext,
    /// The number the loader's observer recorded the fetch under (its Network events'), if
    /// it records.
    pub network_id: Option<u64>,
}

/// What becomes of a paused request.
#[derive(Debug)]
pub enum RequestDecision {
    /// It goes out, with what the client changed (`None`: as it was).
    Continue {
        url: Option<Url>,
        method: Option<String>,
        headers: Option<Vec<(String, String)>>,
        body: Option<Vec<u8>>,
    },
    /// The client's response answers it; nothing goes out.
    Fulfill(Box<Response>),
    /// It fails as a network error (the client's reason).
    Fail(String),
}

/// What becomes of a paused response.
#[derive(Debug)]
pub enum ResponseDecision {
    /// The response as it came (`headers`, when given, in place of its own; `status` too).
    Continue {
        status: Option<u16>,
        headers: Option<Headers>,
    },
    Fulfill(Box<Response>),
    Fail(String),
}

/// The client's side: asked about each request (and response) of the thread that set it.
pub trait Interceptor {
    /// Before `request` goes out; returns at once when the client does not intercept it.
    fn request(&self, request: &PausedRequest) -> RequestDecision;
    /// Whether the client wants `request`'s response paused.
    fn wants_response(&self, request: &PausedRequest) -> bool;
    /// `response` of `request` came.
    fn response(&self, request: &PausedRequest, response: &Response) -> ResponseDecision;
}

/// An interceptor other threads may ask (its answers come from the page's thread).
pub type RemoteInterceptor = Arc<dyn Interceptor + Send + Sync>;

thread_local! {
    static INTERCEPTOR: RefCell<Option<Rc<dyn Interceptor>>> = const { RefCell::new(None) };
    static REMOTE: RefCell<Option<RemoteInterceptor>> = const { RefCell::new(None) };
}

/// Sets (or, with `None`, removes) this thread's interceptor.
pub fn set(interceptor: Option<Rc<dyn Interceptor>>) {
    INTERCEPTOR.with(|slot| *slot.borrow_mut() = interceptor);
}

/// Sets (or removes) the interceptor this thread asks when it has none of its own, and
/// hands on to the threads it starts.
pub fn set_remote(interceptor: Option<RemoteInterceptor>) {
    REMOTE.with(|slot| *slot.borrow_mut() = interceptor);
}

/// This thread's remote interceptor, for a thread it starts ([`set_remote`] there).
pub fn remote() -> Option<RemoteInterceptor> {
    REMOTE.with(|slot| slot.borrow().clone())
}

/// Whether this thread has an interceptor: a fetch it would make on another thread (in
/// parallel) would not be intercepted, so it stays on this one.
pub fn is_set() -> bool {
    INTERCEPTOR.with(|slot| slot.borrow().is_some())
}

/// Fetches `url` with `request` by `fetch`, asking this thread's interceptor first (and
/// after, for the response), if there is one.
pub fn fetch(
    url: &Url,
    request: &HttpRequest,
    context: RequestContext,
    network_id: Option<u64>,
    fetch: impl Fn(&Url, &HttpRequest) -> Result<Response, FetchError>,
) -> Result<Response, FetchError> {
    // (data: URLs are not intercepted, as in Chrome.)
    if url.scheme() == "data" {
        return fetch(url, request);
    }
    if let Some(interceptor) = INTERCEPTOR.with(|slot| slot.borrow().clone()) {
        return intercepted(&*interceptor, url, request, context, network_id, fetch);
    }
    match remote() {
        Some(interceptor) => intercepted(&*interceptor, url, request, context, network_id, fetch),
        None => fetch(url, request),
    }
}

/// [`fetch`] with `interceptor` asked.
fn intercepted(
    interceptor: &dyn Interceptor,
    url: &Url,
    request: &HttpRequest,
    context: RequestContext,
    network_id: Option<u64>,
    fetch: impl Fn(&Url, &HttpRequest) -> Result<Response, FetchError>,
) -> Result<Response, FetchError> {
    let paused = PausedRequest {
        url: url.clone(),
        method: request.method.to_string(),
        headers: request.headers.to_vec(),
        body: request.body.map(<[u8]>::to_vec),
        context,
        network_id,
    };
    let failed = |cause: String| FetchError::Network { url: url.to_string(), cause };
    let result = match interceptor.request(&paused) {
        RequestDecision::Fulfill(response) => return Ok(*response),
        RequestDecision::Fail(reason) => return Err(failed(reason)),
        RequestDecision::Continue { url: None, method: None, headers: None, body: None } => {
            fetch(url, request)
        }
        RequestDecision::Continue { url: new_url, method, headers, body } => {
            let target = new_url.unwrap_or_else(|| url.clone());
            let method = method.unwrap_or_else(|| paused.method.clone());
            let headers = headers.unwrap_or_else(|| paused.headers.clone());
            let body = body.or_else(|| paused.body.clone());
            let changed =
                HttpRequest { method: &method, headers: &headers, body: body.as_deref(), ..*request };
            fetch(&target, &changed)
        }
    };
    let Ok(response) = result else { return result };
    if !interceptor.wants_response(&paused) {
        return Ok(response);
    }
    match interceptor.response(&paused, &response) {
        ResponseDecision::Continue { status, headers } => {
            let mut response = response;
            if let Some(status) = status {
                response.status = status;
            }
            if let Some(headers) = headers {
                response.headers = headers;
            }
            Ok(response)
        }
        ResponseDecision::Fulfill(response) => Ok(*response),
        ResponseDecision::Fail(reason) => Err(failed(reason)),
    }
}
