//! Realms: each document (and later each worker) is a V8 context with the facts HTML
//! keeps in its environment settings object, plus its memory attribution token.
use std::num::NonZeroU64;

use serde::Serialize;
use url::{Origin, Url};

use super::loader::headers::Headers;
use super::loader::html::FrameKind;
use super::sandboxing::SandboxingFlags;
use super::web::measure_memory::attribution_token::AttributionToken;
#[cfg(doc)]
use super::web::performance::hr_time;
use super::web::performance::navigation_timing::NavigationRecord;

/// A realm's id in its browsing context group (1, 2, ... in creation order).
pub type RealmId = NonZeroU64;

/// The realm id of the privileged debugger realm (`framescope run --debugger`): no page
/// realm's (page realms count up from 1). Reports name it "debugger".
pub const DEBUGGER_REALM: RealmId = NonZeroU64::MAX;

/// Serializes a realm id as a number, the debugger realm's as `"debugger"`.
pub fn serialize_realm_id<S: serde::Serializer>(id: &u64, s: S) -> Result<S::Ok, S::Error> {
    if *id == DEBUGGER_REALM.get() { s.serialize_str("debugger") } else { s.serialize_u64(*id) }
}

/// A realm id as people read it: its number, or "debugger".
pub fn realm_label(id: u64) -> String {
    if id == DEBUGGER_REALM.get() { "debugger".into() } else { id.to_string() }
}

/// The global object's interface (`MemoryAttribution.scope`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Scope {
    Window,
    DedicatedWorkerGlobalScope,
    SharedWorkerGlobalScope,
    ServiceWorkerGlobalScope,
}

impl Scope {
    /// The global object's interface name.
    pub fn interface_name(self) -> &'static str {
        match self {
            Scope::Window => "Window",
            Scope::DedicatedWorkerGlobalScope => "DedicatedWorkerGlobalScope",
            Scope::SharedWorkerGlobalScope => "SharedWorkerGlobalScope",
            Scope::ServiceWorkerGlobalScope => "ServiceWorkerGlobalScope",
        }
    }

    /// Whether the global is a worker's (any kind).
    pub fn is_worker(self) -> bool {
        self != Scope::Window
    }
}

/// The element a nested document lives in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Container {
    /// `iframe`, `frame`, `object` or `embed`.
    pub kind: FrameKind,
    /// The `id` attribute (`""` when absent, as `MemoryAttributionContainer` reports it).
    pub id: String,
    /// The `src` attribute (`data` for `<object>`), as written.
    pub src: String,
    /// An iframe's `sandbox` attribute at the navigation, if it had one.
    #[serde(skip)]
    pub sandbox: Option<String>,
    /// An iframe's `allow` attribute and `allowfullscreen` at the navigation.
    #[serde(skip)]
    pub allow: Option<String>,
    #[serde(skip)]
    pub allowfullscreen: bool,
}

/// What the runtime knows of a realm.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RealmInfo {
    pub id: RealmId,
    /// The document's URL after redirects.
    pub url: Url,
    #[serde(serialize_with = "serialize_origin")]
    pub origin: Origin,
    #[serde(serialize_with = "serialize_origin")]
    pub top_level_origin: Origin,
    pub scope: Scope,
    pub parent: Option<RealmId>,
    pub container: Option<Container>,
    pub attribution_token: AttributionToken,
    /// The HTTP status the document came with (404 for a missing one).
    pub status: u16,
    /// Whether its window is cross-origin isolated (`self.crossOriginIsolated`).
    pub cross_origin_isolated: bool,
    /// Set when its frame was removed or navigated away, or its worker ended: the realm
    /// no longer runs, but its attribution token stays valid for reporting.
    pub detached: bool,
    #[serde(skip)]
    pub headers: Headers,
    /// The [document policy](https://wicg.github.io/document-policy/) in force, as its
    /// `Document-Policy` header's value: a document's own; a dedicated worker's is its
    /// owner document's (as Chrome inherits it); `None` for none.
    #[serde(skip)]
    pub document_policy: Option<String>,
    /// The referrer policy a `<meta name=referrer>` set for its document (its policy
    /// container's); `None`: its response's `Referrer-Policy` header's
    /// (runtime/web/html/referrer.rs).
    #[serde(skip)]
    pub meta_referrer_policy: Option<String>,
    /// Its document's [referrer](https://html.spec.whatwg.org/multipage/dom.html#the-document's-referrer)
    /// ("" for none), when the navigation that made it named its source document; `None`:
    /// its parent's or opener's URL under that document's policy (runtime/web/html/referrer.rs).
    #[serde(skip)]
    pub referrer: Option<String>,
    /// Its document's [encoding](https://dom.spec.whatwg.org/#concept-document-encoding)
    /// (`document.characterSet`), as the fetch decoded it; UTF-8 for a worker.
    #[serde(skip)]
    pub character_set: &'static str,
    /// Its [time origin](https://w3c.github.io/hr-time/#dfn-time-origin), a moment on the
    /// shared clock ([`hr_time::moment`]): when its navigation started, or when its worker
    /// ran.
    #[serde(skip)]
    pub time_origin: f64,
    /// A window's fetch, for its navigation timing entry.
    #[serde(skip)]
    pub navigation: Option<NavigationRecord>,
    /// Its document's [active sandboxing flag set](https://html.spec.whatwg.org/multipage/browsers.html#active-sandboxing-flag-set)
    /// (none for a worker: runtime/sandboxing.rs).
    #[serde(skip)]
    pub sandboxing_flags: SandboxingFlags,
    /// Whether the `fullscreen` feature is enabled in its document (runtime/permissions_policy.rs;
    /// `document.fullscreenEnabled`).
    #[serde(skip)]
    pub fullscreen_enabled: bool,
    /// Its browsing context group, and for a window `window.open` made, how it was opened.
    #[serde(flatten)]
    pub opening: Opening,
}

/// Which [browsing context group](https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group)
/// a realm is in, and how a top-level window came to be: the page's, or an
/// [auxiliary](https://html.spec.whatwg.org/multipage/document-sequences.html#auxiliary-browsing-context)
/// one `window.open` made (its opener is recorded here, not as its `parent`: the realm
/// table stays a tree per top-level window). Frames and workers take their parent's group.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Opening {
    /// 0 for the page's group; a window COOP (or `noopener`) put in a group of its own gets
    /// the number of its browsing context. Realms of another group are not measured with
    /// this one.
    #[serde(skip_serializing_if = "is_zero")]
    pub group: u64,
    /// The realm whose `window.open` made this window (HTML's opener browsing context, as
    /// it was then); `None` for the page, a frame, and a window opened with `noopener` or
    /// moved to another group by COOP.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opener: Option<RealmId>,
    /// Whether `window.open` made its window (it is script-closable).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub opened: bool,
    /// The window's initial `about:blank`, which its first navigation replaces (HTML reuses
    /// its Window for a same-origin document; framescope makes a new realm, and the
    /// replaced one is not measured).
    #[serde(skip)]
    pub initial_about_blank: bool,
    /// The origin memory attribution tokens in its tree are relative to (measure-memory
    /// §3.4's top-level origin): the page's top-level origin, carried into the windows it
    /// opens into its group; `None`: the realm's own top-level origin.
    #[serde(skip)]
    pub attribution_origin: Option<Origin>,
    /// Its browsing context's [popup sandboxing flag set](https://html.spec.whatwg.org/multipage/browsers.html#popup-sandboxing-flag-set):
    /// a window opened from a sandboxed document without `allow-popups-to-escape-sandbox`
    /// keeps its opener's flags in every document it navigates to (none otherwise).
    #[serde(skip)]
    pub popup_sandboxing_flags: SandboxingFlags,
    /// Its top-level traversable's [is popup](https://html.spec.whatwg.org/multipage/document-sequences.html#is-popup):
    /// `window.open` asked for a popup (its features: "check if a popup window is
    /// requested"); kept through the window's navigations. Its BarProps are not visible.
    #[serde(skip)]
    pub popup: bool,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// An origin as HTML serialises it (`null` for opaque origins).
pub fn serialize_origin<S: serde::Serializer>(origin: &Origin, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&origin.ascii_serialization())
}

impl RealmInfo {
    /// Whether this realm's origin is its top-level origin (measure-memory's "memory
    /// measurement allowed predicate" for windows, among others).
    pub fn is_same_origin_with_top(&self) -> bool {
        self.origin == self.top_level_origin
    }

    /// The origin its memory attribution token was computed against ([`Opening::attribution_origin`]).
    /// Whether its document's [scripting is disabled](https://html.spec.whatwg.org/multipage/webappapis.html#concept-n-noscript)
    /// by the sandboxed scripts browsing context flag: none of its scripts run.
    pub fn scripting_disabled(&self) -> bool {
        self.sandboxing_flags.has(SandboxingFlags::SCRIPTS)
    }

    pub fn attribution_origin(&self) -> &Origin {
        self.opening.attribution_origin.as_ref().unwrap_or(&self.top_level_origin)
    }
}
