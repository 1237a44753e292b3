//! Fetching a navigation's document: HTML's [create navigation params by fetching](https://html.spec.whatwg.org/multipage/browsing-the-web.html#create-navigation-params-by-fetching)
//! as framescope does it — the request (its cookies' site, referrer, a form's body) made on
//! the page's thread, its fetch (at once, or in parallel: `navigation_fetch.rs`), and what
//! the response gives the new document (its URL, status, headers, decoded text, navigation
//! timing record, redirects, `document.referrer`). `load_document.rs` makes the document.
use std::rc::Rc;

use url::Url;

use super::DocumentRequest;
use super::streamed_body::{IncomingText, StreamedBody};
use crate::runtime::event_loop::HistoryHandling;
use crate::runtime::group::GroupState;
use crate::runtime::loader::encoding_sniffing::{self, Syntax};
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{FetchError, Response};
use crate::runtime::loader::memory_cache::CacheMode;
use crate::runtime::loader::mime_type;
use crate::runtime::loader::network::HttpRequest;
use crate::runtime::loader::origin_header::origin_header_of;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::RealmId;
use crate::runtime::web::performance::navigation_timing::{NavigationRecord, NavigationType};

/// A document as fetched: where it ended up, its status, headers and body, and why it
/// failed to load (if it did).
pub(super) struct FetchedDocument {
    pub(super) url: Url,
    pub(super) status: u16,
    pub(super) headers: Headers,
    pub(super) body: String,
    /// The encoding the body was decoded from.
    pub(super) character_set: &'static str,
    pub(super) navigation: NavigationRecord,
    /// The sandbox refused the load (a network error): an error document.
    pub(super) refused: bool,
    /// HTML's [was created via cross-origin redirects](https://html.spec.whatwg.org/multipage/dom.html#was-created-via-cross-origin-redirects):
    /// a redirect on the way crossed origins.
    pub(super) cross_origin_redirects: bool,
    /// The URLs that redirected, in order, and the `Timing-Allow-Origin` each redirect
    /// response sent (the TAO check runs on every hop).
    pub(super) redirects: Vec<Url>,
    pub(super) redirect_timing_allow_origin: Vec<Option<String>>,
    pub(super) error: Option<String>,
    /// The referrer its request sent ("" for none), when its navigation named its source
    /// document: `document.referrer`.
    pub(super) referrer: Option<String>,
    /// The rest of an HTML document's body, still arriving, and the decoder of its text
    /// (`body` is what came first): the document is parsed as it arrives.
    pub(super) rest: Option<(StreamedBody, IncomingText)>,
}

impl FetchedDocument {
    /// The document is not shown: an empty HTML document (an error page) stands for it.
    pub(super) fn refuse(&mut self, error: String) {
        self.error = Some(error);
        self.body.clear();
        self.rest = None;
        self.navigation.content_type = "text/html".into();
    }
}

/// What fetching a document's request does, on another thread when it runs in parallel:
/// the response, or the network error.
pub(super) type DocumentFetchWork = Box<dyn FnOnce() -> Result<Response, FetchError> + Send>;

/// What a document's fetch gave: its response, or why there is none, and whether that is a
/// network error (a load the sandbox refuses: an error document).
pub(super) struct FetchOutcome {
    response: Option<Response>,
    /// The rest of the response's body, when it is streamed (`streamed_body.rs`).
    rest: Option<StreamedBody>,
    pub(super) error: Option<String>,
    pub(super) refused: bool,
}

impl FetchOutcome {
    pub(super) fn of(result: Result<Response, FetchError>) -> Self {
        Self::streamed(result, None)
    }

    /// The outcome of a fetch whose body's first bytes are in `result`, and the rest in
    /// `rest`.
    pub(super) fn streamed(result: Result<Response, FetchError>, rest: Option<StreamedBody>) -> Self {
        match result {
            Ok(response) => Self { response: Some(response), rest, error: None, refused: false },
            Err(error) => Self {
                response: None,
                rest: None,
                refused: matches!(error, FetchError::Refused { .. } | FetchError::Network { .. }),
                error: Some(error.to_string()),
            },
        }
    }
}

/// How a document's fetch begins: not fetched (a srcdoc's markup), answered at once
/// (about:, blob:), or a request to make.
pub(super) enum Begun {
    Srcdoc(String),
    Done(Box<FetchOutcome>),
    Network(DocumentFetchWork),
}

/// An iframe's srcdoc document: its body is the attribute's value, text/html, not
/// fetched ("navigate to a srcdoc resource"); a javascript: URL's result likewise.
pub(super) fn srcdoc_document(request: &DocumentRequest, time_origin: f64, body: String) -> FetchedDocument {
    let kind = navigation_type(request);
    let navigation = NavigationRecord::new(kind, time_origin, &request.url, None, 200);
    FetchedDocument {
        url: request.url.clone(),
        status: 200,
        headers: Headers::default(),
        body,
        character_set: "UTF-8",
        navigation,
        refused: false,
        cross_origin_redirects: false,
        redirects: Vec::new(),
        redirect_timing_allow_origin: Vec::new(),
        error: None,
        referrer: None,
        rest: None,
    }
}

/// Fetches the document, the request (made on the page's thread: its cookies' site, its
/// referrer, a form's body); `id` is the realm the document will be (what a client
/// watching the loader is told).
pub(super) fn begin_fetch(state: &GroupState, request: &DocumentRequest, id: RealmId) -> Begun {
    if let Some(srcdoc) = &request.srcdoc {
        return Begun::Srcdoc(srcdoc.clone());
    }
    if request.url.scheme() == "about" {
        return Begun::Done(Box::new(FetchOutcome {
            response: None,
            rest: None,
            error: request.error.clone(),
            refused: false,
        }));
    }
    if request.url.scheme() == "blob" {
        // A blob: URL's blob, from the store (https://w3c.github.io/FileAPI/#blob-url-resolve):
        // a 200 of its bytes with its type as the Content-Type; a revoked or unknown URL
        // is a network error.
        // (Resolved when the navigation started, if it was queued: Navigation::blob.)
        // (The document keeps its blob for its reloads: blob_documents.rs.)
        let blob = match &request.blob {
            Some(blob) => Some(blob.clone()),
            None => super::BLOB_URL_RESOLVER
                .get()
                .and_then(|resolve| resolve(state, request.url.as_str()))
                .map(Rc::new),
        };
        let outcome = match blob {
            Some(blob) => {
                super::blob_documents::record(state, id, blob.clone());
                let (bytes, kind) = blob.as_ref();
                let headers = Headers(vec![("Content-Type".to_string(), kind.clone())]);
                let response = Response::decoded(request.url.clone(), Vec::new(), 200, headers, bytes);
                FetchOutcome { response: Some(response), rest: None, error: None, refused: false }
            }
            None => FetchOutcome {
                response: None,
                rest: None,
                error: Some(format!("{}: no such blob URL", request.url)),
                refused: true,
            },
        };
        return Begun::Done(Box::new(outcome));
    }
    // A frame's document goes with its parent's site for cookies; a top-level one is
    // first-party; either is cross-site when the document that started it (a window's
    // opener for its first) is not same-site with the URL.
    let parent = request.parent.and_then(|p| state.info(p));
    let initiator = request.initiator.or(request.auxiliary.as_ref().map(|a| a.opener));
    let initiator = initiator.and_then(|i| state.info(i));
    let hosts =
        site_for_cookies::hosts_for_document(state, parent.as_ref(), initiator.as_ref(), &request.url);
    let hosts = hosts.for_document(id.get());
    // The request's referrer: the source document the navigation named, under its
    // policy or the link's, or a reload's (`DocumentRequest::referrer`); else (a history
    // traversal) the frame's parent or the window's opener, under its policy.
    let source = request.parent.or(request.auxiliary.map(|opening| opening.opener));
    let hosts = match (&request.referrer, source.and_then(|s| state.info(s))) {
        (Some(referrer), _) => hosts.with_referrer(referrer.clone()),
        (None, Some(source)) => {
            hosts.with_referrer(super::request_referrer::request_referrer(state, &source))
        }
        (None, None) => hosts,
    };
    let url = request.url.clone();
    // A form's POST sends its body, its Content-Type and the submitter's Origin (`null`
    // where the navigation's referrer policy says: `no-referrer` for rel=noreferrer).
    let work: DocumentFetchWork = match &request.post {
        Some(post) => {
            let headers = [("Content-Type".to_string(), post.content_type.clone())];
            let policy = request.referrer.as_ref().map_or("", |r| r.policy.as_str());
            let origin = origin_header_of(&post.origin, &request.url, "POST", false, policy);
            let body = post.body.clone();
            Box::new(move || {
                let http = HttpRequest {
                    method: "POST",
                    headers: &headers,
                    body: Some(&body),
                    origin: origin.as_deref(),
                    referrer: None,
                    cache: CacheMode::Default,
                    cors: None,
                };
                hosts.fetch_request(&url, &http)
            })
        }
        None => Box::new(move || hosts.fetch(&url)),
    };
    Begun::Network(work)
}

/// Fetches the document, processing what the fetch gave. A failure leaves an empty
/// document (as browsers show a 404 page or a blank frame) and is recorded. A network
/// error (a load the sandbox refuses) gives an error document: empty, with no status and
/// an opaque origin, as a browser's error page is cross-origin to everything.
pub(super) fn finish_fetch(
    state: &GroupState,
    request: &DocumentRequest,
    time_origin: f64,
    outcome: FetchOutcome,
) -> FetchedDocument {
    let FetchOutcome { response, rest, error, refused } = outcome;
    let url = response.as_ref().map_or_else(|| request.url.clone(), |r| r.url.clone());
    let status = match (&response, &error) {
        (Some(r), _) => r.status,
        (None, Some(_)) if refused => 0,
        (None, Some(_)) if url.scheme() != "about" => 404,
        _ => 200,
    };
    let kind = navigation_type(request);
    let mut navigation = NavigationRecord::new(kind, time_origin, &url, response.as_ref(), status);
    // The document keeps the body it was posted with, for a reload. (A redirected POST
    // is kept only unredirected: a 301/302/303 turned it into a GET (Fetch's
    // HTTP-redirect fetch, step 12), and the document it ended at reloads with a GET.)
    let posted = response.as_ref().is_none_or(|r| r.redirects.is_empty());
    navigation.post = request.post.clone().filter(|_| posted);
    let cross_origin_redirects =
        response.as_ref().is_some_and(|r| r.redirects.iter().any(|from| from.origin() != r.url.origin()));
    let (redirects, redirect_timing_allow_origin) = response
        .as_ref()
        .map(|r| (r.redirects.clone(), r.redirect_timing_allow_origin.clone()))
        .unwrap_or_default();
    let redirect_policy = response.as_ref().and_then(|r| r.redirect_referrer_policy.clone());
    let (headers, body, character_set, rest) = match response {
        Some(r) => {
            let (body, character_set, text) = document_text(state, request, &r, rest.is_some());
            (r.headers, body, character_set, rest.zip(text))
        }
        None => (Headers::default(), String::new(), "UTF-8", None),
    };
    // (The Referer of the request's last hop, as the policy gives it for the final URL:
    // a redirect's `Referrer-Policy` header, HTTP-redirect fetch step 14, is the policy
    // of the hops after it.)
    let referrer = request.referrer.as_ref().filter(|_| url.scheme() != "about").map(|referrer| {
        let mut referrer = referrer.clone();
        if let Some(policy) = &redirect_policy {
            referrer.policy = policy.clone();
        }
        referrer.header_for(&url).unwrap_or_default()
    });
    FetchedDocument {
        url,
        status,
        headers,
        body,
        character_set,
        navigation,
        refused,
        cross_origin_redirects,
        redirects,
        redirect_timing_allow_origin,
        error,
        referrer,
        rest,
    }
}

/// The text of a fetched document and its encoding: an HTML document is decoded by HTML's
/// encoding sniffing whatever its URL looks like (a response with no `Content-Type` is
/// an HTML document too, and its `<meta charset>` counts), and a frame same origin with
/// its parent falls back to the parent's encoding. A document whose body is `streamed`
/// has only its first bytes here: their text, and the decoder that goes on with the rest.
/// [HTML §13.2.3.2 Determining the character encoding](https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding)
fn document_text(
    state: &GroupState,
    request: &DocumentRequest,
    response: &Response,
    streamed: bool,
) -> (String, &'static str, Option<IncomingText>) {
    let content_type = response.headers.get("Content-Type");
    let kind = mime_type::of_response(&response.headers, &response.url);
    if kind != "text/html" {
        return (response.body.clone(), response.encoding, None);
    }
    // Step 6: the container document's encoding, when it is same origin.
    let parent = request
        .parent
        .and_then(|p| state.info(p))
        .filter(|parent| parent.origin == response.url.origin())
        .map(|parent| parent.character_set);
    if streamed {
        let encoding =
            encoding_sniffing::document_encoding(&response.bytes, content_type, Syntax::Html, parent);
        let mut text = IncomingText::new(encoding);
        return (text.decode(&response.bytes, false), encoding.name(), Some(text));
    }
    let (body, character_set) =
        encoding_sniffing::decode_document(&response.bytes, content_type, Syntax::Html, parent);
    (body, character_set, None)
}

/// The navigation's [type](https://w3c.github.io/navigation-timing/#dom-navigationtimingtype)
/// for its timing entry.
pub(super) fn navigation_type(request: &DocumentRequest) -> NavigationType {
    match request.history {
        _ if request.reload => NavigationType::Reload,
        HistoryHandling::Traverse(_) => NavigationType::BackForward,
        _ => NavigationType::Navigate,
    }
}
