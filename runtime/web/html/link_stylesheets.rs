//! Fetching a `<link rel=stylesheet>` element's style sheet: the part of HTML's "fetch and
//! process the linked resource" that goes to the network (the virtual hosts), with its
//! Resource Timing entry (initiator "link"), and the stylesheet type's "process the linked
//! resource" check of the response, whether it was fetched or consumed from a preload
//! (`preloaded_resources.rs`); the sheets it imports are fetched before it is done
//! (`stylesheet_imports.rs`). framescope applies no CSS from it (no `sheet`); the
//! element's side (when, and its `load` and `error` events) is `link_stylesheets.js`.
//! [HTML §4.2.4.4 Fetching and processing a resource from a link element](https://html.spec.whatwg.org/multipage/semantics.html#fetching-and-processing-a-resource-from-a-link-element),
//! [HTML §4.6.7.19 Link type "stylesheet"](https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet)

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::loader::origin_header;
use crate::runtime::loader::response::Response;
use crate::runtime::loader::{integrity_policy, subresource_integrity};
use crate::runtime::navigation::script_blocking_style_sheets as blocking_sheets;
use crate::runtime::realm::RealmInfo;
use crate::runtime::web::fetch::in_parallel::{self, Stopped};
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};

use super::window::Native;

/// The link natives.
pub fn natives() -> Vec<Native> {
    vec![("fetchStylesheet", v8::MapFnTo::map_fn_to(fetch_stylesheet))]
}

/// `natives.fetchStylesheet(url, crossorigin, renderBlocking, referrerpolicy, integrity,
/// blocksScripts, then)`:
/// fetches the absolute URL `url` as the linked resource of a `<link rel=stylesheet>` (with
/// the element's `crossorigin`, `referrerpolicy` and `integrity` attributes, or null; a
/// `referrerpolicy` that names a policy is the request's, `integrity` its integrity
/// metadata, which a response must match: `subresource_integrity.rs`), marks its Resource
/// Timing entry (initiator "link"; `renderBlocking`: the request's render-blocking, its
/// `renderBlockingStatus`), fetches the
/// sheets it imports, and gives false when "process the linked resource" finds it no
/// success (the element's `error`), else `[loaded, clean, faces, rules, text]`: whether its
/// imports loaded too (true: the element's `load`), whether it is origin-clean, what it
/// may fetch beyond them (style_resources.rs) and its text (the sheet's rules).
///
/// A sheet that contributes a script-blocking style sheet (`blocksScripts`: its parser made
/// the link) is fetched in parallel over the network loader when no page script is on the
/// stack: the call gives null, `then` gets the outcome in the task its response queues,
/// and until then the document has a style sheet that is blocking scripts
/// (`runtime/navigation/script_blocking_style_sheets.rs`).
///
/// A style sheet the document preloaded (`<link rel=preload as=style>`, same URL and CORS
/// mode) is consumed from its map of preloaded resources (`preloaded_resources.rs`) and
/// processed the same way, with no fetch and no entry of its own.
fn fetch_stylesheet(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(false);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let string = |scope: &mut v8::PinScope, value: v8::Local<v8::Value>| {
        (!value.is_null_or_undefined()).then(|| value.to_rust_string_lossy(scope))
    };
    let request = LinkRequest {
        start: hr_time::now(),
        crossorigin: string(scope, args.get(1)),
        render_blocking: args.get(2).is_true(),
        referrer_policy: string(scope, args.get(3)),
        integrity: string(scope, args.get(4)),
        url,
    };
    let cors = request.cors();
    // Main fetch: a request the document's Integrity-Policy blocks is a network error.
    let policy = integrity_policy::check(
        &info.headers,
        "style",
        &request.url,
        request.integrity.as_deref(),
        cors.is_some(),
    );
    if let Err(error) = policy {
        state.record_load_error(Some(realm), error);
        return;
    }
    let hosts = request.hosts(&state, &info);
    // "Fetch and process the linked resource" 7: if the document's map of preloaded
    // resources has the request's preload key, consume that response instead of fetching
    // (its Resource Timing entry is the preload's).
    let key = super::preloaded_resources::key(request.url.as_str(), cors.is_some());
    if let Some(response) = super::preloaded_resources::consume(&state, realm, &key) {
        if let Some(value) = request.process(scope, &state, &info, &hosts, &response) {
            rv.set(value);
        }
        return;
    }
    let then = v8::Local::<v8::Function>::try_from(args.get(6)).ok();
    let in_parallel = args.get(5).is_true()
        && crate::runtime::navigation::fetch_in_parallel::may_go_on(scope, &state, realm, &request.url);
    if let Some(then) = then.filter(|_| in_parallel) {
        let then = v8::Global::new(scope, then);
        blocking_sheets::started(&state, realm);
        // (Its fetch delays the document's load event, as every link's does.)
        let delays_load = state.delay_load_event(realm);
        let (url, origin, fetching) = (request.url.clone(), info.origin.clone(), hosts.clone());
        let work = move || origin_header::fetch_in_mode(&fetching, &url, &origin, cors);
        let group = state.clone();
        let complete = move |scope: &mut v8::PinScope<'_, '_>,
                             fetched: Result<Result<Response, _>, Stopped>| {
            if let Some(info) = group.info(realm).filter(|info| !info.detached) {
                let value = match fetched {
                    Ok(Ok(response)) => {
                        request.mark(scope, &group, &info, &response);
                        request.process(scope, &group, &info, &hosts, &response)
                    }
                    _ => None,
                };
                let value = value.unwrap_or_else(|| v8::Boolean::new(scope, false).into());
                in_parallel::call_back(scope, &group, realm, &then, &[value]);
            }
            blocking_sheets::ended(&group, realm);
            if delays_load {
                group.load_event_delay_ended(realm);
            }
        };
        in_parallel::start(&state, realm, work, complete);
        rv.set_null();
        return;
    }
    // (With `crossorigin`, in CORS mode: it sends `Origin` to another origin.)
    let Ok(response) = origin_header::fetch_in_mode(&hosts, &request.url, &info.origin, cors) else { return };
    request.mark(scope, &state, &info, &response);
    if let Some(value) = request.process(scope, &state, &info, &hosts, &response) {
        rv.set(value);
    }
}

/// A `<link rel=stylesheet>`'s request: its URL and the element's attributes, and when
/// it started.
struct LinkRequest {
    url: Url,
    start: f64,
    crossorigin: Option<String>,
    render_blocking: bool,
    referrer_policy: Option<String>,
    integrity: Option<String>,
}

impl LinkRequest {
    /// Its credentials mode in CORS mode (with `crossorigin`), else none (no-cors).
    fn cors(&self) -> Option<CredentialsMode> {
        self.crossorigin.as_deref().map(CredentialsMode::of_attribute)
    }

    /// The loader of the request: the document's cookies, the style destination, its
    /// referrer under the element's policy.
    fn hosts(&self, state: &GroupState, info: &RealmInfo) -> VirtualHosts {
        let credentials = origin_header::subresource_credentials(self.cors(), &info.origin);
        let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(state, info, credentials);
        hosts
            .for_destination(crate::runtime::loader::network_observer::Destination::Stylesheet)
            .with_referrer(
                crate::runtime::navigation::request_referrer::request_referrer(state, info)
                    .with_attribute(self.referrer_policy.as_deref()),
            )
    }

    /// Its Resource Timing entry (initiator "link") for the fetched `response`.
    fn mark(&self, scope: &mut v8::PinScope, state: &GroupState, info: &RealmInfo, response: &Response) {
        let Some(hooks) = state.hooks(info.id) else { return };
        let fetch = ResourceFetch::new(
            "link",
            &response.url,
            &info.origin,
            self.start,
            response.status,
            &response.headers,
            response.body.len(),
        )
        .over_network(response.timing.as_deref())
        .after_redirects(response, &info.origin)
        .render_blocking(self.render_blocking);
        let fetch = match self.cors() {
            Some(credentials) => fetch.cors_mode(&response.headers, &info.origin, credentials),
            None => fetch,
        };
        resource_timing::mark(scope, &hooks, &fetch);
    }

    /// The response checked against the integrity metadata (a response that does not
    /// match, or an opaque one, which cannot be checked — readable is same origin, or CORS
    /// mode — is a network error: main fetch), then "process the linked resource".
    fn process<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        state: &GroupState,
        info: &RealmInfo,
        hosts: &VirtualHosts,
        response: &Response,
    ) -> Option<v8::Local<'s, v8::Value>> {
        let cors = self.cors();
        let readable =
            cors.is_some() || crate::runtime::loader::cors::is_basic_response(response, &info.origin);
        let integrity = self.integrity.as_deref();
        let checked =
            subresource_integrity::check(response.url.as_str(), integrity, readable, &response.bytes);
        if let Err(error) = checked {
            state.record_load_error(Some(info.id), error);
            return None;
        }
        process_stylesheet(scope, state, info, hosts, response, cors, self.render_blocking)
    }
}

/// The stylesheet type's "process the linked resource" for the response `response` (of a
/// fetch, or a consumed preload; `cors` its request's credentials mode in CORS mode): none
/// when it is no success, else `[loaded, clean, faces, rules, text]` (see [`fetch_stylesheet`]),
/// its imports fetched with `hosts` (the link's request's).
///
/// "Fetch and process the linked resource"'s processResponseConsumeBody: a network error,
/// or a response whose status is not ok, is no success; then
/// 1. If the resource's Content-Type metadata is not text/css, then set success to false
///    (framescope's documents are never in quirks mode, so there is no exception).
fn process_stylesheet<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    state: &GroupState,
    info: &RealmInfo,
    hosts: &VirtualHosts,
    response: &Response,
    cors: Option<CredentialsMode>,
    render_blocking: bool,
) -> Option<v8::Local<'s, v8::Value>> {
    // With `crossorigin` the request's mode is "cors": a response that fails the CORS
    // check is a network error.
    if !origin_header::succeeded_in_mode(
        response,
        &info.origin,
        cors,
        "the style sheet was fetched with crossorigin",
    ) {
        return None;
    }
    // (Origin-clean: same origin, or fetched in CORS mode and passing the check above.)
    let clean = cors.is_some() || response.url.origin() == info.origin;
    if !is_text_css(response.headers.get("content-type")) {
        return None;
    }
    // Its critical subresources: the style sheets it imports, fetched before its event
    // (stylesheet_imports.rs).
    let sheet = (&response.url, &response.headers, response.body.as_str());
    let loaded =
        super::stylesheet_imports::fetch_imports(scope, state, info, hosts, sheet, render_blocking, clean);
    // What the sheet may fetch beyond its imports (style_resources.rs): `[loaded, clean,
    // faces, rules, text]`.
    let found = super::style_resources::sheet_resources(&response.body, &response.url);
    let resources = super::style_resources::resources_value(scope, &found);
    let (loaded, clean) = (v8::Boolean::new(scope, loaded), v8::Boolean::new(scope, clean));
    let faces = resources.get_index(scope, 0)?;
    let rules = resources.get_index(scope, 1)?;
    // (Its text, the CSS style sheet's rules: style_sheet_collections.js.)
    let text = v8::String::new(scope, &response.body)?;
    Some(
        v8::Array::new_with_elements(scope, &[loaded.into(), clean.into(), faces, rules, text.into()]).into(),
    )
}

/// Whether a Content-Type header value's MIME type essence is `text/css`.
pub fn is_text_css(content_type: Option<&str>) -> bool {
    content_type.is_some_and(|value| {
        let essence = value.split(';').next().unwrap_or("").trim();
        essence.eq_ignore_ascii_case("text/css")
    })
}
