//! Unit tests of `runtime::loader::memory_cache` (runtime/loader/memory_cache.rs).
use framescope::runtime::loader::headers::Headers;
use framescope::runtime::loader::memory_cache::*;

fn headers(pairs: &[(&str, &str)]) -> Headers {
    Headers(pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect())
}

#[test]
fn freshness_comes_from_max_age_then_expires() {
    let lifetime = |pairs: &[(&str, &str)]| freshness_lifetime(&headers(pairs)).as_secs();
    assert_eq!(lifetime(&[("Cache-Control", "public, max-age=60")]), 60);
    assert_eq!(lifetime(&[("Cache-Control", "max-age=60"), ("Age", "10")]), 50);
    assert_eq!(lifetime(&[("Cache-Control", "max-age=60, no-cache")]), 0);
    assert_eq!(lifetime(&[("Cache-Control", "max-age=0")]), 0);
    let expires = [("Date", "Sun, 06 Nov 1994 08:49:37 GMT"), ("Expires", "Sun, 06 Nov 1994 08:50:37 GMT")];
    assert_eq!(lifetime(&expires), 60);
    assert_eq!(lifetime(&[("Expires", "Sun, 06 Nov 1994 08:50:37 GMT")]), 0);
    assert_eq!(lifetime(&[]), 0);
}

#[test]
fn what_may_be_stored() {
    assert!(storable(200, &headers(&[])));
    assert!(storable(302, &headers(&[("Expires", "Sun, 06 Nov 1994 08:50:37 GMT")])));
    assert!(!storable(302, &headers(&[])));
    assert!(!storable(200, &headers(&[("Cache-Control", "max-age=60, no-store")])));
    assert!(!storable(200, &headers(&[("Cache-Control", "max-age=60"), ("Vary", "Origin")])));
    assert!(!storable(304, &headers(&[("Cache-Control", "max-age=60")])));
}

#[test]
fn a_304_freshens_the_stored_response() {
    let cache = MemoryCache::default();
    let first = headers(&[("ETag", "\"1\""), ("Cache-Control", "no-cache"), ("X-A", "old")]);
    cache.store("http://a.test/", 200, None, &first, b"body", "http/1.1");
    let stored = cache.get("http://a.test/").expect("stored");
    assert!(!stored.is_fresh());
    assert_eq!(stored.validators(), [("If-None-Match".to_string(), "\"1\"".to_string())]);
    let fresh =
        cache.freshen("http://a.test/", stored, &headers(&[("Cache-Control", "max-age=60"), ("X-A", "new")]));
    assert!(fresh.is_fresh());
    assert_eq!(fresh.headers.get("x-a"), Some("new"));
    assert_eq!(fresh.body, b"body");
    assert!(cache.get("http://a.test/").is_some_and(|r| r.is_fresh()));
}

/// RFC 9111 §5.2.1: a request's own `Cache-Control` may refuse a fresh stored response.
#[test]
fn a_requests_cache_control_may_ask_for_validation() {
    let cache = MemoryCache::default();
    cache.store("http://a.test/", 200, None, &headers(&[("Cache-Control", "max-age=600")]), b"x", "http/1.1");
    let stored = cache.get("http://a.test/").expect("stored");
    assert!(stored.is_fresh());
    let request = |value: &str| vec![("Cache-Control".to_string(), value.to_string())];
    assert!(stored.satisfies(&[]));
    assert!(stored.satisfies(&request("max-age=60")));
    assert!(!stored.satisfies(&request("max-age=0")));
    assert!(!stored.satisfies(&request("no-cache")));
    // One that came 120 s old (its `Age`) is too old for max-age=60.
    let aged = headers(&[("Cache-Control", "max-age=600"), ("Age", "120")]);
    cache.store("http://a.test/aged", 200, None, &aged, b"x", "http/1.1");
    let aged = cache.get("http://a.test/aged").expect("stored");
    assert!(aged.is_fresh() && !aged.satisfies(&request("max-age=60")));
    assert!(aged.satisfies(&request("max-age=300")));
}
