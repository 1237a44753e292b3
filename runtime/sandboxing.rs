//! HTML's [sandboxing flag sets](https://html.spec.whatwg.org/multipage/browsers.html#sandboxing):
//! what an `<iframe sandbox>` (or a `Content-Security-Policy: sandbox` header) forbids a
//! document, as the flags of its active sandboxing flag set.
//!
//! The flags are taken when a frame navigates ([`SandboxingFlags::for_navigation`]): the
//! container's `sandbox` attribute as it is then (a change applies at the frame's next
//! navigation, as HTML says), united with the parent document's active flags (a nested
//! frame is never less sandboxed than its parent) and the response's CSP `sandbox`
//! directive. What each flag does:
//! - the sandboxed origin browsing context flag gives the document an opaque origin
//!   (`runtime/navigation/load_document.rs`): cross-origin to everyone, its parent too;
//! - the sandboxed scripts browsing context flag stops every script of the document
//!   (parser and script-inserted scripts, event handler attributes, `javascript:` URLs);
//! - the navigation and auxiliary navigation flags are checked by the natives behind
//!   `location` of `top` (`runtime/web/html/frames.rs`) and `window.open`; a popup keeps
//!   its opener's set as its popup sandboxing flag set unless the sandbox propagates to
//!   auxiliary browsing contexts flag is lifted (`runtime/navigation/auxiliary.rs`);
//! - the modals, forms and document.domain flags are checked by the platform JS
//!   (`alert`/`confirm`/`prompt`/`print`, form submission, `document.domain`), which
//!   reads the set as `info.sandboxingFlags` (`lib.sandboxed(name)` in bootstrap.js).

/// A [sandboxing flag set](https://html.spec.whatwg.org/multipage/browsers.html#sandboxing-flag-set):
/// each bit one of HTML's flags (set: the thing is forbidden).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(transparent)]
pub struct SandboxingFlags(pub u32);

impl SandboxingFlags {
    /// The sandboxed navigation browsing context flag (no allow-… token lifts it).
    pub const NAVIGATION: u32 = 1 << 0;
    /// The sandboxed auxiliary navigation browsing context flag (`allow-popups`).
    pub const AUXILIARY_NAVIGATION: u32 = 1 << 1;
    /// The sandboxed top-level navigation without user activation flag (`allow-top-navigation`).
    pub const TOP_LEVEL_NAVIGATION_WITHOUT_USER_ACTIVATION: u32 = 1 << 2;
    /// The sandboxed top-level navigation with user activation flag
    /// (`allow-top-navigation`, `allow-top-navigation-by-user-activation`).
    pub const TOP_LEVEL_NAVIGATION_WITH_USER_ACTIVATION: u32 = 1 << 3;
    /// The sandboxed plugins browsing context flag (always set).
    pub const PLUGINS: u32 = 1 << 4;
    /// The sandboxed origin browsing context flag (`allow-same-origin`).
    pub const ORIGIN: u32 = 1 << 5;
    /// The sandboxed forms browsing context flag (`allow-forms`).
    pub const FORMS: u32 = 1 << 6;
    /// The sandboxed pointer lock browsing context flag (`allow-pointer-lock`).
    pub const POINTER_LOCK: u32 = 1 << 7;
    /// The sandboxed scripts browsing context flag (`allow-scripts`).
    pub const SCRIPTS: u32 = 1 << 8;
    /// The sandboxed automatic features browsing context flag (`allow-scripts`).
    pub const AUTOMATIC_FEATURES: u32 = 1 << 9;
    /// The sandboxed document.domain browsing context flag (always set).
    pub const DOCUMENT_DOMAIN: u32 = 1 << 10;
    /// The sandbox propagates to auxiliary browsing contexts flag
    /// (`allow-popups-to-escape-sandbox`).
    pub const PROPAGATES_TO_AUXILIARY: u32 = 1 << 11;
    /// The sandboxed modals flag (`allow-modals`).
    pub const MODALS: u32 = 1 << 12;
    /// The sandboxed orientation lock browsing context flag (`allow-orientation-lock`).
    pub const ORIENTATION_LOCK: u32 = 1 << 13;
    /// The sandboxed presentation browsing context flag (`allow-presentation`).
    pub const PRESENTATION: u32 = 1 << 14;
    /// The sandboxed downloads browsing context flag (`allow-downloads`).
    pub const DOWNLOADS: u32 = 1 << 15;
    /// The sandboxed custom protocols navigation browsing context flag
    /// (`allow-top-navigation-to-custom-protocols`, `allow-popups`, `allow-top-navigation`).
    pub const CUSTOM_PROTOCOLS_NAVIGATION: u32 = 1 << 16;
    /// Chrome's storage access by user activation flag
    /// (`allow-storage-access-by-user-activation`).
    pub const STORAGE_ACCESS_BY_USER_ACTIVATION: u32 = 1 << 17;
    /// Every flag.
    pub const ALL: u32 = (1 << 18) - 1;

    /// The empty set: nothing sandboxed.
    pub const NONE: Self = Self(0);

    /// The tokens of the `sandbox` attribute Chrome supports (`iframe.sandbox.supports()`).
    pub const SUPPORTED_TOKENS: [&'static str; 14] = [
        "allow-downloads",
        "allow-forms",
        "allow-modals",
        "allow-orientation-lock",
        "allow-pointer-lock",
        "allow-popups",
        "allow-popups-to-escape-sandbox",
        "allow-presentation",
        "allow-same-origin",
        "allow-scripts",
        "allow-storage-access-by-user-activation",
        "allow-top-navigation",
        "allow-top-navigation-by-user-activation",
        "allow-top-navigation-to-custom-protocols",
    ];

    /// [Parse a sandboxing directive](https://html.spec.whatwg.org/multipage/browsers.html#parse-a-sandboxing-directive):
    /// 1. Split `input` on ASCII whitespace to get tokens.
    /// 2. Every flag is set, except the ones a token (compared ASCII case-insensitively)
    ///    lifts: as the list of the step says (unknown tokens are ignored).
    pub fn parse(input: &str) -> Self {
        let has = |token: &str| input.split_ascii_whitespace().any(|t| t.eq_ignore_ascii_case(token));
        let mut flags = Self::ALL;
        let mut lift = |allowed: bool, flag: u32| {
            if allowed {
                flags &= !flag;
            }
        };
        lift(has("allow-popups"), Self::AUXILIARY_NAVIGATION);
        let top = has("allow-top-navigation");
        lift(top, Self::TOP_LEVEL_NAVIGATION_WITHOUT_USER_ACTIVATION);
        lift(
            top || has("allow-top-navigation-by-user-activation"),
            Self::TOP_LEVEL_NAVIGATION_WITH_USER_ACTIVATION,
        );
        lift(has("allow-same-origin"), Self::ORIGIN);
        lift(has("allow-forms"), Self::FORMS);
        lift(has("allow-pointer-lock"), Self::POINTER_LOCK);
        let scripts = has("allow-scripts");
        lift(scripts, Self::SCRIPTS);
        lift(scripts, Self::AUTOMATIC_FEATURES);
        lift(has("allow-popups-to-escape-sandbox"), Self::PROPAGATES_TO_AUXILIARY);
        lift(has("allow-modals"), Self::MODALS);
        lift(has("allow-orientation-lock"), Self::ORIENTATION_LOCK);
        lift(has("allow-presentation"), Self::PRESENTATION);
        lift(has("allow-downloads"), Self::DOWNLOADS);
        lift(
            has("allow-top-navigation-to-custom-protocols") || has("allow-popups") || top,
            Self::CUSTOM_PROTOCOLS_NAVIGATION,
        );
        lift(has("allow-storage-access-by-user-activation"), Self::STORAGE_ACCESS_BY_USER_ACTIVATION);
        Self(flags)
    }

    /// The sandboxing flags of a `Content-Security-Policy` header's `sandbox` directives
    /// ([CSP §6.3.2 sandbox](https://w3c.github.io/webappsec-csp/#directive-sandbox): its
    /// value is parsed as a sandboxing directive); none without one. Policies are
    /// separated by commas, directives by semicolons.
    pub fn from_csp(header: &str) -> Self {
        let mut flags = Self::NONE;
        for directive in header.split([',', ';']) {
            let directive = directive.trim_matches(|c: char| c.is_ascii_whitespace());
            let (name, value) =
                directive.split_once(|c: char| c.is_ascii_whitespace()).unwrap_or((directive, ""));
            if name.eq_ignore_ascii_case("sandbox") {
                flags = flags.union(Self::parse(value));
            }
        }
        flags
    }

    /// The flags of both sets.
    pub fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// Whether `flag` (one of the constants) is set.
    pub fn has(self, flag: u32) -> bool {
        self.0 & flag != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The active sandboxing flag set of a document a navigation makes
    /// ([determining the creation sandboxing flags](https://html.spec.whatwg.org/multipage/browsers.html#determining-the-creation-sandboxing-flags)
    /// and "initialize the document object" step 9's union with the response's CSP):
    /// 1. A top-level document: none (but an auxiliary window's, which its opener passes on).
    /// 2. A frame's: its container's iframe sandboxing flag set (the `sandbox` attribute as
    ///    it is at this navigation) united with its parent document's active set.
    /// 3. United with the response's `Content-Security-Policy` sandbox directives.
    pub fn for_navigation(attribute: Option<&str>, parent: Option<Self>, csp: Option<&str>) -> Self {
        let container = attribute.map_or(Self::NONE, Self::parse);
        let inherited = parent.unwrap_or(Self::NONE);
        container.union(inherited).union(csp.map_or(Self::NONE, Self::from_csp))
    }
}
