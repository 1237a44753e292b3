//! The [CORS-preflight fetch](https://fetch.spec.whatwg.org/#cors-preflight-fetch) over the
//! network loader: a real `OPTIONS` request before a cross-origin request that needs one,
//! its checks (`cors_requests.rs`), and the
//! [CORS-preflight cache](https://fetch.spec.whatwg.org/#concept-cache) that spares the
//! next one. (The hosts folder's preflight is answered by the resource's own headers, as
//! `cors_requests.rs` says.)
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use url::{Origin, Url};

use super::cors::CredentialsMode;
use super::cors_requests::{is_safelisted_method, preflight_check, unsafe_header_names};
use super::memory_cache::CacheMode;
use super::network::{HttpRequest, Network};

/// The longest an entry is kept, whatever `Access-Control-Max-Age` says (Chrome's cap,
/// 2 hours).
const MAX_AGE_CAP: Duration = Duration::from_secs(7200);

/// How long an entry is kept without `Access-Control-Max-Age`: 5 seconds, as the spec says.
const DEFAULT_MAX_AGE: Duration = Duration::from_secs(5);

/// A cache entry's key: the request's origin (serialized), URL, credentials, and a method
/// or a header name (`m:` or `h:` before it).
type Key = (String, String, bool, String);

/// The CORS-preflight cache of a group's network loader (cloning shares it).
#[derive(Clone, Debug, Default)]
pub struct PreflightCache(Arc<Mutex<HashMap<Key, Instant>>>);

impl PreflightCache {
    fn key(origin: &Origin, url: &Url, credentials: CredentialsMode, item: String) -> Key {
        (origin.ascii_serialization(), url.to_string(), credentials == CredentialsMode::Include, item)
    }

    /// Whether a fresh entry matches `item`.
    fn matches(&self, origin: &Origin, url: &Url, credentials: CredentialsMode, item: String) -> bool {
        let entries = self.0.lock().unwrap_or_else(|e| e.into_inner());
        entries.get(&Self::key(origin, url, credentials, item)).is_some_and(|expiry| *expiry > Instant::now())
    }

    fn insert(
        &self,
        origin: &Origin,
        url: &Url,
        credentials: CredentialsMode,
        item: String,
        expiry: Instant,
    ) {
        let mut entries = self.0.lock().unwrap_or_else(|e| e.into_inner());
        entries.retain(|_, at| *at > Instant::now());
        entries.insert(Self::key(origin, url, credentials, item), expiry);
    }
}

/// A cross-origin request's preflight over the network, unless the cache has its method
/// and headers: `Err` says why the request is a network error.
///
/// [CORS-preflight fetch](https://fetch.spec.whatwg.org/#cors-preflight-fetch):
/// 1. A preflight is a new request: method `OPTIONS`, the request's URL, origin and
///    referrer, no author headers and no body.
/// 2. Its header list gets `Accept: */*`.
/// 3. `Access-Control-Request-Method`: the request's method.
/// 4. (And 5.) `Access-Control-Request-Headers`: the request's CORS-unsafe header names, sorted
///    and joined by `,`, when there are any.
/// 6. The response of an HTTP-network-or-cache fetch of it (redirects not followed).
/// 7. A CORS check that passes and an ok status, then the methods and headers it allows
///    (`preflight_check`): else a network error.
/// 8. (And 9.) The max-age (`Access-Control-Max-Age`, 5 s without it, at most 2 h) sets how long
///    each method and header name it allowed stays in the cache.
pub fn cors_preflight(
    network: &Network,
    url: &Url,
    origin: &Origin,
    credentials: CredentialsMode,
    method: &str,
    headers: &[(String, String)],
    forced: bool,
) -> Result<(), String> {
    let cache = network.preflight_cache();
    let unsafe_names = unsafe_header_names(headers);
    // https://fetch.spec.whatwg.org/#main-fetch, step 12: no preflight when the cache has
    // a method cache entry match (or the method is safelisted and not forced) and a header
    // name match for every unsafe name.
    let method_cached = (!forced && is_safelisted_method(method))
        || cache.matches(origin, url, credentials, format!("m:{method}"));
    if method_cached
        && unsafe_names.iter().all(|name| cache.matches(origin, url, credentials, format!("h:{name}")))
    {
        return Ok(());
    }
    let serialized = origin.ascii_serialization();
    let mut preflight_headers = vec![
        ("accept".to_string(), "*/*".to_string()),
        ("access-control-request-method".to_string(), method.into()),
    ];
    if !unsafe_names.is_empty() {
        preflight_headers.push(("access-control-request-headers".to_string(), unsafe_names.join(",")));
    }
    let request = HttpRequest {
        method: "OPTIONS",
        headers: &preflight_headers,
        body: None,
        origin: Some(&serialized),
        referrer: None,
        cache: CacheMode::Default,
        cors: None,
    };
    let response = network.fetch(url, &request).map_err(|e| e.to_string())?;
    preflight_check(response.status, &response.headers, origin, credentials, method, headers)
        .map_err(|why| format!("{url}: {why}"))?;
    let max_age = response
        .headers
        .get("access-control-max-age")
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(DEFAULT_MAX_AGE, Duration::from_secs)
        .min(MAX_AGE_CAP);
    if max_age.is_zero() {
        return Ok(());
    }
    let expiry = Instant::now() + max_age;
    cache.insert(origin, url, credentials, format!("m:{method}"), expiry);
    for name in unsafe_names {
        cache.insert(origin, url, credentials, format!("h:{name}"), expiry);
    }
    Ok(())
}
