//! [Secure Contexts §3.1 "is origin potentially trustworthy?"](https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy),
//! for the schemes and hosts framescope serves: `isSecureContext` (window.rs) and whether
//! an origin's agent cluster is origin-keyed (agent_clusters.rs) ask it.

/// Whether a tuple origin of `scheme` and `host` (as the URL serializes it: `[::1]` for
/// an IPv6 address) is potentially trustworthy: 1. an opaque origin is not (the caller's);
/// 3. `https` and `wss` are; 4. a loopback address is (`127.0.0.1`, `[::1]`); 5. a
/// `localhost` host is; 6. `file` is.
pub fn potentially_trustworthy(scheme: &str, host: Option<&str>) -> bool {
    matches!(scheme, "https" | "wss" | "file") || matches!(host, Some("localhost" | "127.0.0.1" | "[::1]"))
}

/// [`potentially_trustworthy`] of `origin` (an opaque one is not).
pub fn origin_potentially_trustworthy(origin: &url::Origin) -> bool {
    match origin {
        url::Origin::Tuple(scheme, host, _) => potentially_trustworthy(scheme, Some(&host.to_string())),
        url::Origin::Opaque(_) => false,
    }
}
