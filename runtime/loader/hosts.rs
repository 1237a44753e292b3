//! Virtual hosts: a folder `HOSTS/<host>/<path>` serves `https://<host>/<path>` (and
//! `http:`), with wptserve-style `.headers` files and server redirects; `data:` URLs are
//! answered from themselves.
//!
//! The hosts folder is the page's whole world: host names are checked after IDNA
//! mapping (no empty, `.` or `..` labels), every resolved path is canonicalised and must
//! stay under the folder (a symlink leading out is a 404), redirects go to `http:` and
//! `https:` only, and `file:` URLs load only when the run's page is itself a local file,
//! and then only below that page's folder ([`VirtualHosts::allow_files_under`]).
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

use url::{Host, Url};

use super::authorization::url_authorization;
use super::cookie_jar::{CookieJar, CookieRequest};
use super::cors_redirects::CorsRedirects;
use super::headers::{self, Headers};
use super::http_redirect::{Hops, RedirectDrops, redirect_target};
use super::memory_cache::CacheMode;
use super::mime_type;
use super::network::{HttpRequest, Network};
use super::network_observer::{Destination, NetworkEvent, NetworkObserver, ObservedResponse, RequestContext};
use super::referrer_policy::Referrer;
use super::request_interception::{self, HopAnswer, Redirect, RedirectResponse};
use crate::runtime::storage_shed::StorageShed;

pub use super::response::{FetchError, MAX_REDIRECTS, Response, reason_phrase};

/// A server in front of the folders: it answers the URLs it knows (generated test
/// wrappers, say) and leaves the rest (`None`) to the files. Shared with worker threads.
pub type Resolver = std::sync::Arc<dyn Fn(&Url) -> Option<Result<Response, FetchError>> + Send + Sync>;

/// The folder of virtual hosts (`None`: no host is served from files).
#[derive(Clone, Default)]
pub struct VirtualHosts {
    /// The hosts folder, canonical.
    root: Option<PathBuf>,
    resolver: Option<Resolver>,
    /// The folder `file:` URLs may load from (canonical): the run's page's, when the page
    /// is a local file.
    files: Option<PathBuf>,
    /// The network loader (`--allow-net`): `None`, nothing leaves the process.
    network: Option<Network>,
    /// The browsing context group's cookie jar and local storage (shared by clones, and by
    /// the groups of one `framescope serve` browser context).
    storage: StorageShed,
    /// Who asks, for the jar ([`Self::for_cookies`]); `None`: the page's own top-level
    /// load.
    cookie_request: Option<CookieRequest>,
    /// A client watching the group's fetches ([`NetworkObserver`]), and who makes them.
    observer: Option<NetworkObserver>,
    context: RequestContext,
    /// The referrer and referrer policy of the requests made through these hosts, when
    /// the caller did not compute the `Referer` itself ([`Self::with_referrer`]).
    referrer: Option<Referrer>,
}

impl std::fmt::Debug for VirtualHosts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtualHosts")
            .field("root", &self.root)
            .field("resolver", &self.resolver.is_some())
            .field("files", &self.files)
            .field("network", &self.network)
            .field("cookie_request", &self.cookie_request)
            .finish()
    }
}

impl VirtualHosts {
    /// Hosts served from `root` (canonicalised; a root that does not exist serves nothing).
    pub fn new(root: Option<PathBuf>) -> Self {
        let root = root.map(|r| r.canonicalize().unwrap_or(r));
        Self { root, resolver: None, files: None, network: None, ..Self::default() }
    }

    /// Hosts served by `resolver` (see [`Resolver`]).
    pub fn with_resolver(resolver: Resolver) -> Self {
        Self { resolver: Some(resolver), ..Self::default() }
    }

    /// Fetches the URLs `network` allows over HTTP (they are not looked for in the folder).
    pub fn with_network(mut self, network: Network) -> Self {
        self.network = Some(network);
        self
    }

    /// The same hosts with a cookie jar and local storage of their own (a new browsing
    /// context group's).
    pub fn with_new_storage(self) -> Self {
        self.with_storage(StorageShed::default())
    }

    /// The same hosts with `storage`'s cookie jar and local storage.
    pub fn with_storage(mut self, storage: StorageShed) -> Self {
        self.storage = storage;
        self
    }

    /// The cookie jar (`document.cookie` reads and writes it; the report lists it).
    pub fn cookie_jar(&self) -> &CookieJar {
        self.storage.cookie_jar()
    }

    /// The cookie jar and local storage.
    pub fn storage(&self) -> &StorageShed {
        &self.storage
    }

    /// The same hosts (and jar) for a request `request` describes: which cookies it sends,
    /// whether its responses may set them.
    pub fn for_cookies(&self, request: CookieRequest) -> Self {
        Self { cookie_request: Some(request), ..self.clone() }
    }

    /// The same hosts, their fetches recorded by `observer` (and under its overrides).
    pub fn with_observer(mut self, observer: NetworkObserver) -> Self {
        self.observer = Some(observer);
        self
    }

    /// The observer of the group's fetches, if a client watches them.
    pub fn observer(&self) -> Option<&NetworkObserver> {
        self.observer.as_ref()
    }

    /// The same hosts for a request that is for `destination` (what the observer records).
    pub fn for_destination(&self, destination: Destination) -> Self {
        let mut hosts = self.clone();
        hosts.context.destination = destination;
        hosts
    }

    /// The same hosts for requests made by `referrer`: each hop of a request that names no
    /// `Referer` of its own sends the one its referrer policy gives for that hop's URL, and
    /// a redirect's `Referrer-Policy` header changes the policy for the hops after it.
    pub fn with_referrer(&self, referrer: impl Into<Option<Referrer>>) -> Self {
        Self { referrer: referrer.into(), ..self.clone() }
    }

    /// The same hosts for a worker's own group (its requests name no realm of the page's).
    pub fn in_worker(&self) -> Self {
        let mut hosts = self.clone();
        hosts.context.worker = true;
        hosts
    }

    /// The same hosts for a request realm `realm` makes (its number).
    pub fn for_realm(mut self, realm: u64) -> Self {
        self.context.realm = Some(realm);
        self
    }

    /// The same hosts for the document of realm `document` (its number).
    pub fn for_document(&self, document: u64) -> Self {
        let mut hosts = self.clone();
        hosts.context.destination = Destination::Document;
        hosts.context.document = Some(document);
        hosts
    }

    /// The network loader, when `--allow-net` set one up.
    pub fn network(&self) -> Option<&Network> {
        self.network.as_ref()
    }

    /// Lets `file:` URLs below `folder` load (the run's page is a local file there).
    pub fn allow_files_under(mut self, folder: &Path) -> Self {
        self.files = Some(folder.canonicalize().unwrap_or_else(|_| folder.to_path_buf()));
        self
    }

    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// The file that serves `url` (canonical, existing and inside the sandbox) and the
    /// folder it is inside, or why there is none.
    pub fn file_for(&self, url: &Url) -> Result<(PathBuf, &Path), FetchError> {
        match url.scheme() {
            "file" => {
                let Some(folder) = self.files.as_deref() else {
                    return Err(FetchError::refused(
                        url,
                        "file: URLs load only when the page itself is a local file",
                    ));
                };
                let path =
                    url.to_file_path().map_err(|_| FetchError::refused(url, "not a local file path"))?;
                let file = contained(folder, &path).map_err(|escape| match escape {
                    Escape::Missing => FetchError::NotFound { url: url.to_string(), path: path.clone() },
                    Escape::Outside => {
                        FetchError::refused(url, format!("outside the page's folder {}", folder.display()))
                    }
                })?;
                Ok((file, folder))
            }
            "http" | "https" => {
                let host = served_host(url)?;
                let Some(root) = self.root.as_deref() else {
                    return Err(FetchError::NotFound { url: url.to_string(), path: PathBuf::from(host) });
                };
                let folder = root.join(&host);
                let mut path = path_under(&folder, url.path())
                    .ok_or_else(|| FetchError::NotFound { url: url.to_string(), path: folder.clone() })?;
                if url.path().ends_with('/') {
                    path.push("index.html");
                }
                // A symlink that leads out of the hosts folder serves nothing.
                let file = contained(root, &path)
                    .map_err(|_| FetchError::NotFound { url: url.to_string(), path })?;
                Ok((file, root))
            }
            scheme => Err(FetchError::UnsupportedScheme { url: url.to_string(), scheme: scheme.to_string() }),
        }
    }

    /// Fetches `url` as an HTTP server answers: like [`Hosts::fetch`], but a missing file is
    /// a `404 Not Found` response with an empty body, not a network error — what `fetch()`,
    /// script elements and Resource Timing see.
    pub fn fetch_http(&self, url: &Url) -> Result<Response, FetchError> {
        self.fetch_http_request(url, &HttpRequest::GET)
    }

    /// [`Self::fetch_http`] with `request`'s method, headers and body, which the network
    /// loader sends (the hosts folder answers every method alike and reads no body).
    pub fn fetch_http_request(&self, url: &Url, request: &HttpRequest) -> Result<Response, FetchError> {
        match self.fetch_request(url, request) {
            Err(FetchError::NotFound { .. }) => {
                Ok(Response::text(url.clone(), 404, Headers::default(), String::new()))
            }
            other => other,
        }
    }

    /// Fetches `url`, following server redirects.
    pub fn fetch(&self, url: &Url) -> Result<Response, FetchError> {
        self.fetch_request(url, &HttpRequest::GET)
    }

    /// Fetches `url` with `request`, following server redirects (`fetch_unobserved`):
    /// with an [observer](Self::with_observer), under its overrides (its headers, its user
    /// agent, the memory cache bypassed) and, while it records, recorded by it.
    pub fn fetch_request(&self, url: &Url, request: &HttpRequest) -> Result<Response, FetchError> {
        let Some(observer) = &self.observer else { return self.fetch_unobserved(url, request) };
        // A client's overrides: its headers, its user agent, the cache bypassed.
        let overrides = observer.overrides();
        let headers = NetworkObserver::with_overrides(&overrides, request.headers);
        let mut sent = HttpRequest { headers: &headers, ..*request };
        if overrides.cache_disabled {
            sent.cache = CacheMode::NoStore;
        }
        // (Counted in flight until it is answered, for the lifecycle's network idleness.)
        let _in_flight = observer.begin(&self.context);
        // (A client may intercept the request: `request_interception.rs`.)
        let unobserved = |url: &Url, request: &HttpRequest| self.fetch_unobserved(url, request);
        if !observer.is_recording() {
            return request_interception::fetch(url, &sent, self.context, None, unobserved);
        }
        let (id, started, started_wall) = (observer.next_id(), Instant::now(), SystemTime::now());
        observer.record_start(NetworkEvent {
            id,
            context: self.context,
            url: url.clone(),
            method: request.method.to_string(),
            headers: headers.clone(),
            started,
            started_wall,
            ended: started,
            outcome: Err(String::new()),
        });
        let result = request_interception::fetch(url, &sent, self.context, Some(id), unobserved);
        let outcome = ObservedResponse::outcome(url, &result);
        if let Ok(response) = &result {
            observer.keep_body(id, self.context.document, &response.bytes);
        }
        observer.record(NetworkEvent {
            id,
            context: self.context,
            url: url.clone(),
            method: request.method.to_string(),
            headers,
            started,
            started_wall,
            ended: Instant::now(),
            outcome,
        });
        result
    }

    /// Fetches `url` with `request`, following server redirects as Fetch's
    /// [HTTP-redirect fetch](https://fetch.spec.whatwg.org/#http-redirect-fetch) does
    /// (`http_redirect.rs`).
    fn fetch_unobserved(&self, url: &Url, request: &HttpRequest) -> Result<Response, FetchError> {
        let mut cookies = self.cookie_request.clone().unwrap_or_else(|| CookieRequest::top_level(url));
        cookies.safe_method = super::cookie_jar::is_safe_method(request.method);
        let mut chain = Chain {
            first: url.clone(),
            hops: Hops::default(),
            cors: request.cors.map(CorsRedirects::new),
            cookies,
            // (Fetch's main fetch, step 8, on every hop: the request's referrer under its
            // policy.)
            referrer: self.referrer.clone().filter(|_| request.referrer.is_none()),
            first_start: None,
            seen_as: None,
        };
        self.follow(&mut chain, url, *request)
    }

    /// Fetches `url` with `request` and follows its redirects, as the hops of `chain`.
    fn follow(&self, chain: &mut Chain, url: &Url, mut request: HttpRequest) -> Result<Response, FetchError> {
        // The author's headers, as the redirects leave them.
        let mut author: Vec<(String, String)> = request.headers.to_vec();
        let mut current = url.clone();
        let mut referer: Option<String>;
        loop {
            if current.scheme() == "data" {
                return super::data_url::data_url_response(&current);
            }
            if let Some(answer) = self.resolver.as_ref().and_then(|r| r(&current)) {
                let response = answer?;
                self.storage.cookie_jar().store_response(
                    &current,
                    response.headers.get_all("set-cookie"),
                    &chain.cookies,
                );
                return Ok(chain.attach(response));
            }
            if let Some(network) = self.network.as_ref().filter(|n| n.allows(&current)) {
                // The jar's `Cookie` header goes with the author's headers (Fetch's
                // HTTP-network-or-cache fetch, step 11), its `Set-Cookie`s are stored.
                let with_cookie: Vec<(String, String)>;
                let mut sent = HttpRequest { headers: &author, ..request };
                if let Some(referrer) = &chain.referrer {
                    referer = referrer.header_for(&current);
                    sent.referrer = referer.as_deref();
                }
                let redirected = !chain.hops.is_empty();
                let cors_origin = match chain.cors.as_mut() {
                    Some(cors) => cors
                        .before_request(network, &current, redirected, request.method, &author)
                        .map_err(|reason| FetchError::refused(&current, reason))?,
                    None => None,
                };
                if cors_origin.is_some() {
                    sent.origin = cors_origin.as_deref();
                }
                if let Some(cookie) = self.storage.cookie_jar().header(&current, &chain.cookies) {
                    with_cookie = author.iter().cloned().chain([("Cookie".into(), cookie)]).collect();
                    sent = HttpRequest { headers: &with_cookie, ..sent };
                }
                let mut response = network.fetch(&current, &sent)?;
                // A 401 to a URL with credentials is fetched again with them (authorization.rs).
                let cors_tainted = chain.cors.as_ref().is_some_and(CorsRedirects::cors_tainting);
                let authorized =
                    sent.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("authorization"));
                if response.status == 401
                    && !cors_tainted
                    && !authorized
                    && let Some(value) = url_authorization(&current)
                {
                    self.storage.cookie_jar().store_response(
                        &current,
                        response.headers.get_all("set-cookie"),
                        &chain.cookies,
                    );
                    let with_authorization: Vec<(String, String)> =
                        sent.headers.iter().cloned().chain([("Authorization".into(), value)]).collect();
                    response =
                        network.fetch(&current, &HttpRequest { headers: &with_authorization, ..sent })?;
                }
                self.storage.cookie_jar().store_response(
                    &current,
                    response.headers.get_all("set-cookie"),
                    &chain.cookies,
                );
                if chain.hops.is_empty() {
                    chain.first_start = response.timing.as_ref().map(|t| t.fetch_start);
                }
                if let Some(location) = redirect_target(&current, response.status, &response.headers)? {
                    // An allowed origin leads only to allowed origins.
                    if !network.allows(&location) {
                        return Err(FetchError::refused(
                            &current,
                            format!("redirects to {location}, which --allow-net does not allow"),
                        ));
                    }
                    if let Some(referrer) = chain.referrer.as_mut() {
                        referrer.after_redirect(&response.headers);
                    }
                    if let Some(cors) = chain.cors.as_mut() {
                        cors.redirect(&current, &response.headers, &location)
                            .map_err(|reason| FetchError::refused(&current, reason))?;
                    }
                    let dropped = RedirectDrops::of(response.status, request.method, &current, &location);
                    if dropped.body {
                        request = HttpRequest { method: "GET", body: None, ..request };
                    }
                    dropped.apply(&mut author);
                    let hop =
                        RedirectResponse { url: current, status: response.status, headers: response.headers };
                    match self.redirected(chain, hop, &location, &request, &mut author, dropped)? {
                        Next::Follow => current = location,
                        Next::Done(result) => return *result,
                    }
                    continue;
                }
                if let (Some(timing), Some(first), false) =
                    (response.timing.as_mut(), chain.first_start, chain.hops.is_empty())
                {
                    // Resource Timing's redirect start and end: the first hop's start, and
                    // when the final request's fetch began.
                    timing.redirect_start = Some(first);
                    timing.redirect_end = Some(timing.fetch_start);
                }
                return Ok(chain.attach(response));
            }
            let (path, folder) = self.file_for(&current)?;
            let mut headers = headers::for_file(&path, folder).map_err(|source| FetchError::Headers {
                url: current.to_string(),
                source: Box::new(source),
            })?;
            // (Without a Content-Type of its headers files, the type its name says, as
            // wptserve sends it.)
            mime_type::default_content_type(&mut headers, &path);
            self.storage.cookie_jar().store_response(&current, headers.get_all("set-cookie"), &chain.cookies);
            let status =
                headers.get("Status").and_then(|s| s.split_whitespace().next()?.parse().ok()).unwrap_or(200);
            if let Some(location) = redirect_target(&current, status, &headers)? {
                let hop = RedirectResponse { url: current, status, headers };
                let dropped = RedirectDrops::default();
                match self.redirected(chain, hop, &location, &request, &mut author, dropped)? {
                    Next::Follow => current = location,
                    Next::Done(result) => return *result,
                }
                continue;
            }
            let body = std::fs::read(&path).map_err(|e| FetchError::Unreadable {
                url: current.to_string(),
                path: path.clone(),
                message: e.to_string(),
            })?;
            let response = Response::decoded(current, Vec::new(), status, headers, &body);
            return Ok(chain.attach(response));
        }
    }

    /// `hop` redirected the request of `chain` to `location`, with `request` and `author`'s
    /// headers as the redirect left them: the hop is recorded (its cookie site among the
    /// request's, over the redirect limit a network error) and put to a client that
    /// intercepts it (`request_interception.rs`), who may change the next request's
    /// headers, answer the fetch, or send the request elsewhere: it goes on there as
    /// this fetch, its redirect chain, CORS state, referrer and count kept, the page
    /// seeing `location`.
    fn redirected(
        &self,
        chain: &mut Chain,
        hop: RedirectResponse,
        location: &Url,
        request: &HttpRequest,
        author: &mut Vec<(String, String)>,
        dropped: RedirectDrops,
    ) -> Result<Next, FetchError> {
        chain.cookies.redirected(&hop.url, request.method);
        let seen = chain.seen_as.take().unwrap_or_else(|| hop.url.clone());
        chain.hops.push(seen, hop.status, &hop.headers);
        if chain.hops.len() > MAX_REDIRECTS {
            return Err(FetchError::RedirectLoop { url: chain.first.to_string() });
        }
        let answer = request_interception::redirect(Redirect {
            response: hop,
            location,
            request,
            headers: author,
            dropped,
        });
        // (The hop's request as it goes: a client may have changed its headers.)
        chain.hops.push_request(request.method, author);
        Ok(match answer {
            HopAnswer::Follow => Next::Follow,
            HopAnswer::Answered(answer) => Next::Done(Box::new(answer.map(|answer| chain.attach(answer)))),
            HopAnswer::Restart(continued) => {
                chain.seen_as = Some(location.clone());
                chain.cookies.safe_method = super::cookie_jar::is_safe_method(&continued.method);
                Next::Done(Box::new(self.follow(chain, &continued.url, continued.request(request))))
            }
        })
    }
}

/// A fetch's state across its redirects, which HTTP-redirect fetch keeps on the request
/// (and a client's restart at a hop keeps too).
struct Chain<'a> {
    /// The first URL (a redirect loop names it).
    first: Url,
    hops: Hops,
    cors: Option<CorsRedirects<'a>>,
    /// Who asks, for the jar, with the sites its redirects went through.
    cookies: CookieRequest,
    referrer: Option<Referrer>,
    /// When the first request's fetch began (Resource Timing's redirect start).
    first_start: Option<Instant>,
    /// The URL the page sees for the request under way, when a client sent it elsewhere.
    seen_as: Option<Url>,
}

impl Chain<'_> {
    /// `response`, the fetch's last, with the hops that led to it (at the URL the page
    /// sees).
    fn attach(&mut self, mut response: Response) -> Response {
        if let Some(seen) = self.seen_as.take() {
            response.url = seen;
        }
        std::mem::take(&mut self.hops).attach(response)
    }
}

/// What the redirect loop does after a hop.
enum Next {
    /// Goes on to its location.
    Follow,
    /// Returns this.
    Done(Box<Result<Response, FetchError>>),
}

/// The host folder's name for an http(s) URL: the host after the URL parser's IDNA
/// mapping (so `%2e%2e` and full-width dots have become `..` by now), refused when it is
/// empty or has an empty, `.` or `..` label, or a character no folder name may hold.
fn served_host(url: &Url) -> Result<String, FetchError> {
    match url.host() {
        Some(Host::Domain(domain)) => {
            let bad_label = domain.split('.').any(|label| label.is_empty() || label == "." || label == "..");
            if domain.is_empty() || bad_label || domain.contains(['/', '\\', '\0']) {
                return Err(FetchError::refused(url, format!("{domain:?} is not a valid host name")));
            }
            Ok(domain.to_string())
        }
        Some(Host::Ipv4(address)) => Ok(address.to_string()),
        Some(Host::Ipv6(address)) => Ok(format!("[{address}]")),
        None => Err(FetchError::refused(url, "no host")),
    }
}

/// Why a path is not served.
enum Escape {
    /// Nothing is there (or it is not a file).
    Missing,
    /// It resolves (through `..` or a symlink) to a place outside the folder.
    Outside,
}

/// `path` canonicalised, when it is a file inside `folder` (itself canonical).
fn contained(folder: &Path, path: &Path) -> Result<PathBuf, Escape> {
    let canonical = path.canonicalize().map_err(|_| Escape::Missing)?;
    if !canonical.starts_with(folder) {
        return Err(Escape::Outside);
    }
    if !canonical.is_file() {
        return Err(Escape::Missing);
    }
    Ok(canonical)
}

/// The file under `folder` that a URL path names, or `None` when a percent-decoded
/// segment would reach outside it (`..`, `/`, `\`, NUL).
pub fn path_under(folder: &Path, url_path: &str) -> Option<PathBuf> {
    let mut path = folder.to_path_buf();
    for segment in url_path.split('/').filter(|s| !s.is_empty()) {
        // The URL standard's percent-decode (`%` and two hex digits; anything else kept).
        let decoded = percent_encoding::percent_decode_str(segment).decode_utf8_lossy();
        if matches!(&*decoded, "." | "..") || decoded.contains(['/', '\\', '\0']) {
            return None;
        }
        path.push(&*decoded);
    }
    Some(path)
}
