//! Loading a document into a new realm: fetch it, work out its origin, attribution token
//! and isolation, create its realm (reusing the WindowProxy of the document it replaces),
//! boot the realm, then parse and run its scripts.
//! [HTML §7.4.5 Populating a session history entry](https://html.spec.whatwg.org/multipage/browsing-the-web.html#populating-a-session-history-entry),
//! [HTML §7.5.1 Creating a new Document object](https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object)
use std::rc::Rc;

use url::Origin;

use super::DocumentRequest;
use super::auxiliary;
use super::cross_origin_isolation::{Isolation, cross_origin_isolation};
use super::fetch_document::{
    Begun, DocumentFetchWork, FetchOutcome, FetchedDocument, begin_fetch, finish_fetch, srcdoc_document,
};
use super::html_parser::HtmlParser;
use super::initial_about_blank;
use super::streamed_body::{self, IncomingText, StreamedBody};
use super::the_end::{ParserEnd, parse_to_the_end};
use super::unloading;
use super::window_reuse;
use crate::runtime::event_loop::HistoryHandling;
use crate::runtime::event_loop::callbacks::call_hook_with;
use crate::runtime::group::session_history::Commit;
use crate::runtime::group::{Detach, GroupState, NewRealm};
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::loader::hosts::{FetchError, Response};
use crate::runtime::loader::html::{FrameKind, Item};
use crate::runtime::loader::{media_document, mime_type, text_document, timing_allow, xml_document};
use crate::runtime::permissions_policy;
use crate::runtime::realm::{Opening, RealmId, RealmInfo, Scope};
use crate::runtime::realm_state::{DocumentLoad, RealmState};
use crate::runtime::sandboxing::SandboxingFlags;
use crate::runtime::web::measure_memory::attribution_token::{
    MemoryAttributionContainer, WindowTokenInput, obtain_window_memory_attribution_token,
};
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};

/// Whether a navigation's response is no document to show: HTML's
/// [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#populating-a-session-history-entry)
/// aborts on a 204 or 205 status, and on a download (`Content-Disposition: attachment`),
/// keeping the navigable's document, as Chrome does. (A traversal to such an entry, and a
/// frame's first navigation, still load an empty document.)
fn is_no_document(document: &FetchedDocument) -> bool {
    let attachment = document.headers.get("Content-Disposition").is_some_and(|value| {
        value.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("attachment"))
    });
    document.error.is_none() && (matches!(document.status, 204 | 205) || attachment)
}

/// Creates a window realm for a document request: fetch, realm with origin and token,
/// bootstrap, then the document's scripts in order; its frames are queued.
pub(crate) fn load_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    request: DocumentRequest,
) -> RealmId {
    // The time origin: the navigation starts now (see NavigationRecord::new for its fetch).
    let time_origin = hr_time::now();
    // (The id the new realm will have, for the loader's observer: unload handlers that
    // make realms before it is taken below shift it, and the observer's note with it.)
    let expected = RealmId::MIN.saturating_add(state.realm_count() as u64);
    let document = match begin_fetch(state, &request, expected) {
        Begun::Srcdoc(body) => srcdoc_document(&request, time_origin, body),
        Begun::Done(outcome) => finish_fetch(state, &request, time_origin, *outcome),
        Begun::Network(work) => finish_fetch(state, &request, time_origin, FetchOutcome::of(work())),
    };
    create_document(scope, state, request, document, time_origin, None)
}

/// The network fetch of the document `request` asks for, to run in parallel (none when
/// it is not fetched from the network: srcdoc, about:, blob:); `id` as for
/// [`load_document`].
pub(super) fn network_fetch(
    state: &GroupState,
    request: &DocumentRequest,
    id: RealmId,
) -> Option<DocumentFetchWork> {
    match begin_fetch(state, request, id) {
        Begun::Network(work) => Some(work),
        Begun::Srcdoc(_) | Begun::Done(_) => None,
    }
}

/// [`load_document`] for a request whose fetch ran in parallel, started at `time_origin`
/// ([`network_fetch`]): its result processed, the document created (in the task its
/// response queued); a new frame's browsing context is `browsing_context`, when one was
/// taken as the fetch started. An HTML document's body may still be arriving (`rest`):
/// it is then parsed as it comes (`streamed_body.rs`).
pub(super) fn load_fetched_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    request: DocumentRequest,
    time_origin: f64,
    (result, rest): (Result<Response, FetchError>, Option<StreamedBody>),
    browsing_context: Option<u64>,
) -> RealmId {
    let document = finish_fetch(state, &request, time_origin, FetchOutcome::streamed(result, rest));
    create_document(scope, state, request, document, time_origin, browsing_context)
}

/// The rest of [`load_document`] once the document is fetched: the old document unloads,
/// the new realm is made (or the initial about:blank's Window reused), booted and given
/// the document's parser; a new browsing context is `browsing_context` when given.
fn create_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    request: DocumentRequest,
    mut document: FetchedDocument,
    time_origin: f64,
    browsing_context: Option<u64>,
) -> RealmId {
    let parent_info = request.parent.and_then(|p| state.info(p));
    // A response that is no document ends the navigation of an existing document: the
    // navigable keeps it (nothing unloads, no entry is added).
    if let Some(old) = request.replaces
        && is_no_document(&document)
        && !matches!(request.history, HistoryHandling::Traverse(_))
        && !request.delays_parent_load
        && !state.info(old).is_some_and(|info| info.opening.initial_about_blank)
    {
        return old;
    }
    // The document it replaces unloads, with those below it, once the new document's
    // response is in (before the new realm's id is taken: unload handlers may make
    // realms): `pagehide`, `unload`.
    let unload_timing =
        request.replaces.and_then(|old| unloading::unload_document_and_descendants(scope, state, old));
    let id = RealmId::MIN.saturating_add(state.realm_count() as u64);
    // (A listener removed the frame, or its parent went: nothing loads. The id is then
    // no realm's; the navigations that replace a document do not use it.)
    if request.replaces.is_some_and(|old| state.is_detached(old))
        || request.parent.is_some_and(|p| state.is_detached(p))
    {
        return id;
    }
    let (mut info, switch_group) =
        document_realm_info(state, id, &request, parent_info.as_ref(), &mut document, time_origin);
    // HTML's "unload a document" step 22: a same-origin new document not created via
    // cross-origin redirects keeps the old one's unload timing (Navigation Timing's unloadEventStart/End).
    let old_origin = request.replaces.and_then(|old| state.info(old)).map(|old| old.origin);
    if let (Some(times), Some(navigation)) = (unload_timing, info.navigation.as_mut())
        && old_origin.as_ref() == Some(&info.origin)
        && !document.cross_origin_redirects
    {
        navigation.previous_unload = Some(times);
    }
    let empty = document.error.is_none() && document.body.is_empty();
    if empty && !switch_group && initial_about_blank::defers(&request, &document.url) {
        initial_about_blank::defer(scope, state, &request, info);
        return id;
    }
    // The initial about:blank's Window, when this document reuses it (window_reuse.rs).
    let reused = window_reuse::reused_window(scope, state, &request, &info, switch_group)
        .and_then(|old| window_reuse::take_window(scope, state, &request, &info, old));
    let (context, reused_hooks) = match reused {
        Some((context, hooks)) => (context, Some(hooks)),
        None => (create_window_realm(scope, state, &request, &info, switch_group, browsing_context), None),
    };
    if let Some(message) = document.error.take() {
        state.record_load_error(Some(id), message);
    }

    // The container element's contentWindow is this realm's WindowProxy.
    if let (Some(parent), Some(element)) = (request.parent, request.element.as_ref()) {
        let window = context.global(scope);
        if let (Some(parent_context), Some(hooks)) = (state.context(scope, parent), state.hooks(parent)) {
            let scope = &mut v8::ContextScope::new(scope, parent_context);
            let element = v8::Local::new(scope, element);
            call_hook_with(scope, &hooks, Hook::FrameAttached, &[element.into(), window.into()]);
            // Resource Timing: the frame's document is a resource its parent fetched.
            if let (Some(container), Some(parent_info)) = (&request.container, &parent_info)
                && document.url.scheme() != "about"
                && !document.refused
                && request.by_container
            {
                let initiator = match container.kind {
                    FrameKind::Iframe => "iframe",
                    FrameKind::Frame => "frame",
                    FrameKind::Object => "object",
                    FrameKind::Embed => "embed",
                };
                // (Named by the URL the frame requested, before redirects, as Resource
                // Timing names every entry.)
                let timing = ResourceFetch {
                    url: request.url.to_string(),
                    initiator,
                    start: document.navigation.fetch_start,
                    end: document.navigation.response_end,
                    status: document.status,
                    body_size: document.body.len(),
                    // (The TAO check on every hop, in mode "navigate".)
                    timing_allowed: timing_allow::timing_allow_passed(
                        &parent_info.origin,
                        &timing_allow::hops(
                            &document.redirects,
                            &document.redirect_timing_allow_origin,
                            &document.url,
                            &document.headers,
                        ),
                        true,
                    ),
                    content_type: document.navigation.content_type.clone(),
                    content_encoding: document.navigation.content_encoding.clone(),
                    render_blocking: false,
                    // (A navigation's response to another origin is opaque to the parent, and
                    // so is one that came through a cross-origin redirect: no status nor type.)
                    response_exposed: !document.cross_origin_redirects
                        && crate::runtime::loader::cors::is_basic(&document.url, &parent_info.origin),
                    network: document.navigation.network.clone(),
                };
                resource_timing::mark(scope, &hooks, &timing);
            }
        }
    }

    // https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-html: an
    // HTML document, or (https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-xml)
    // for an XML MIME type, an XML document and the XML parser.
    let parsed = if mime_type::is_xml(&document.navigation.content_type) {
        ParserInput::Items(xml_document::parse_document(&document.body).items)
    } else if text_document::is_text_document(&document.navigation.content_type) {
        // (A text file's document: its text in a pre element, text_document.rs.)
        ParserInput::Html(text_document::markup(&document.body))
    } else if let Some(kind) = media_document::media_kind(&document.navigation.content_type) {
        // (An image's, a video's or an audio file's document: media_document.rs.)
        ParserInput::Html(media_document::markup(
            kind,
            document.url.as_str(),
            &document.navigation.content_type,
        ))
    } else if let Some((body, text)) = document.rest.take() {
        ParserInput::Streamed(document.body, body, text)
    } else {
        ParserInput::Html(document.body)
    };
    let scope = &mut v8::ContextScope::new(scope, context);
    let hooks = match &reused_hooks {
        Some(hooks) => window_reuse::start_document(scope, state, &info, hooks),
        None => boot_window_realm(scope, state, &info),
    };
    let end = if request.auxiliary.is_some() { ParserEnd::CompletelyLoaded } else { ParserEnd::TheEnd };
    run_parser_output(scope, state, &info, hooks.is_some(), parsed, end);
    id
}

/// Runs the window bootstrap in the realm `scope` has entered; its hooks are kept on the
/// realm (a failure is recorded as a load error).
pub(super) fn boot_window_realm(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
) -> Option<Rc<RealmHooks>> {
    match (state.upcalls.boot_realm)(scope, state, info, "") {
        Ok(hooks) => {
            let hooks = Rc::new(hooks);
            if let Some(realm) = state.realm(info.id) {
                realm.set_hooks(Some(hooks.clone()));
            }
            run_new_document_scripts(scope, state, info);
            Some(hooks)
        }
        Err(error) => {
            state.record_load_error(Some(info.id), format!("the window bootstrap failed: {error}"));
            None
        }
    }
}

/// A script every new window document runs before its own (as `identifier`, so it can
/// be removed).
#[derive(Clone, Debug)]
pub struct NewDocumentScript {
    pub identifier: String,
    pub source: String,
}

/// The scripts every new window document runs before its own
/// ([`GroupState::new_document_scripts`]); an exception is reported as the page's error.
pub(super) fn run_new_document_scripts(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
) {
    let scripts = state.new_document_scripts.borrow().clone();
    for script in scripts {
        let source = crate::runtime::script::ScriptSource {
            text: &script.source,
            name: "framescope:new-document-script",
            shared_cross_origin: true,
            ..Default::default()
        };
        if let Err(error) = crate::runtime::script::evaluate(scope, info.id, &source) {
            state.record_error(info.id, error);
        }
    }
}

/// What the realm of a fetched document is: its origin (about:blank inherits its
/// creator's), top-level origin, memory attribution token, browsing context group and
/// cross-origin isolation, and whether COOP moves it to a new group. A document its
/// parent's COEP blocks, or one too large for the heap limit, is emptied and its load
/// error recorded.
fn document_realm_info(
    state: &GroupState,
    id: RealmId,
    request: &DocumentRequest,
    parent: Option<&RealmInfo>,
    document: &mut FetchedDocument,
    time_origin: f64,
) -> (RealmInfo, bool) {
    let url = &document.url.clone();
    if let Some(opening) = request.auxiliary {
        auxiliary::inherit_csp(state, opening, &mut document.headers);
    }
    let popup_flags = auxiliary::popup_sandboxing_flags(state, request);
    let sandboxing_flags = SandboxingFlags::for_navigation(
        request.container.as_ref().and_then(|c| c.sandbox.as_deref()),
        Some(parent.map_or(popup_flags, |p| p.sandboxing_flags)),
        document.headers.get("Content-Security-Policy"),
    );
    // https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-origin-browsing-context-flag:
    // a sandboxed document's origin is a new opaque one ("determining the origin" step 1).
    let sandboxed_origin = sandboxing_flags.has(SandboxingFlags::ORIGIN);
    let origin =
        match (document.refused || sandboxed_origin, url.scheme() == "about", parent, request.auxiliary) {
            (true, ..) => Origin::new_opaque(),
            (false, true, Some(parent), _) => parent.origin.clone(),
            (false, true, None, Some(opening)) => auxiliary::initial_origin(state, opening),
            // (A top-level about:blank document: its navigation's initiator origin.)
            // (about:srcdoc is no top-level document: an error page, opaque.)
            (false, true, None, None) if url.path() == "blank" => {
                request.initiator.and_then(|i| state.info(i)).map_or_else(|| url.origin(), |i| i.origin)
            }
            _ => url.origin(),
        };
    if let Some(opening) = request.auxiliary {
        auxiliary::inherit_policies(state, opening, &mut document.headers);
    }
    let top_level_origin = parent.map(|p| p.top_level_origin.clone()).unwrap_or_else(|| origin.clone());
    let fullscreen_enabled = permissions_policy::fullscreen_enabled(
        parent.map(|p| (&p.origin, p.fullscreen_enabled)),
        request.container.as_ref().and_then(|c| c.allow.as_deref()),
        request.container.as_ref().is_some_and(|c| c.allowfullscreen),
        &origin,
    );
    let (attribution_token, mut opening, switch_group) = match parent {
        Some(parent) => {
            // A frame: its parent's group; its token against the tree's attribution origin.
            let token = obtain_window_memory_attribution_token(WindowTokenInput {
                origin: &origin,
                parent_origin: Some(&parent.origin),
                top_level_origin: parent.attribution_origin(),
                container: request
                    .container
                    .as_ref()
                    .map(|c| MemoryAttributionContainer { id: c.id.clone(), src: c.src.clone() }),
                parent_token: Some(&parent.attribution_token),
            });
            let opening = Opening {
                group: parent.opening.group,
                attribution_origin: parent.opening.attribution_origin.clone(),
                ..Opening::default()
            };
            (token, opening, false)
        }
        None => {
            let top = auxiliary::top_level(state, request, &origin, &document.headers);
            (top.token, top.opening, top.switch_group)
        }
    };
    opening.popup_sandboxing_flags = popup_flags;
    let isolation = cross_origin_isolation(parent, &origin, &document.headers);
    if let Isolation::Blocked(reason) = &isolation {
        document.refuse(format!("{url}: {reason}"));
    }
    // A document too large for the heap limit is refused, not half-built (see
    // runtime/heap_limit.rs).
    // (A document that streams in announces its size, if at all, by its Content-Length;
    // one that goes over the limit as it comes is cut there: streamed_body.rs.)
    let announced = document.headers.get("Content-Length").and_then(|length| length.trim().parse().ok());
    if let Some(reason) = state.options.refuse_document(document.body.len().max(announced.unwrap_or(0))) {
        document.refuse(format!("{url}: {reason}"));
    }
    let info = RealmInfo {
        id,
        url: url.clone(),
        origin,
        top_level_origin,
        scope: Scope::Window,
        parent: request.parent,
        container: request.container.clone(),
        attribution_token,
        status: document.status,
        cross_origin_isolated: isolation == Isolation::Isolated,
        detached: false,
        headers: document.headers.clone(),
        document_policy: document.headers.get("Document-Policy").map(str::to_string),
        meta_referrer_policy: None,
        referrer: document.referrer.clone(),
        character_set: document.character_set,
        time_origin,
        navigation: Some(document.navigation.clone()),
        sandboxing_flags,
        fullscreen_enabled,
        opening,
    };
    (info, switch_group)
}

/// The realm: a window context from the realm snapshot, with its origin's security token. A
/// navigation detaches the old realm and reuses its WindowProxy, as browsers do; one that
/// COOP moves to a new group (`switch_group`) closes the old window and starts a new
/// browsing context, as HTML's group switch does. A new browsing context is `reserved`,
/// when its number was taken before (a frame's first navigation fetched in parallel).
fn create_window_realm<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    state: &Rc<GroupState>,
    request: &DocumentRequest,
    info: &RealmInfo,
    switch_group: bool,
    reserved: Option<u64>,
) -> v8::Local<'s, v8::Context> {
    if switch_group && let Some(old) = request.replaces {
        state.detach(scope, old, Detach::Closed);
    }
    // (A frame's initial about:blank never made has no WindowProxy to reuse, but its
    // browsing context goes on.)
    let replaced = request.replaces.filter(|_| !switch_group).and_then(|old| {
        let browsing_context = state.browsing_context_of(old)?;
        let deferred = state.is_deferred(old);
        let proxy = state.detach(scope, old, Detach::Navigated);
        (proxy.is_some() || deferred).then_some((browsing_context, proxy))
    });
    let browsing_context = match (&replaced, reserved) {
        (Some((b, _)), _) => *b,
        (None, Some(reserved)) => reserved,
        (None, None) => state.new_browsing_context(),
    };
    let global_object = replaced.and_then(|(_, proxy)| proxy).map(Into::into);
    let context = new_window_context(scope, state, info, global_object);
    record_window_realm(scope, state, request, info.clone(), Some(context), browsing_context);
    context
}

/// Records a window realm of `request` (`context`: `None` for a frame's initial
/// about:blank whose context is made on first use) in the group's realm table.
pub(super) fn record_window_realm(
    scope: &v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    request: &DocumentRequest,
    info: RealmInfo,
    context: Option<v8::Local<v8::Context>>,
    browsing_context: u64,
) {
    let element_hash = request.element.as_ref().map(|e| v8::Local::new(scope, e).get_identity_hash().get());
    // (Whether its agent cluster is origin-keyed is decided as the document is made, the
    // first of its origin deciding for the group: obtain a similar-origin window agent.)
    super::agent_clusters::origin_keyed(state, &info);
    // A new child navigable's target name is its container's `name` attribute.
    if let (None, Some(_), Some(name)) = (request.replaces, request.parent, &request.frame_name) {
        state.set_target_name(browsing_context, name);
    }
    state.commit_to_history(Commit {
        browsing_context,
        parent: request.parent,
        document: info.id,
        replaces: request.replaces,
        url: &info.url,
        origin: &info.origin,
        handling: if request.reload { HistoryHandling::Reload } else { request.history },
        post: request.post.clone(),
    });
    let load = DocumentLoad { delays_parent_load: request.delays_parent_load, ..DocumentLoad::default() };
    let realm = RealmState::new(info, load);
    if let Some(context) = context {
        RealmState::attach(&realm, context);
    }
    state.add_window_realm(NewRealm {
        realm,
        context: context.map(|c| v8::Global::new(scope, c)),
        element: request.element.clone(),
        element_hash,
        browsing_context,
    });
}

/// A window context from the realm snapshot (with `global_object`: the WindowProxy it
/// reuses), with its origin's security token.
pub(super) fn new_window_context<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    state: &GroupState,
    info: &RealmInfo,
    global_object: Option<v8::Local<'s, v8::Value>>,
) -> v8::Local<'s, v8::Context> {
    let context = (state.upcalls.new_context)(scope, Scope::Window, global_object);
    super::set_realm_security_token(scope, state, context, info);
    context
}

/// Parse: the DOM grows as the parser goes, each script runs when the parser reaches it
/// (seeing the document so far), and frames start loading as they are inserted. An HTML
/// file goes through an [`HtmlParser`] (`document.write` inserts into its input); an XML
/// document's items are given whole. The parser runs to the end now, or suspends for a
/// script fetched in parallel and goes on in that script's task (`the_end.rs`).
fn run_parser_output(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    started: bool,
    input: ParserInput,
    end: ParserEnd,
) {
    let parser = match input {
        ParserInput::Html(source) => HtmlParser::for_file(&source, end),
        ParserInput::Streamed(first, body, text) => {
            let parser = HtmlParser::for_stream(&first, end);
            streamed_body::attach(state, info.id, parser.clone(), body, text);
            parser
        }
        // (Its scripts have no insertion point: document.write throws in an XML document.)
        ParserInput::Items(items) => HtmlParser::for_items(items, end),
    };
    // (A document whose bootstrap failed gets no tree.)
    parser.builds_tree.set(started);
    state.parsers.borrow_mut().push((info.id, parser.clone()));
    parse_to_the_end(scope, state, info, &parser);
}

/// What a document's parser reads: an HTML file's text, the first part of one whose body
/// is still arriving (the rest, and its decoder), or an XML document's items.
enum ParserInput {
    Html(String),
    Streamed(String, StreamedBody, IncomingText),
    Items(Vec<Item>),
}
