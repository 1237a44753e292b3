//! The [CORS check](https://fetch.spec.whatwg.org/#cors-check) of a response to a request
//! in CORS mode (`fetch()`, `<script crossorigin>`), and the credentials mode HTML's CORS
//! settings attributes ask for.
use url::Origin;

use super::headers::Headers;

/// A request's [credentials mode](https://fetch.spec.whatwg.org/#concept-request-credentials-mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CredentialsMode {
    /// "omit": no cookies go, no `Set-Cookie` is stored (a module worker's
    /// `credentials: "omit"`, its static and dynamic imports).
    Omit,
    SameOrigin,
    Include,
}

impl CredentialsMode {
    /// The mode of a [CORS settings attribute](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes)'s
    /// value (`crossorigin`): `use-credentials` includes them; `anonymous`, the empty
    /// string and any invalid value are the Anonymous state.
    pub fn of_attribute(value: &str) -> Self {
        if value.eq_ignore_ascii_case("use-credentials") { Self::Include } else { Self::SameOrigin }
    }

    /// The mode a [RequestCredentials](https://fetch.spec.whatwg.org/#requestcredentials)
    /// enum value names (`omit`, `same-origin`, `include`; the bindings checked it).
    pub fn of_enum(value: &str) -> Self {
        match value {
            "omit" => Self::Omit,
            "include" => Self::Include,
            _ => Self::SameOrigin,
        }
    }
}

/// Whether a response from `url` to a request of `origin` is basic (its tainting, in
/// [main fetch](https://fetch.spec.whatwg.org/#main-fetch)): same origin, or a `data:`
/// URL's.
pub fn is_basic(url: &url::Url, origin: &Origin) -> bool {
    &url.origin() == origin || url.scheme() == "data"
}

/// Whether `response`, to a no-cors request of `origin`, is basic rather than opaque:
/// main fetch (step 12) taints a no-cors request opaque at the first URL of another
/// origin, and a redirect never takes that back, so every URL of its URL list — the hops
/// it was redirected from, then its own — must be [`is_basic`].
pub fn is_basic_response(response: &super::response::Response, origin: &Origin) -> bool {
    response.redirects.iter().chain([&response.url]).all(|url| is_basic(url, origin))
}

/// A response to a request in CORS mode from `origin`: a same-origin one, or one the
/// [CORS check](https://fetch.spec.whatwg.org/#cors-check) allows; `Err` says why it is a
/// network error (`what`: the kind of request, for the message).
pub fn cors_mode_response(
    url: &url::Url,
    headers: &Headers,
    origin: &Origin,
    credentials: CredentialsMode,
    what: &str,
) -> Result<(), String> {
    if is_basic(url, origin) || cors_check(headers, origin, credentials) {
        return Ok(());
    }
    Err(format!(
        "{url}: blocked by CORS ({what}, and the response does not allow {})",
        origin.ascii_serialization()
    ))
}

/// [CORS check](https://fetch.spec.whatwg.org/#cors-check) of `headers` for a request
/// from `origin`: whether the response may be shared with it.
pub fn cors_check(headers: &Headers, origin: &Origin, credentials: CredentialsMode) -> bool {
    // 1. Let origin be the result of getting `Access-Control-Allow-Origin` from response's
    // header list. 2. If origin is null, then return failure.
    let Some(allowed) = headers.get("Access-Control-Allow-Origin") else { return false };
    // 3. If request's credentials mode is not "include" and origin is `*`, return success.
    if credentials != CredentialsMode::Include && allowed == "*" {
        return true;
    }
    // 4. If the byte-serialization of request's origin is not origin, return failure.
    if origin.ascii_serialization() != allowed {
        return false;
    }
    // 5. If request's credentials mode is not "include", then return success.
    if credentials != CredentialsMode::Include {
        return true;
    }
    // 6–7. `Access-Control-Allow-Credentials` must be `true`.
    headers.get("Access-Control-Allow-Credentials") == Some("true")
}
