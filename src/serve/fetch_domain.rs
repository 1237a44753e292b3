//! The [Fetch](https://chromedevtools.github.io/devtools-protocol/tot/Fetch/) domain:
//! request interception, as Puppeteer's `page.setRequestInterception` and Playwright's
//! `page.route` use it. `Fetch.enable` with `patterns` (a URL glob — `*` any run of
//! characters, `?` one, `\` escaping —, a `resourceType`, a `requestStage` of `Request` or
//! `Response`) makes every request of the page's thread that a pattern matches pause
//! (`runtime/loader/request_interception.rs`): `Fetch.requestPaused` to the sessions whose
//! pattern matched, and the fetch waits for one of them to answer with `continueRequest`
//! (the URL, method, headers or body changed), `fulfillRequest` (a response of the
//! client's), `failRequest`; at the response stage, with `getResponseBody`,
//! `continueResponse`, `fulfillRequest` or `failRequest`.
//!
//! While a request waits, the page's thread reads its messages in a nested loop, as while a
//! dialog is open (`nested_wait.rs`): the Fetch commands are answered at once, everything
//! else waits until the request goes on. The requests of the page's other threads (its
//! workers', its `fetch()`es and XHRs in parallel) come as messages (`fetch_relay.rs`) and
//! are answered when a client's command comes, while the page runs on. A client that
//! enabled Network too is told the request's `Network.requestWillBeSent` before it is
//! paused, with the id the paused event names as its `networkId` (Playwright pairs them),
//! and not again when the fetch ends.
//!
//! A redirected request pauses at each hop, as in Chrome: the loader asks again at each
//! redirect (`request_interception::redirect`), with the hop's request (its method and
//! headers as the loader will send them) and the redirect response; its request id is
//! `interception-job-N.H`, `H` the number of redirects before it, and the hop before it is
//! its `redirectedRequestId`.
use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Instant, SystemTime};

use base64::Engine;
use serde_json::{Value, json};
use url::Url;

use super::fetch_relay::Intercepted;
use super::nested_wait::{Heard, wait_for};
use super::network::{NetworkTeller, redirect_response, request_object};
use super::page::{PageMessage, Sessions};
use super::protocol::{self, Command};
use super::realm_registration::Registrar;
use crate::runtime::group::GroupState;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::Response;
use crate::runtime::loader::network_observer::NetworkEvent;
use crate::runtime::loader::request_interception::{
    Interceptor, PausedRequest, RequestDecision, ResponseDecision,
};

/// A `Fetch.RequestPattern`.
#[derive(Clone, Debug)]
struct Pattern {
    url: String,
    resource_type: Option<String>,
    response_stage: bool,
}

/// The page's Fetch domain: each session's patterns, and what waits.
pub(super) struct FetchDomain {
    pub(super) page_id: String,
    pub(super) state: Rc<GroupState>,
    pub(super) registrar: Rc<Registrar>,
    pub(super) receiver: Rc<Receiver<PageMessage>>,
    pub(super) sessions: Sessions,
    pub(super) deferred: Rc<RefCell<VecDeque<PageMessage>>>,
    patterns: RefCell<HashMap<u64, Vec<Pattern>>>,
    /// Whether some session has patterns (shared with the page's other threads'
    /// interceptor, `fetch_relay.rs`, which asks nothing while none has).
    pub(super) enabled: Arc<AtomicBool>,
    /// Whether some session's pattern is of the response stage (shared with the relay,
    /// which sends no response to the page's thread while none is).
    pub(super) responses: Arc<AtomicBool>,
    /// Whether the page closed (shared with the relay too).
    pub(super) closed: Arc<AtomicBool>,
    /// The requests (and responses) of other threads now paused, by request id, with the
    /// sessions that were told.
    remote: RefCell<HashMap<String, (HashSet<u64>, Intercepted)>>,
}

thread_local! {
    /// The fetches (by the observer's number) whose `requestWillBeSent`s were told before
    /// they could pause: how many of their requests (the first, then a hop after each
    /// redirect), and the `requestId` those events named.
    static TOLD_EARLY: RefCell<HashMap<u64, (usize, String)>> = RefCell::default();
}

/// Fetch `id`'s first `requestWillBeSent` was told as it began (`network.rs`), naming
/// `request_id`.
pub(super) fn tell_started(id: u64, request_id: String) {
    TOLD_EARLY.with(|told| {
        told.borrow_mut().entry(id).or_insert((1, request_id));
    });
}

/// Whether fetch `id`'s first `requestWillBeSent` was told already.
pub(super) fn was_told_early(id: u64) -> bool {
    TOLD_EARLY.with(|told| told.borrow().contains_key(&id))
}

/// How many of fetch `id`'s `requestWillBeSent`s were told already (forgetting them).
pub(super) fn told_early(id: u64) -> usize {
    TOLD_EARLY.with(|told| told.borrow_mut().remove(&id)).map_or(0, |(count, _)| count)
}

/// The Fetch domain's `requestId` of a request: Chrome's, `interception-job-N.H` (`N` the
/// fetch's number, `H` how many redirects led to it), the same at its response stage.
fn request_id(request: &PausedRequest) -> String {
    job_id(request.job, request.hop)
}

/// The `requestId` of hop `hop` of fetch number `job`.
fn job_id(job: u64, hop: usize) -> String {
    format!("interception-job-{job}.{hop}")
}

impl FetchDomain {
    pub(super) fn new(
        page_id: String,
        state: Rc<GroupState>,
        registrar: Rc<Registrar>,
        receiver: Rc<Receiver<PageMessage>>,
        sessions: Sessions,
        deferred: Rc<RefCell<VecDeque<PageMessage>>>,
    ) -> Self {
        Self {
            page_id,
            state,
            registrar,
            receiver,
            sessions,
            deferred,
            patterns: RefCell::default(),
            enabled: Arc::default(),
            responses: Arc::default(),
            closed: Arc::default(),
            remote: RefCell::default(),
        }
    }

    /// A Fetch command outside a pause: `enable` and `disable`; the others name a request
    /// that is not paused.
    pub(super) fn command(&self, key: u64, command: &Command) -> String {
        match command.method.as_str() {
            "Fetch.enable" => {
                let patterns = match command.params.get("patterns") {
                    None => vec![Pattern { url: "*".into(), resource_type: None, response_stage: false }],
                    Some(Value::Array(list)) => list.iter().map(pattern_of).collect(),
                    Some(_) => {
                        return command
                            .fail(protocol::INVALID_PARAMS, "Invalid parameters: patterns: array expected");
                    }
                };
                self.patterns.borrow_mut().insert(key, patterns);
                self.store_flags();
                command.reply(json!({}))
            }
            "Fetch.disable" => {
                self.forget(key);
                command.reply(json!({}))
            }
            "Fetch.continueRequest"
            | "Fetch.continueResponse"
            | "Fetch.fulfillRequest"
            | "Fetch.failRequest"
            | "Fetch.getResponseBody"
            | "Fetch.continueWithAuth"
                if command.string("requestId").is_some_and(|id| self.remote.borrow().contains_key(id)) =>
            {
                self.answer_remote(command)
            }
            "Fetch.continueRequest"
            | "Fetch.continueResponse"
            | "Fetch.fulfillRequest"
            | "Fetch.failRequest"
            | "Fetch.getResponseBody"
            | "Fetch.continueWithAuth" => command.fail(protocol::SERVER_ERROR, "Invalid InterceptionId."),
            _ => command.unknown(),
        }
    }

    /// A session went (or disabled Fetch): its patterns too, and the requests of other
    /// threads that only it was told of go on.
    pub(super) fn forget(&self, key: u64) {
        self.patterns.borrow_mut().remove(&key);
        self.store_flags();
        // (Dropping a request's reply lets it go on, unchanged.)
        self.remote.borrow_mut().retain(|_, (keys, _)| {
            keys.remove(&key);
            !keys.is_empty()
        });
    }

    /// What the relay reads of the sessions' patterns: whether any session has some, and
    /// whether any is of the response stage.
    fn store_flags(&self) {
        let patterns = self.patterns.borrow();
        self.enabled.store(!patterns.is_empty(), Ordering::SeqCst);
        let responses = patterns.values().flatten().any(|pattern| pattern.response_stage);
        self.responses.store(responses, Ordering::SeqCst);
    }

    /// The page closes: the requests of other threads go on, and no more are paused.
    pub(super) fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        self.enabled.store(false, Ordering::SeqCst);
        self.responses.store(false, Ordering::SeqCst);
        self.remote.borrow_mut().clear();
    }

    /// A request (or response) of another thread of the page: paused for the sessions
    /// whose pattern matches it (told `Fetch.requestPaused`, with its `networkId` as the
    /// page's own requests; the answer comes as a command, [`Self::answer_remote`]), or
    /// let go on at once.
    pub(super) fn intercept(&self, intercepted: Intercepted) {
        let (request, response) = match &intercepted {
            Intercepted::Request { request, .. } => (request, None),
            Intercepted::Response { request, response, .. } => (request, Some(response)),
        };
        // (Its `requestWillBeSent` first, so that a client pairs the pause with it.)
        let network_id = self.tell_request_early(request);
        let keys = self.intercepting(request, response.is_some());
        if keys.is_empty() {
            // (Dropping the reply lets it go on, unchanged.)
            return;
        }
        let request_id = request_id(request);
        let mut params = self.paused_params(request, &request_id, network_id.as_deref());
        if let Some(response) = response {
            add_response(&mut params, response);
        }
        for (key, session) in self.sessions.borrow().iter() {
            if keys.contains(key) {
                session.event("Fetch.requestPaused", params.clone());
            }
        }
        self.remote.borrow_mut().insert(request_id, (keys, intercepted));
    }

    /// A client's answer to a paused request of another thread: it goes on, or (after a
    /// body read, or a bad answer) stays paused as it is.
    fn answer_remote(&self, command: &Command) -> String {
        let id = command.string("requestId").unwrap_or_default().to_string();
        let mut remote = self.remote.borrow_mut();
        let Some((_, intercepted)) = remote.get(&id) else {
            return command.fail(protocol::SERVER_ERROR, "Invalid InterceptionId.");
        };
        // (`Some`: a body read, the request still paused.)
        let outcome = match intercepted {
            Intercepted::Request { request, reply } => decide_request(command, request).map(|decision| {
                let _ = reply.send(decision);
                None
            }),
            Intercepted::Response { request, response, reply } => decide_response(command, request, response)
                .map(|answer| match answer {
                    ResponseAnswer::Body(body) => Some(body),
                    ResponseAnswer::Decision(decision) => {
                        let _ = reply.send(decision);
                        None
                    }
                }),
        };
        match outcome {
            Ok(Some(body)) => command.reply(body),
            Ok(None) => {
                remote.remove(&id);
                command.reply(json!({}))
            }
            Err(message) => command.fail(protocol::INVALID_PARAMS, &message),
        }
    }

    /// The sessions with a pattern for `request` at the stage.
    fn intercepting(&self, request: &PausedRequest, response_stage: bool) -> HashSet<u64> {
        let url = request.url.as_str();
        let kind = resource_type(request);
        self.patterns
            .borrow()
            .iter()
            .filter(|(_, patterns)| {
                patterns.iter().any(|p| {
                    p.response_stage == response_stage
                        && p.resource_type.as_deref().is_none_or(|t| t == kind)
                        && glob_matches(&p.url, url)
                })
            })
            .map(|(key, _)| *key)
            .collect()
    }

    /// Tells `Network.requestWillBeSent` of `request` now (the fetches recorded before
    /// first; a hop with the redirect response that led to it), unless it was told, and
    /// gives the `requestId` it names (the paused event's `networkId`).
    fn tell_request_early(&self, request: &PausedRequest) -> Option<String> {
        let id = request.network_id?;
        let told = TOLD_EARLY.with(|told| told.borrow().get(&id).cloned());
        if let Some((_, network_id)) = told.filter(|(count, _)| *count > request.hop) {
            return Some(network_id);
        }
        let loader_id = |realm| self.registrar.loader_id(&self.state, realm);
        let teller = NetworkTeller {
            state: &self.state,
            page_id: &self.page_id,
            top: self.registrar.top.get(),
            loader_id: &loader_id,
        };
        teller.tell_except(&self.sessions, Some(id));
        let now = Instant::now();
        let event = NetworkEvent {
            id,
            context: request.context,
            url: request.url.clone(),
            method: request.method.clone(),
            headers: request.headers.clone(),
            started: now,
            started_wall: SystemTime::now(),
            ended: now,
            outcome: Err(String::new()),
        };
        let (method, mut params) = teller.network_events(&event).into_iter().next()?;
        add_post_data(&mut params["request"], request);
        if let Some(redirect) = &request.redirected_by {
            params["redirectResponse"] = redirect_response(&redirect.url, redirect.status, &redirect.headers);
        }
        let network_id = params["requestId"].as_str().map(str::to_string)?;
        let listening: Vec<_> =
            self.sessions.borrow().values().filter(|s| s.network.get()).cloned().collect();
        if !listening.is_empty() {
            for session in &listening {
                session.event(method, params.clone());
            }
            let entry = (request.hop + 1, network_id.clone());
            TOLD_EARLY.with(|told| told.borrow_mut().insert(id, entry));
        }
        Some(network_id)
    }

    /// Tells the sessions `keys` of the pause, and waits for one of them to answer;
    /// `None` when they all went (or the page closes).
    fn pause(&self, keys: HashSet<u64>, params: Option<&Value>, request_id: &str) -> Option<(Command, u64)> {
        for (key, session) in self.sessions.borrow().iter() {
            if let Some(params) = params.filter(|_| keys.contains(key)) {
                session.event("Fetch.requestPaused", params.clone());
            }
        }
        let heard = |key: u64, command: Command| {
            if !command.method.starts_with("Fetch.") {
                return Heard::Deferred(command);
            }
            let session = self.sessions.borrow().get(&key).cloned();
            let Some(session) = session else { return Heard::Handled };
            if command.string("requestId") == Some(request_id) {
                return Heard::Answered((command, key));
            }
            session.send(self.command(key, &command));
            Heard::Handled
        };
        wait_for(&self.receiver, &self.deferred, keys, heard, |key| self.forget(key))
    }

    fn reply(&self, key: u64, text: String) {
        if let Some(session) = self.sessions.borrow().get(&key) {
            session.send(text);
        }
    }

    /// The paused event's parameters common to both stages.
    fn paused_params(&self, request: &PausedRequest, request_id: &str, network_id: Option<&str>) -> Value {
        let mut described = request_object(&request.url, &request.method, &request.headers);
        add_post_data(&mut described, request);
        let frame = request
            .context
            .document
            .or(request.context.realm)
            .filter(|_| !request.context.worker)
            .and_then(crate::runtime::realm::RealmId::new)
            .filter(|realm| self.state.info(*realm).is_some())
            .map(|realm| super::frames::frame_id_of(&self.state, &self.page_id, realm))
            .unwrap_or_else(|| self.page_id.clone());
        let mut params = json!({
            "requestId": request_id,
            "request": described,
            "frameId": frame,
            "resourceType": resource_type(request),
        });
        if let Some(network_id) = network_id {
            params["networkId"] = json!(network_id);
        }
        if let Some(previous) = request.hop.checked_sub(1) {
            params["redirectedRequestId"] = json!(job_id(request.job, previous));
        }
        params
    }
}

impl Interceptor for FetchDomain {
    fn request(&self, request: &PausedRequest) -> RequestDecision {
        let unchanged = RequestDecision::Continue { url: None, method: None, headers: None, body: None };
        if self.patterns.borrow().is_empty() {
            return unchanged;
        }
        // (Told while Fetch is enabled whether or not it pauses, so that a fetch's
        // requests are told in order when only a later hop of it pauses.)
        let network_id = self.tell_request_early(request);
        let keys = self.intercepting(request, false);
        if keys.is_empty() {
            return unchanged;
        }
        let request_id = request_id(request);
        let params = self.paused_params(request, &request_id, network_id.as_deref());
        let Some((command, key)) = self.pause(keys, Some(&params), &request_id) else { return unchanged };
        match decide_request(&command, request) {
            Ok(decision) => {
                self.reply(key, command.reply(json!({})));
                decision
            }
            Err(message) => {
                self.reply(key, command.fail(protocol::INVALID_PARAMS, &message));
                unchanged
            }
        }
    }

    fn wants_response(&self, request: &PausedRequest) -> bool {
        !self.patterns.borrow().is_empty() && !self.intercepting(request, true).is_empty()
    }

    fn response(&self, request: &PausedRequest, response: &Response) -> ResponseDecision {
        let unchanged = ResponseDecision::Continue { status: None, headers: None };
        let keys = self.intercepting(request, true);
        let request_id = request_id(request);
        let network_id = self.tell_request_early(request);
        let mut params = self.paused_params(request, &request_id, network_id.as_deref());
        add_response(&mut params, response);
        let mut told = false;
        loop {
            // (Waited on again after each body read: the event is not sent twice.)
            let Some((command, key)) = self.pause(keys.clone(), (!told).then_some(&params), &request_id)
            else {
                return unchanged;
            };
            told = true;
            match decide_response(&command, request, response) {
                Ok(ResponseAnswer::Body(body)) => self.reply(key, command.reply(body)),
                Ok(ResponseAnswer::Decision(decision)) => {
                    self.reply(key, command.reply(json!({})));
                    return decision;
                }
                Err(message) => self.reply(key, command.fail(protocol::INVALID_PARAMS, &message)),
            }
        }
    }
}

/// A client's command at a paused response: its body read, or what becomes of it.
enum ResponseAnswer {
    Body(Value),
    Decision(ResponseDecision),
}

/// What a client's command at a paused response says.
fn decide_response(
    command: &Command,
    request: &PausedRequest,
    response: &Response,
) -> Result<ResponseAnswer, String> {
    let decision = match command.method.as_str() {
        "Fetch.getResponseBody" => {
            let body = base64::engine::general_purpose::STANDARD.encode(&response.bytes);
            return Ok(ResponseAnswer::Body(json!({ "body": body, "base64Encoded": true })));
        }
        "Fetch.continueResponse" | "Fetch.continueRequest" => {
            let status = command.params.get("responseCode").and_then(Value::as_u64).map(|c| c as u16);
            let headers = command.params.get("responseHeaders").and_then(headers_of).map(Headers);
            ResponseDecision::Continue { status, headers }
        }
        "Fetch.fulfillRequest" => ResponseDecision::Fulfill(Box::new(fulfilled(command, &request.url)?)),
        "Fetch.failRequest" => ResponseDecision::Fail(failure(command)?),
        _ => return Err(format!("'{}' wasn't found", command.method)),
    };
    Ok(ResponseAnswer::Decision(decision))
}

/// The paused event's response: its status and headers.
fn add_response(params: &mut Value, response: &Response) {
    params["responseStatusCode"] = json!(response.status);
    params["responseStatusText"] = json!(response.status_text());
    params["responseHeaders"] = header_entries(&response.headers);
}

/// What a client's answer to a paused request says.
fn decide_request(command: &Command, request: &PausedRequest) -> Result<RequestDecision, String> {
    match command.method.as_str() {
        "Fetch.continueRequest" => {
            let url = match command.string("url") {
                Some(url) => Some(Url::parse(url).map_err(|_| format!("Invalid URL: {url}"))?),
                None => None,
            };
            let method = command.string("method").map(str::to_string);
            let headers = command.params.get("headers").and_then(headers_of);
            let body = match command.string("postData") {
                Some(data) => Some(
                    base64::engine::general_purpose::STANDARD
                        .decode(data)
                        .map_err(|_| "Invalid parameters: postData: base64 expected".to_string())?,
                ),
                None => None,
            };
            Ok(RequestDecision::Continue { url, method, headers, body })
        }
        "Fetch.fulfillRequest" => {
            fulfilled(command, &request.url).map(|r| RequestDecision::Fulfill(Box::new(r)))
        }
        "Fetch.failRequest" => failure(command).map(RequestDecision::Fail),
        "Fetch.continueWithAuth" => {
            Ok(RequestDecision::Continue { url: None, method: None, headers: None, body: None })
        }
        method => Err(format!("'{method}' cannot answer a request that has not been sent")),
    }
}

/// `fulfillRequest`'s response: `responseCode`, `responseHeaders`, `body` (base64).
fn fulfilled(command: &Command, url: &Url) -> Result<Response, String> {
    let status = command
        .params
        .get("responseCode")
        .and_then(Value::as_u64)
        .and_then(|c| u16::try_from(c).ok())
        .ok_or("Invalid parameters: responseCode: integer value expected")?;
    let headers = command.params.get("responseHeaders").and_then(headers_of).unwrap_or_default();
    let body = match command.string("body") {
        Some(body) => base64::engine::general_purpose::STANDARD
            .decode(body)
            .map_err(|_| "Invalid parameters: body: base64 expected".to_string())?,
        None => Vec::new(),
    };
    let mut response = Response::decoded(url.clone(), Vec::new(), status, Headers(headers), &body);
    response.reason = command.string("responsePhrase").map(str::to_string);
    Ok(response)
}

/// `failRequest`'s `errorReason` as Chrome's network error names it (`BlockedByClient`:
/// `net::ERR_BLOCKED_BY_CLIENT`).
fn failure(command: &Command) -> Result<String, String> {
    let reason =
        command.string("errorReason").ok_or("Invalid parameters: errorReason: string value expected")?;
    let mut name = String::from("net::ERR_");
    for (i, c) in reason.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            name.push('_');
        }
        name.push(c.to_ascii_uppercase());
    }
    Ok(name)
}

/// The request's `Network.ResourceType` as the Fetch domain names it: Chrome's network
/// service calls a `fetch()` request "XHR" there (its Network events say "Fetch").
fn resource_type(request: &PausedRequest) -> &'static str {
    match request.context.destination.resource_type() {
        "Fetch" => "XHR",
        other => other,
    }
}

/// A `Network.Request`'s body: `postData` (as text) and `postDataEntries` (its bytes).
fn add_post_data(described: &mut Value, request: &PausedRequest) {
    if let Some(body) = &request.body {
        described["hasPostData"] = json!(true);
        described["postData"] = json!(String::from_utf8_lossy(body));
        let bytes = base64::engine::general_purpose::STANDARD.encode(body);
        described["postDataEntries"] = json!([{ "bytes": bytes }]);
    }
}

/// `[{name, value}]` as header pairs.
fn headers_of(value: &Value) -> Option<Vec<(String, String)>> {
    let list = value.as_array()?;
    Some(
        list.iter()
            .filter_map(|entry| {
                Some((entry["name"].as_str()?.to_string(), entry["value"].as_str()?.to_string()))
            })
            .collect(),
    )
}

fn header_entries(headers: &Headers) -> Value {
    Value::Array(headers.0.iter().map(|(name, value)| json!({ "name": name, "value": value })).collect())
}

fn pattern_of(value: &Value) -> Pattern {
    Pattern {
        url: value["urlPattern"].as_str().unwrap_or("*").to_string(),
        resource_type: value["resourceType"].as_str().map(str::to_string),
        response_stage: value["requestStage"].as_str() == Some("Response"),
    }
}

/// Whether `text` matches the glob `pattern` (`*`: any run, `?`: one character, `\`
/// escapes the next).
fn glob_matches(pattern: &str, text: &str) -> bool {
    let pattern: Vec<char> = pattern.chars().collect();
    let text: Vec<char> = text.chars().collect();
    let (mut p, mut t) = (0, 0);
    let (mut star, mut mark) = (None, 0);
    while t < text.len() {
        let escaped = pattern.get(p) == Some(&'\\');
        let literal = if escaped { pattern.get(p + 1) } else { pattern.get(p) };
        let step = if escaped { 2 } else { 1 };
        match literal {
            Some('*') if !escaped => {
                star = Some(p);
                mark = t;
                p += 1;
            }
            Some('?') if !escaped => {
                p += 1;
                t += 1;
            }
            Some(c) if *c == text[t] => {
                p += step;
                t += 1;
            }
            _ => match star {
                Some(s) => {
                    p = s + 1;
                    mark += 1;
                    t = mark;
                }
                None => return false,
            },
        }
    }
    while pattern.get(p) == Some(&'*') {
        p += 1;
    }
    p == pattern.len()
}
