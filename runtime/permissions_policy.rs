//! [Permissions Policy](https://w3c.github.io/webappsec-permissions-policy/) for the one
//! policy-controlled feature framescope answers for: `fullscreen` (whose default allowlist is
//! `'self'`), which `document.fullscreenEnabled` reports. A frame's container policy comes
//! from its iframe's `allow` attribute (and `allowfullscreen`), taken when the frame
//! navigates, as HTML's "initialize the document object" takes it; `Permissions-Policy`
//! headers are not read.
use url::Origin;

/// [Define an inherited policy for feature in container at origin](https://w3c.github.io/webappsec-permissions-policy/#define-inherited-policy-in-container)
/// for `fullscreen`, for a document of `origin`:
/// 1. If container is null (a top-level document), return "Enabled".
/// 2. If the feature is disabled in the container's node document (`parent`'s), return
///    "Disabled".
/// 3. If the feature is in the container policy (`allow`, `allowfullscreen`), return
///    whether its allowlist matches origin.
/// 4. Otherwise, its default allowlist being `'self'`: "Enabled" if origin is same origin
///    with the container's node document's origin.
/// 5. Return "Disabled".
pub fn fullscreen_enabled(
    parent: Option<(&Origin, bool)>,
    allow: Option<&str>,
    allowfullscreen: bool,
    origin: &Origin,
) -> bool {
    let Some((parent_origin, parent_enabled)) = parent else { return true };
    if !parent_enabled {
        return false;
    }
    match container_allowlist(allow, allowfullscreen, "fullscreen") {
        Some(allowlist) => matches(&allowlist, parent_origin, origin),
        None => parent_origin == origin,
    }
}

/// [Process permissions policy attributes](https://w3c.github.io/webappsec-permissions-policy/#algo-process-policy-attributes):
/// the allowlist of `feature` in the container policy an iframe's `allow` attribute
/// declares (parsed as a policy directive: `feature allowlist…` items separated by `;`, an
/// empty allowlist being `'src'`), or, with `allowfullscreen` and no `fullscreen` item,
/// `*`; `None` when the attribute does not name the feature.
fn container_allowlist(allow: Option<&str>, allowfullscreen: bool, feature: &str) -> Option<Vec<String>> {
    for item in allow.unwrap_or_default().split(';') {
        let mut tokens = item.split_ascii_whitespace();
        if tokens.next().is_some_and(|name| name.eq_ignore_ascii_case(feature)) {
            let list: Vec<String> = tokens.map(str::to_string).collect();
            return Some(if list.is_empty() { vec!["'src'".to_string()] } else { list });
        }
    }
    (allowfullscreen && feature == "fullscreen").then(|| vec!["*".to_string()])
}

/// Whether an allowlist matches `origin`: `*`; `'self'` (the container's document's
/// origin); `'src'` (the origin of the frame's `src`, which is the document's own here);
/// an origin written out; never `'none'`.
fn matches(allowlist: &[String], parent_origin: &Origin, origin: &Origin) -> bool {
    allowlist.iter().any(|entry| match entry.to_ascii_lowercase().as_str() {
        "*" | "'src'" => true,
        "'self'" => parent_origin == origin,
        "'none'" => false,
        written => origin.is_tuple() && written.trim_end_matches('/') == origin.ascii_serialization(),
    })
}
