//! The network loader's memory cache, the [HTTP cache](https://fetch.spec.whatwg.org/#http-cache)
//! Fetch's [HTTP-network-or-cache fetch](https://fetch.spec.whatwg.org/#http-network-or-cache-fetch)
//! consults (that algorithm is [`super::network::Network::fetch`]): a `GET` response that
//! may be stored is kept in memory for the group, fresh or not, keyed by its URL (a
//! redirect too: each hop is a request of its own). A later `GET` of the URL uses it as
//! the request's [cache mode](https://fetch.spec.whatwg.org/#concept-request-cache-mode)
//! says: "default" while it is fresh (else it is revalidated with its validators),
//! "force-cache" and "only-if-cached" however stale, "no-cache" always after revalidation,
//! "no-store" and "reload" never. A page observes a use as Resource Timing's
//! `transferSize` 0 and `deliveryType` `"cache"`.
//! [RFC 9111 HTTP Caching](https://www.rfc-editor.org/rfc/rfc9111): §3 storing, §4.2
//! freshness, §4.3 validation.
//!
//! Not modelled: no disk cache, no heuristic freshness (a response without `max-age` or
//! `Expires` is stale at once), a response with `Vary` is not kept, and a private cache's
//! rules only (`private` responses are kept, `Authorization` does not prevent storing).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use super::headers::Headers;

/// A request's [cache mode](https://fetch.spec.whatwg.org/#concept-request-cache-mode).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CacheMode {
    #[default]
    Default,
    NoStore,
    Reload,
    NoCache,
    ForceCache,
    OnlyIfCached,
}

impl CacheMode {
    /// The mode named as `Request.cache` names it (anything else is "default").
    pub fn of(name: &str) -> Self {
        match name {
            "no-store" => Self::NoStore,
            "reload" => Self::Reload,
            "no-cache" => Self::NoCache,
            "force-cache" => Self::ForceCache,
            "only-if-cached" => Self::OnlyIfCached,
            _ => Self::Default,
        }
    }
}

/// A response kept in memory.
#[derive(Clone, Debug)]
pub struct CachedResponse {
    pub status: u16,
    /// The reason phrase the server sent, if any.
    pub reason: Option<String>,
    pub headers: Headers,
    pub body: Vec<u8>,
    /// The protocol the response came over (`nextHopProtocol` of a cached entry).
    pub protocol: &'static str,
    /// Until when it is fresh (a moment past, for a stale one).
    expiry: Instant,
    /// When it was received (or last freshened), less its `Age`: its current age counts
    /// from here (RFC 9111 §4.2.3, without clock skew).
    born: Instant,
}

impl CachedResponse {
    /// Whether it is still [fresh](https://www.rfc-editor.org/rfc/rfc9111#section-4.2).
    pub fn is_fresh(&self) -> bool {
        self.expiry > Instant::now()
    }

    /// The response it gives for `url` (with Resource Timing's `timing`: the cache's, or
    /// the validating request's).
    pub fn into_response(
        self,
        url: &url::Url,
        timing: super::timing_info::TimingInfo,
    ) -> super::response::Response {
        let mut response = super::response::Response::decoded(
            url.clone(),
            Vec::new(),
            self.status,
            self.headers,
            &self.body,
        );
        response.reason = self.reason;
        response.timing = Some(Box::new(timing));
        response
    }

    /// Whether a request with `request_headers` may be answered by it without validation
    /// when it is fresh ([RFC 9111 §5.2.1](https://www.rfc-editor.org/rfc/rfc9111#section-5.2.1)):
    /// not when the request's `Cache-Control` says `no-cache` (§5.2.1.4), nor when its
    /// `max-age` is below the response's current age (§5.2.1.1: `max-age=0` always
    /// revalidates).
    pub fn satisfies(&self, request_headers: &[(String, String)]) -> bool {
        let directives = directives(request_headers);
        if directives.iter().any(|d| d == "no-cache") {
            return false;
        }
        let age = self.born.elapsed();
        directives
            .iter()
            .filter_map(|d| d.strip_prefix("max-age=")?.trim_matches('"').parse::<u64>().ok())
            .all(|seconds| age < Duration::from_secs(seconds))
    }

    /// The conditional request headers that revalidate it (RFC 9111 §4.3.1): its `ETag`
    /// as `If-None-Match`, its `Last-Modified` as `If-Modified-Since` (none: it has no
    /// validator).
    pub fn validators(&self) -> Vec<(String, String)> {
        let mut conditions = Vec::new();
        if let Some(etag) = self.headers.get("etag") {
            conditions.push(("If-None-Match".to_string(), etag.to_string()));
        }
        if let Some(modified) = self.headers.get("last-modified") {
            conditions.push(("If-Modified-Since".to_string(), modified.to_string()));
        }
        conditions
    }
}

/// The cache of a group's network loader (cloning shares it), keyed by URL.
#[derive(Clone, Debug, Default)]
pub struct MemoryCache(Arc<Mutex<HashMap<String, CachedResponse>>>);

/// The most bytes of bodies the cache keeps (then the soonest-expiring entries go).
const CAPACITY_BYTES: usize = 64 << 20;

impl MemoryCache {
    /// The response stored for `url`, fresh or stale, if any.
    pub fn get(&self, url: &str) -> Option<CachedResponse> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).get(url).cloned()
    }

    /// Keeps a `GET` response of `url` if it [may be stored](https://www.rfc-editor.org/rfc/rfc9111#section-3)
    /// (else forgets what was stored for it: the new response replaces it).
    pub fn store(
        &self,
        url: &str,
        status: u16,
        reason: Option<&str>,
        headers: &Headers,
        body: &[u8],
        protocol: &'static str,
    ) {
        let mut entries = self.0.lock().unwrap_or_else(|e| e.into_inner());
        entries.remove(url);
        if !storable(status, headers) {
            return;
        }
        let lifetime = freshness_lifetime(headers);
        let born = born_of(headers);
        let mut size: usize = entries.values().map(|e| e.body.len()).sum::<usize>() + body.len();
        while size > CAPACITY_BYTES {
            let Some(first) = entries.iter().min_by_key(|(_, e)| e.expiry).map(|(k, _)| k.clone()) else {
                return;
            };
            size -= entries.remove(&first).map_or(0, |e| e.body.len());
        }
        let entry = CachedResponse {
            status,
            reason: reason.map(str::to_string),
            headers: headers.clone(),
            body: body.to_vec(),
            protocol,
            expiry: Instant::now() + lifetime,
            born,
        };
        entries.insert(url.to_string(), entry);
    }

    /// [Freshening a stored response upon validation](https://www.rfc-editor.org/rfc/rfc9111#section-4.3.4):
    /// a `304` for `stored` replaces its headers of the same names (but `Content-Length`),
    /// and its freshness starts again; the updated response is kept and returned.
    pub fn freshen(&self, url: &str, mut stored: CachedResponse, not_modified: &Headers) -> CachedResponse {
        for (name, _) in &not_modified.0 {
            if name.eq_ignore_ascii_case("content-length") {
                continue;
            }
            stored.headers.0.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        }
        for (name, value) in &not_modified.0 {
            if !name.eq_ignore_ascii_case("content-length") {
                stored.headers.0.push((name.clone(), value.clone()));
            }
        }
        stored.expiry = Instant::now() + freshness_lifetime(&stored.headers);
        stored.born = born_of(&stored.headers);
        if storable(stored.status, &stored.headers) {
            self.0.lock().unwrap_or_else(|e| e.into_inner()).insert(url.to_string(), stored.clone());
        }
        stored
    }
}

/// The response's `Cache-Control` directives, lowercased.
fn directives(headers: &[(String, String)]) -> Vec<String> {
    headers
        .iter()
        .filter(|(name, _)| name.eq_ignore_ascii_case("cache-control"))
        .flat_map(|(_, value)| value.split(',').map(|d| d.trim().to_ascii_lowercase()))
        .collect()
}

/// [Storing responses in caches](https://www.rfc-editor.org/rfc/rfc9111#section-3), for a
/// private cache of `GET` responses: the status is final and understood, there is no
/// `no-store` directive (nor `Vary`: not modelled), and the response has explicit
/// freshness (`max-age`, `Expires`) or a status that is heuristically cacheable
/// (RFC 9110 §15.1).
pub fn storable(status: u16, headers: &Headers) -> bool {
    if status < 200 || status == 206 || status == 304 || headers.get("vary").is_some() {
        return false;
    }
    let directives = directives(&headers.0);
    if directives.iter().any(|d| d == "no-store") {
        return false;
    }
    let explicit = headers.get("expires").is_some() || directives.iter().any(|d| d.starts_with("max-age="));
    explicit || matches!(status, 200 | 203 | 204 | 300 | 301 | 308 | 404 | 405 | 410 | 414 | 501)
}

/// How long a response stays fresh from now (zero: stale at once):
/// 1. `no-cache` makes it stale (it is revalidated at every use, §5.2.2.4);
/// 2. else its `Cache-Control: max-age` (§5.2.2.1), less its `Age` (§5.1);
/// 3. else its `Expires` (§5.3) after its `Date` (or now, without one), less its `Age`;
/// 4. else zero (no heuristic freshness).
pub fn freshness_lifetime(headers: &Headers) -> Duration {
    let directives = directives(&headers.0);
    if directives.iter().any(|d| d == "no-cache") {
        return Duration::ZERO;
    }
    let age = age_of(headers).as_secs();
    let max_age = directives
        .iter()
        .find_map(|d| d.strip_prefix("max-age=").map(|v| v.trim_matches('"').parse::<u64>().ok()));
    let lifetime = match max_age {
        Some(seconds) => seconds.unwrap_or(0),
        None => {
            let expires = headers.get("expires").and_then(|e| httpdate::parse_http_date(e.trim()).ok());
            let date = headers.get("date").and_then(|d| httpdate::parse_http_date(d.trim()).ok());
            let from = date.unwrap_or_else(SystemTime::now);
            expires.and_then(|expires| expires.duration_since(from).ok()).map_or(0, |d| d.as_secs())
        }
    };
    Duration::from_secs(lifetime.saturating_sub(age))
}

/// A response's `Age` header ([RFC 9111 §5.1](https://www.rfc-editor.org/rfc/rfc9111#section-5.1)):
/// how old it already was when it came (zero without one).
fn age_of(headers: &Headers) -> Duration {
    Duration::from_secs(headers.get("age").and_then(|a| a.trim().parse::<u64>().ok()).unwrap_or(0))
}

/// When a response received now was born: now less its `Age`.
fn born_of(headers: &Headers) -> Instant {
    Instant::now().checked_sub(age_of(headers)).unwrap_or_else(Instant::now)
}
