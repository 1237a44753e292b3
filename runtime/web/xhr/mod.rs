//! XMLHttpRequest's fetch: the request a page's `send()` makes of the virtual hosts, in
//! CORS mode (with the preflight a cross-origin request needs, `cors_requests.rs`), and
//! its Resource Timing entry (`initiatorType` `xmlhttprequest`). The interface, its states
//! and its events are in `xhr.js`.
//! [XMLHttpRequest §3.5.7 send()](https://xhr.spec.whatwg.org/#the-send()-method)
use url::{Origin, Url};

use crate::bindings::realm;
use crate::runtime::group::GroupState;
use crate::runtime::loader::cookie_jar::Credentials;
use crate::runtime::loader::cors::{CredentialsMode, cors_mode_response, is_basic};
use crate::runtime::loader::cors_preflight::cors_preflight;
use crate::runtime::loader::cors_redirects::CorsRequest;
use crate::runtime::loader::cors_redirects::final_check_origin;
use crate::runtime::loader::cors_requests::{exposed_headers, needs_preflight, preflight_check};
use crate::runtime::loader::encoding_sniffing::decode_text;
use crate::runtime::loader::fetch_termination::Termination;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::{Response, VirtualHosts};
use crate::runtime::loader::memory_cache::CacheMode;
use crate::runtime::loader::network::HttpRequest;
use crate::runtime::loader::origin_header::origin_header;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::RealmInfo;
use crate::runtime::web::fetch::blob_scheme_fetch::blob_scheme_fetch;
use crate::runtime::web::fetch::in_parallel;
use crate::runtime::web::html::referrer::{policy_of, referrer_with_policy};
use crate::runtime::web::html::window::Native;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};

/// The natives of `xhr.js`.
pub fn natives() -> Vec<Native> {
    vec![
        ("xhrFetch", v8::MapFnTo::map_fn_to(xhr_fetch)),
        ("isSharedArrayBuffer", v8::MapFnTo::map_fn_to(is_shared_array_buffer)),
        ("fullyActive", v8::MapFnTo::map_fn_to(fully_active)),
        ("xhrDecode", v8::MapFnTo::map_fn_to(xhr_decode)),
        // (XMLHttpRequest's is the only deprecation framescope reports yet.)
        ("reportDeprecation", v8::MapFnTo::map_fn_to(report_deprecation)),
    ]
}

/// `natives.reportDeprecation(kind)`: the current realm's page code used the deprecated
/// feature `kind`, for a DevTools client (`runtime/deprecation.rs`).
fn report_deprecation(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((_, realm)) = GroupState::current(scope) else { return };
    let kind = args.get(0).to_rust_string_lossy(scope);
    crate::runtime::deprecation::report(scope, realm, &kind);
}

/// `natives.fullyActive()`: whether the current realm's document is
/// [fully active](https://html.spec.whatwg.org/multipage/document-sequences.html#fully-active)
/// (not a removed frame's, nor one navigated away from).
fn fully_active(
    scope: &mut v8::PinScope,
    _args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    rv.set_bool(state.info(realm).is_some_and(|info| !info.detached));
}

/// `natives.xhrDecode(bytes, overrideMimeType, contentType, xml)`: the
/// [text response](https://xhr.spec.whatwg.org/#text-response) of `bytes` (a Uint8Array),
/// `overrideMimeType` and `contentType` strings or null ([`decode_text`]).
fn xhr_decode(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(view) = v8::Local::<v8::ArrayBufferView>::try_from(args.get(0)) else { return };
    let mut bytes = vec![0u8; view.byte_length()];
    view.copy_contents(&mut bytes);
    let text_of = |scope: &mut v8::PinScope, value: v8::Local<v8::Value>| {
        value.is_string().then(|| value.to_rust_string_lossy(scope))
    };
    let override_type = text_of(scope, args.get(1));
    let content_type = text_of(scope, args.get(2));
    let text = decode_text(&bytes, override_type.as_deref(), content_type.as_deref(), args.get(3).is_true());
    if let Some(text) = v8::String::new(scope, &text) {
        rv.set(text.into());
    }
}

/// `natives.isSharedArrayBuffer(value)` (send()'s body may not be one).
fn is_shared_array_buffer(
    _scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(args.get(0).is_shared_array_buffer());
}

/// The request, as `send()` gives it.
struct Request {
    method: String,
    url: Url,
    headers: Vec<(String, String)>,
    credentials: CredentialsMode,
    /// The upload listener flag: a cross-origin request then has a preflight.
    force_preflight: bool,
    /// The request body's bytes (`send()` extracted them).
    body: Option<Vec<u8>>,
    /// A `blob:` URL's entry (bytes and type), resolved by `open()`.
    blob: Option<(Vec<u8>, String)>,
}

/// The response, as the page may read it.
struct Fetched {
    status: u16,
    status_text: String,
    url: String,
    headers: Headers,
    body: String,
    /// The body's bytes (what the text response decodes).
    bytes: Vec<u8>,
    /// The encoding the body was decoded from.
    encoding: &'static str,
    /// The body's [length](https://fetch.spec.whatwg.org/#concept-body-total-bytes): its
    /// `Content-Length`, else 0 over the network (a body of unknown length), else the
    /// file's size.
    length: usize,
    /// How many bytes of the body came: over the network, as they came (a gzip or deflate
    /// body's coded bytes, as `Content-Length` counts them), else the body's.
    transmitted: usize,
}

/// `natives.xhrFetch(method, url, [[name, value]…], withCredentials, uploadListeners, body,
/// processResponse, timeout, onlyInParallel, blobEntry)`, `blobEntry` a `blob:` URL's
/// entry as open() resolved it (`natives.resolveBlobURL`): `[status, statusText, url, [[name, value]…], body, encoding, size,
/// length, bytes]`, or a string saying why the request is a network error. `url` is
/// absolute (open() parsed it).
///
/// An asynchronous request (`processResponse` a function) over the network loader runs in
/// parallel (`runtime/web/fetch/in_parallel.rs`): the native returns the request's id at
/// once, and `processResponse` gets the answer in a task of the networking task source
/// (or `null` once the request's timeout, `natives.requestTimeout`, has passed). A
/// synchronous one blocks, and `timeout` (ms, 0 for none) terminates it: `null`. With
/// `onlyInParallel`, a request that would not run in parallel is not made (`undefined`).
fn xhr_fetch(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let context = scope.get_current_context();
    let Some(state) = GroupState::of(scope) else { return };
    let Some(info) = realm::realm_id(scope, context).and_then(|id| state.info(id)) else { return };
    let text = args.get(1).to_rust_string_lossy(scope);
    let url = Url::parse(&text);
    // (`onlyInParallel`: a request that would not run in parallel is not made, and nothing
    // else of it is read.)
    let parallel = url.as_ref().is_ok_and(|url| in_parallel::goes_in_parallel(&state, url));
    if args.get(8).is_true() && !parallel {
        return;
    }
    let process_response =
        v8::Local::<v8::Function>::try_from(args.get(6)).ok().map(|f| v8::Global::new(scope, f));
    let request = url.map_err(|_| format!("Failed to parse URL from {text}")).map(|url| Request {
        method: args.get(0).to_rust_string_lossy(scope),
        url,
        headers: string_pairs(scope, args.get(2)),
        credentials: if args.get(3).is_true() {
            CredentialsMode::Include
        } else {
            CredentialsMode::SameOrigin
        },
        force_preflight: args.get(4).is_true(),
        body: v8::Local::<v8::ArrayBufferView>::try_from(args.get(5)).ok().map(|view| {
            let mut bytes = vec![0u8; view.byte_length()];
            view.copy_contents(&mut bytes);
            bytes
        }),
        blob: crate::runtime::web::url::blob_entry_of(scope, args.get(9)),
    });
    let outcome = match request {
        Ok(request) if request.url.scheme() == "blob" => blob_fetch(&request),
        Ok(request) => {
            let start = hr_time::now();
            let exchange = Exchange::new(&state, &info, request);
            if let (Some(process_response), true) = (process_response, parallel) {
                let group = state.clone();
                let realm = info.id;
                let work = move || {
                    let response = exchange.run();
                    (exchange, response)
                };
                let id = in_parallel::start(&state, realm, work, move |scope, outcome| {
                    let result = match outcome {
                        Ok((exchange, response)) => {
                            let Some(info) = group.info(realm) else { return };
                            let fetched = exchange.finish(scope, &group, &info, start, response);
                            result_value(scope, fetched)
                        }
                        // The request's timeout passed first.
                        Err(in_parallel::Stopped::TimedOut) => Some(v8::null(scope).into()),
                        Err(stopped) => v8::String::new(scope, &stopped.to_string()).map(Into::into),
                    };
                    if let Some(result) = result {
                        in_parallel::call_back(scope, &group, realm, &process_response, &[result]);
                    }
                });
                rv.set(v8::Number::new(scope, id as f64).into());
                return;
            }
            // A synchronous request over the network with a timeout (in a worker) is
            // terminated when it passes: `null`, as for an asynchronous one.
            let timeout = args.get(7).number_value(scope).filter(|ms| *ms > 0.0 && ms.is_finite());
            let network = state.hosts.network().is_some_and(|network| network.allows(&exchange.request.url));
            if let (Some(ms), true) = (timeout, network) {
                let deadline = std::time::Instant::now() + std::time::Duration::from_secs_f64(ms / 1000.0);
                let termination = std::sync::Arc::new(Termination::at(deadline));
                let response = Termination::scope(termination.clone(), || exchange.run());
                if termination.timed_out() {
                    rv.set(v8::null(scope).into());
                    return;
                }
                exchange.finish(scope, &state, &info, start, response)
            } else {
                let response = exchange.run();
                exchange.finish(scope, &state, &info, start, response)
            }
        }
        Err(message) => Err(message),
    };
    if let Some(result) = result_value(scope, outcome) {
        rv.set(result);
    }
}

/// The page's value of a request's outcome: its response array, or why it is a network
/// error.
fn result_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    outcome: Result<Fetched, String>,
) -> Option<v8::Local<'s, v8::Value>> {
    match outcome {
        Ok(fetched) => response_array(scope, fetched).map(Into::into),
        Err(message) => v8::String::new(scope, &message).map(Into::into),
    }
}

/// https://fetch.spec.whatwg.org/#scheme-fetch: a blob: URL answers GET only, with its
/// bytes and type, or the one range its `Range` header asks for (blob_scheme_fetch.rs).
fn blob_fetch(request: &Request) -> Result<Fetched, String> {
    let url = request.url.as_str();
    let range = request.headers.iter().find(|(name, _)| name.eq_ignore_ascii_case("range"));
    let entry = request.blob.as_ref().map(|(bytes, kind)| (bytes.as_slice(), kind.as_str()));
    let answer = blob_scheme_fetch(entry, url, &request.method, range.map(|(_, v)| v.as_str()))?;
    let length = answer.body.len();
    Ok(Fetched {
        status: answer.status,
        status_text: answer.status_text.into(),
        url: url.to_string(),
        headers: answer.headers,
        body: String::from_utf8_lossy(&answer.body).into_owned(),
        bytes: answer.body,
        encoding: "UTF-8",
        length,
        transmitted: length,
    })
}

/// An HTTP(S) request of a realm, with what its fetch needs from the page (worked out on
/// the page's thread): it may run on another thread ([`Exchange::run`]), and its response
/// is made the page's on the page's thread again ([`Exchange::finish`]).
struct Exchange {
    request: Request,
    origin: Origin,
    hosts: VirtualHosts,
    /// Whether the URL is of another origin (a CORS request).
    cors: bool,
    /// The `Origin` header's value, if the request sends one.
    origin_header: Option<String>,
    /// The `Referer` header's value, if any.
    referrer: Option<String>,
}

impl Exchange {
    fn new(state: &GroupState, info: &RealmInfo, request: Request) -> Self {
        let url = &request.url;
        let cors = !is_basic(url, &info.origin);
        // The Origin header (Fetch's append a request Origin header: a CORS request's, or
        // any but a GET's or HEAD's under the referrer policy), and the Referer under the
        // document's referrer policy.
        let policy = policy_of(info);
        let origin_header = origin_header(&info.origin, url, &request.method, cors, &policy);
        let referrer = referrer_with_policy(&policy, &info.url, url);
        // withCredentials: "include", else "same-origin".
        let credentials = match request.credentials {
            CredentialsMode::Include => Credentials::Include,
            CredentialsMode::SameOrigin => Credentials::SameOrigin(info.origin.clone()),
            CredentialsMode::Omit => Credentials::Omit,
        };
        let hosts = site_for_cookies::hosts_for(state, info, credentials)
            .for_destination(crate::runtime::loader::network_observer::Destination::Xhr);
        Self { request, origin: info.origin.clone(), hosts, cors, origin_header, referrer }
    }

    /// The request's fetch: its CORS preflight when it needs one, then the request
    /// (redirects followed), in CORS mode.
    fn run(&self) -> Result<Response, String> {
        let (request, url) = (&self.request, &self.request.url);
        let sent = HttpRequest {
            method: &request.method,
            headers: &request.headers,
            body: request.body.as_deref(),
            origin: self.origin_header.as_deref(),
            referrer: self.referrer.as_deref(),
            cache: CacheMode::Default,
            cors: Some(CorsRequest {
                origin: &self.origin,
                credentials: request.credentials,
                use_cors_preflight: request.force_preflight,
            }),
        };
        let preflight =
            self.cors && needs_preflight(&request.method, &request.headers, request.force_preflight);
        // Over the network, the preflight is a real OPTIONS request first.
        let network = self.hosts.network().filter(|network| network.allows(url));
        if let (true, Some(network)) = (preflight, network) {
            let (method, headers) = (&request.method, &request.headers);
            cors_preflight(
                network,
                url,
                &self.origin,
                request.credentials,
                method,
                headers,
                request.force_preflight,
            )?;
        }
        let response = self.hosts.fetch_http_request(url, &sent).map_err(|e| e.to_string())?;
        // https://fetch.spec.whatwg.org/#cors-preflight-fetch: the hosts answer the
        // preflight (OPTIONS) with the resource's own status and headers.
        if preflight && network.is_none() {
            preflight_check(
                response.status,
                &response.headers,
                &self.origin,
                request.credentials,
                &request.method,
                &request.headers,
            )?;
        }
        Ok(response)
    }

    /// The response as the page may read it, its Resource Timing entry marked (in the
    /// realm `info`), or why it is a network error.
    fn finish(
        &self,
        scope: &mut v8::PinScope,
        state: &GroupState,
        info: &RealmInfo,
        start: f64,
        response: Result<Response, String>,
    ) -> Result<Fetched, String> {
        let request = &self.request;
        let response = response?;
        let length = match response.headers.get("content-length") {
            Some(value) => value.trim().parse().unwrap_or(0),
            None if response.timing.is_some() => 0,
            None => response.bytes.len(),
        };
        let status_text = response.status_text();
        // The origin the CORS check compares with: null once a redirect tainted it (for
        // the page's check and for its Resource Timing entry alike).
        let check_origin = final_check_origin(&info.origin, response.redirects.iter().chain([&response.url]));
        if let Some(hooks) = state.hooks(info.id) {
            let (status, headers) = (response.status, &response.headers);
            let body_size = if request.method == "HEAD" { 0 } else { response.body.len() };
            let timing = ResourceFetch::new(
                "xmlhttprequest",
                &response.url,
                &info.origin,
                start,
                status,
                headers,
                body_size,
            )
            .over_network(response.timing.as_deref())
            .after_redirects(&response, &info.origin)
            .cors_mode(headers, &check_origin, request.credentials);
            resource_timing::mark(scope, &hooks, &timing);
        }
        let (body, bytes) = if request.method == "HEAD" {
            (String::new(), Vec::new())
        } else {
            (response.body, response.bytes)
        };
        let transmitted = match &response.timing {
            Some(timing) if request.method != "HEAD" => {
                usize::try_from(timing.encoded_body_size).unwrap_or(0)
            }
            _ => bytes.len(),
        };
        // Main fetch, "CORS check": a cross-origin response is the page's only if it
        // allows it.
        let what = "XMLHttpRequest reads responses in CORS mode";
        cors_mode_response(&response.url, &response.headers, &check_origin, request.credentials, what)?;
        let cors = !is_basic(&response.url, &info.origin);
        Ok(Fetched {
            status: response.status,
            status_text,
            url: response.url.to_string(),
            headers: exposed_headers(&response.headers, cors, request.credentials),
            body,
            bytes,
            encoding: response.encoding,
            length,
            transmitted,
        })
    }
}

/// `[[name, value]…]` of strings from a page's array (anything else: none).
fn string_pairs(scope: &mut v8::PinScope, value: v8::Local<v8::Value>) -> Vec<(String, String)> {
    let Ok(array) = v8::Local::<v8::Array>::try_from(value) else { return Vec::new() };
    let mut pairs = Vec::new();
    for i in 0..array.length() {
        let Some(pair) = array.get_index(scope, i).and_then(|p| v8::Local::<v8::Array>::try_from(p).ok())
        else {
            continue;
        };
        let (Some(name), Some(value)) = (pair.get_index(scope, 0), pair.get_index(scope, 1)) else {
            continue;
        };
        pairs.push((name.to_rust_string_lossy(scope), value.to_rust_string_lossy(scope)));
    }
    pairs
}

/// `[status, statusText, url, [[name, value]…], body, encoding, the bytes transmitted,
/// body's length, body's bytes (a Uint8Array)]`.
fn response_array<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    fetched: Fetched,
) -> Option<v8::Local<'s, v8::Array>> {
    let mut pairs = Vec::new();
    for (name, value) in &fetched.headers.0 {
        let name = v8::String::new(scope, &name.to_ascii_lowercase())?;
        // (Header values and the status message are byte strings, their bytes
        // isomorphic-decoded, as getResponseHeader() and statusText give them:
        // loader/headers.rs.)
        let value = v8::String::new(scope, value)?;
        pairs.push(v8::Array::new_with_elements(scope, &[name.into(), value.into()]).into());
    }
    let headers = v8::Array::new_with_elements(scope, &pairs);
    let status = v8::Integer::new(scope, i32::from(fetched.status)).into();
    let status_text = v8::String::new(scope, &fetched.status_text)?.into();
    let url = v8::String::new(scope, &fetched.url)?.into();
    let body = v8::String::new(scope, &fetched.body)?.into();
    let encoding = v8::String::new(scope, fetched.encoding)?.into();
    let size = v8::Number::new(scope, fetched.transmitted as f64).into();
    let length = v8::Number::new(scope, fetched.length as f64).into();
    let byte_count = fetched.bytes.len();
    let store = v8::ArrayBuffer::new_backing_store_from_vec(fetched.bytes).make_shared();
    let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
    let bytes = v8::Uint8Array::new(scope, buffer, 0, byte_count)?.into();
    Some(v8::Array::new_with_elements(
        scope,
        &[status, status_text, url, headers.into(), body, encoding, size, length, bytes],
    ))
}
