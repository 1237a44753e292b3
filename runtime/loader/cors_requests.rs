//! What CORS asks of a request a page makes with its own method and headers
//! (`XMLHttpRequest`): whether it needs a preflight, the
//! [CORS-preflight fetch](https://fetch.spec.whatwg.org/#cors-preflight-fetch)'s checks, and
//! which response headers a cross-origin response exposes.
//!
//! The virtual hosts serve files: they answer a preflight (`OPTIONS`) for a URL with the
//! headers its file has (its `.headers` file's `Access-Control-Allow-Methods`,
//! `Access-Control-Allow-Headers`, …), as a server configured per resource would. Over
//! the network loader the preflight is a real `OPTIONS` request (`cors_preflight.rs`).
use url::Origin;

use super::cors::{CredentialsMode, cors_check};
use super::headers::Headers;

/// A [CORS-safelisted method](https://fetch.spec.whatwg.org/#cors-safelisted-method).
pub fn is_safelisted_method(method: &str) -> bool {
    matches!(method, "GET" | "HEAD" | "POST")
}

/// Whether (`name`, `value`) is a
/// [CORS-safelisted request-header](https://fetch.spec.whatwg.org/#cors-safelisted-request-header).
fn is_safelisted_request_header(name: &str, value: &str) -> bool {
    // 1. If value's length is greater than 128, then return false.
    if value.len() > 128 {
        return false;
    }
    let unsafe_byte = |b: u8| {
        (b < 0x20 && b != 0x09)
            || matches!(b, b'"' | b'(' | b')' | b':' | b'<' | b'>' | b'?' | b'@' | b'[' | b'\\' | b']' | b'{')
            || matches!(b, b'}' | 0x7f)
    };
    // 2. Byte-lowercase name and switch on the result.
    match name.to_ascii_lowercase().as_str() {
        "accept" => !value.bytes().any(unsafe_byte),
        // (Not in Fetch's list: Chrome safelists EventSource's `Last-Event-ID` with
        // `Accept`'s rule, so a reconnection to another origin needs no preflight, as
        // eventsource/eventsource-cross-origin-preflight tests.)
        "last-event-id" => !value.bytes().any(unsafe_byte),
        "accept-language" | "content-language" => {
            value.bytes().all(|b| b.is_ascii_alphanumeric() || b" *,-.;=".contains(&b))
        }
        "content-type" => {
            if value.bytes().any(unsafe_byte) {
                return false;
            }
            let essence = value.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
            matches!(
                essence.as_str(),
                "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain"
            )
        }
        _ => false,
    }
}

/// The [CORS-unsafe request-header names](https://fetch.spec.whatwg.org/#cors-unsafe-request-header-names)
/// of `headers`: lowercase, sorted, once each.
pub fn unsafe_header_names(headers: &[(String, String)]) -> Vec<String> {
    let mut names: Vec<String> = headers
        .iter()
        .filter(|(name, value)| !is_safelisted_request_header(name, value))
        .map(|(name, _)| name.to_ascii_lowercase())
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Whether a cross-origin request needs a CORS preflight
/// ([main fetch](https://fetch.spec.whatwg.org/#main-fetch), step 12's "use-CORS-preflight
/// flag", or an unsafe method or header).
pub fn needs_preflight(method: &str, headers: &[(String, String)], forced: bool) -> bool {
    forced || !is_safelisted_method(method) || !unsafe_header_names(headers).is_empty()
}

/// Whether a comma-separated header value lists `item` (`*` counts when `wildcard`).
fn lists(value: Option<&str>, item: &str, case_sensitive: bool, wildcard: bool) -> bool {
    value.unwrap_or("").split(',').map(str::trim).any(|listed| {
        (wildcard && listed == "*")
            || if case_sensitive { listed == item } else { listed.eq_ignore_ascii_case(item) }
    })
}

/// The checks of a [CORS-preflight fetch](https://fetch.spec.whatwg.org/#cors-preflight-fetch)
/// on the preflight's response (`status`, `headers`), for a request of `method` with
/// `request_headers` from `origin`; `Err` says why the request is a network error.
pub fn preflight_check(
    status: u16,
    headers: &Headers,
    origin: &Origin,
    credentials: CredentialsMode,
    method: &str,
    request_headers: &[(String, String)],
) -> Result<(), String> {
    let who = origin.ascii_serialization();
    // 7. If a CORS check for request and response returns success and response's status is
    //    an ok status, then:
    if !(200..=299).contains(&status) || !cors_check(headers, origin, credentials) {
        return Err(format!("the CORS preflight's response does not allow {who}"));
    }
    let wildcard = credentials != CredentialsMode::Include;
    // 5–6. If methods is empty and request's use-CORS-preflight flag is set, then set
    //    methods to a new list containing request's method. If request's method is not in
    //    methods, request's method is not a CORS-safelisted method, and either request's
    //    credentials mode is "include" or methods does not contain `*`, return a network
    //    error.
    // (Getting, decoding and splitting a header: every value of the name, combined.)
    let combined = |name: &str| {
        let values: Vec<&str> = headers.get_all(name).collect();
        (!values.is_empty()).then(|| values.join(", "))
    };
    let methods = combined("Access-Control-Allow-Methods");
    let methods = methods.as_deref();
    if !is_safelisted_method(method) && !lists(methods, method, true, wildcard) {
        return Err(format!("the CORS preflight's response does not allow the method {method}"));
    }
    // 7. If one of request's header list's names is a CORS non-wildcard request-header
    //    name (`Authorization`) and is not a byte-case-insensitive match for an item in
    //    headerNames, then return a network error. 8. For each unsafeName in the CORS-unsafe
    //    request-header names with request's header list: if unsafeName is not in
    //    headerNames and either credentials are included or headerNames lacks `*`, return a
    //    network error.
    let allowed = combined("Access-Control-Allow-Headers");
    let allowed = allowed.as_deref();
    for name in unsafe_header_names(request_headers) {
        let wildcard = wildcard && name != "authorization";
        if !lists(allowed, &name, false, wildcard) {
            return Err(format!("the CORS preflight's response does not allow the header {name}"));
        }
    }
    Ok(())
}

/// The response headers a page may read: all of a same-origin response's but `Set-Cookie`;
/// of a cross-origin (CORS) one, the
/// [CORS-safelisted response-header names](https://fetch.spec.whatwg.org/#cors-safelisted-response-header-name)
/// and those its `Access-Control-Expose-Headers` lists (`*`: all, without credentials).
/// The hosts' own `Status` line is no header.
pub fn exposed_headers(headers: &Headers, cors: bool, credentials: CredentialsMode) -> Headers {
    const SAFELISTED: [&str; 7] = [
        "cache-control",
        "content-language",
        "content-length",
        "content-type",
        "expires",
        "last-modified",
        "pragma",
    ];
    let expose = headers.get("Access-Control-Expose-Headers");
    let all = credentials != CredentialsMode::Include && lists(expose, "*", true, false);
    Headers(
        headers
            .0
            .iter()
            .filter(|(name, _)| {
                let name = name.to_ascii_lowercase();
                !matches!(name.as_str(), "status" | "set-cookie" | "set-cookie2")
                    && (!cors
                        || all
                        || SAFELISTED.contains(&name.as_str())
                        || lists(expose, &name, false, false))
            })
            .cloned()
            .collect(),
    )
}
