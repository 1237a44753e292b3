//! The network loader's memory cache: a `GET` response that says it stays fresh
//! (`Cache-Control: max-age`, else `Expires`) is kept in memory for the group, and a later
//! `GET` of the same URL while it is fresh is answered from it, with no request — as a
//! page observes it: Resource Timing's `transferSize` 0 and `deliveryType` `"cache"`.
//! [RFC 9111 HTTP Caching §4.2 Freshness](https://www.rfc-editor.org/rfc/rfc9111#section-4.2)
//!
//! Not modelled: no disk cache, no revalidation (a stale entry is fetched again, no
//! conditional request), no heuristic freshness (a response without `max-age` or `Expires`
//! is not kept), a response with `Vary` is not kept, and nothing but status 200 is.
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use super::headers::Headers;

/// A response kept in memory.
#[derive(Clone, Debug)]
pub struct CachedResponse {
    pub status: u16,
    pub headers: Headers,
    pub body: Vec<u8>,
    /// The protocol the response came over (`nextHopProtocol` of a cached entry).
    pub protocol: &'static str,
    expiry: Instant,
}

/// The cache of a group's network loader (cloning shares it), keyed by URL.
#[derive(Clone, Debug, Default)]
pub struct MemoryCache(Arc<Mutex<HashMap<String, CachedResponse>>>);

/// The most bytes of bodies the cache keeps (then the oldest-expiring entries go).
const CAPACITY_BYTES: usize = 64 << 20;

impl MemoryCache {
    /// The fresh response stored for `url`, if any.
    pub fn get(&self, url: &str) -> Option<CachedResponse> {
        let entries = self.0.lock().unwrap_or_else(|e| e.into_inner());
        entries.get(url).filter(|entry| entry.expiry > Instant::now()).cloned()
    }

    /// Keeps a `GET` response of `url` if it is storable and fresh for a while.
    pub fn store(&self, url: &str, status: u16, headers: &Headers, body: &[u8], protocol: &'static str) {
        let Some(lifetime) = freshness_lifetime(status, headers) else { return };
        let mut entries = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        entries.retain(|_, entry| entry.expiry > now);
        let mut size: usize = entries.values().map(|e| e.body.len()).sum::<usize>() + body.len();
        while size > CAPACITY_BYTES {
            let Some(first) = entries.iter().min_by_key(|(_, e)| e.expiry).map(|(k, _)| k.clone()) else {
                return;
            };
            size -= entries.remove(&first).map_or(0, |e| e.body.len());
        }
        let entry = CachedResponse {
            status,
            headers: headers.clone(),
            body: body.to_vec(),
            protocol,
            expiry: now + lifetime,
        };
        entries.insert(url.to_string(), entry);
    }
}

/// How long a response stays fresh from now, or `None` when it is not kept:
/// 1. Only a 200 without `Vary`, and without `no-store`, `no-cache` or `private`…
/// 2. …whose `Cache-Control: max-age` (§5.2.2.1) is above 0, less its `Age` (§5.1);
/// 3. else whose `Expires` (§5.3) is after its `Date` (or now, without one).
fn freshness_lifetime(status: u16, headers: &Headers) -> Option<Duration> {
    if status != 200 || headers.get("vary").is_some() {
        return None;
    }
    let directives: Vec<String> = headers
        .0
        .iter()
        .filter(|(name, _)| name.eq_ignore_ascii_case("cache-control"))
        .flat_map(|(_, value)| value.split(',').map(|d| d.trim().to_ascii_lowercase()))
        .collect();
    if directives.iter().any(|d| matches!(d.as_str(), "no-store" | "no-cache" | "private")) {
        return None;
    }
    let age = headers.get("age").and_then(|a| a.trim().parse::<u64>().ok()).unwrap_or(0);
    let max_age = directives
        .iter()
        .find_map(|d| d.strip_prefix("max-age=").map(|v| v.trim_matches('"').parse::<u64>().ok()));
    let lifetime = match max_age {
        Some(seconds) => seconds?.checked_sub(age)?,
        None => {
            let expires = httpdate::parse_http_date(headers.get("expires")?.trim()).ok()?;
            let date = headers.get("date").and_then(|d| httpdate::parse_http_date(d.trim()).ok());
            let from = date.unwrap_or_else(SystemTime::now);
            expires.duration_since(from).ok()?.as_secs().checked_sub(age)?
        }
    };
    (lifetime > 0).then(|| Duration::from_secs(lifetime))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> Headers {
        Headers(pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect())
    }

    #[test]
    fn freshness_comes_from_max_age_then_expires() {
        assert_eq!(
            freshness_lifetime(200, &headers(&[("Cache-Control", "public, max-age=60")])),
            Some(Duration::from_secs(60))
        );
        assert_eq!(
            freshness_lifetime(200, &headers(&[("Cache-Control", "max-age=60"), ("Age", "10")])),
            Some(Duration::from_secs(50))
        );
        assert_eq!(freshness_lifetime(200, &headers(&[("Cache-Control", "max-age=60, no-store")])), None);
        assert_eq!(freshness_lifetime(200, &headers(&[("Cache-Control", "max-age=0")])), None);
        assert_eq!(freshness_lifetime(404, &headers(&[("Cache-Control", "max-age=60")])), None);
        assert_eq!(
            freshness_lifetime(200, &headers(&[("Cache-Control", "max-age=60"), ("Vary", "Origin")])),
            None
        );
        let expires = headers(&[
            ("Date", "Sun, 06 Nov 1994 08:49:37 GMT"),
            ("Expires", "Sun, 06 Nov 1994 08:50:37 GMT"),
        ]);
        assert_eq!(freshness_lifetime(200, &expires), Some(Duration::from_secs(60)));
        assert_eq!(freshness_lifetime(200, &headers(&[])), None);
    }
}
