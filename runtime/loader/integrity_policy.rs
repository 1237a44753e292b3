//! [Integrity Policy](https://w3c.github.io/webappsec-subresource-integrity/#integrity-policy-section):
//! a document's (or worker's) `Integrity-Policy` and `Integrity-Policy-Report-Only`
//! response headers, and whether a request of it is blocked for want of integrity
//! metadata. Fetch's main fetch asks before it fetches: a blocked request is a network
//! error. A violation is reported nowhere (framescope has no Reporting API: no
//! `ReportingObserver`, no `Reporting-Endpoints`), so a report-only policy has no effect.
use url::Url;

use super::headers::Headers;
use super::structured_fields::{self, Member};
use super::subresource_integrity;

/// An [integrity policy](https://w3c.github.io/webappsec-subresource-integrity/#integrity-policy):
/// its sources (`inline`), the destinations it blocks (`script`, `style`), its reporting
/// endpoints' names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IntegrityPolicy {
    pub sources: Vec<&'static str>,
    pub blocked_destinations: Vec<&'static str>,
    pub endpoints: Vec<String>,
}

impl IntegrityPolicy {
    /// [Parse Integrity-Policy headers](https://w3c.github.io/webappsec-subresource-integrity/#parse-integrity-policy-headers)
    /// named `name` of `headers` (several values: one list, joined by commas).
    pub fn of_headers(headers: &Headers, name: &str) -> Self {
        let values: Vec<&str> = headers.get_all(name).collect();
        Self::parse((!values.is_empty()).then(|| values.join(", ")).as_deref())
    }

    /// [Parse Integrity-Policy headers](https://w3c.github.io/webappsec-subresource-integrity/#parse-integrity-policy-headers)
    /// of a header's `value` (`None`: no such header).
    pub fn parse(value: Option<&str>) -> Self {
        // 1. Let integrityPolicy be a new integrity policy struct.
        let mut policy = Self::default();
        // 2. Let dictionary be the result of getting a structured field value from
        //    headers given headerName and "dictionary". If dictionary is null, return
        //    integrityPolicy.
        let Some(dictionary) = value.and_then(structured_fields::parse_dictionary) else { return policy };
        let member = |key: &str| dictionary.iter().find(|(k, _)| k == key).map(|(_, m): &(String, Member)| m);
        // 3. If dictionary["sources"] does not exist or if its value contains "inline",
        //    append "inline" to integrityPolicy's sources.
        if member("sources").is_none_or(|sources| sources.contains_token("inline")) {
            policy.sources.push("inline");
        }
        // 4. If dictionary["blocked-destinations"] exists: each of "script" and "style"
        //    its value contains is appended to integrityPolicy's blocked destinations.
        if let Some(destinations) = member("blocked-destinations") {
            for destination in ["script", "style"] {
                if destinations.contains_token(destination) {
                    policy.blocked_destinations.push(destination);
                }
            }
        }
        // 5. If dictionary["endpoints"] exists: integrityPolicy's endpoints.
        if let Some(endpoints) = member("endpoints") {
            policy.endpoints = endpoints.tokens();
        }
        // 6. Return integrityPolicy.
        policy
    }

    /// Whether this policy would block a request for `destination` without integrity
    /// metadata (its sources contain "inline", its blocked destinations `destination`).
    fn blocks(&self, destination: &str) -> bool {
        self.sources.contains(&"inline") && self.blocked_destinations.contains(&destination)
    }
}

/// [Should request be blocked by Integrity Policy](https://w3c.github.io/webappsec-subresource-integrity/#should-request-be-blocked-by-integrity-policy):
/// a request for `url` of `destination` ("script", "style") with `integrity` metadata, in
/// "cors" or "same-origin" mode (`cors`) or not, from a client whose policy container's
/// policies come from `headers` (its document's or worker script's response). `Err` says
/// why it is blocked.
pub fn check(
    headers: &Headers,
    destination: &str,
    url: &Url,
    integrity: Option<&str>,
    cors: bool,
) -> Result<(), String> {
    // 1–2. parsedMetadata: the request's integrity metadata, parsed.
    let parsed = subresource_integrity::parse_metadata(integrity.unwrap_or(""));
    // 3. If parsedMetadata is not empty and the request's mode is "cors" or
    //    "same-origin", return "Allowed".
    if !parsed.is_empty() && cors {
        return Ok(());
    }
    // 4. If request's url is local (about:, blob:, data:), return "Allowed".
    if matches!(url.scheme(), "about" | "blob" | "data") {
        return Ok(());
    }
    // 5–7, 12. The policy container's integrity policy blocks the destination. (13–14:
    //    the report-only policy's violations, and the enforced one's, would be reported:
    //    framescope has no Reporting API.)
    let policy = IntegrityPolicy::of_headers(headers, "Integrity-Policy");
    if !policy.blocks(destination) {
        return Ok(());
    }
    // 15. Return "Blocked".
    Err(format!(
        "Refused to load the {destination} '{url}' because it has no integrity metadata (or is not \
         fetched in CORS mode), which the document's Integrity-Policy requires"
    ))
}
