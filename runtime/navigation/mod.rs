//! Loading a document into a new realm (fetch, origin, attribution token, isolation,
//! parsing and its scripts), frames navigating, and `load` events children-first.
//! [HTML §7.4 Navigation](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigating-across-documents)
pub mod agent_clusters;
mod auxiliary;
mod blob_documents;
mod cross_origin_isolation;
pub(crate) mod fetch_classic_script;
mod fetch_document;
pub mod fetch_in_parallel;
pub(crate) mod html_parser;
pub(crate) mod initial_about_blank;
pub(crate) mod javascript_url;
mod load_document;
pub(crate) mod navigation_fetch;
pub(crate) mod parsing;
pub mod request_referrer;
pub(crate) mod script_blocking_style_sheets;
pub mod site_for_cookies;
pub(crate) mod streamed_body;
mod the_end;
pub mod unloading;
mod window_reuse;

pub use crate::runtime::loader::post_resource::PostResource;
pub use auxiliary::create_auxiliary_window;
pub use load_document::NewDocumentScript;
pub(crate) use load_document::load_document;
use std::rc::Rc;

use url::Url;

use crate::runtime::event_loop::callbacks::{call_hook_with, checkpoint};
use crate::runtime::event_loop::{HistoryHandling, Navigation, NavigationTicket};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::realm::{Container, RealmId, RealmInfo};

/// How deep frames may nest (a page that nests frames without end stops here).
pub const MAX_FRAME_DEPTH: usize = 32;

/// Where a document to load comes from.
pub(crate) struct DocumentRequest {
    /// The URL to fetch (`about:blank` is not fetched).
    pub(crate) url: Url,
    /// Why the URL is not the one the page asked for (a bad `src`), to record.
    pub(crate) error: Option<String>,
    pub(crate) parent: Option<RealmId>,
    pub(crate) container: Option<Container>,
    pub(crate) element: Option<v8::Global<v8::Object>>,
    pub(crate) replaces: Option<RealmId>,
    pub(crate) delays_parent_load: bool,
    pub(crate) reload: bool,
    /// How the document goes into the navigable's session history.
    pub(crate) history: HistoryHandling,
    /// The request body a form's POST sends (none for a GET).
    pub(crate) post: Option<Rc<PostResource>>,
    /// A window `window.open` is making (its initial `about:blank`).
    pub(crate) auxiliary: Option<auxiliary::Auxiliary>,
    /// The document's markup, not fetched: an iframe's `srcdoc` (the document at
    /// `about:srcdoc`), or a `javascript:` URL's string result (at the URL of the document
    /// it replaces).
    pub(crate) srcdoc: Option<String>,
    /// The container's `name`: a new frame browsing context's target name.
    pub(crate) frame_name: Option<String>,
    /// Who requests the document ([`crate::runtime::event_loop::Navigation::referrer`]).
    pub(crate) referrer: Option<crate::runtime::loader::referrer_policy::Referrer>,
    /// The frame's container started it (its `src`, `data` or `srcdoc`): only then is the
    /// document a resource its parent fetched, reported in the parent's Resource Timing
    /// buffer; the frame's own navigations and its history traversals are not
    /// ([HTML: navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate),
    /// as the Resource Timing tests of nested contexts check).
    pub(crate) by_container: bool,
    /// The frame's container has a `src` of "" or `about:blank`: its first document stands
    /// both for its initial about:blank and for the about:blank that src navigates to
    /// (`window_reuse.rs`).
    pub(crate) blank_src: bool,
    /// The document whose origin is the navigation's initiator origin
    /// ([`crate::runtime::event_loop::Navigation::initiator`]).
    pub(crate) initiator: Option<RealmId>,
    /// A `blob:` URL's blob as the navigation resolved it when it started
    /// ([`crate::runtime::event_loop::Navigation::blob`]); `None`: read from the store
    /// when the document is fetched.
    pub(crate) blob: Option<Rc<(Vec<u8>, String)>>,
}

impl DocumentRequest {
    /// A top-level document: the page's own, or (`auxiliary`) a window `window.open` makes.
    pub(crate) fn top_level(url: Url, auxiliary: Option<auxiliary::Auxiliary>) -> Self {
        Self {
            url,
            error: None,
            parent: None,
            container: None,
            element: None,
            replaces: None,
            delays_parent_load: false,
            reload: false,
            history: HistoryHandling::Auto,
            post: None,
            auxiliary,
            srcdoc: None,
            frame_name: None,
            referrer: None,
            by_container: false,
            blank_src: false,
            initiator: None,
            blob: None,
        }
    }
}

/// How a navigation reads a `blob:` URL's blob (its bytes and type; `None`: revoked or
/// unknown): the blob URL store is the Web APIs' (`runtime/web/url`), which sets this
/// when its natives are made (foundations may not name it).
pub static BLOB_URL_RESOLVER: std::sync::OnceLock<BlobUrlResolver> = std::sync::OnceLock::new();

/// What [`BLOB_URL_RESOLVER`] holds: a URL's blob (bytes, type) in the group's store.
pub type BlobUrlResolver = fn(&GroupState, &str) -> Option<(Vec<u8>, String)>;

/// Realms of one origin share a security token; an opaque origin's is its own: documents
/// that share one opaque origin (a sandboxed document's about:blank frames and popups,
/// which inherit it) are same origin, any other is not.
pub(crate) fn security_token(origin: &url::Origin) -> String {
    // (`url`'s opaque origins are numbered: their Debug form tells them apart.)
    if origin.is_tuple() { origin.ascii_serialization() } else { format!("opaque:{origin:?}") }
}

/// Gives `context` the security token of `origin`: one internalized string per origin, so
/// that realms of one origin hold the very same token. V8 compares the tokens of the
/// accessing and the accessed realm by identity before it asks the access-check callback
/// (`bindings/access_check.cc`, which compares their contents); with a string of its own
/// per realm, every access between two same-origin realms (a frame's `parent`, its
/// window's properties, the platform's slots on another window) took the callback's slow
/// path, with the same answer.
pub(crate) fn set_security_token(
    scope: &v8::PinScope<'_, '_, ()>,
    context: v8::Local<v8::Context>,
    origin: &url::Origin,
) {
    set_token(scope, context, &security_token(origin));
}

/// Sets the security token of realm `info`'s new context: its origin's, or the domain's
/// its creator's `document.domain` set when it shares that origin
/// ([`agent_clusters::security_token_of`]).
pub(crate) fn set_realm_security_token(
    scope: &v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    context: v8::Local<v8::Context>,
    info: &RealmInfo,
) {
    set_token(scope, context, &agent_clusters::security_token_of(state, info));
}

fn set_token(scope: &v8::PinScope<'_, '_, ()>, context: v8::Local<v8::Context>, token: &str) {
    if let Some(token) = v8::String::new_from_utf8(scope, token.as_bytes(), v8::NewStringType::Internalized) {
        context.set_security_token(token.into());
    }
}

/// Loads a navigation's document: its URL, or the frame's `src` resolved against the
/// parent document's base URL (no `src`, or one that does not parse, gives about:blank).
pub(crate) fn navigate(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, navigation: Navigation) {
    navigate_with(scope, state, None, navigation);
}

/// [`navigate`] for the queued navigation `ticket` (its task): over the network loader its
/// fetch runs in parallel, and the document is made in a later task
/// (`navigation_fetch.rs`).
pub(crate) fn navigate_queued(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    ticket: NavigationTicket,
    navigation: Navigation,
) {
    navigate_with(scope, state, Some(ticket), navigation);
}

fn navigate_with(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    ticket: Option<NavigationTicket>,
    navigation: Navigation,
) {
    // (A queued navigation may wait for its fetch: parked again as it is; a reload, for
    // the navigation in flight before it.)
    if let Some(ticket) = ticket
        && navigation_fetch::waits_behind(scope, state, ticket, &navigation)
    {
        return;
    }
    let queued = ticket.map(|ticket| (ticket, navigation.clone()));
    let Navigation {
        parent,
        frame,
        element,
        url,
        mut replaces,
        delays_parent_load,
        reload,
        post,
        history,
        referrer,
        initiator,
        blob,
    } = navigation;
    // A reload of a document made of a blob reads that blob again, the URL revoked or not
    // (blob_documents.rs).
    let blob = match (blob, replaces) {
        (None, Some(document)) if reload && url.as_ref().is_some_and(|url| url.scheme() == "blob") => {
            blob_documents::of(state, document)
        }
        (blob, _) => blob,
    };
    if parent.is_some_and(|p| state.is_detached(p)) || replaces.is_some_and(|r| state.is_detached(r)) {
        return;
    }
    // A newer navigation of the same document's navigable takes back one in flight (a
    // javascript: URL's runs in the document and leaves it be).
    if let Some(document) = replaces
        && url.as_ref().is_none_or(|url| url.scheme() != "javascript")
    {
        navigation_fetch::supersede(state, document, queued.as_ref().map(|(ticket, _)| ticket.id));
    }
    // (A frame's src is parsed against its parent's document base URL — its `<base href>` —
    // as it was when the element was inserted or its src set.)
    let recorded = frame.as_ref().and_then(|f| f.base.as_deref().cloned());
    let parent_url = recorded.or_else(|| {
        let p = state.info(parent?)?;
        Some(match state.context(scope, p.id) {
            Some(context) => state.document_base_url(&mut v8::ContextScope::new(scope, context), &p),
            None => state.fallback_base_url(&p),
        })
    });
    let src = frame.as_ref().and_then(|f| f.src.clone()).unwrap_or_default();
    let blank_src = url.is_none()
        && frame
            .as_ref()
            .and_then(|f| f.src.as_deref())
            .is_some_and(|s| matches!(s.trim(), "" | "about:blank"));
    // HTML's "process the iframe attributes" step 1: an iframe with a srcdoc attribute
    // navigates to about:srcdoc, its document the attribute's value.
    let srcdoc = frame.as_ref().and_then(|f| f.srcdoc.clone()).filter(|_| url.is_none());
    // (A navigation with no URL of its own is its container's: to its src, data or srcdoc.)
    let by_container = url.is_none();
    let frame_name = frame.as_ref().and_then(|f| f.name.clone());
    let Ok(blank) = Url::parse("about:blank") else { return };
    let (url, error) = match (url, &parent_url) {
        (Some(url), _) => (url, None),
        (None, _) if srcdoc.is_some() => match Url::parse("about:srcdoc") {
            Ok(url) => (url, None),
            Err(_) => return,
        },
        (None, _) if src.trim().is_empty() => (blank, None),
        (None, Some(base)) => match base.join(src.trim()) {
            Ok(url) => (url, None),
            Err(e) => (blank, Some(format!("bad frame URL {src:?} in {base}: {e}"))),
        },
        (None, None) => (blank, None),
    };
    // HTML: a frame does not load the URL of a document it is nested in (ignoring the
    // fragment), which would nest without end; and frames nest at most MAX_FRAME_DEPTH.
    let (url, error) = match ancestors(state, parent) {
        list if list.len() >= MAX_FRAME_DEPTH => match Url::parse("about:blank") {
            Ok(blank) => {
                (blank, Some(format!("{url}: not loaded: frames nest deeper than {MAX_FRAME_DEPTH} levels")))
            }
            Err(_) => return,
        },
        list if url.scheme() != "about" && list.iter().any(|a| same_ignoring_fragment(a, &url)) => {
            match Url::parse("about:blank") {
                Ok(blank) => (blank, None),
                Err(_) => return,
            }
        }
        _ => (url, error),
    };
    // A frame's first navigation replaces the initial about:blank that script made it
    // count or reach meanwhile (`GroupState::initial_documents_of`); that document's load
    // event, if it has not fired, never fires (unless a javascript: URL runs in it and
    // leaves it in place).
    let javascript = url.scheme() == "javascript";
    if replaces.is_none()
        && let Some(element) = &element
        && let Some(initial) = state.realm_of_element(scope, v8::Local::new(scope, element))
    {
        if !javascript {
            state.cancel_initial_load(initial);
        }
        replaces = Some(initial);
    }
    let container = frame.map(|f| Container {
        kind: f.kind,
        id: f.id.unwrap_or_default(),
        src,
        sandbox: f.sandbox,
        allow: f.allow,
        allowfullscreen: f.allowfullscreen,
    });
    // (A frame too deep gets about:blank, not its srcdoc.)
    let srcdoc = srcdoc.filter(|_| url.as_str() == "about:srcdoc");
    let request = DocumentRequest {
        url,
        error,
        parent,
        container,
        element,
        replaces,
        delays_parent_load,
        reload,
        history,
        post,
        auxiliary: None,
        srcdoc,
        frame_name,
        referrer,
        by_container,
        blank_src,
        initiator,
        blob,
    };
    // A frame's javascript: URL runs in its document (javascript_url.rs).
    if javascript && let Some(initiator) = parent {
        let url = request.url.clone();
        javascript_url::navigate_frame(scope, state, &url, request, initiator);
        return;
    }
    // (`beforeunload` was fired when the navigation was queued: runtime/web/html/frames.rs.)
    match queued {
        Some((ticket, navigation)) => {
            navigation_fetch::load_queued(scope, state, ticket, navigation, request)
        }
        None => {
            load_document(scope, state, request);
        }
    }
}

/// The URLs of `realm` and the documents above it.
fn ancestors(state: &GroupState, realm: Option<RealmId>) -> Vec<Url> {
    let mut urls = Vec::new();
    let mut next = realm;
    while let Some(id) = next {
        let Some(info) = state.info(id) else { break };
        urls.push(info.url);
        next = info.parent;
    }
    urls
}

fn same_ignoring_fragment(a: &Url, b: &Url) -> bool {
    let (mut a, mut b) = (a.clone(), b.clone());
    a.set_fragment(None);
    b.set_fragment(None);
    a == b
}

/// The [iframe load event steps](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps)
/// for the container `element` of realm `id` (in its parent's context, with the parent's
/// `hooks`): `load` at the element — unless the document's mute iframe load flag is set —
/// with the document's iframe load in progress flag set meanwhile.
pub(crate) fn fire_container_load<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &Rc<GroupState>,
    id: RealmId,
    hooks: &RealmHooks,
    element: v8::Local<'s, v8::Object>,
) {
    let Some(realm) = state.realm(id) else { return };
    if realm.load().mute_iframe_load {
        return;
    }
    realm.update_load(|l| l.iframe_load_in_progress = true);
    call_hook_with(scope, hooks, Hook::FireElementLoad, &[element.into()]);
    realm.update_load(|l| l.iframe_load_in_progress = false);
    checkpoint(scope, state);
}

/// Fires `load` at a window, then at its container element, then lets its parent's
/// `load` follow once all of the parent's frames have loaded (children first).
pub(crate) fn fire_load(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: RealmId) {
    // (Something that delays the load event started since the task was queued — an image
    // fetched in parallel: the load waits for it, and is queued again when it ends; and
    // a load queued twice meanwhile fires once.)
    let delayed = state.realm(id).is_some_and(|realm| !realm.load().ready());
    if state.is_detached(id) || delayed {
        return;
    }
    // (A navigation in flight to replace the document: its load waits for it.)
    if navigation_fetch::load_waits_behind(state, id) {
        return;
    }
    state.set_loaded(id);
    if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook_with(scope, &hooks, Hook::FireWindowLoad, &[]);
        checkpoint(scope, state);
    }
    if let Some(realm) = state.realm(id) {
        realm.update_load(|l| l.completely_loaded = true);
    }
    if state.page.get() == Some(id) {
        crate::runtime::page_loading::ended(scope);
    }
    let Some(parent) = state.parent_of(id) else { return };
    if let (Some(element), Some(context), Some(hooks)) =
        (state.element(scope, id), state.context(scope, parent), state.hooks(parent))
        && !state.is_detached(id)
    {
        let scope = &mut v8::ContextScope::new(scope, context);
        fire_container_load(scope, state, id, &hooks, element);
    }
    if state.take_delays_parent_load(id) {
        state.child_loaded(parent);
    }
}
