//! The Fetch Standard's `fetch()`, `Headers`, `Request` and `Response`: the JavaScript
//! modules (`headers.js`, `mime_type.js`, `multipart_form_data.js`, `body.js`,
//! `request.js`, `response.js`, `fetch_method.js`) and the native that fetches a request
//! from the virtual hosts (`fetching.rs`), with its Resource Timing entry.
//! [Fetch §5 Fetch API](https://fetch.spec.whatwg.org/#fetch-api)
pub mod blob_scheme_fetch;
pub mod fetching;
pub mod in_parallel;
mod streaming_fetch;

use url::Url;

use crate::bindings::realm;
use crate::runtime::group::GroupState;
use crate::runtime::loader::cookie_jar::Credentials;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::memory_cache::CacheMode;
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::RealmInfo;
use crate::runtime::web::html::referrer::{policy_of, referrer_with_policy};
use crate::runtime::web::html::window::Native;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};

use fetching::{FetchRequest, Fetched, Mode, RedirectMode, ResponseType};

/// The `fetch()` native.
pub fn natives() -> Vec<Native> {
    let mut natives: Vec<Native> = vec![("fetchResource", v8::MapFnTo::map_fn_to(fetch_resource))];
    natives.extend(in_parallel::natives());
    natives
}

/// `natives.fetchResource(method, url, [[name, value]…], body, mode, credentials,
/// redirect, useCorsPreflight, cache, referrer, referrerPolicy, processResponse,
/// onlyInParallel, processBody, integrity, blobEntry)`, `blobEntry` the `blob:` URL's entry
/// resolved when the Request parsed it (`[bytes, type]` of `natives.resolveBlobURL`, or
/// null), `body` a
/// Uint8Array or null: `[type, status, statusText, [url…], [[name, value]…], body]` (`body`
/// a Uint8Array, or null), or a string saying why the fetch is a network error (the caller
/// rejects with a TypeError). `url` is absolute (the Request constructor parsed it).
///
/// A request over the network loader runs in parallel (`in_parallel.rs`) when
/// `processResponse` is a function: the native returns the request's id at once, and
/// `processResponse` gets the answer in a task of the networking task source. With
/// `onlyInParallel`, a request that would not run in parallel is not made (`undefined`).
/// With `processBody` too, the answer comes at the response's head, its `body` `true`,
/// and `processBody` gets each chunk of the body as it arrives (a Uint8Array), then
/// `null` at its end, or `null` and why the body failed (`streaming_fetch.rs`) — unless
/// the request has `integrity` metadata (a string; `""` or undefined: none): then its
/// response comes once its whole body is read and matches the metadata (Fetch's
/// [main fetch](https://fetch.spec.whatwg.org/#main-fetch) step 22; [`IntegrityCheck`]),
/// so its body does not stream; a mismatch, or an opaque response, is a network error.
fn fetch_resource(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let context = scope.get_current_context();
    let Some(state) = GroupState::of(scope) else { return };
    let Some(info) = realm::realm_id(scope, context).and_then(|id| state.info(id)) else { return };
    let method = args.get(0).to_rust_string_lossy(scope);
    let text = args.get(1).to_rust_string_lossy(scope);
    let parsed = Url::parse(&text);
    // (`onlyInParallel`: a request that would not run in parallel is not made, and nothing
    // else of it is read.)
    if args.get(12).is_true() && !parsed.as_ref().is_ok_and(|url| in_parallel::goes_in_parallel(&state, url))
    {
        return;
    }
    let headers = byte_string_pairs(scope, args.get(2));
    let body = v8::Local::<v8::ArrayBufferView>::try_from(args.get(3)).ok().map(|view| {
        let mut bytes = vec![0u8; view.byte_length()];
        view.copy_contents(&mut bytes);
        bytes
    });
    let mode = Mode::of(&args.get(4).to_rust_string_lossy(scope));
    let credentials_mode = args.get(5).to_rust_string_lossy(scope);
    let credentials = match credentials_mode.as_str() {
        "include" => CredentialsMode::Include,
        _ => CredentialsMode::SameOrigin,
    };
    // The jar sees "omit", "same-origin" and "include" apart.
    let hosts = site_for_cookies::hosts_for(&state, &info, Credentials::of(&credentials_mode, &info.origin));
    let redirect = RedirectMode::of(&args.get(6).to_rust_string_lossy(scope));
    let use_cors_preflight = args.get(7).is_true();
    let cache = CacheMode::of(&args.get(8).to_rust_string_lossy(scope));
    let referrer_source = args.get(9).to_rust_string_lossy(scope);
    // (Fetch §4.1 Main fetch, step 7: a request without a referrer policy takes its
    // client's, the document's `Referrer-Policy` header's.)
    let referrer_policy = match args.get(10).to_rust_string_lossy(scope) {
        policy if policy.is_empty() => policy_of(&info),
        policy => policy,
    };
    let process_response =
        v8::Local::<v8::Function>::try_from(args.get(11)).ok().map(|f| v8::Global::new(scope, f));
    let integrity = args.get(14).is_string().then(|| args.get(14).to_rust_string_lossy(scope));
    let integrity = integrity.filter(|metadata| !metadata.is_empty());
    // (With integrity metadata, the body is not streamed: read whole, then checked.)
    let process_body = v8::Local::<v8::Function>::try_from(args.get(13))
        .ok()
        .filter(|_| integrity.is_none())
        .map(|f| v8::Global::new(scope, f));
    let url = match parsed {
        Ok(url) => url,
        Err(_) => {
            if let Some(message) = v8::String::new(scope, &format!("Failed to parse URL from {text}")) {
                rv.set(message.into());
            }
            return;
        }
    };
    // https://fetch.spec.whatwg.org/#main-fetch, step 8: the request's referrer, as its
    // policy determines it ("client": the document's URL).
    let referrer = match referrer_source.as_str() {
        "no-referrer" => None,
        "client" | "" => Some(info.url.clone()),
        text => Url::parse(text).ok(),
    }
    .and_then(|source| referrer_with_policy(&referrer_policy, &source, &url));
    let integrity = integrity.map(|metadata| IntegrityCheck { url: text.clone(), metadata });
    let blob = crate::runtime::web::url::blob_entry_of(scope, args.get(15));
    let request = OwnedRequest {
        method,
        url,
        headers,
        body,
        mode,
        credentials,
        redirect,
        use_cors_preflight,
        cache,
        referrer,
        referrer_policy,
        blob,
    };
    let start = hr_time::now();
    if let Some(process_response) = process_response
        && in_parallel::goes_in_parallel(&state, &request.url)
    {
        let parallel = Parallel { start, mode, credentials, process_response, process_body, integrity };
        let id = streaming_fetch::start(&state, info.id, hosts, info.origin.clone(), request, parallel);
        rv.set(v8::Number::new(scope, id as f64).into());
        return;
    }
    let mut timing = None;
    let fetched = fetching::fetch(&hosts, &info.origin, &request.borrowed(), &mut timing);
    let integrity = integrity.as_ref();
    if let Some(result) = respond(scope, &state, &info, start, mode, credentials, fetched, timing, integrity)
    {
        rv.set(result);
    }
}

/// What the page's side of a request fetched in parallel keeps: when it started, what its
/// Resource Timing entry needs, the steps that take its response and (streamed) its body,
/// and the integrity metadata its whole response is checked against (then it does not
/// stream).
struct Parallel {
    start: f64,
    mode: Mode,
    credentials: CredentialsMode,
    process_response: v8::Global<v8::Function>,
    process_body: Option<v8::Global<v8::Function>>,
    integrity: Option<IntegrityCheck>,
}

/// A request's integrity metadata and its URL: Fetch's [main fetch](https://fetch.spec.whatwg.org/#main-fetch)
/// step 22 checks the response's whole body against it
/// ([`crate::runtime::loader::subresource_integrity::check`]).
struct IntegrityCheck {
    url: String,
    metadata: String,
}

impl IntegrityCheck {
    /// `fetched`, or the network error it is: a body that does not match the metadata, or
    /// an opaque response (it cannot be read).
    fn verify(&self, fetched: Fetched) -> Result<Fetched, String> {
        let readable = fetched.kind != ResponseType::Opaque;
        let body = fetched.body.as_deref().unwrap_or_default();
        crate::runtime::loader::subresource_integrity::check(
            &self.url,
            Some(&self.metadata),
            readable,
            body,
        )?;
        Ok(fetched)
    }
}

/// A `fetch()` request's fields, owned (to cross to the thread that fetches it).
struct OwnedRequest {
    method: String,
    url: Url,
    headers: Vec<(String, String)>,
    body: Option<Vec<u8>>,
    mode: Mode,
    credentials: CredentialsMode,
    redirect: RedirectMode,
    use_cors_preflight: bool,
    cache: CacheMode,
    referrer: Option<String>,
    referrer_policy: String,
    /// A `blob:` URL's entry: its bytes and type.
    blob: Option<(Vec<u8>, String)>,
}

impl OwnedRequest {
    fn borrowed(&self) -> FetchRequest<'_> {
        FetchRequest {
            method: &self.method,
            url: &self.url,
            headers: &self.headers,
            body: self.body.as_deref(),
            mode: self.mode,
            credentials: self.credentials,
            redirect: self.redirect,
            use_cors_preflight: self.use_cors_preflight,
            cache: self.cache,
            referrer: self.referrer.as_deref(),
            referrer_policy: &self.referrer_policy,
            blob: self.blob.as_ref().map(|(bytes, kind)| (bytes.as_slice(), kind.as_str())),
        }
    }
}

/// What the page gets of a fetch's outcome (the response array, or why it is a network
/// error), after its Resource Timing entry is marked: each response the hosts gave is one,
/// even one a check then refused (as a browser's entry is the response's, not the page's):
/// the integrity check among them.
#[allow(clippy::too_many_arguments)]
fn respond<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    info: &RealmInfo,
    start: f64,
    mode: Mode,
    credentials: CredentialsMode,
    fetched: Result<Fetched, String>,
    timing: Option<fetching::Timing>,
    integrity: Option<&IntegrityCheck>,
) -> Option<v8::Local<'s, v8::Value>> {
    // A request in CORS mode whose response passes the CORS check is "cors" (main
    // fetch made it so: a basic or cors response is CORS-same-origin).
    let cors_same_origin =
        fetched.as_ref().is_ok_and(|f| matches!(f.kind, ResponseType::Basic | ResponseType::Cors));
    mark_timing(scope, state, info, start, mode, credentials, cors_same_origin, timing);
    let fetched = match integrity {
        Some(integrity) => fetched.and_then(|fetched| integrity.verify(fetched)),
        None => fetched,
    };
    match fetched {
        Ok(fetched) => response_array(scope, fetched, false).map(Into::into),
        Err(message) => v8::String::new(scope, &message).map(Into::into),
    }
}

/// Marks the Resource Timing entry of a fetch's response (when the hosts gave one).
#[allow(clippy::too_many_arguments)]
fn mark_timing(
    scope: &mut v8::PinScope<'_, '_>,
    state: &GroupState,
    info: &RealmInfo,
    start: f64,
    mode: Mode,
    credentials: CredentialsMode,
    cors_same_origin: bool,
    timing: Option<fetching::Timing>,
) {
    if let (Some((url, status, headers, size, measured, timing_allowed)), Some(hooks)) =
        (timing, state.hooks(info.id))
    {
        let mut timing = ResourceFetch::new("fetch", &url, &info.origin, start, status, &headers, size)
            .over_network(measured.as_deref());
        timing.timing_allowed = timing_allowed;
        let timing = match mode {
            Mode::Cors if cors_same_origin => ResourceFetch { response_exposed: true, ..timing },
            Mode::Cors => timing.cors_mode(&headers, &info.origin, credentials),
            _ => timing,
        };
        resource_timing::mark(scope, &hooks, &timing);
    }
}

/// `[[name, value]…]` of a header list (byte strings: each character a byte) from a
/// page's array, as UTF-8 Rust strings of those characters.
fn byte_string_pairs(scope: &mut v8::PinScope, value: v8::Local<v8::Value>) -> Vec<(String, String)> {
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

/// `[type, status, statusText, [url…], [[name, value]…], body or null]` (`body` `true`
/// when `streamed`: its chunks come later).
fn response_array<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    fetched: Fetched,
    streamed: bool,
) -> Option<v8::Local<'s, v8::Array>> {
    let mut pairs = Vec::new();
    for (name, value) in &fetched.headers.0 {
        let name = v8::String::new(scope, &name.to_ascii_lowercase())?;
        // (A value is its bytes isomorphic-decoded already, as `Headers` exposes it:
        // loader/headers.rs.)
        let value = v8::String::new(scope, value)?;
        pairs.push(v8::Array::new_with_elements(scope, &[name.into(), value.into()]).into());
    }
    let headers = v8::Array::new_with_elements(scope, &pairs);
    let mut urls = Vec::new();
    for url in &fetched.url_list {
        urls.push(v8::String::new(scope, url.as_str())?.into());
    }
    let url_list = v8::Array::new_with_elements(scope, &urls);
    let kind = v8::String::new(scope, fetched.kind.name())?.into();
    let status = v8::Integer::new(scope, i32::from(fetched.status)).into();
    let status_text = v8::String::new(scope, &fetched.status_text)?.into();
    let body: v8::Local<v8::Value> = match fetched.body {
        Some(_) if streamed => v8::Boolean::new(scope, true).into(),
        Some(bytes) => {
            let length = bytes.len();
            let store = v8::ArrayBuffer::new_backing_store_from_vec(bytes).make_shared();
            let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
            v8::Uint8Array::new(scope, buffer, 0, length)?.into()
        }
        None => v8::null(scope).into(),
    };
    Some(v8::Array::new_with_elements(
        scope,
        &[kind, status, status_text, url_list.into(), headers.into(), body],
    ))
}
