//! Fetching the linked resource of a `<link rel=preload>`, `rel=modulepreload` or
//! `rel=prefetch`: the part of HTML's "fetch and process the linked resource" that goes to
//! the network (the virtual hosts), with its Resource Timing entry, and whether the
//! response is a success (the element's `load`) or not (its `error`). A preload is never
//! executed or applied; the element's side (when, which `as`, and its events) is
//! `link_preload.js`.
//! [HTML §4.6.7.12 Link type "preload"](https://html.spec.whatwg.org/multipage/links.html#link-type-preload),
//! [HTML §4.6.7.11 Link type "modulepreload"](https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload),
//! [HTML §4.6.7.13 Link type "prefetch"](https://html.spec.whatwg.org/multipage/links.html#link-type-prefetch)

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::integrity_policy;
use crate::runtime::loader::network_observer::Destination;
use crate::runtime::loader::origin_header;
use crate::runtime::loader::subresource_integrity::check;
use crate::runtime::module_map::{Fetched, ModuleRequest};
use crate::runtime::web::performance::{hr_time, resource_timing};

use super::window::Native;

/// The preload natives.
pub fn natives() -> Vec<Native> {
    vec![("fetchLinkResource", v8::MapFnTo::map_fn_to(fetch_link_resource))]
}

/// The initiator type Chrome gives a link's fetch: `other` for a module preload (as
/// resource-timing/initiator-type/link.html expects), `link` for the rest.
pub fn initiator_type(module_preload: bool) -> &'static str {
    if module_preload { "other" } else { "link" }
}

/// The request destination of a preload whose `as` is `value` (already a valid preload
/// destination, lowercased: link_preload.js checks it), for the network observer.
pub fn destination_of(value: &str) -> Destination {
    match value {
        "script" => Destination::Script,
        "style" => Destination::Stylesheet,
        "image" => Destination::Image,
        "fetch" => Destination::Fetch,
        _ => Destination::Other,
    }
}

/// `natives.fetchLinkResource(url, crossorigin, referrerpolicy, as, modulePreload, integrity)`:
/// fetches the absolute URL `url` as a link's linked resource (with the element's
/// `crossorigin`, `referrerpolicy` and `integrity` attributes, or null; `as` the request's
/// destination, or null for a prefetch), marks its Resource Timing entry (see
/// [`initiator_type`]), and gives whether it succeeded.
///
/// "Fetch and process the linked resource" 8 (processResponseConsumeBody): a network
/// error, or a response whose status is not an ok status, is no success (the element's
/// `error`, as Chrome fires it); with `crossorigin` (or for a module preload, always in
/// "cors" mode, "same-origin" credentials without the attribute) a response that fails the
/// CORS check is a network error. So is one that does not match the request's integrity
/// metadata, or an opaque one with metadata (Fetch's main fetch): the `integrity`
/// attribute, or for a module preload without one the import map's for `url`
/// ([modulepreload](https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload)'s
/// "fetch and process the linked resource").
fn fetch_link_resource(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(false);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let crossorigin = (!args.get(1).is_null_or_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    let referrer_policy =
        (!args.get(2).is_null_or_undefined()).then(|| args.get(2).to_rust_string_lossy(scope));
    let destination = (!args.get(3).is_null_or_undefined()).then(|| args.get(3).to_rust_string_lossy(scope));
    let module_preload = args.get(4).is_true();
    let mut integrity =
        (!args.get(5).is_null_or_undefined()).then(|| args.get(5).to_rust_string_lossy(scope));
    if module_preload && integrity.is_none() {
        integrity = state.realm(realm).and_then(|r| r.modules.borrow().integrity_metadata(&url, None));
    }
    // (A module preload's fetch a single module script, steps 3–4: a URL the module map
    // has is not fetched again; one that failed stays failed.)
    if module_preload && let Some(state_of_realm) = state.realm(realm) {
        let request = ModuleRequest::javascript(url.clone());
        match state_of_realm.modules.borrow().lookup(scope, &request) {
            Some(Fetched::Failed(_)) => return,
            Some(_) => return rv.set_bool(true),
            None => {}
        }
    }
    let style = !module_preload && destination.as_deref() == Some("style");
    // The request's mode: "cors" with the attribute's credentials mode; a module script,
    // a font and a `fetch` preload are always in CORS mode.
    let always_cors = module_preload || matches!(destination.as_deref(), Some("font" | "fetch"));
    let cors = match crossorigin.as_deref() {
        Some(value) => Some(CredentialsMode::of_attribute(value)),
        None if always_cors => Some(CredentialsMode::SameOrigin),
        None => None,
    };
    // (Main fetch: a request its document's Integrity-Policy blocks — a script or style
    // preload without valid metadata in CORS mode — is a network error.)
    let policy_destination = if module_preload { "script" } else { destination.as_deref().unwrap_or("") };
    let blocked = integrity_policy::check(
        &info.headers,
        policy_destination,
        &url,
        integrity.as_deref(),
        cors.is_some(),
    );
    if let Err(message) = blocked {
        state.record_load_error(Some(realm), message);
        return;
    }
    let start = hr_time::now();
    let credentials = origin_header::subresource_credentials(cors, &info.origin);
    let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(&state, &info, credentials);
    let destination = if module_preload {
        Destination::Script
    } else {
        destination.as_deref().map_or(Destination::Other, destination_of)
    };
    let hosts = hosts.for_destination(destination).with_referrer(
        crate::runtime::navigation::request_referrer::request_referrer(&state, &info)
            .with_attribute(referrer_policy.as_deref()),
    );
    let Ok(response) = origin_header::fetch_in_mode(&hosts, &url, &info.origin, cors) else { return };
    resource_timing::mark_response(
        scope,
        state.hooks(realm).as_deref(),
        initiator_type(module_preload),
        &response,
        &info.origin,
        start,
        cors,
    );
    let what = "the linked resource was fetched in CORS mode";
    let mut success = origin_header::succeeded_in_mode(&response, &info.origin, cors, what);
    // (Main fetch: in CORS mode, or same-origin, the response can be read; else it is
    // opaque, and cannot be checked.)
    let readable = cors.is_some() || crate::runtime::loader::cors::is_basic_response(&response, &info.origin);
    if success
        && let Err(message) = check(response.url.as_str(), integrity.as_deref(), readable, &response.bytes)
    {
        state.record_load_error(Some(realm), message);
        success = false;
    }
    // (The preload's processResponse: a style sheet goes into the document's map of
    // preloaded resources, for the stylesheet link that consumes it; a module script into
    // the realm's module map, with its descendants.)
    if success && style {
        let key = super::preloaded_resources::key(url.as_str(), crossorigin.is_some());
        super::preloaded_resources::add(&state, realm, key, response);
    } else if success && module_preload {
        let policy = referrer_policy.as_deref().unwrap_or("");
        let credentials = cors.unwrap_or(CredentialsMode::SameOrigin);
        success = super::module_scripts::enter_preloaded(
            scope,
            &state,
            &info,
            (&url, response),
            policy,
            credentials,
        );
    }
    rv.set_bool(success);
}
