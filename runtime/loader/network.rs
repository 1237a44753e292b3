//! The network loader: with `--allow-net`, http(s) URLs to the allowed hosts are fetched
//! over real HTTP (Fetch's [HTTP-network fetch](https://fetch.spec.whatwg.org/#concept-http-network-fetch)),
//! one request per call: the caller ([`super::hosts::VirtualHosts::fetch`]) follows the
//! redirects, with the same rules as for the hosts folder, and refuses a redirect out of
//! the allow-list.
//!
//! The client is blocking (ureq, rustls with the webpki roots or `--ca-cert`'s): every
//! fetch site of the runtime calls the loader synchronously, as the hosts folder answers
//! at once, and each request's deadline is what is left of the run's `--timeout`, so a
//! stalled server ends in a network error, never a hang. HTTP/1.1 only: no HTTP/2, no
//! HTTP/3, no proxies, no HTTP cache.
use std::io::ErrorKind;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ureq::tls::{Certificate, PemItem, RootCerts, TlsConfig};
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::{DefaultConnector, NextTimeout};
use url::Url;

use super::allow_net::AllowNet;
use super::headers::Headers;
use super::host_resolver_rules::{HostResolverRules, Resolution};
use super::hosts::{FetchError, Response};

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
}

impl HttpRequest<'static> {
    pub const GET: Self = Self { method: "GET", headers: &[], body: None };
}

/// The loader, shared by every realm and worker of a group (cloning shares it).
#[derive(Clone)]
pub struct Network {
    allow: AllowNet,
    agent: ureq::Agent,
    max_body_bytes: u64,
    request_timeout: Duration,
    /// The run's deadline: no request outlives it.
    deadline: Arc<Mutex<Option<Instant>>>,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Network").field("allow", &self.allow).finish()
    }
}

impl Network {
    /// A loader for `options`; a CA file that cannot be read or holds no certificate is an
    /// error naming it.
    pub fn new(options: NetworkOptions) -> Result<Self, String> {
        let roots = if options.ca_certs.is_empty() {
            RootCerts::WebPki
        } else {
            let mut certs = Vec::new();
            for path in &options.ca_certs {
                certs.extend(read_certificates(path)?);
            }
            RootCerts::Specific(Arc::new(certs))
        };
        let tls = TlsConfig::builder()
            .root_certs(roots)
            .disable_verification(options.ignore_certificate_errors)
            .build();
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .allow_non_standard_methods(true)
            .max_redirects(0)
            .save_redirect_history(false)
            .tls_config(tls)
            .user_agent(concat!("framescope/", env!("CARGO_PKG_VERSION")))
            .build();
        let resolver = RulesResolver { rules: options.resolver_rules };
        let agent = ureq::Agent::with_parts(config, DefaultConnector::new(), resolver);
        Ok(Self {
            allow: options.allow,
            agent,
            max_body_bytes: options.max_body_bytes.unwrap_or(MAX_BODY_BYTES),
            request_timeout: options.request_timeout.unwrap_or(Duration::from_secs(30)),
            deadline: Arc::new(Mutex::new(None)),
        })
    }

    /// Whether `url` goes to the network.
    pub fn allows(&self, url: &Url) -> bool {
        self.allow.allows(url)
    }

    /// No request lasts past `deadline` (the run's `--timeout`).
    pub fn set_deadline(&self, deadline: Instant) {
        *self.deadline.lock().unwrap_or_else(|e| e.into_inner()) = Some(deadline);
    }

    /// One `request` of `url`, redirects not followed: the response as the server sent it,
    /// or a network error naming the URL and the cause.
    pub fn fetch(&self, url: &Url, request: &HttpRequest) -> Result<Response, FetchError> {
        let error = |cause: String| FetchError::Network { url: url.to_string(), cause };
        let deadline = *self.deadline.lock().unwrap_or_else(|e| e.into_inner());
        let budget = match deadline {
            Some(deadline) => deadline.saturating_duration_since(Instant::now()).min(self.request_timeout),
            None => self.request_timeout,
        };
        if budget.is_zero() {
            return Err(error("the run's --timeout had passed before the request".into()));
        }
        let mut builder = ureq::http::Request::builder().method(request.method).uri(url.as_str());
        for (name, value) in request.headers {
            builder = builder.header(name.as_str(), value.as_str());
        }
        let sent = match request.body {
            Some(body) => builder.body(body.to_vec()).map(|r| self.send(r, budget)),
            None => builder.body(()).map(|r| self.send(r, budget)),
        };
        let mut response = sent
            .map_err(|e| error(format!("not a valid request: {e}")))?
            .map_err(|e| error(cause(&e, budget)))?;
        let status = response.status().as_u16();
        let mut headers = Headers::default();
        for (name, value) in response.headers() {
            headers
                .0
                .push((name.as_str().to_string(), String::from_utf8_lossy(value.as_bytes()).into_owned()));
        }
        let body = response
            .body_mut()
            .with_config()
            .limit(self.max_body_bytes)
            .read_to_vec()
            .map_err(|e| error(cause(&e, budget)))?;
        Ok(Response::decoded(url.clone(), Vec::new(), status, headers, &body))
    }
}

impl Network {
    fn send(
        &self,
        request: ureq::http::Request<impl ureq::AsSendBody>,
        budget: Duration,
    ) -> Result<ureq::http::Response<ureq::Body>, ureq::Error> {
        let request = self.agent.configure_request(request).timeout_global(Some(budget)).build();
        self.agent.run(request)
    }
}

/// The certificates of a PEM file.
fn read_certificates(path: &Path) -> Result<Vec<Certificate<'static>>, String> {
    let pem =
        std::fs::read(path).map_err(|e| format!("--ca-cert {}: cannot read it: {e}", path.display()))?;
    let mut certs = Vec::new();
    for item in ureq::tls::parse_pem(&pem) {
        match item {
            Ok(PemItem::Certificate(cert)) => certs.push(cert),
            Ok(_) => {}
            Err(e) => return Err(format!("--ca-cert {}: not a PEM file: {e}", path.display())),
        }
    }
    if certs.is_empty() {
        return Err(format!("--ca-cert {}: holds no PEM certificate", path.display()));
    }
    Ok(certs)
}

/// A request's failure as the report names it.
fn cause(error: &ureq::Error, budget: Duration) -> String {
    match error {
        ureq::Error::Io(io) if io.get_ref().is_some_and(|inner| inner.is::<rustls::Error>()) => {
            format!("TLS failure: {io}")
        }
        ureq::Error::Io(io) => match io.kind() {
            ErrorKind::ConnectionRefused => "connection refused".into(),
            ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted | ErrorKind::BrokenPipe => {
                "connection reset".into()
            }
            ErrorKind::UnexpectedEof => "the connection closed before the response ended".into(),
            ErrorKind::TimedOut | ErrorKind::WouldBlock => {
                format!("no response within {:.1} s (the run's --timeout)", budget.as_secs_f64())
            }
            _ => format!("I/O error: {io}"),
        },
        ureq::Error::Timeout(_) => {
            format!("no response within {:.1} s (the run's --timeout)", budget.as_secs_f64())
        }
        ureq::Error::HostNotFound => "host not found".into(),
        ureq::Error::ConnectionFailed => "connection failed".into(),
        ureq::Error::BodyExceedsLimit(limit) => format!("the body is larger than {limit} bytes"),
        ureq::Error::Protocol(e) => format!("malformed response: {e}"),
        ureq::Error::LargeResponseHeader(..) => format!("malformed response: {error}"),
        ureq::Error::Tls(e) => format!("TLS failure: {e}"),
        ureq::Error::Rustls(e) => format!("TLS failure: {e}"),
        other => other.to_string(),
    }
}

/// The system resolver behind `--host-resolver-rules`.
#[derive(Debug)]
struct RulesResolver {
    rules: HostResolverRules,
}

impl Resolver for RulesResolver {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        config: &ureq::config::Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let (Some(scheme), Some(host)) = (uri.scheme_str(), uri.host()) else {
            return Err(ureq::Error::HostNotFound);
        };
        let port = uri.port_u16().unwrap_or(if scheme == "https" { 443 } else { 80 });
        let host = host.trim_start_matches('[').trim_end_matches(']');
        match self.rules.resolve(host, port) {
            Resolution::NotFound => Err(ureq::Error::HostNotFound),
            Resolution::System(to, to_port) => {
                let to = if to.contains(':') { format!("[{to}]") } else { to };
                let mapped: ureq::http::Uri = format!("{scheme}://{to}:{to_port}/")
                    .parse()
                    .map_err(|_| ureq::Error::BadUri(format!("{to}:{to_port}")))?;
                DefaultResolver::default().resolve(&mapped, config, timeout)
            }
        }
    }
}
