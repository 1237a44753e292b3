//! A browsing context group on one V8 isolate: its realms (the top document and every
//! nested one), how documents load into them, and the event loop that runs them.
//! [HTML §7.3.1 Browsing context groups](https://html.spec.whatwg.org/multipage/document-sequences.html#browsing-context-group)
use std::cell::{Cell, RefCell};
use std::num::NonZeroU64;
use std::rc::Rc;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use super::console::{ConsoleLog, ConsoleMessage};
use super::event_loop::{DueTimer, Outcome, Task, TaskQueue, TimerHandler, Timers};
use super::loader::headers::Headers;
use super::loader::hosts::{Response, VirtualHosts};
use super::loader::html::{self, FrameElement, Item};
use super::platform::{init_v8, pump_platform};
use super::realm::{Container, RealmId, RealmInfo, Scope};
use super::script::{self, ScriptSource, UncaughtError};
use super::web::measure_memory::attribution_token::{
    MemoryAttributionContainer, WindowTokenInput, obtain_window_memory_attribution_token,
};
use super::web::window;
use crate::bindings::{access_check, promise_rejections, realm as realm_ids};

/// Something that went wrong in the page (recorded; the run goes on).
#[derive(Clone, Debug, Serialize)]
pub struct PageError {
    /// The realm it happened in, if any.
    pub realm: Option<RealmId>,
    /// `script` (an uncaught exception) or `load` (a document or script that failed to
    /// load, a bad URL, a bad headers file).
    pub kind: &'static str,
    pub message: String,
    /// `url:line:column` for script errors.
    pub location: Option<String>,
}

struct RealmSlot {
    info: RealmInfo,
    context: v8::Global<v8::Context>,
    hooks: Option<v8::Global<v8::Object>>,
    /// Child frames whose document has not fired `load` yet.
    pending_children: usize,
    parsed: bool,
    loaded: bool,
}

/// The group's state, shared with native callbacks through an isolate slot.
pub struct GroupState {
    pub hosts: VirtualHosts,
    pub started: Instant,
    pub console: ConsoleLog,
    pub timers: RefCell<Timers>,
    pub tasks: RefCell<TaskQueue>,
    /// Work V8 will deliver in platform tasks (e.g. memory measurements): the loop is not
    /// idle while it is non-zero.
    pub pending_platform_work: Cell<usize>,
    realms: RefCell<Vec<RealmSlot>>,
    errors: RefCell<Vec<PageError>>,
}

impl GroupState {
    /// The state of the group `isolate` belongs to.
    pub fn of(isolate: &v8::Isolate) -> Option<Rc<GroupState>> {
        isolate.get_slot::<Rc<GroupState>>().cloned()
    }

    fn index(id: RealmId) -> usize {
        (id.get() - 1) as usize
    }

    pub fn info(&self, id: RealmId) -> Option<RealmInfo> {
        self.realms.borrow().get(Self::index(id)).map(|r| r.info.clone())
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.realms.borrow().iter().map(|r| r.info.clone()).collect()
    }

    pub fn parent_of(&self, id: RealmId) -> Option<RealmId> {
        self.realms.borrow().get(Self::index(id)).and_then(|r| r.info.parent)
    }

    pub fn top_of(&self, id: RealmId) -> Option<RealmId> {
        let mut current = id;
        while let Some(parent) = self.parent_of(current) {
            current = parent;
        }
        Some(current)
    }

    pub fn child_count(&self, id: RealmId) -> usize {
        self.realms.borrow().iter().filter(|r| r.info.parent == Some(id)).count()
    }

    pub fn is_loaded(&self, id: RealmId) -> bool {
        self.realms.borrow().get(Self::index(id)).is_some_and(|r| r.loaded)
    }

    pub fn context<'s>(
        &self,
        scope: &v8::PinScope<'s, '_, ()>,
        id: RealmId,
    ) -> Option<v8::Local<'s, v8::Context>> {
        self.realms.borrow().get(Self::index(id)).map(|r| v8::Local::new(scope, &r.context))
    }

    /// The window proxy of a realm.
    pub fn global_of<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        id: RealmId,
    ) -> Option<v8::Local<'s, v8::Value>> {
        let context = self.context(scope, id)?;
        Some(context.global(scope).into())
    }

    fn hooks<'s>(&self, scope: &v8::PinScope<'s, '_, ()>, id: RealmId) -> Option<v8::Local<'s, v8::Object>> {
        self.realms
            .borrow()
            .get(Self::index(id))
            .and_then(|r| r.hooks.as_ref().map(|h| v8::Local::new(scope, h)))
    }

    pub fn record_error(&self, realm: RealmId, error: UncaughtError) {
        self.errors.borrow_mut().push(PageError {
            realm: Some(realm),
            kind: "script",
            message: error.message,
            location: error.location,
        });
    }

    fn record_load_error(&self, realm: Option<RealmId>, message: String) {
        self.errors.borrow_mut().push(PageError { realm, kind: "load", message, location: None });
    }

    pub fn errors(&self) -> Vec<PageError> {
        self.errors.borrow().clone()
    }

    pub fn console_messages(&self) -> Vec<ConsoleMessage> {
        self.console.messages()
    }
}

/// A browsing context group: one isolate, its realms and its event loop.
pub struct BrowsingContextGroup {
    state: Rc<GroupState>,
    template: Option<v8::Global<v8::ObjectTemplate>>,
    isolate: v8::OwnedIsolate,
}

/// Where a document to load comes from.
struct DocumentRequest {
    /// The URL to fetch (`about:blank` is not fetched).
    url: Url,
    /// Why the URL is not the one the page asked for (a bad `src`), to record.
    error: Option<String>,
    parent: Option<RealmId>,
    container: Option<Container>,
}

impl BrowsingContextGroup {
    pub fn new(hosts: VirtualHosts) -> Self {
        init_v8();
        let mut isolate = v8::Isolate::new(v8::CreateParams::default());
        access_check::throw_security_errors(&mut isolate);
        promise_rejections::track(&mut isolate);
        isolate.set_microtasks_policy(v8::MicrotasksPolicy::Explicit);
        let state = Rc::new(GroupState {
            hosts,
            started: Instant::now(),
            console: ConsoleLog::default(),
            timers: RefCell::default(),
            tasks: RefCell::default(),
            pending_platform_work: Cell::new(0),
            realms: RefCell::default(),
            errors: RefCell::default(),
        });
        isolate.set_slot(state.clone());
        let template = {
            v8::scope!(let scope, &mut isolate);
            let template = window::window_template(scope);
            v8::Global::new(scope, template)
        };
        Self { state, template: Some(template), isolate }
    }

    pub fn state(&self) -> &Rc<GroupState> {
        &self.state
    }

    /// Loads `url` as the top-level document: fetches it (a missing document still gets an
    /// empty realm, and an error is recorded), creates its realm and runs its scripts.
    /// Nested documents load in later tasks of [`Self::run`].
    pub fn load(&mut self, url: Url) -> RealmId {
        let state = self.state.clone();
        let template = self.template.clone();
        v8::scope!(let scope, &mut self.isolate);
        let request = DocumentRequest { url, error: None, parent: None, container: None };
        load_document(scope, &state, template.as_ref(), request)
    }

    /// Runs the event loop until nothing remains to do, or until `timeout` has passed.
    pub fn run(&mut self, timeout: Duration) -> Outcome {
        let deadline = Instant::now() + timeout;
        let state = self.state.clone();
        let template = self.template.clone();
        loop {
            pump_platform(&mut self.isolate);
            let task = state.tasks.borrow_mut().pop();
            if let Some(task) = task {
                v8::scope!(let scope, &mut self.isolate);
                run_task(scope, &state, template.as_ref(), task);
                continue;
            }
            let now = Instant::now();
            let due = state.timers.borrow_mut().take_due(now);
            if let Some(timer) = due {
                v8::scope!(let scope, &mut self.isolate);
                run_timer(scope, &state, timer);
                continue;
            }
            if now >= deadline {
                return Outcome::Timeout;
            }
            let next = state.timers.borrow().next_due();
            match next {
                // Sleep until the timer, but wake often enough to pump platform tasks.
                Some(due) => std::thread::sleep(
                    due.min(deadline).saturating_duration_since(now).min(Duration::from_millis(5)),
                ),
                None if state.pending_platform_work.get() > 0 => std::thread::sleep(Duration::from_millis(1)),
                None => return Outcome::Idle,
            }
        }
    }

    /// Evaluates `code` in a realm as a classic script and returns the completion value's
    /// string form (for tools and tests). Runs a microtask checkpoint afterwards.
    pub fn eval(&mut self, realm: RealmId, code: &str) -> Result<String, UncaughtError> {
        let state = self.state.clone();
        v8::scope!(let scope, &mut self.isolate);
        let context = state.context(scope, realm).ok_or_else(|| script::internal_error("no such realm"))?;
        let scope = &mut v8::ContextScope::new(scope, context);
        let source = ScriptSource {
            text: code,
            name: "framescope:eval",
            shared_cross_origin: true,
            ..Default::default()
        };
        let result = script::evaluate(scope, realm, &source).map(|v| {
            v8::tc_scope!(let tc, scope);
            v.to_string(tc).map(|s| s.to_rust_string_lossy(tc)).unwrap_or_default()
        });
        checkpoint(scope, &state);
        result
    }

    pub fn realms(&self) -> Vec<RealmInfo> {
        self.state.realms()
    }
}

impl Drop for BrowsingContextGroup {
    fn drop(&mut self) {
        // Free V8 handles while the isolate still lives (the state itself outlives it in
        // the isolate's slot).
        self.state.timers.borrow_mut().clear_all();
        self.state.tasks.borrow_mut().retain(|_| false);
        for slot in self.state.realms.borrow_mut().iter_mut() {
            slot.hooks = None;
        }
        self.template = None;
    }
}

fn opaque_token_for(id: RealmId) -> String {
    format!("opaque:{id}")
}

/// Creates a window realm for a document request: fetch, realm with origin and token,
/// bootstrap, then the document's scripts in order; its frames are queued.
fn load_document(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    request: DocumentRequest,
) -> RealmId {
    let id = RealmId::new(state.realms.borrow().len() as u64 + 1).unwrap_or(NonZeroU64::MIN);
    let parent_info = request.parent.and_then(|p| state.info(p));

    // Fetch the document. A failure leaves an empty document (as browsers show a 404
    // page or a blank frame) and is recorded.
    let (response, load_error): (Option<Response>, Option<String>) = if request.url.scheme() == "about" {
        (None, request.error)
    } else {
        match state.hosts.fetch(&request.url) {
            Ok(response) => (Some(response), None),
            Err(error) => (None, Some(error.to_string())),
        }
    };
    let url = response.as_ref().map_or_else(|| request.url.clone(), |r| r.url.clone());
    let status = match (&response, &load_error) {
        (Some(r), _) => r.status,
        (None, Some(_)) if url.scheme() != "about" => 404,
        _ => 200,
    };
    let headers = response.as_ref().map(|r| r.headers.clone()).unwrap_or_else(Headers::default);
    let body = response.as_ref().map(|r| r.body.as_str()).unwrap_or("");

    // Origins: about:blank (and a document that failed to parse as a URL) inherits its
    // creator's origin.
    let origin = if url.scheme() == "about" {
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
        headers,
    };

    // The realm: a context from the window template, with its origin's security token.
    let template = template.map(|t| v8::Local::new(scope, t));
    let context =
        v8::Context::new(scope, v8::ContextOptions { global_template: template, ..Default::default() });
    let token = if origin.is_tuple() { origin.ascii_serialization() } else { opaque_token_for(id) };
    if let Some(token) = v8::String::new(scope, &token) {
        context.set_security_token(token.into());
    }
    state.realms.borrow_mut().push(RealmSlot {
        info: info.clone(),
        context: v8::Global::new(scope, context),
        hooks: None,
        pending_children: 0,
        parsed: false,
        loaded: false,
    });
    if let Some(message) = load_error {
        state.record_load_error(Some(id), message);
    }

    let document = html::parse(body);
    let scope = &mut v8::ContextScope::new(scope, context);
    match window::bootstrap(scope, state, &info, &document.title) {
        Ok(hooks) => {
            let hooks = v8::Global::new(scope, hooks);
            if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
                slot.hooks = Some(hooks);
            }
        }
        Err(error) => state.record_load_error(Some(id), format!("the window bootstrap failed: {error}")),
    }

    // Parse: scripts run in document order; frames start loading in later tasks.
    for item in document.items {
        match item {
            Item::Script(element) => run_script_element(scope, state, &info, element),
            Item::Frame(frame) => {
                if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
                    slot.pending_children += 1;
                }
                state.tasks.borrow_mut().push(Task::Navigate { parent: id, frame });
            }
        }
    }
    finish_parsing(state, id);
    id
}

/// Marks a document parsed; with no frames left loading, its `load` is queued.
fn finish_parsing(state: &GroupState, id: RealmId) {
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

/// Runs one `<script>` element of a document (fetching `src` first).
fn run_script_element(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    element: html::ScriptElement,
) {
    let (text, name, line, column, shared) = match &element.src {
        Some(src) => {
            let url = match info.url.join(src) {
                Ok(url) => url,
                Err(error) => {
                    state.record_load_error(
                        Some(info.id),
                        format!("bad script URL {src:?} in {}: {error}", info.url),
                    );
                    return;
                }
            };
            match state.hosts.fetch(&url) {
                Ok(response) => {
                    // Errors and profiler frames of a cross-origin script are shown only
                    // when it was fetched with CORS and the server allowed it.
                    let same_origin = response.url.origin() == info.origin;
                    let cors_allowed = element.crossorigin.is_some()
                        && response
                            .headers
                            .get("Access-Control-Allow-Origin")
                            .is_some_and(|v| v == "*" || v == info.origin.ascii_serialization());
                    (response.body, response.url.to_string(), 0, 0, same_origin || cors_allowed)
                }
                Err(error) => {
                    state.record_load_error(Some(info.id), error.to_string());
                    return;
                }
            }
        }
        None => (element.text, info.url.to_string(), element.line, element.column, true),
    };
    let source = ScriptSource { text: &text, name: &name, line, column, shared_cross_origin: shared };
    if let Err(error) = script::compile_and_run(scope, info.id, &source) {
        report_exception(scope, state, info.id, error);
    }
    checkpoint(scope, state);
    pump_platform(scope);
}

/// HTML's "report the exception": recorded, then an `error` event at the window.
fn report_exception(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: RealmId,
    error: UncaughtError,
) {
    let (file, line, column) = error.position.clone().unwrap_or_default();
    let message = error.message.clone();
    state.record_error(realm, error);
    let Some(hooks) = state.hooks(scope, realm) else { return };
    let Some(key) = v8::String::new(scope, "fireError") else { return };
    let Some(fire) = hooks.get(scope, key.into()).and_then(|f| v8::Local::<v8::Function>::try_from(f).ok())
    else {
        return;
    };
    let (Some(message), Some(file)) = (v8::String::new(scope, &message), v8::String::new(scope, &file))
    else {
        return;
    };
    let undefined = v8::undefined(scope);
    let args = [
        undefined.into(),
        message.into(),
        file.into(),
        v8::Integer::new_from_unsigned(scope, line).into(),
        v8::Integer::new_from_unsigned(scope, column).into(),
    ];
    v8::tc_scope!(let tc, scope);
    let _ = fire.call(tc, undefined.into(), &args);
}

fn run_task(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    task: Task,
) {
    match task {
        Task::Navigate { parent, frame } => navigate_frame(scope, state, template, parent, frame),
        Task::FireLoad(id) => fire_load(scope, state, id),
    }
}

/// Loads a frame's document: its URL resolved against the parent document's.
fn navigate_frame(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &Rc<GroupState>,
    template: Option<&v8::Global<v8::ObjectTemplate>>,
    parent: RealmId,
    frame: FrameElement,
) {
    let Some(parent_info) = state.info(parent) else { return };
    let src = frame.src.clone().unwrap_or_default();
    // No src (or an unparsable one) leaves the frame at about:blank.
    let Ok(blank) = Url::parse("about:blank") else { return };
    let (url, error) = if src.trim().is_empty() {
        (blank, None)
    } else {
        match parent_info.url.join(src.trim()) {
            Ok(url) => (url, None),
            Err(e) => (blank, Some(format!("bad frame URL {src:?} in {}: {e}", parent_info.url))),
        }
    };
    let container = Container { kind: frame.kind, id: frame.id.unwrap_or_default(), src };
    let request = DocumentRequest { url, error, parent: Some(parent), container: Some(container) };
    load_document(scope, state, template, request);
}

/// Fires `load` at a window, then lets its parent's `load` follow once all of the
/// parent's frames have loaded (children first, as browsers do).
fn fire_load(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: RealmId) {
    if let Some(slot) = state.realms.borrow_mut().get_mut(GroupState::index(id)) {
        slot.loaded = true;
    }
    if let (Some(context), Some(hooks)) = (state.context(scope, id), state.hooks(scope, id)) {
        let scope = &mut v8::ContextScope::new(scope, context);
        call_hook(scope, hooks, "dispatchWindowEvent", "load");
        checkpoint(scope, state);
    }
    let Some(parent) = state.parent_of(id) else { return };
    let ready = {
        let mut realms = state.realms.borrow_mut();
        match realms.get_mut(GroupState::index(parent)) {
            Some(slot) => {
                slot.pending_children = slot.pending_children.saturating_sub(1);
                slot.parsed && slot.pending_children == 0 && !slot.loaded
            }
            None => false,
        }
    };
    if ready {
        state.tasks.borrow_mut().push(Task::FireLoad(parent));
    }
}

/// A microtask checkpoint, then HTML's notification about rejected promises: an
/// `unhandledrejection` event at the promise's window, and a recorded error when no
/// listener canceled it.
pub fn checkpoint(scope: &mut v8::PinScope<'_, '_>, state: &Rc<GroupState>) {
    scope.perform_microtask_checkpoint();
    for rejection in promise_rejections::take(scope) {
        let promise = v8::Local::new(scope, &rejection.promise);
        let reason = v8::Local::new(scope, &rejection.reason);
        let Some(context) = promise.get_creation_context(scope) else { continue };
        let Some(realm) = realm_ids::realm_id(scope, context) else { continue };
        let scope = &mut v8::ContextScope::new(scope, context);
        let unhandled = match (state.hooks(scope, realm), v8::String::new(scope, "fireUnhandledRejection")) {
            (Some(hooks), Some(key)) => {
                let fire =
                    hooks.get(scope, key.into()).and_then(|f| v8::Local::<v8::Function>::try_from(f).ok());
                v8::tc_scope!(let tc, scope);
                let undefined = v8::undefined(tc).into();
                fire.and_then(|f| f.call(tc, undefined, &[promise.into(), reason]))
                    .is_none_or(|r| r.is_true())
            }
            _ => true,
        };
        if unhandled {
            let mut error = script::describe_exception(scope, reason);
            error.message = format!("(in promise) {}", error.message);
            state.record_error(realm, error);
        }
    }
}

fn call_hook(scope: &mut v8::PinScope<'_, '_>, hooks: v8::Local<v8::Object>, name: &str, argument: &str) {
    let (Some(key), Some(argument)) = (v8::String::new(scope, name), v8::String::new(scope, argument)) else {
        return;
    };
    let Some(function) =
        hooks.get(scope, key.into()).and_then(|f| v8::Local::<v8::Function>::try_from(f).ok())
    else {
        return;
    };
    v8::tc_scope!(let tc, scope);
    let undefined = v8::undefined(tc).into();
    let _ = function.call(tc, undefined, &[argument.into()]);
}

/// Runs a due timer's handler in its realm ([timer initialization steps], step 8).
fn run_timer(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, timer: DueTimer) {
    let DueTimer { realm, handler, args, nesting, .. } = timer;
    let Some(context) = state.context(scope, realm) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let previous = std::mem::replace(&mut state.timers.borrow_mut().current_nesting, nesting);
    let result = match handler {
        TimerHandler::Function(function) => {
            let function = v8::Local::new(scope, function);
            let args: Vec<v8::Local<v8::Value>> = args.iter().map(|a| v8::Local::new(scope, a)).collect();
            let this = context.global(scope).into();
            v8::tc_scope!(let tc, scope);
            match function.call(tc, this, &args) {
                Some(_) => Ok(()),
                None => Err(script::uncaught(tc)),
            }
        }
        TimerHandler::Source(text) => {
            let url = state.info(realm).map(|i| i.url.to_string()).unwrap_or_default();
            let source =
                ScriptSource { text: &text, name: &url, shared_cross_origin: true, ..Default::default() };
            script::evaluate(scope, realm, &source).map(|_| ())
        }
    };
    if let Err(error) = result {
        report_exception(scope, state, realm, error);
    }
    state.timers.borrow_mut().current_nesting = previous;
    checkpoint(scope, state);
}
