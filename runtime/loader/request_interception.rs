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
//! page runs on. The page's own fetches in parallel (a parser's scripts among them) are
//! handed it too: the page's event loop, which goes on while they are fetched, answers
//! them as it answers a `fetch()`'s.
//!
//! Each redirect's next request is asked about again ([`redirect`], which the loader's
//! redirect loop calls), as Chrome pauses every hop: a hop is the same fetch (its `job`)
//! with the next `hop` number, and the redirect response that led to it; a client that
//! wants responses is asked about the redirect response first.
//!
//! What a client's `continueRequest` changes, as Chromium 148 applies it (checked against
//! it: `tests/cdp/redirects.mjs`):
//! - its `headers` are that one request's: the next hop goes with the page's own headers
//!   (after the redirect's changes), whether the client changed the first request's or a
//!   hop's;
//! - its `method` and `postData` at the first request are the request's from then on (a
//!   307 keeps them); at a hop they are dropped, unless `url` is given too;
//! - its `url` sends the request there instead, unseen by the page: the response (or the
//!   first of the redirects that came from there) keeps the paused request's URL. At a hop
//!   it starts the request again at that URL with the hop's method, headers and body, or
//!   the client's — a request like any other: `--allow-net` and the hosts folder decide
//!   where it goes — as the next request of the same fetch ([`HopAnswer::Restart`]): the
//!   loader keeps its redirect chain for cookies, its CORS state, its referrer and its
//!   redirect count, and its redirects are further hops. A URL that is not HTTP(S) fails
//!   the request, as in Chrome.
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use url::Url;

use super::headers::Headers;
use super::hosts::{FetchError, Response};
use super::http_redirect::RedirectDrops;
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
    /// The fetch's own number (every hop of its redirects has it), unique in the process.
    pub job: u64,
    /// How many redirects led to this request (0: the fetch's first).
    pub hop: usize,
    /// The redirect response that led to this request (for a hop).
    pub redirected_by: Option<Box<RedirectResponse>>,
}

/// A redirect response: the URL that answered, its status and headers.
#[derive(Clone, Debug)]
pub struct RedirectResponse {
    pub url: Url,
    pub status: u16,
    pub headers: Headers,
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
    /// The thread that set it waits for a fetch in parallel (a parser-blocking script, while
    /// the event loop spins): the requests of other threads that wait for the client's
    /// answer — that one's among them — are told and answered now.
    fn while_waiting(&self) {}
}

/// An interceptor other threads may ask (its answers come from the page's thread).
pub type RemoteInterceptor = Arc<dyn Interceptor + Send + Sync>;

/// The interceptor a fetch asks: the thread's own, or the page's remote one.
#[derive(Clone)]
enum Asked {
    Local(Rc<dyn Interceptor>),
    Remote(RemoteInterceptor),
}

impl Asked {
    fn get(&self) -> &dyn Interceptor {
        match self {
            Self::Local(interceptor) => &**interceptor,
            Self::Remote(interceptor) => &**interceptor,
        }
    }
}

thread_local! {
    static INTERCEPTOR: RefCell<Option<Rc<dyn Interceptor>>> = const { RefCell::new(None) };
    static REMOTE: RefCell<Option<RemoteInterceptor>> = const { RefCell::new(None) };
    /// The fetches of this thread now under way, the innermost last (`None`: a fetch
    /// nobody intercepts), for [`redirect`].
    static UNDER_WAY: RefCell<Vec<Option<UnderWay>>> = const { RefCell::new(Vec::new()) };
}

/// An intercepted fetch under way: the interceptor it asks, its latest request, whether
/// the client answered a hop of it (its answer is not paused again), and the page's own
/// headers of its latest request when the client's replaced them for that request alone.
struct UnderWay {
    asked: Asked,
    latest: PausedRequest,
    answered: bool,
    page_headers: Option<Vec<(String, String)>>,
}

/// A request a client's `continueRequest` sends on: the paused request with the client's
/// changes.
pub struct Continued {
    /// Where it goes: the client's URL, else the paused request's.
    pub url: Url,
    pub method: String,
    pub headers: Vec<(String, String)>,
    pub body: Option<Vec<u8>>,
}

impl Continued {
    /// `paused` with the client's `url`, `method`, `headers` and `body` where it gave them;
    /// a network error when its URL is not HTTP(S), as Chrome's network service takes it (a
    /// `data:` or `file:` URL fails the request there).
    fn new(
        paused: &PausedRequest,
        url: Option<Url>,
        method: Option<String>,
        headers: Option<Vec<(String, String)>>,
        body: Option<Vec<u8>>,
    ) -> Result<Self, FetchError> {
        let url = match url {
            None => paused.url.clone(),
            Some(url) if matches!(url.scheme(), "http" | "https") => url,
            Some(url) => {
                return Err(FetchError::Network {
                    url: paused.url.to_string(),
                    cause: format!("the client's URL {url} is not HTTP(S) ({}:)", url.scheme()),
                });
            }
        };
        Ok(Self {
            url,
            method: method.unwrap_or_else(|| paused.method.clone()),
            headers: headers.unwrap_or_else(|| paused.headers.clone()),
            body: body.or_else(|| paused.body.clone()),
        })
    }

    /// The request to send: `like`'s (its referrer, cache mode, CORS mode…) with this one's
    /// method, headers and body.
    pub fn request<'a>(&'a self, like: &HttpRequest<'a>) -> HttpRequest<'a> {
        HttpRequest { method: &self.method, headers: &self.headers, body: self.body.as_deref(), ..*like }
    }
}

/// `response`, fetched from where a client sent its request, as the page sees it: at
/// `url`, the request's own (the first of its redirects, if it was redirected).
fn seen_at(mut response: Response, url: &Url) -> Response {
    match response.redirects.first_mut() {
        Some(first) => *first = url.clone(),
        None => response.url = url.clone(),
    }
    response
}

/// The number of the next intercepted fetch ([`PausedRequest::job`]).
static NEXT_JOB: AtomicU64 = AtomicU64::new(1);

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
    let asked = match INTERCEPTOR.with(|slot| slot.borrow().clone()) {
        Some(interceptor) => Some(Asked::Local(interceptor)),
        None => remote().map(Asked::Remote),
    };
    // (data: URLs are not intercepted, as in Chrome.)
    match asked.filter(|_| url.scheme() != "data") {
        Some(asked) => intercepted(asked, url, request, context, network_id, fetch),
        None => {
            // (A fetch within it, or its redirects, are not the outer fetch's hops.)
            UNDER_WAY.with(|fetches| fetches.borrow_mut().push(None));
            let result = fetch(url, request);
            UNDER_WAY.with(|fetches| fetches.borrow_mut().pop());
            result
        }
    }
}

/// [`fetch`] with `asked`'s interceptor asked (and asked again at each redirect,
/// [`redirect`]).
fn intercepted(
    asked: Asked,
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
        job: NEXT_JOB.fetch_add(1, Ordering::Relaxed),
        hop: 0,
        redirected_by: None,
    };
    let interceptor = asked.get();
    let failed = |cause: String| FetchError::Network { url: url.to_string(), cause };
    // (A client's answer fetches nothing: no hops, no response stage.)
    let (new_url, method, headers, body) = match interceptor.request(&paused) {
        RequestDecision::Fulfill(response) => return Ok(*response),
        RequestDecision::Fail(reason) => return Err(failed(reason)),
        RequestDecision::Continue { url, method, headers, body } => (url, method, headers, body),
    };
    // (Its redirects ask again, `redirect`: the latest hop is kept here. A client's
    // headers are this request's alone: its hops go with the page's.)
    let page_headers = headers.is_some().then(|| paused.headers.clone());
    let under_way = UnderWay { asked: asked.clone(), latest: paused.clone(), answered: false, page_headers };
    UNDER_WAY.with(|fetches| fetches.borrow_mut().push(Some(under_way)));
    let unchanged = new_url.is_none() && method.is_none() && headers.is_none() && body.is_none();
    let result = if unchanged {
        fetch(url, request)
    } else {
        Continued::new(&paused, new_url, method, headers, body).and_then(|continued| {
            fetch(&continued.url, &continued.request(request)).map(|response| seen_at(response, url))
        })
    };
    let under_way = UNDER_WAY.with(|fetches| fetches.borrow_mut().pop()).flatten();
    let (paused, answered) = match under_way {
        Some(under_way) => (under_way.latest, under_way.answered),
        None => (paused, true),
    };
    // (A client's answer at a hop, or a network error, has no response stage.)
    let response = match result {
        Ok(response) if !answered => response,
        other => return other,
    };
    // (The last hop's response.)
    let failed = |cause: String| FetchError::Network { url: paused.url.to_string(), cause };
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

/// A redirect's next request, as the loader's redirect loop is about to send it (Fetch's
/// [HTTP-redirect fetch](https://fetch.spec.whatwg.org/#http-redirect-fetch) made its
/// changes: the method, the headers dropped).
pub struct Redirect<'a> {
    /// The redirect response.
    pub response: RedirectResponse,
    /// Where it goes next.
    pub location: &'a Url,
    /// The request (its method and body) as it goes on.
    pub request: &'a HttpRequest<'a>,
    /// Its headers (the client may change them).
    pub headers: &'a mut Vec<(String, String)>,
    /// What the redirect dropped from them.
    pub dropped: RedirectDrops,
}

/// What the loader does with a redirect's next request ([`redirect`]).
pub enum HopAnswer {
    /// It goes on to the location with the headers (the page's own, or the client's for
    /// this hop).
    Follow,
    /// The fetch ended there: the client answered it (a response of its own, or a
    /// failure).
    Answered(Result<Response, FetchError>),
    /// The client sent it to another URL, with these changes: the loader sends it there as
    /// this fetch's next request (its redirects further hops of it), the page seeing the
    /// location.
    Restart(Continued),
}

/// Asks the interceptor of this thread's innermost fetch, if it intercepts, about a
/// redirect: about the redirect response (if it wants responses), then about the next
/// request, a hop of the same fetch (see the module's notes).
pub fn redirect(redirect: Redirect) -> HopAnswer {
    let under_way = UNDER_WAY.with(|fetches| {
        let mut fetches = fetches.borrow_mut();
        let under_way = fetches.last_mut()?.as_mut()?;
        Some((under_way.asked.clone(), under_way.latest.clone(), under_way.page_headers.take()))
    });
    let Some((asked, latest, page_headers)) = under_way else { return HopAnswer::Follow };
    // (The page's headers, if the client's replaced them for the request before.)
    if let Some(mut headers) = page_headers {
        redirect.dropped.apply(&mut headers);
        *redirect.headers = headers;
    }
    let interceptor = asked.get();
    let from = &redirect.response.url;
    let answer = |answer: Result<Response, FetchError>| {
        UNDER_WAY.with(|fetches| {
            if let Some(Some(under_way)) = fetches.borrow_mut().last_mut() {
                under_way.answered = true;
            }
        });
        HopAnswer::Answered(answer)
    };
    // The redirect response's stage.
    if interceptor.wants_response(&latest) {
        let response = Response::text(
            from.clone(),
            redirect.response.status,
            redirect.response.headers.clone(),
            String::new(),
        );
        match interceptor.response(&latest, &response) {
            ResponseDecision::Continue { .. } => {}
            ResponseDecision::Fulfill(response) => return answer(Ok(*response)),
            ResponseDecision::Fail(cause) => {
                return answer(Err(FetchError::Network { url: from.to_string(), cause }));
            }
        }
    }
    // The next hop's request stage (data: URLs are not intercepted, as in Chrome).
    if redirect.location.scheme() == "data" {
        return HopAnswer::Follow;
    }
    let hop = PausedRequest {
        url: redirect.location.clone(),
        method: redirect.request.method.to_string(),
        headers: redirect.headers.clone(),
        body: redirect.request.body.map(<[u8]>::to_vec),
        hop: latest.hop + 1,
        redirected_by: Some(Box::new(redirect.response)),
        ..latest
    };
    let decision = interceptor.request(&hop);
    let page_headers = match &decision {
        RequestDecision::Continue { headers: Some(_), .. } => Some(hop.headers.clone()),
        _ => None,
    };
    UNDER_WAY.with(|fetches| {
        if let Some(Some(under_way)) = fetches.borrow_mut().last_mut() {
            under_way.latest = hop.clone();
            under_way.page_headers = page_headers;
        }
    });
    match decision {
        // (Chrome follows the redirect with the client's headers, its method and body
        // dropped.)
        RequestDecision::Continue { url: None, headers, .. } => {
            if let Some(headers) = headers {
                *redirect.headers = headers;
            }
            HopAnswer::Follow
        }
        // (Chrome starts the request again there, with the client's changes.)
        RequestDecision::Continue { url, method, headers, body } => {
            match Continued::new(&hop, url, method, headers, body) {
                Ok(continued) => HopAnswer::Restart(continued),
                Err(error) => answer(Err(error)),
            }
        }
        RequestDecision::Fulfill(response) => answer(Ok(*response)),
        RequestDecision::Fail(cause) => answer(Err(FetchError::Network { url: hop.url.to_string(), cause })),
    }
}
