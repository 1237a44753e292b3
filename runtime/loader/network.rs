//! The network loader: with `--allow-net`, http(s) URLs to the allowed hosts are fetched
//! over real HTTP (Fetch's [HTTP-network fetch](https://fetch.spec.whatwg.org/#concept-http-network-fetch)),
//! one request per call: the caller ([`super::hosts::VirtualHosts::fetch`]) follows the
//! redirects, with the same rules as for the hosts folder, and refuses a redirect out of
//! the allow-list.
//!
//! Every fetch site of the runtime calls the loader synchronously, as the hosts folder
//! answers at once: [`Network::fetch`] blocks on one request run on a tokio runtime of the
//! loader's own, and each request's deadline is what is left of the run's `--timeout`, so
//! a stalled server ends in a network error, never a hang. The loader opens the connection
//! itself (the name looked up through `--host-resolver-rules`, TCP, then rustls with ALPN
//! offering `h2` and `http/1.1`) and hands it to hyper's HTTP/1.1 or HTTP/2 client, so it
//! records the points Resource Timing reads ([`TimingInfo`]). One connection per request
//! (no pool), no HTTP/3, no proxies; the HTTP cache is the memory cache (`memory_cache.rs`).
//! The answer comes with the whole body, except on a thread that streams it (`fetch()`'s:
//! `body_stream.rs`), which gets the final response at its head and reads its body after.
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper_util::rt::{TokioExecutor, TokioIo};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::net::TcpStream;
use url::Url;

use super::accept_any_certificate::AcceptAnyCertificate;
use super::allow_net::AllowNet;
use super::body_stream::{self, BodyStream, StoreAtEnd};
use super::closed_head::ClosedHead;
use super::content_codings;
use super::cors_preflight::PreflightCache;
use super::cors_redirects::CorsRequest;
use super::fetch_termination::{ConnectionTask, Termination};
use super::header_case::HeaderCase;
use super::header_control_bytes::{ControlBytes, Received, Swapped, stand_in};
use super::headers::{Headers, isomorphic_decode, isomorphic_encode};
use super::host_resolver_rules::{HostResolverRules, Resolution};
use super::hosts::{FetchError, Response};
use super::memory_cache::{CacheMode, CachedResponse, MemoryCache};
use super::timing_info::{CacheState, ConnectionTiming, TimingInfo};
use super::tls_details::TlsDetails;

/// The largest response body the loader reads (a document, a script, an image): a larger
/// one is a network error, not an out-of-memory.
pub const MAX_BODY_BYTES: u64 = 64 << 20;

/// How the loader is set up: the front ends' `--allow-net`, `--ca-cert`,
/// `--ignore-certificate-errors` and `--host-resolver-rules`.
#[derive(Clone, Debug, Default)]
pub struct NetworkOptions {
    pub allow: AllowNet,
    /// PEM files whose certificates are the trusted roots (instead of the webpki roots).
    pub ca_certs: Vec<std::path::PathBuf>,
    pub ignore_certificate_errors: bool,
    pub resolver_rules: HostResolverRules,
    /// The most a response body may hold ([`MAX_BODY_BYTES`] unless set).
    pub max_body_bytes: Option<u64>,
    /// The longest a request may take when no run deadline is set.
    pub request_timeout: Option<Duration>,
}

/// What an HTTP request sends besides its URL: what `fetch()` and XHR pass (a document,
/// a script or an image is a plain GET, [`HttpRequest::GET`]).
#[derive(Clone, Copy, Debug)]
pub struct HttpRequest<'a> {
    pub method: &'a str,
    /// The author's headers (Fetch's forbidden ones already left out).
    pub headers: &'a [(String, String)],
    pub body: Option<&'a [u8]>,
    /// The `Origin` header's value (Fetch's
    /// [append a request `Origin` header](https://fetch.spec.whatwg.org/#append-a-request-origin-header)),
    /// when the request sends one.
    pub origin: Option<&'a str>,
    /// The `Referer` header's value: the referrer its policy gave, if any.
    pub referrer: Option<&'a str>,
    /// Its [cache mode](https://fetch.spec.whatwg.org/#concept-request-cache-mode): how
    /// the memory cache answers it.
    pub cache: CacheMode,
    /// A request in CORS mode (`fetch()`'s "cors", XMLHttpRequest's): how its redirects
    /// are checked ([`CorsRedirects`](super::cors_redirects::CorsRedirects)).
    pub cors: Option<CorsRequest<'a>>,
}

impl HttpRequest<'static> {
    pub const GET: Self = Self {
        method: "GET",
        headers: &[],
        body: None,
        origin: None,
        referrer: None,
        cache: CacheMode::Default,
        cors: None,
    };
}

/// Why a request its fetch controller terminated ends (XMLHttpRequest's `abort()` or
/// timeout, an `AbortSignal`, its document gone).
pub const TERMINATED: &str = "the request was terminated";

/// The `User-Agent` a request sends unless its author set one (`navigator.userAgent`).
pub const DEFAULT_USER_AGENT: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 framescope/0.1";

/// The request headers that make a request conditional: a "default" request with one
/// bypasses the cache ([HTTP-network-or-cache fetch](https://fetch.spec.whatwg.org/#http-network-or-cache-fetch), step 8.22).
const CONDITIONAL_HEADERS: [&str; 5] =
    ["if-modified-since", "if-none-match", "if-unmodified-since", "if-match", "if-range"];

/// The loader, shared by every realm and worker of a group (cloning shares it).
#[derive(Clone)]
pub struct Network {
    allow: AllowNet,
    tls: Arc<rustls::ClientConfig>,
    /// The TLS set-up that accepts any certificate, used while `ignore_certificate_errors`
    /// holds (`--ignore-certificate-errors`, or a DevTools client's
    /// `Security.setIgnoreCertificateErrors` for its page: [`Self::own_certificate_setting`]).
    accept_any: Arc<rustls::ClientConfig>,
    /// The check `tls` makes, asked after a handshake that accepted any certificate: the
    /// error it let through, for DevTools' security details (`tls_details.rs`).
    verifier: Arc<rustls::client::WebPkiServerVerifier>,
    ignore_certificate_errors: Arc<AtomicBool>,
    resolver_rules: Arc<HostResolverRules>,
    max_body_bytes: u64,
    request_timeout: Duration,
    /// The run's deadline: no request outlives it.
    deadline: Arc<Mutex<Option<Instant>>>,
    preflights: PreflightCache,
    cache: MemoryCache,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Network").field("allow", &self.allow).finish()
    }
}

/// The tokio runtime requests run on: one for the process, never dropped (so no thread
/// drops it inside another runtime), driven by whichever thread blocks on a request.
fn runtime() -> Result<&'static tokio::runtime::Runtime, String> {
    static RUNTIME: OnceLock<Result<tokio::runtime::Runtime, String>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| format!("cannot start the network loader's runtime: {e}"))
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// The most header lines a response head may have over HTTP/1.1.
const MAX_RESPONSE_HEADERS: usize = 4096;

/// A protocol the connection speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Protocol {
    Http1,
    Http2,
}

impl Network {
    /// A loader for `options`; a CA file that cannot be read or holds no certificate is an
    /// error naming it.
    pub fn new(options: NetworkOptions) -> Result<Self, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder = || {
            rustls::ClientConfig::builder_with_provider(provider.clone())
                .with_safe_default_protocol_versions()
                .map_err(|e| format!("TLS set-up: {e}"))
        };
        let mut accept_any = builder()?
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(AcceptAnyCertificate::new(provider.clone())))
            .with_no_client_auth();
        accept_any.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        let builder = builder()?;
        let mut roots = rustls::RootCertStore::empty();
        if options.ca_certs.is_empty() {
            roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        } else {
            for path in &options.ca_certs {
                for cert in read_certificates(path)? {
                    roots.add(cert).map_err(|e| {
                        format!("--ca-cert {}: not a usable certificate: {e}", path.display())
                    })?;
                }
            }
        }
        // (One verifier: the connections' and, with certificate errors ignored, the one
        // that learns the error they skipped.)
        let verifier =
            rustls::client::WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                .build()
                .map_err(|e| format!("TLS set-up: {e}"))?;
        let mut tls = builder.with_webpki_verifier(verifier.clone()).with_no_client_auth();
        tls.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        Ok(Self {
            allow: options.allow,
            tls: Arc::new(tls),
            accept_any: Arc::new(accept_any),
            verifier,
            ignore_certificate_errors: Arc::new(AtomicBool::new(options.ignore_certificate_errors)),
            resolver_rules: Arc::new(options.resolver_rules),
            max_body_bytes: options.max_body_bytes.unwrap_or(MAX_BODY_BYTES),
            request_timeout: options.request_timeout.unwrap_or(Duration::from_secs(30)),
            deadline: Arc::new(Mutex::new(None)),
            preflights: PreflightCache::default(),
            cache: MemoryCache::default(),
        })
    }

    /// The same loader with a setting of its own for certificate errors (a served page's,
    /// which its client may change), starting as this one's.
    pub fn own_certificate_setting(&self) -> Self {
        let ignore = self.ignore_certificate_errors.load(Ordering::SeqCst);
        Self { ignore_certificate_errors: Arc::new(AtomicBool::new(ignore)), ..self.clone() }
    }

    /// Whether every certificate is accepted from now on (for every clone that shares
    /// this one's setting).
    pub fn set_ignore_certificate_errors(&self, ignore: bool) {
        self.ignore_certificate_errors.store(ignore, Ordering::SeqCst);
    }

    /// Whether `url` goes to the network.
    pub fn allows(&self, url: &Url) -> bool {
        self.allow.allows(url)
    }

    /// The group's CORS-preflight cache.
    pub fn preflight_cache(&self) -> &PreflightCache {
        &self.preflights
    }

    /// No request lasts past `deadline` (the run's `--timeout`).
    pub fn set_deadline(&self, deadline: Instant) {
        *self.deadline.lock().unwrap_or_else(|e| e.into_inner()) = Some(deadline);
    }

    /// One `request` of `url`, redirects not followed: the response as the server (or the
    /// memory cache) gave it, with its [`TimingInfo`], or a network error naming the URL
    /// and the cause. Fetch's [HTTP-network-or-cache fetch](https://fetch.spec.whatwg.org/#http-network-or-cache-fetch),
    /// its cache steps (for a `GET` without a body, the one request the cache keeps):
    /// - 8.22. A "default" request with a conditional header (`If-None-Match`…) is "no-store";
    /// - 8.23. a "no-cache" one without `Cache-Control` sends `Cache-Control: max-age=0`;
    /// - 8.24. a "no-store" or "reload" one sends `Pragma: no-cache` and
    ///   `Cache-Control: no-cache` (unless it has them);
    /// - 9.3–9.5. unless "no-store" or "reload", the stored response is used as it is by
    ///   "force-cache" and "only-if-cached", and by "default" while it is fresh and the
    ///   request's own `Cache-Control` (`no-cache`, `max-age`) accepts it; otherwise
    ///   it is revalidated (its validators become `If-None-Match`/`If-Modified-Since`);
    /// - 10.1. with no response, an "only-if-cached" request is a network error;
    /// - 10.4–10.5. a `304` to the revalidation freshens the stored response, which is the
    ///   response; any other response is stored (HTTP-network fetch, step 12) unless the
    ///   mode is "no-store".
    pub fn fetch(&self, url: &Url, request: &HttpRequest) -> Result<Response, FetchError> {
        // (A streaming fetch's earlier response — its CORS preflight — left its body kept:
        // this response, whole or streamed, is the one the fetch takes.)
        if body_stream::is_streaming() {
            body_stream::discard_deposited();
        }
        let error = |cause: String| FetchError::Network { url: url.to_string(), cause };
        let has = |name: &str| request.headers.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
        let mut mode = request.cache;
        if mode == CacheMode::Default && CONDITIONAL_HEADERS.iter().any(|name| has(name)) {
            mode = CacheMode::NoStore;
        }
        let mut added: Vec<(String, String)> = Vec::new();
        if mode == CacheMode::NoCache && !has("cache-control") {
            added.push(("Cache-Control".into(), "max-age=0".into()));
        }
        if matches!(mode, CacheMode::NoStore | CacheMode::Reload) {
            if !has("pragma") {
                added.push(("Pragma".into(), "no-cache".into()));
            }
            if !has("cache-control") {
                added.push(("Cache-Control".into(), "no-cache".into()));
            }
        }
        let cacheable = request.method == "GET" && request.body.is_none();
        let stored = if cacheable && !matches!(mode, CacheMode::NoStore | CacheMode::Reload) {
            self.cache.get(url.as_str())
        } else {
            None
        };
        let mut revalidating: Option<CachedResponse> = None;
        if let Some(stored) = stored {
            let use_stored = match mode {
                CacheMode::ForceCache | CacheMode::OnlyIfCached => true,
                CacheMode::Default => stored.is_fresh() && stored.satisfies(request.headers),
                _ => false,
            };
            if use_stored {
                let timing = TimingInfo::from_cache(stored.protocol, stored.body.len() as u64);
                return Ok(stored.into_response(url, timing));
            }
            let validators = stored.validators();
            if !validators.is_empty() {
                added.extend(validators);
                revalidating = Some(stored);
            }
        }
        if mode == CacheMode::OnlyIfCached {
            return Err(error(
                "nothing is cached, and the request's cache mode is \"only-if-cached\"".into(),
            ));
        }
        let deadline = *self.deadline.lock().unwrap_or_else(|e| e.into_inner());
        let budget = match deadline {
            Some(deadline) => deadline.saturating_duration_since(Instant::now()).min(self.request_timeout),
            None => self.request_timeout,
        };
        if budget.is_zero() {
            return Err(error("the run's --timeout had passed before the request".into()));
        }
        let with_added: Vec<(String, String)>;
        let mut sent = *request;
        if !added.is_empty() {
            with_added = request.headers.iter().cloned().chain(added).collect();
            sent.headers = &with_added;
        }
        let runtime = runtime().map_err(error)?;
        // A request run on a thread of its own may be terminated from the page's thread
        // (fetch_termination.rs): the exchange in flight is dropped, and its connection
        // closes.
        let termination = Termination::current();
        if termination.as_ref().is_some_and(|t| t.is_terminated()) {
            return Err(error(TERMINATED.into()));
        }
        // (The timeout is made inside the runtime: its timer is the runtime's.)
        let task = ConnectionTask::default();
        // (fetch()'s thread takes the final body as it comes: body_stream.rs.)
        let stream = body_stream::is_streaming()
            && tokio::runtime::Handle::try_current().is_err()
            && request.method != "HEAD";
        let started = Instant::now();
        let run = || {
            let outcome = runtime.block_on(async {
                let exchange = tokio::time::timeout(budget, self.exchange(url, &sent, &task, stream));
                match &termination {
                    Some(termination) => tokio::select! {
                        exchange = exchange => Some(exchange),
                        () = termination.terminated() => None,
                    },
                    None => Some(exchange.await),
                }
            });
            // (Ended without its response: its connection closes now.)
            if !matches!(outcome, Some(Ok(Ok(_)))) {
                task.close(runtime);
            }
            outcome
        };
        // A caller on a thread that runs another tokio runtime's tasks (a front end's async
        // code) may not block on this one there: the request then runs on a thread of its
        // own, and the caller waits for it.
        let exchange = if tokio::runtime::Handle::try_current().is_ok() {
            std::thread::scope(|scope| scope.spawn(run).join())
                .map_err(|_| error("the request's thread panicked".into()))?
        } else {
            run()
        };
        let Exchange { status, reason, headers, body, timing, pending } = exchange
            .ok_or_else(|| error(TERMINATED.into()))?
            .map_err(|_| {
                error(format!("no response within {:.1} s (the run's --timeout)", budget.as_secs_f64()))
            })?
            .map_err(error)?;
        if let (Some(stored), 304) = (revalidating, status) {
            let stored = self.cache.freshen(url.as_str(), stored, &headers);
            let size = stored.body.len() as u64;
            let timing = TimingInfo {
                encoded_body_size: size,
                decoded_body_size: size,
                cache_state: CacheState::Validated,
                ..timing
            };
            return Ok(stored.into_response(url, timing));
        }
        let store = cacheable && mode != CacheMode::NoStore;
        if let Some((incoming, close_delimited)) = pending {
            let protocol = timing.connection.alpn_negotiated_protocol;
            body_stream::deposit(BodyStream {
                runtime,
                body: incoming,
                task,
                headers: headers.clone(),
                close_delimited,
                max_body_bytes: self.max_body_bytes,
                deadline: started + budget,
                store: store.then(|| StoreAtEnd {
                    cache: self.cache.clone(),
                    url: url.to_string(),
                    status,
                    reason: reason.clone(),
                    protocol,
                }),
            });
        } else if store {
            let protocol = timing.connection.alpn_negotiated_protocol;
            self.cache.store(url.as_str(), status, reason.as_deref(), &headers, &body, protocol);
        }
        let mut response = Response::decoded(url.clone(), Vec::new(), status, headers, &body);
        response.reason = reason;
        response.timing = Some(Box::new(timing));
        Ok(response)
    }

    /// Connects, sends `request` and reads the response, recording when each step began
    /// and ended.
    async fn exchange(
        &self,
        url: &Url,
        request: &HttpRequest<'_>,
        task: &ConnectionTask,
        stream: bool,
    ) -> Result<Exchange, String> {
        let fetch_start = Instant::now();
        let secure = match url.scheme() {
            "https" => true,
            "http" => false,
            scheme => return Err(format!("not an http(s) URL ({scheme}:)")),
        };
        let host = url.host_str().ok_or("the URL has no host")?;
        let host = host.trim_start_matches('[').trim_end_matches(']');
        let port = url.port_or_known_default().unwrap_or(if secure { 443 } else { 80 });
        // The name, through --host-resolver-rules.
        let domain_lookup_start = Instant::now();
        let addresses = self.resolve(host, port).await?;
        let domain_lookup_end = Instant::now();
        // The TCP connection, to the first address that answers.
        let connection_start = Instant::now();
        let tcp = connect(&addresses).await?;
        let _ = tcp.set_nodelay(true);
        let (connection, secure_connection_start, protocol, tls) = if secure {
            let started = Instant::now();
            let name =
                ServerName::try_from(host.to_string()).map_err(|e| format!("not a TLS server name: {e}"))?;
            let ignoring = self.ignore_certificate_errors.load(Ordering::SeqCst);
            let config = match ignoring {
                true => self.accept_any.clone(),
                false => self.tls.clone(),
            };
            let tls = tokio_rustls::TlsConnector::from(config)
                .connect(name.clone(), tcp)
                .await
                .map_err(|e| io_cause(&e))?;
            let protocol = match tls.get_ref().1.alpn_protocol() {
                Some(b"h2") => Protocol::Http2,
                _ => Protocol::Http1,
            };
            let unchecked = ignoring.then_some(&*self.verifier);
            let details = TlsDetails::of(tls.get_ref().1, unchecked.map(|v| (v, &name))).map(Arc::new);
            (Connection::Tls(Box::new(tls)), Some(started), protocol, details)
        } else {
            (Connection::Tcp(tcp), None, Protocol::Http1, None)
        };
        let connection_end = Instant::now();
        // The request: origin-form and a Host header over HTTP/1.1, the whole URL (its
        // :authority) over HTTP/2.
        let target = match protocol {
            Protocol::Http1 => &url[url::Position::BeforePath..url::Position::AfterQuery],
            Protocol::Http2 => &url[..url::Position::AfterQuery],
        };
        let mut builder = hyper::Request::builder().method(request.method).uri(target);
        // (Values with control bytes go to hyper as stand-ins: header_control_bytes.rs.)
        let mut swapped = Vec::new();
        for (name, value) in outgoing_headers(url, request, protocol) {
            // A header value is a byte string (headers.rs): each code point is its byte
            // (what Fetch's ByteString conversion made of it), so obs-text bytes go as
            // they are.
            let bytes = isomorphic_encode(&value).unwrap_or_else(|| value.clone().into_bytes());
            let bytes = match stand_in(&bytes) {
                Some(stand_in) if protocol == Protocol::Http1 => {
                    let name = name.to_ascii_lowercase().into_bytes();
                    swapped.push(Swapped { name, stand_in: stand_in.clone(), value: bytes });
                    stand_in
                }
                _ => bytes,
            };
            let value = hyper::header::HeaderValue::from_bytes(&bytes)
                .map_err(|_| format!("the value of the {name} header is not a valid header value"))?;
            builder = builder.header(name, value);
        }
        let author_names = request.headers.iter().map(|(name, _)| name.as_str());
        let received = Received::default();
        let body = Full::new(Bytes::copy_from_slice(request.body.unwrap_or_default()));
        let outgoing = builder.body(body).map_err(|e| format!("not a valid request: {e}"))?;
        let request_start = Instant::now();
        let incoming = match protocol {
            Protocol::Http1 => {
                // hyper lower-cases header names: it writes them title-cased, and the
                // author's in the author's case (header_case.rs).
                let (mut sender, connection) = hyper::client::conn::http1::Builder::new()
                    .title_case_headers(true)
                    // (hyper's default is 100 headers; Chromium counts none, it limits the
                    // head to 256 KiB, and so does hyper's buffer.)
                    .max_headers(MAX_RESPONSE_HEADERS)
                    // (A header line with no colon — a bare LF inside a value starts one — is
                    // skipped, as Chromium's header parser skips it, not a malformed response.)
                    .ignore_invalid_headers_in_responses(true)
                    .handshake(TokioIo::new(ControlBytes::new(
                        ClosedHead::new(HeaderCase::new(connection, author_names)),
                        swapped,
                        received.clone(),
                    )))
                    .await
                    .map_err(|e| hyper_cause(&e))?;
                task.spawn(connection);
                sender.send_request(outgoing).await
            }
            Protocol::Http2 => {
                let (mut sender, connection) =
                    hyper::client::conn::http2::handshake(TokioExecutor::new(), TokioIo::new(connection))
                        .await
                        .map_err(|e| hyper_cause(&e))?;
                task.spawn(connection);
                sender.send_request(outgoing).await
            }
        };
        let response = incoming.map_err(|e| hyper_cause(&e))?;
        // (Over HTTP/1.1, when the head's first byte came: header_control_bytes.rs.)
        let response_start = received.first_byte().unwrap_or_else(Instant::now);
        let status = response.status().as_u16();
        // The reason phrase, over HTTP/1.1 (hyper keeps a non-canonical one aside, but
        // httparse empties one that is not UTF-8).
        let reason = match protocol {
            Protocol::Http1 => {
                Some(match (received.reason(), response.extensions().get::<hyper::ext::ReasonPhrase>()) {
                    // (As its bytes came: header_control_bytes.rs.)
                    (Some(reason), _) => isomorphic_decode(&reason),
                    (None, Some(reason)) => isomorphic_decode(reason.as_bytes()),
                    (None, None) => response.status().canonical_reason().unwrap_or_default().to_string(),
                })
            }
            Protocol::Http2 => None,
        };
        let mut headers = Headers::default();
        for (name, value) in response.headers() {
            let value = received.restore(name.as_str(), value.as_bytes());
            // (A header value is kept as the bytes it is: headers.rs.)
            headers.0.push((name.as_str().to_string(), isomorphic_decode(&value)));
        }
        // A body delimited by the connection's end (HTTP/1.1 with neither Content-Length nor
        // chunked coding): a TLS peer that closes without close_notify ends it, as browsers
        // take it (wptserve's handlers close so).
        let close_delimited = protocol == Protocol::Http1
            && headers.get("content-length").is_none()
            && !headers.get("transfer-encoding").is_some_and(|t| t.to_ascii_lowercase().contains("chunked"));
        // (A final response's body, for a thread that streams it, is left to arrive:
        // body_stream.rs; one whose Content-Length is over the limit is an error now.)
        let fits = hyper::body::Body::size_hint(response.body()).lower() <= self.max_body_bytes;
        let (body, pending) = if stream && fits && !(300..400).contains(&status) && status != 401 {
            (Vec::new(), Some((response.into_body(), close_delimited)))
        } else {
            (body_stream::read_whole(response.into_body(), close_delimited, self.max_body_bytes).await?, None)
        };
        let response_end = Instant::now();
        let size = body.len() as u64;
        // (A gzip, deflate, br or zstd body is decoded: content_codings.rs.)
        let limit = usize::try_from(self.max_body_bytes).unwrap_or(usize::MAX);
        let body = content_codings::decode(&headers, &body, limit)?.unwrap_or(body);
        let timing = TimingInfo {
            redirect_start: None,
            redirect_end: None,
            fetch_start,
            connection: ConnectionTiming {
                domain_lookup_start,
                domain_lookup_end,
                connection_start,
                connection_end,
                secure_connection_start,
                alpn_negotiated_protocol: match protocol {
                    Protocol::Http1 => "http/1.1",
                    Protocol::Http2 => "h2",
                },
                tls,
            },
            request_start,
            response_start,
            response_end,
            encoded_body_size: size,
            decoded_body_size: body.len() as u64,
            cache_state: CacheState::None,
        };
        Ok(Exchange { status, reason, headers, body, timing, pending })
    }

    /// Where `host:port` connects: `--host-resolver-rules`, then the system's resolver.
    async fn resolve(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, String> {
        let (to, to_port) = match self.resolver_rules.resolve(host, port) {
            Resolution::NotFound => return Err("host not found".into()),
            Resolution::System(to, to_port) => (to, to_port),
        };
        let addresses: Vec<SocketAddr> = tokio::net::lookup_host((to.as_str(), to_port))
            .await
            .map_err(|e| format!("host not found: {e}"))?
            .collect();
        if addresses.is_empty() {
            return Err("host not found".into());
        }
        Ok(addresses)
    }
}

/// A response as the connection gave it.
struct Exchange {
    status: u16,
    reason: Option<String>,
    headers: Headers,
    body: Vec<u8>,
    timing: TimingInfo,
    /// The body still to come, and whether the connection's end delimits it.
    pending: Option<(Incoming, bool)>,
}

/// The headers a request sends: `Host` (HTTP/1.1; HTTP/2 sends the URL's authority),
/// `User-Agent`, `Accept` unless the author set one, then the author's and the caller's
/// (`Origin`, `Referer`, `Content-Type`…). Every header the loader adds goes through here.
fn outgoing_headers(url: &Url, request: &HttpRequest, protocol: Protocol) -> Vec<(String, String)> {
    let mut headers = Vec::new();
    if protocol == Protocol::Http1 {
        let host = url.host_str().unwrap_or_default();
        let authority = match url.port() {
            Some(port) => format!("{host}:{port}"),
            None => host.to_string(),
        };
        headers.push(("host".to_string(), authority));
    }
    // https://fetch.spec.whatwg.org/#http-network-or-cache-fetch, step 8.15: the default
    // `User-Agent` unless the author set one.
    if !request.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("user-agent")) {
        headers.push(("user-agent".to_string(), DEFAULT_USER_AGENT.to_string()));
    }
    if !request.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("accept")) {
        headers.push(("accept".to_string(), "*/*".to_string()));
    }
    // The codings the loader decodes, as Chrome offers them (content_codings.rs).
    if !request.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("accept-encoding")) {
        headers.push(("accept-encoding".to_string(), content_codings::accept_encoding(url).to_string()));
    }
    headers.extend(request.headers.iter().cloned());
    if let Some(origin) = request.origin {
        headers.push(("origin".to_string(), origin.to_string()));
    }
    if let Some(referrer) = request.referrer {
        headers.push(("referer".to_string(), referrer.to_string()));
    }
    // Step 8.4-8.7: `Content-Length` is the body's length, and `0` for a POST or PUT
    // without a body.
    let content_length = match request.body {
        Some(body) => Some(body.len()),
        None if request.method.eq_ignore_ascii_case("POST") || request.method.eq_ignore_ascii_case("PUT") => {
            Some(0)
        }
        None => None,
    };
    if let Some(length) = content_length {
        headers.push(("content-length".to_string(), length.to_string()));
    }
    // Step 8.17: an `Accept-Language` unless the author set one (`navigator.language`'s).
    if !request.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("accept-language")) {
        headers.push(("accept-language".to_string(), "en-US".to_string()));
    }
    headers
}

/// The TCP connection to the first of `addresses` that accepts it.
async fn connect(addresses: &[SocketAddr]) -> Result<TcpStream, String> {
    let mut last = String::from("host not found");
    for address in addresses {
        match TcpStream::connect(address).await {
            Ok(stream) => return Ok(stream),
            Err(e) => last = io_cause(&e),
        }
    }
    Err(last)
}

/// A plain or a TLS connection.
enum Connection {
    Tcp(TcpStream),
    Tls(Box<tokio_rustls::client::TlsStream<TcpStream>>),
}

impl tokio::io::AsyncRead for Connection {
    fn poll_read(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        match self.get_mut() {
            Self::Tcp(s) => std::pin::Pin::new(s).poll_read(cx, buf),
            Self::Tls(s) => std::pin::Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl tokio::io::AsyncWrite for Connection {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        match self.get_mut() {
            Self::Tcp(s) => std::pin::Pin::new(s).poll_write(cx, buf),
            Self::Tls(s) => std::pin::Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_flush(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        match self.get_mut() {
            Self::Tcp(s) => std::pin::Pin::new(s).poll_flush(cx),
            Self::Tls(s) => std::pin::Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        match self.get_mut() {
            Self::Tcp(s) => std::pin::Pin::new(s).poll_shutdown(cx),
            Self::Tls(s) => std::pin::Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }
}

/// The certificates of a PEM file.
fn read_certificates(path: &Path) -> Result<Vec<CertificateDer<'static>>, String> {
    let pem =
        std::fs::read(path).map_err(|e| format!("--ca-cert {}: cannot read it: {e}", path.display()))?;
    let mut certs = Vec::new();
    for cert in CertificateDer::pem_slice_iter(&pem) {
        certs.push(cert.map_err(|e| format!("--ca-cert {}: not a PEM file: {e}", path.display()))?);
    }
    if certs.is_empty() {
        return Err(format!("--ca-cert {}: holds no PEM certificate", path.display()));
    }
    Ok(certs)
}

/// An I/O failure as the report names it.
fn io_cause(error: &std::io::Error) -> String {
    if let Some(tls) = error.get_ref().and_then(|inner| inner.downcast_ref::<rustls::Error>()) {
        return format!("TLS failure: {tls}");
    }
    match error.kind() {
        ErrorKind::ConnectionRefused => "connection refused".into(),
        ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted | ErrorKind::BrokenPipe => {
            "connection reset".into()
        }
        ErrorKind::UnexpectedEof => "the connection closed before the response ended".into(),
        _ => format!("I/O error: {error}"),
    }
}

/// Whether hyper's failure is the TLS connection's end without close_notify (rustls's
/// unexpected EOF).
pub(super) fn ends_without_close_notify(error: &hyper::Error) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = std::error::Error::source(error);
    while let Some(inner) = source {
        if inner.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == ErrorKind::UnexpectedEof) {
            return true;
        }
        source = inner.source();
    }
    false
}

/// hyper's failure as the report names it.
pub(super) fn hyper_cause(error: &hyper::Error) -> String {
    let mut source: Option<&(dyn std::error::Error + 'static)> = std::error::Error::source(error);
    while let Some(inner) = source {
        if let Some(io) = inner.downcast_ref::<std::io::Error>() {
            return io_cause(io);
        }
        source = inner.source();
    }
    if error.is_parse() || error.is_parse_status() {
        format!("malformed response: {error}")
    } else if error.is_incomplete_message() {
        "the connection closed before the response ended".into()
    } else {
        format!("HTTP error: {error}")
    }
}
