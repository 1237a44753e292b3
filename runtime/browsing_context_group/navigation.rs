//! Loading a document into a new realm (fetch, origin, attribution token, isolation,
//! parsing and its scripts), frames navigating, and `load` events children-first.
//! [HTML §7.4 Navigation](https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigating-across-documents)
use super::tasks::report_exception;
use super::*;

/// How deep frames may nest (a page that nests frames without end stops here).
pub const MAX_FRAME_DEPTH: usize = 32;

/// Where a document to load comes from.
pub(super) struct DocumentRequest {
    /// The URL to fetch (`about:blank` is not fetched).
    pub(super) url: Url,
    /// Why the URL is not the one the page asked for (a bad `src`), to record.
    pub(super) error: Option<String>,
    pub(super) parent: Option<RealmId>,
    pub(super) container: Option<Container>,
    pub(super) element: Option<v8::Global<v8::Object>>,
    pub(super) replaces: Option<RealmId>,
    pub(super) delays_parent_load: bool,
    pub(super) reload: bool,
}

/// Realms of one origin share a security token; an opaque origin's is unique.
pub(super) fn security_token(origin: &url::Origin, id: RealmId) -> String {
    if origin.is_tuple() { origin.ascii_serialization() } else { format!("opaque:{id}") }
}

/// Creates a window realm for a document request: fetch, realm with origin and token,
/// bootstrap, then the document's scripts in order; its frames are queued.
pub(super) fn load_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    request: DocumentRequest,
) -> RealmId {
    // The time origin: the navigation starts now (see NavigationRecord::new for its fetch).
    let time_origin = hr_time::now();
    let id = RealmId::new(state.realms.borrow().len() as u64 + 1).unwrap_or(NonZeroU64::MIN);
    let parent_info = request.parent.and_then(|p| state.info(p));

    // Fetch the document. A failure leaves an empty document (as browsers show a 404
    // page or a blank frame) and is recorded. A network error (a load the sandbox
    // refuses) gives an error document: empty, with no status and an opaque origin, as
    // a browser's error page is cross-origin to everything.
    let mut refused = false;
    let (response, load_error): (Option<Response>, Option<String>) = if request.url.scheme() == "about" {
        (None, request.error)
    } else {
        match state.hosts.fetch(&request.url) {
            Ok(response) => (Some(response), None),
            Err(error) => {
                refused = matches!(error, FetchError::Refused { .. });
                (None, Some(error.to_string()))
            }
        }
    };
    let url = response.as_ref().map_or_else(|| request.url.clone(), |r| r.url.clone());
    let status = match (&response, &load_error) {
        (Some(r), _) => r.status,
        (None, Some(_)) if refused => 0,
        (None, Some(_)) if url.scheme() != "about" => 404,
        _ => 200,
    };
    let kind = if request.reload { NavigationType::Reload } else { NavigationType::Navigate };
    let navigation = NavigationRecord::new(kind, time_origin, &url, response.as_ref(), status);
    let headers = response.as_ref().map(|r| r.headers.clone()).unwrap_or_else(Headers::default);
    let mut body = response.as_ref().map(|r| r.body.as_str()).unwrap_or("");

    // Origins: about:blank (and a document that failed to parse as a URL) inherits its
    // creator's origin.
    let origin = if refused {
        url::Origin::new_opaque()
    } else if url.scheme() == "about" {
        parent_info.as_ref().map(|p| p.origin.clone()).unwrap_or_else(|| url.origin())
    } else {
        url.origin()
    };
    let top_level_origin =
        parent_info.as_ref().map(|p| p.top_level_origin.clone()).unwrap_or_else(|| origin.clone());
    let attribution_token = {
        let parent_token = parent_info.as_ref().map(|p| p.attribution_token.clone());
        obtain_window_memory_attribution_token(WindowTokenInput {
            origin: &origin,
            parent_origin: parent_info.as_ref().map(|p| &p.origin),
            top_level_origin: &top_level_origin,
            container: request
                .container
                .as_ref()
                .map(|c| MemoryAttributionContainer { id: c.id.clone(), src: c.src.clone() }),
            parent_token: parent_token.as_ref(),
        })
    };
    let isolation = cross_origin_isolation(parent_info.as_ref(), &origin, &headers);
    let mut load_error = load_error;
    if let Isolation::Blocked(reason) = &isolation {
        load_error = Some(format!("{url}: {reason}"));
        body = "";
    }
    // A document too large for the heap limit is refused, not half-built (see
    // runtime/heap_limit.rs).
    if let Some(reason) = state.options.refuse_document(body.len()) {
        load_error = Some(format!("{url}: {reason}"));
        body = "";
    }
    let info = RealmInfo {
        id,
        url: url.clone(),
        origin: origin.clone(),
        top_level_origin,
        scope: Scope::Window,
        parent: request.parent,
        container: request.container,
        attribution_token,
        status,
        cross_origin_isolated: isolation == Isolation::Isolated,
        detached: false,
        headers,
        time_origin,
        navigation: Some(navigation),
    };

    // The realm: a context from the window template, with its origin's security token. A
    // navigation detaches the old realm and reuses its WindowProxy, as browsers do.
    let replaced = request.replaces.and_then(|old| {
        let browsing_context =
            state.realms.borrow().get(GroupState::index(old)).map(|r| r.browsing_context)?;
        let proxy = state.detach(scope, old, Detach::Navigated)?;
        Some((browsing_context, proxy))
    });
    let browsing_context = replaced.as_ref().map_or_else(
        || {
            let next = state.next_browsing_context.get() + 1;
            state.next_browsing_context.set(next);
            next
        },
        |(b, _)| *b,
    );
    let template = template.map(|t| v8::Local::new(scope, t));
    let global_object = replaced.map(|(_, proxy)| proxy.into());
    let context = v8::Context::new(
        scope,
        v8::ContextOptions { global_template: template, global_object, ..Default::default() },
    );
    let token = security_token(&origin, id);
    if let Some(token) = v8::String::new(scope, &token) {
        context.set_security_token(token.into());
    }
    let element_hash = request.element.as_ref().map(|e| v8::Local::new(scope, e).get_identity_hash().get());
    {
        let mut realms = state.realms.borrow_mut();
        realms.push(RealmSlot {
            info: info.clone(),
            context: Some(v8::Global::new(scope, context)),
            hooks: None,
            element: request.element.clone(),
            element_hash,
            browsing_context,
            children: Vec::new(),
            pending_children: 0,
            delays_parent_load: request.delays_parent_load,
            parsed: false,
            loaded: false,
            timeline: None,
        });
        // The indexes: its parent's children (in browsing context order; a navigated
        // frame keeps its place), its container's realms.
        if let Some(parent) = request.parent.and_then(|p| realms.get_mut(GroupState::index(p))) {
            let position = parent.children.partition_point(|child| *child < (browsing_context, id));
            parent.children.insert(position, (browsing_context, id));
        }
    }
    if let Some(hash) = element_hash {
        state.frames.borrow_mut().add_container(hash, id);
    }
    if let Some(message) = load_error {
        state.record_load_error(Some(id), message);
    }

    // The container element's contentWindow is this realm's WindowProxy.
    if let (Some(parent), Some(element)) = (request.parent, request.element.as_ref()) {
        let window = context.global(scope);
        if let (Some(parent_context), Some(hooks)) = (state.context(scope, parent), state.hooks(parent)) {
            let scope = &mut v8::ContextScope::new(scope, parent_context);
            let element = v8::Local::new(scope, element);
            call_hook_with(scope, &hooks, Hook::FrameAttached, &[element.into(), window.into()]);
        }
    }

    let document = html::parse(body);
    let scope = &mut v8::ContextScope::new(scope, context);
    let hooks = match window::bootstrap(scope, state, &info, "") {
        Ok(hooks) => {
            let hooks = Rc::new(hooks);
            if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
                slot.hooks = Some(hooks.clone());
            }
            Some(hooks)
        }
        Err(error) => {
            state.record_load_error(Some(id), format!("the window bootstrap failed: {error}"));
            None
        }
    };

    // Parse: the DOM grows as the parser goes, each script runs when the parser reaches
    // it (seeing the document so far), and frames start loading as they are inserted.
    let mut events = Vec::new();
    for item in document.items {
        match item {
            Item::Script(element) => {
                events.push(Item::Script(element.clone()));
                if let Some(hooks) = &hooks {
                    replay(scope, state, hooks, &events);
                }
                events.clear();
                // A script may have removed or navigated its own frame; and past the
                // deadline nothing more runs.
                if state.is_detached(id) || state.has_expired() {
                    return id;
                }
                run_script_element(scope, state, &info, element);
            }
            other => events.push(other),
        }
    }
    if let Some(hooks) = &hooks {
        replay(scope, state, hooks, &events);
        if !state.is_detached(id) && !state.has_expired() {
            call_hook_with(scope, hooks, Hook::ParsingFinished, &[]);
            checkpoint(scope, state);
        }
    }
    finish_parsing(state, id);
    id
}

/// Where a realm stands on cross-origin isolation.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Isolation {
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
fn cross_origin_isolation(parent: Option<&RealmInfo>, origin: &url::Origin, headers: &Headers) -> Isolation {
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

/// How many parser items go to the DOM in one `hooks.parse` call: a long document is
/// sent in pieces, each in its own handle scope, not as one huge array.
const REPLAY_CHUNK: usize = 4096;

/// Sends parser items to the realm's DOM (`hooks.parse`); stops when the group has (at
/// the deadline or the heap limit).
fn replay<'s>(scope: &mut v8::PinScope<'s, '_>, state: &GroupState, hooks: &RealmHooks, items: &[Item]) {
    for chunk in items.chunks(REPLAY_CHUNK) {
        if state.has_expired() {
            return;
        }
        v8::scope!(let scope, scope);
        replay_chunk(scope, hooks, chunk);
    }
}

fn replay_chunk<'s>(scope: &mut v8::PinScope<'s, '_>, hooks: &RealmHooks, items: &[Item]) {
    if items.is_empty() {
        return;
    }
    let mut events = Vec::with_capacity(items.len());
    for item in items {
        let (kind, name, attrs, extra): (&str, &str, &[(String, String)], Option<&str>) = match item {
            Item::Start { name, attrs, .. } => ("start", name, attrs, None),
            Item::End { name } => ("end", name, &[], None),
            Item::Text(text) => ("text", text, &[], None),
            Item::Script(script) => ("script", "script", &script.attrs, Some(&script.text)),
        };
        let mut pairs = Vec::with_capacity(attrs.len());
        for (key, value) in attrs {
            let (Some(key), Some(value)) = (v8::String::new(scope, key), v8::String::new(scope, value))
            else {
                continue;
            };
            pairs.push(v8::Array::new_with_elements(scope, &[key.into(), value.into()]).into());
        }
        let pairs = v8::Array::new_with_elements(scope, &pairs);
        let (Some(kind), Some(name)) = (v8::String::new(scope, kind), v8::String::new(scope, name)) else {
            continue;
        };
        let extra: v8::Local<v8::Value> = match extra.and_then(|e| v8::String::new(scope, e)) {
            Some(e) => e.into(),
            None => v8::undefined(scope).into(),
        };
        events.push(
            v8::Array::new_with_elements(scope, &[kind.into(), name.into(), pairs.into(), extra]).into(),
        );
    }
    let events = v8::Array::new_with_elements(scope, &events);
    call_hook_with(scope, hooks, Hook::Parse, &[events.into()]);
}

/// Marks a document parsed and queues its `DOMContentLoaded`; with no frames left
/// loading, its `load` is queued too.
fn finish_parsing(state: &GroupState, id: RealmId) {
    state.tasks.borrow_mut().push(Task::DomContentLoaded(id));
    let ready = {
        let mut realms = state.realms.borrow_mut();
        match realms.get_mut(GroupState::index(id)) {
            Some(slot) => {
                slot.parsed = true;
                slot.pending_children == 0
            }
            None => false,
        }
    };
    if ready {
        state.tasks.borrow_mut().push(Task::FireLoad(id));
    }
}

/// Runs one `<script>` element of a document (fetching `src` first): an external
/// script's element gets `load` after it ran, or `error` when it could not be fetched.
fn run_script_element(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    element: html::ScriptElement,
) {
    let external = element.src.is_some();
    let fetched = match &element.src {
        Some(src) => match info.url.join(src) {
            Ok(url) => match state.hosts.fetch(&url) {
                Ok(response) => {
                    // Errors and profiler frames of a cross-origin script are shown only
                    // when it was fetched with CORS and the server allowed it.
                    let same_origin = response.url.origin() == info.origin;
                    let cors_allowed = element.crossorigin.is_some()
                        && response
                            .headers
                            .get("Access-Control-Allow-Origin")
                            .is_some_and(|v| v == "*" || v == info.origin.ascii_serialization());
                    Ok((response.body, response.url.to_string(), 0, 0, same_origin || cors_allowed))
                }
                Err(error) => Err(error.to_string()),
            },
            Err(error) => Err(format!("bad script URL {src:?} in {}: {error}", info.url)),
        },
        None => Ok((element.text, info.url.to_string(), element.line, element.column, true)),
    };
    let (text, name, line, column, shared) = match fetched {
        Ok(fetched) => fetched,
        Err(message) => {
            state.record_load_error(Some(info.id), message);
            fire_script_event(scope, state, info.id, "error");
            return;
        }
    };
    let source = ScriptSource { text: &text, name: &name, line, column, shared_cross_origin: shared };
    if let Err(error) = script::compile_and_run(scope, info.id, &source) {
        report_exception(scope, state, info.id, error);
    }
    checkpoint(scope, state);
    if external && !state.is_detached(info.id) && !state.has_expired() {
        fire_script_event(scope, state, info.id, "load");
    }
    pump_platform(scope);
}

/// Fires `load` or `error` at the script element the parser inserted last.
fn fire_script_event(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>, realm: RealmId, kind: &str) {
    let Some(hooks) = state.hooks(realm) else { return };
    let Some(kind) = v8::String::new(scope, kind) else { return };
    call_hook_with(scope, &hooks, Hook::FireScriptEvent, &[kind.into()]);
    checkpoint(scope, state);
}

/// Loads a navigation's document: its URL, or the frame's `src` resolved against the
/// parent document's URL (no `src`, or one that does not parse, gives about:blank).
pub(super) fn navigate(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    navigation: Navigation,
) {
    let Navigation { parent, frame, element, url, replaces, delays_parent_load, reload } = navigation;
    if parent.is_some_and(|p| state.is_detached(p)) || replaces.is_some_and(|r| state.is_detached(r)) {
        return;
    }
    let parent_url = parent.and_then(|p| state.info(p)).map(|p| p.url);
    let src = frame.as_ref().and_then(|f| f.src.clone()).unwrap_or_default();
    let Ok(blank) = Url::parse("about:blank") else { return };
    let (url, error) = match (url, &parent_url) {
        (Some(url), _) => (url, None),
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
    let container = frame.map(|f| Container { kind: f.kind, id: f.id.unwrap_or_default(), src });
    let request =
        DocumentRequest { url, error, parent, container, element, replaces, delays_parent_load, reload };
    load_document(scope, state, template, request);
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

/// Fires `load` at a window, then at its container element, then lets its parent's
/// `load` follow once all of the parent's frames have loaded (children first).
pub(super) fn fire_load(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: RealmId) {
    if state.is_detached(id) {
        return;
    }
    if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
        slot.loaded = true;
    }
    if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(id)) {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook_with(scope, &hooks, Hook::FireWindowLoad, &[]);
        checkpoint(scope, state);
    }
    let Some(parent) = state.parent_of(id) else { return };
    if let (Some(element), Some(context), Some(hooks)) =
        (state.element(scope, id), state.context(scope, parent), state.hooks(parent))
        && !state.is_detached(id)
    {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook_with(scope, &hooks, Hook::FireElementLoad, &[element.into()]);
        checkpoint(scope, state);
    }
    let delays = state
        .realms
        .borrow_mut()
        .get_mut(GroupState::index(id))
        .is_some_and(|slot| std::mem::take(&mut slot.delays_parent_load));
    if delays {
        state.child_loaded(parent);
    }
}
