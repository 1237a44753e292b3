//! Whether a document's realm is cross-origin isolated, from its own and its parent's
//! COOP, COEP and CORP headers.
use url::Origin;

use crate::runtime::loader::headers::Headers;
use crate::runtime::realm::RealmInfo;

/// Where a realm stands on cross-origin isolation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Isolation {
    Isolated,
    NotIsolated,
    /// COEP `require-corp` in the parent, and this cross-origin document did not opt in:
    /// browsers refuse to load it.
    Blocked(String),
}

fn first_token(value: Option<&str>) -> Option<String> {
    value.and_then(|v| v.split(';').next()).map(|v| v.trim().to_ascii_lowercase())
}

/// [HTML §7.1.3 Cross-origin isolation](https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-isolation):
/// a top-level document with `Cross-Origin-Opener-Policy: same-origin` and
/// `Cross-Origin-Embedder-Policy: require-corp` (or `credentialless`) makes its group
/// cross-origin isolated; a frame is too when it sends COEP itself, and a cross-origin
/// frame must also allow embedding (CORP `cross-origin`, or CORS).
pub(crate) fn cross_origin_isolation(
    parent: Option<&RealmInfo>,
    origin: &Origin,
    headers: &Headers,
) -> Isolation {
    let coep = first_token(headers.get("Cross-Origin-Embedder-Policy"));
    let embeds_safely = matches!(coep.as_deref(), Some("require-corp" | "credentialless"));
    let Some(parent) = parent else {
        let coop = first_token(headers.get("Cross-Origin-Opener-Policy"));
        return if coop.as_deref() == Some("same-origin") && embeds_safely {
            Isolation::Isolated
        } else {
            Isolation::NotIsolated
        };
    };
    let parent_requires_corp =
        first_token(parent.headers.get("Cross-Origin-Embedder-Policy")).is_some_and(|v| v == "require-corp");
    let corp = first_token(headers.get("Cross-Origin-Resource-Policy"));
    let allowed = origin == &parent.origin
        || corp.as_deref() == Some("cross-origin")
        || headers.get("Access-Control-Allow-Origin").is_some();
    if parent_requires_corp && !allowed {
        return Isolation::Blocked(
            "blocked by the parent's Cross-Origin-Embedder-Policy: require-corp (no Cross-Origin-Resource-Policy: cross-origin)".into(),
        );
    }
    if parent.cross_origin_isolated && embeds_safely && allowed {
        Isolation::Isolated
    } else {
        Isolation::NotIsolated
    }
}
