//! The [Network](https://chromedevtools.github.io/devtools-protocol/tot/Network/) domain
//! from the group's loader: every fetch the group makes (documents of every frame,
//! scripts, stylesheets, images, `fetch()`, XHR, workers' scripts) that the loader's
//! [`NetworkObserver`] recorded is told to the sessions with Network enabled as
//! `requestWillBeSent`, then `responseReceived` and `loadingFinished`, or
//! `loadingFailed`; the overrides a client sets (extra headers, user agent, the cache
//! disabled) go on the group's requests; and the cookie commands of `Network` and
//! `Storage` read and write the group's cookie jar.
//!
//! A navigation request's `requestId` is its `loaderId`, as in Chrome: the loader id of the
//! document it becomes, as `Page.Frame.loaderId` gives it (`frames.rs`: `Page.navigate`'s
//! answer for a client's navigation, else the realm's number).
use serde_json::{Map, Value, json};
use url::Url;

use super::frames::frame_id_of;
use super::page::{Page, Session, Sessions};
use super::protocol::{self, Command};
use crate::runtime::loader::cookie_jar::{Api, CookieJar, CookieRequest, ListedCookie};
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::mime_type;
use crate::runtime::loader::network_observer::{Destination, NetworkEvent, NetworkObserver};
use crate::runtime::loader::response::reason_phrase;
use crate::runtime::loader::tls_details::TlsDetails;
use crate::runtime::realm::{RealmId, Scope};
use crate::runtime::web::performance::hr_time;

impl Page {
    /// The observer of the group's fetches (the page's hosts are made with one).
    fn observer(&self) -> Option<NetworkObserver> {
        self.group.state().hosts.observer().cloned()
    }

    /// Answers a `Network.*` or `Storage.*` command.
    pub(super) fn network_command(&mut self, session: &Session, command: &Command) -> String {
        let Some(observer) = self.observer() else {
            return command.fail(protocol::SERVER_ERROR, "the page's loader has no observer");
        };
        let params = &command.params;
        match command.method.as_str() {
            "Network.enable" => {
                session.network.set(true);
                observer.set_keeping_bodies(true);
                command.reply(json!({}))
            }
            "Network.disable" => {
                session.network.set(false);
                self.keep_bodies_while_listened();
                command.reply(json!({}))
            }
            "Network.setExtraHTTPHeaders" => {
                let Some(headers) = params.get("headers").and_then(Value::as_object) else {
                    return command
                        .fail(protocol::INVALID_PARAMS, "Invalid parameters: headers: object expected");
                };
                let mut extra = Vec::new();
                for (name, value) in headers {
                    let Some(value) = value.as_str() else {
                        return command.fail(
                            protocol::INVALID_PARAMS,
                            &format!("Invalid header value for {name}: string expected"),
                        );
                    };
                    extra.push((name.clone(), value.to_string()));
                }
                observer.set_overrides(|o| o.extra_headers = extra);
                command.reply(json!({}))
            }
            "Network.setUserAgentOverride" => match command.string("userAgent") {
                Some(agent) => {
                    override_user_agent(&observer, agent);
                    command.reply(json!({}))
                }
                None => command
                    .fail(protocol::INVALID_PARAMS, "Invalid parameters: userAgent: string value expected"),
            },
            "Network.setCacheDisabled" => match command.flag("cacheDisabled") {
                Some(disabled) => {
                    observer.set_overrides(|o| o.cache_disabled = disabled);
                    command.reply(json!({}))
                }
                None => command.fail(
                    protocol::INVALID_PARAMS,
                    "Invalid parameters: cacheDisabled: boolean value expected",
                ),
            },
            "Network.getResponseBody" => {
                let Some(request_id) = command.string("requestId") else {
                    return command.fail(
                        protocol::INVALID_PARAMS,
                        "Invalid parameters: requestId: string value expected",
                    );
                };
                // `net.N` for a subresource; a navigation's is its document's loader id
                // (`Page.navigate`'s answer, else its realm's number).
                let document = self
                    .known
                    .iter()
                    .find(|(_, known)| known.loader_id == request_id)
                    .map(|(realm, _)| realm.get())
                    .or_else(|| u64::from_str_radix(request_id, 16).ok());
                let body = match request_id.strip_prefix("net.") {
                    Some(id) => id.parse().ok().and_then(|id| observer.body(Some(id), None)),
                    None => document.and_then(|realm| observer.body(None, Some(realm))),
                };
                match body {
                    Some(bytes) => match std::str::from_utf8(&bytes) {
                        Ok(text) => command.reply(json!({ "body": text, "base64Encoded": false })),
                        Err(_) => {
                            use base64::Engine;
                            let encoded = base64::engine::general_purpose::STANDARD.encode(bytes.as_slice());
                            command.reply(json!({ "body": encoded, "base64Encoded": true }))
                        }
                    },
                    None => command.fail(protocol::SERVER_ERROR, "No resource with given identifier found"),
                }
            }
            // framescope has no service workers to bypass.
            "Network.setBypassServiceWorker" => command.reply(json!({})),
            "Network.getCookies" => {
                let urls: Vec<Url> = match params.get("urls").and_then(Value::as_array) {
                    Some(urls) => urls.iter().filter_map(|u| Url::parse(u.as_str()?).ok()).collect(),
                    None => self.document_urls(),
                };
                command.reply(json!({ "cookies": self.cookies_for(&urls) }))
            }
            "Storage.getCookies"
            | "Network.getAllCookies"
            | "Network.setCookies"
            | "Storage.setCookies"
            | "Network.clearBrowserCookies"
            | "Storage.clearCookies" => storage_cookies(self.group.state().hosts.cookie_jar(), command),
            "Network.setCookie" => match set_cookie(self.group.state().hosts.cookie_jar(), params) {
                Ok(()) => command.reply(json!({ "success": true })),
                Err(message) => command.fail(protocol::SERVER_ERROR, &message),
            },
            "Network.deleteCookies" => match self.delete_cookies(params) {
                Ok(()) => command.reply(json!({})),
                Err(message) => command.fail(protocol::INVALID_PARAMS, &message),
            },
            _ => command.unknown(),
        }
    }

    /// The URLs of the page's documents, top first (`Network.getCookies` without `urls`).
    fn document_urls(&self) -> Vec<Url> {
        let state = self.group.state();
        self.window_realms()
            .into_iter()
            .filter_map(|realm| state.info(realm).map(|i| i.url.clone()))
            .collect()
    }

    /// The cookies a request of each of `urls` would send (HttpOnly ones too), each once.
    fn cookies_for(&self, urls: &[Url]) -> Vec<Value> {
        let jar = self.group.state().hosts.cookie_jar().clone();
        let mut seen: Vec<ListedCookie> = Vec::new();
        let mut cookies = Vec::new();
        for url in urls {
            for (cookie, expiry) in jar.associated(url, &CookieRequest::top_level(url)) {
                if !seen.contains(&cookie) {
                    cookies.push(cookie_json(&cookie, expiry));
                    seen.push(cookie);
                }
            }
        }
        cookies
    }

    /// `Network.deleteCookies`: the cookies named `name` that match the given URL, domain
    /// and path.
    fn delete_cookies(&self, params: &Value) -> Result<(), String> {
        let text = |name: &str| params.get(name).and_then(Value::as_str);
        let Some(name) = text("name") else {
            return Err("Invalid parameters: name: string value expected".into());
        };
        let url = text("url").map(Url::parse).transpose().map_err(|e| format!("Invalid URL: {e}"))?;
        let domain = text("domain").map(|d| d.trim_start_matches('.').to_ascii_lowercase());
        let jar = self.group.state().hosts.cookie_jar().clone();
        let candidates: Vec<ListedCookie> = match &url {
            Some(url) => {
                jar.associated(url, &CookieRequest::top_level(url)).into_iter().map(|(c, _)| c).collect()
            }
            None if domain.is_some() => jar.list(),
            None => return Err("At least one of the url and domain needs to be specified".into()),
        };
        for cookie in candidates {
            let domain_matches = domain.as_ref().is_none_or(|d| cookie.domain.trim_start_matches('.') == d);
            let path_matches = text("path").is_none_or(|p| cookie.path == p);
            if cookie.name == name && cookie.partition.is_none() && domain_matches && path_matches {
                jar.remove(&cookie.domain, &cookie.path, &cookie.name);
            }
        }
        Ok(())
    }

    /// Tells the sessions with Network enabled the fetches recorded since the last call
    /// (before the frames those fetches made are told, as Chrome orders them).
    pub(super) fn tell_network(&mut self) {
        let teller = NetworkTeller {
            state: self.group.state(),
            page_id: &self.id,
            top: self.top,
            loader_id: &|realm| self.loader_id(realm),
        };
        teller.tell(&self.sessions);
    }
}

/// What the Network domain's events of a page's fetches are made of: its group, its
/// target id, its top-level document, and each document's loader id.
pub(super) struct NetworkTeller<'a> {
    pub(super) state: &'a crate::runtime::group::GroupState,
    pub(super) page_id: &'a str,
    pub(super) top: Option<RealmId>,
    pub(super) loader_id: &'a dyn Fn(RealmId) -> String,
}

impl NetworkTeller<'_> {
    /// Tells the sessions with Network enabled the fetches recorded since the last call,
    /// and those with Log enabled the fetches that failed (`log_domain.rs`).
    pub(super) fn tell(&self, sessions: &Sessions) {
        self.tell_except(sessions, None);
    }

    /// [`Self::tell`], but not the beginning of fetch `except` (which the Fetch domain
    /// tells itself, with its body: `fetch_domain.rs`).
    pub(super) fn tell_except(&self, sessions: &Sessions, except: Option<u64>) {
        let Some(observer) = self.state.hosts.observer().cloned() else { return };
        let started = observer.take_started();
        let events = observer.take();
        if events.is_empty() && started.is_empty() {
            return;
        }
        let sessions: Vec<_> =
            sessions.borrow().values().filter(|s| s.network.get() || s.log.get()).cloned().collect();
        // The requests that began: their `requestWillBeSent` now, as Chrome tells it when
        // the request goes (a fetch in parallel is in flight until it ends; clients count
        // what is in flight, as Playwright's `networkidle`), not again when they end.
        let listening: Vec<_> = sessions.iter().filter(|s| s.network.get()).collect();
        let untold = |event: &&NetworkEvent| {
            Some(event.id) != except && !super::fetch_domain::was_told_early(event.id)
        };
        for event in started.iter().filter(|_| !listening.is_empty()).filter(untold) {
            let Some((method, params)) = self.network_events(event).into_iter().next() else { continue };
            let Some(request_id) = params["requestId"].as_str().map(str::to_string) else { continue };
            for s in &listening {
                s.event(method, params.clone());
            }
            super::fetch_domain::tell_started(event.id, request_id);
        }
        for event in events {
            let mut messages = self.network_events(&event);
            let entry = messages
                .first()
                .and_then(|(_, params)| super::log_domain::entry_of(&event, &params["requestId"]));
            // (The page keeps its Log entries for sessions that enable Log later.)
            if let Some(entry) = &entry {
                super::kept_entries::keep_log_entry(entry);
            }
            // (The requests of a fetch the Fetch domain intercepts — its first, and the hop
            // after each redirect — were told before they could pause.)
            let told = super::fetch_domain::told_early(event.id);
            let leading = messages.iter().take_while(|(method, _)| *method == "Network.requestWillBeSent");
            let skipped = leading.count().min(told);
            messages.drain(..skipped);
            for s in &sessions {
                if s.network.get() {
                    for (method, params) in &messages {
                        s.event(method, params.clone());
                    }
                }
                if let (true, Some(entry)) = (s.log.get(), &entry) {
                    s.event("Log.entryAdded", entry.clone());
                }
            }
        }
    }

    /// A window realm of this group by its number (a worker's fetch names a realm of
    /// the worker's own group: none here).
    fn window_realm(&self, number: Option<u64>) -> Option<RealmId> {
        let realm = RealmId::new(number?)?;
        self.state.info(realm).filter(|info| info.scope == Scope::Window).map(|_| realm)
    }

    /// The protocol's events for one fetch.
    pub(super) fn network_events(&self, event: &NetworkEvent) -> Vec<(&'static str, Value)> {
        let state = self.state;
        let context = event.context;
        let (initiator_realm, document_realm) = match context.worker {
            true => (None, None),
            false => (self.window_realm(context.realm), self.window_realm(context.document)),
        };
        // The frame: the document's own for a document, else the fetching realm's (the
        // top frame's for a worker's).
        let frame_realm = document_realm.or(initiator_realm);
        let frame_id = match frame_realm {
            Some(realm) => frame_id_of(state, self.page_id, realm),
            None => self.page_id.to_string(),
        };
        let navigation = context.destination == Destination::Document;
        let request_id = match (navigation, context.document) {
            (true, Some(document)) => match RealmId::new(document) {
                Some(realm) => (self.loader_id)(realm),
                None => format!("{document:032X}"),
            },
            _ => format!("net.{}", event.id),
        };
        // (A navigation's is its own request id — its document's, even before the document
        // is made, as when a paused navigation request is told —; else the frame's.)
        let loader_id = match navigation && context.document.is_some() {
            true => request_id.clone(),
            false => frame_realm.or(self.top).map(|r| (self.loader_id)(r)).unwrap_or_default(),
        };
        let document_url = match (navigation, frame_realm.and_then(|r| state.info(r))) {
            (true, _) | (false, None) => event.url.to_string(),
            (false, Some(info)) => info.url.to_string(),
        };
        let initiator = match context.destination {
            Destination::Fetch | Destination::Xhr => json!({ "type": "script" }),
            Destination::Document if initiator_realm.is_none() => json!({ "type": "other" }),
            _ => match initiator_realm.and_then(|r| state.info(r)) {
                Some(info) => json!({ "type": "parser", "url": info.url.to_string() }),
                None => json!({ "type": "other" }),
            },
        };
        let started = super::frames::monotonic_time(hr_time::moment(event.started));
        let ended =
            super::frames::monotonic_time(hr_time::moment(event.ended).max(hr_time::moment(event.started)));
        let wall =
            event.started_wall.duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        let resource_type = context.destination.resource_type();
        let request = request_object(&event.url, &event.method, &event.headers);
        let mut messages = vec![(
            "Network.requestWillBeSent",
            json!({
                "requestId": request_id,
                "loaderId": loader_id,
                "documentURL": document_url,
                "request": request,
                "timestamp": started,
                "wallTime": wall,
                "initiator": initiator,
                "redirectHasExtraInfo": false,
                "type": resource_type,
                "frameId": frame_id,
                "hasUserGesture": false,
            }),
        )];
        match &event.outcome {
            Ok(response) => {
                let mime = response
                    .headers
                    .get("content-type")
                    .map(mime_type::essence)
                    .unwrap_or_else(|| if navigation { "text/html".into() } else { String::new() });
                // Each redirect: the request of its hop as the loader sent it (its method
                // and headers), with the response that redirected it (the same request
                // id), as Chrome tells them.
                for (i, (from, status, headers)) in response.redirects.iter().enumerate() {
                    let to = response.redirects.get(i + 1).map_or(&response.url, |(next, ..)| next);
                    let (method, hop_headers) = response
                        .hops
                        .get(i)
                        .map_or((event.method.as_str(), event.headers.as_slice()), |(m, h)| (m.as_str(), h));
                    let mut hop = messages[0].1.clone();
                    hop["request"] = request_object(to, method, hop_headers);
                    if navigation {
                        hop["documentURL"] = json!(to.to_string());
                    }
                    hop["redirectResponse"] = redirect_response(from, *status, headers);
                    messages.push(("Network.requestWillBeSent", hop));
                }
                let head = ResponseHead {
                    url: &response.url,
                    status: response.status,
                    status_text: &response.status_text,
                    headers: &response.headers,
                    mime,
                    from_cache: response.from_cache,
                    encoded_length: response.encoded_length,
                    tls: response.tls.as_deref(),
                };
                messages.push((
                    "Network.responseReceived",
                    json!({
                        "requestId": request_id,
                        "loaderId": loader_id,
                        "timestamp": ended,
                        "type": resource_type,
                        "frameId": frame_id,
                        "hasExtraInfo": false,
                        "response": head.object(),
                    }),
                ));
                messages.push((
                    "Network.loadingFinished",
                    json!({
                        "requestId": request_id,
                        "timestamp": ended,
                        "encodedDataLength": response.encoded_length,
                    }),
                ));
            }
            Err(error) => messages.push((
                "Network.loadingFailed",
                json!({
                    "requestId": request_id,
                    "timestamp": ended,
                    "type": resource_type,
                    "errorText": error,
                    "canceled": false,
                }),
            )),
        }
        messages
    }
}

/// The `User-Agent` the group's requests send and `navigator.userAgent` answers (an
/// empty one: framescope's own again), for Network's and Emulation's override.
pub(super) fn override_user_agent(observer: &NetworkObserver, agent: &str) {
    let agent = (!agent.is_empty()).then(|| agent.to_string());
    observer.set_overrides(|o| o.user_agent = agent);
}

/// The cookie commands that act on a whole jar — `Storage.getCookies` (also
/// `Network.getAllCookies`), `Storage.setCookies` (also `Network.setCookies`) and
/// `Storage.clearCookies` (also `Network.clearBrowserCookies`) — on `jar`: a page's, or at
/// the browser endpoint the one of the browser context `browserContextId` names.
pub(super) fn storage_cookies(jar: &CookieJar, command: &Command) -> String {
    match command.method.as_str() {
        "Storage.getCookies" | "Network.getAllCookies" => {
            let cookies: Vec<Value> =
                jar.list_with_expiry().iter().map(|(cookie, expiry)| cookie_json(cookie, *expiry)).collect();
            command.reply(json!({ "cookies": cookies }))
        }
        "Network.setCookies" | "Storage.setCookies" => {
            let Some(cookies) = command.params.get("cookies").and_then(Value::as_array) else {
                return command.fail(protocol::INVALID_PARAMS, "Invalid parameters: cookies: array expected");
            };
            for cookie in cookies {
                if let Err(message) = set_cookie(jar, cookie) {
                    return command.fail(protocol::SERVER_ERROR, &message);
                }
            }
            command.reply(json!({}))
        }
        "Network.clearBrowserCookies" | "Storage.clearCookies" => {
            jar.clear();
            command.reply(json!({}))
        }
        _ => command.unknown(),
    }
}

/// `Network.CookieParam` into the jar, as the `Set-Cookie` line a response of its URL
/// (given, or made of its domain and path) would send.
pub(super) fn set_cookie(jar: &CookieJar, cookie: &Value) -> Result<(), String> {
    let text = |name: &str| cookie.get(name).and_then(Value::as_str);
    let (Some(name), Some(value)) = (text("name"), text("value")) else {
        return Err("Invalid cookie fields: name and value are required".into());
    };
    let secure = cookie.get("secure").and_then(Value::as_bool).unwrap_or(false);
    let url = cookie_url(text("url"), text("domain"), text("path"), secure)?;
    let mut line = format!("{name}={value}");
    if let Some(domain) = text("domain") {
        line.push_str(&format!("; Domain={domain}"));
    }
    line.push_str(&format!("; Path={}", text("path").unwrap_or("/")));
    if secure {
        line.push_str("; Secure");
    }
    if cookie.get("httpOnly").and_then(Value::as_bool) == Some(true) {
        line.push_str("; HttpOnly");
    }
    if let Some(same_site) = text("sameSite") {
        line.push_str(&format!("; SameSite={same_site}"));
    }
    if let Some(expires) = cookie.get("expires").and_then(Value::as_f64).filter(|e| *e >= 0.0) {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or_default();
        line.push_str(&format!("; Max-Age={}", (expires - now).max(0.0) as i64));
    }
    jar.set(&url, &line, &CookieRequest::top_level(&url), Api::Http)
        .map_err(|error| format!("Sanitizing cookie failed: {error}"))
}

/// A redirect response as `Network.requestWillBeSent`'s `redirectResponse`.
pub(super) fn redirect_response(url: &Url, status: u16, headers: &Headers) -> Value {
    let head = ResponseHead {
        url,
        status,
        status_text: reason_phrase(status),
        headers,
        mime: headers.get("content-type").map(mime_type::essence).unwrap_or_default(),
        from_cache: false,
        encoded_length: 0,
        tls: None,
    };
    head.object()
}

/// What a `Network.Response` says of a response (the final one, or a redirect's).
struct ResponseHead<'a> {
    url: &'a Url,
    status: u16,
    status_text: &'a str,
    headers: &'a Headers,
    mime: String,
    from_cache: bool,
    encoded_length: u64,
    /// Its TLS connection's details (`securityDetails`).
    tls: Option<&'a TlsDetails>,
}

impl ResponseHead<'_> {
    fn object(&self) -> Value {
        let scheme = self.url.scheme();
        let mut object = json!({
            "url": self.url.to_string(),
            "status": self.status,
            "statusText": self.status_text,
            "headers": headers_object(&self.headers.0),
            "mimeType": self.mime,
            "charset": "",
            "connectionReused": false,
            "connectionId": 0,
            "fromDiskCache": self.from_cache,
            "fromServiceWorker": false,
            "fromPrefetchCache": false,
            "encodedDataLength": self.encoded_length,
            "protocol": if scheme.starts_with("http") { "http/1.1" } else { scheme },
            "securityState": if scheme == "https" { "secure" } else { "insecure" },
        });
        // (Chromium 148 tells none for a response whose certificate error was ignored.)
        if let Some(tls) = self.tls.filter(|tls| tls.certificate_error.is_none()) {
            object["securityDetails"] = tls.security_details();
        }
        object
    }
}

/// A `Network.Request` (without its body): what `Network.requestWillBeSent` and
/// `Fetch.requestPaused` describe.
pub(super) fn request_object(url: &Url, method: &str, headers: &[(String, String)]) -> Value {
    let mut request = json!({
        "url": url.to_string(),
        "method": method,
        "headers": headers_object(headers),
        "initialPriority": "High",
        "referrerPolicy": "strict-origin-when-cross-origin",
    });
    if let Some(fragment) = url.fragment() {
        request["urlFragment"] = json!(format!("#{fragment}"));
    }
    request
}

/// Headers as the protocol's `Network.Headers`: an object, repeated names' values joined
/// by newlines (as Chrome joins them).
fn headers_object(headers: &[(String, String)]) -> Value {
    let mut object = Map::new();
    for (name, value) in headers {
        match object.get_mut(name) {
            Some(Value::String(joined)) => {
                joined.push('\n');
                joined.push_str(value);
            }
            _ => {
                object.insert(name.clone(), json!(value));
            }
        }
    }
    Value::Object(object)
}

/// The URL a `Network.CookieParam` is set for: its `url`, else one of its domain and path.
fn cookie_url(
    url: Option<&str>,
    domain: Option<&str>,
    path: Option<&str>,
    secure: bool,
) -> Result<Url, String> {
    if let Some(url) = url {
        return Url::parse(url).map_err(|e| format!("Invalid cookie URL {url:?}: {e}"));
    }
    let Some(domain) = domain else {
        return Err("Sanitizing cookie failed: a cookie needs a url or a domain".into());
    };
    let scheme = if secure { "https" } else { "http" };
    let text = format!("{scheme}://{}{}", domain.trim_start_matches('.'), path.unwrap_or("/"));
    Url::parse(&text).map_err(|e| format!("Invalid cookie domain {domain:?}: {e}"))
}

/// A jar's cookie as the protocol's `Network.Cookie`.
fn cookie_json(cookie: &ListedCookie, expiry: Option<i64>) -> Value {
    let mut value = json!({
        "name": cookie.name,
        "value": cookie.value,
        "domain": cookie.domain,
        "path": cookie.path,
        "expires": expiry.map_or(-1.0, |e| e as f64),
        "size": cookie.name.len() + cookie.value.len(),
        "httpOnly": cookie.http_only,
        "secure": cookie.secure,
        "session": expiry.is_none(),
        "sameSite": cookie.same_site,
        "priority": "Medium",
        "sameParty": false,
        "sourceScheme": if cookie.secure { "Secure" } else { "NonSecure" },
        "sourcePort": if cookie.secure { 443 } else { 80 },
    });
    if let Some(partition) = &cookie.partition {
        value["partitionKey"] = json!({ "topLevelSite": partition, "hasCrossSiteAncestor": false });
    }
    value
}
