//! What the network loader measured of one request: Fetch's
//! [fetch timing info](https://fetch.spec.whatwg.org/#fetch-timing-info) with its
//! [connection timing info](https://fetch.spec.whatwg.org/#connection-timing-info), and the
//! [response body info](https://fetch.spec.whatwg.org/#response-body-info)'s sizes. Resource
//! Timing and Navigation Timing read them (relative to the realm's time origin).
use std::time::Instant;

/// Fetch's connection timing info: when the name was looked up, when the connection was
/// opened and secured, and the ALPN protocol it speaks.
#[derive(Clone, Debug)]
pub struct ConnectionTiming {
    pub domain_lookup_start: Instant,
    pub domain_lookup_end: Instant,
    pub connection_start: Instant,
    pub connection_end: Instant,
    /// When the TLS handshake began (`None` for `http:`).
    pub secure_connection_start: Option<Instant>,
    /// `http/1.1` or `h2` (Resource Timing's `nextHopProtocol`).
    pub alpn_negotiated_protocol: &'static str,
    /// The TLS connection's security details (`None` for `http:` and the memory cache's).
    pub tls: Option<std::sync::Arc<super::tls_details::TlsDetails>>,
}

/// The timings and sizes of a response the network loader fetched (the last hop's, when
/// redirects led to it; `redirect_start` is the first hop's start then).
#[derive(Clone, Debug)]
pub struct TimingInfo {
    /// When the first request of the fetch began (its redirects' start, if any).
    pub redirect_start: Option<Instant>,
    /// When the last redirect's response ended.
    pub redirect_end: Option<Instant>,
    /// When the final request's fetch began (before its name was looked up).
    pub fetch_start: Instant,
    pub connection: ConnectionTiming,
    /// Fetch's final network-request start time: the request's first byte sent.
    pub request_start: Instant,
    /// Fetch's final network-response start time: the response's head arrived.
    pub response_start: Instant,
    /// The body's last byte arrived.
    pub response_end: Instant,
    /// The body's size as it came (the loader asks for no content coding, so it is also
    /// the decoded size).
    pub encoded_body_size: u64,
    pub decoded_body_size: u64,
    /// Fetch's [cache state](https://fetch.spec.whatwg.org/#concept-response-cache-state).
    pub cache_state: CacheState,
}

/// A response's [cache state](https://fetch.spec.whatwg.org/#concept-response-cache-state).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CacheState {
    /// From the network.
    #[default]
    None,
    /// The memory cache answered (Resource Timing's `deliveryType` "cache", `transferSize` 0).
    Local,
    /// The stored response the server validated (a `304`): `deliveryType` "cache",
    /// `transferSize` its headers' alone.
    Validated,
}

impl CacheState {
    /// As Fetch names it ("", "local", "validated").
    pub fn name(self) -> &'static str {
        match self {
            Self::None => "",
            Self::Local => "local",
            Self::Validated => "validated",
        }
    }
}

impl TimingInfo {
    /// The timing of a response the memory cache gave just now: every moment now (no
    /// look-up, no connection), the stored response's protocol and size.
    pub fn from_cache(protocol: &'static str, size: u64) -> Self {
        let now = Instant::now();
        Self {
            redirect_start: None,
            redirect_end: None,
            fetch_start: now,
            connection: ConnectionTiming {
                domain_lookup_start: now,
                domain_lookup_end: now,
                connection_start: now,
                connection_end: now,
                secure_connection_start: None,
                alpn_negotiated_protocol: protocol,
                tls: None,
            },
            request_start: now,
            response_start: now,
            response_end: now,
            encoded_body_size: size,
            decoded_body_size: size,
            cache_state: CacheState::Local,
        }
    }
}
