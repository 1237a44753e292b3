//! Fetching a media element's resource: the part of HTML's "resource fetch algorithm"
//! that goes to the network (the virtual hosts) — one request for the whole resource,
//! the metadata fetch Chrome reports — with its Resource Timing entry (initiatorType
//! `audio` or `video`, as Chrome gives), and the fetch of a `<video>`'s poster image
//! (`video` too). framescope decodes no media: no playback and no media events follow;
//! the element's side (when, and which source) is `media_elements.js`.
//! [HTML §4.8.11.5 Loading the media resource](https://html.spec.whatwg.org/multipage/media.html#loading-the-media-resource)

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::origin_header;
use crate::runtime::web::performance::{hr_time, resource_timing};

use super::window::Native;

/// The media natives.
pub fn natives() -> Vec<Native> {
    vec![("fetchMedia", v8::MapFnTo::map_fn_to(fetch_media))]
}

/// The initiator type of a media element's fetch: `video` for a `<video>`'s (its
/// resource and its poster), `track` for a `<track>`'s text track, `audio` for the rest.
pub fn initiator_type(element: &str) -> &'static str {
    match element {
        "video" => "video",
        "track" => "track",
        _ => "audio",
    }
}

/// `natives.fetchMedia(url, crossorigin, element)`: the resource fetch algorithm's step
/// 4 ("fetch request") for the absolute URL `url` of the media element named `element`
/// (with its `crossorigin` attribute, or null: "no-cors" mode), marking its Resource
/// Timing entry (see [`initiator_type`]). Gives whether a response came (true) or a
/// network error (false); for a `<track>` (`element` "track": HTML's "start the track
/// processing model" fetches its URL in "cors" mode with the media element's
/// `crossorigin`, else in "same-origin" mode), a response whose status is not ok is no
/// success either (its `error` event).
fn fetch_media(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(false);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let crossorigin = (!args.get(1).is_null_or_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    let initiator = initiator_type(&args.get(2).to_rust_string_lossy(scope));
    let track = initiator == "track";
    let cors = crossorigin.as_deref().map(CredentialsMode::of_attribute);
    // (A track without crossorigin: "same-origin" mode, a network error across origins.)
    if track && cors.is_none() && url.origin() != info.origin {
        return;
    }
    let start = hr_time::now();
    let credentials = origin_header::subresource_credentials(cors, &info.origin);
    let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(&state, &info, credentials)
        .with_referrer(crate::runtime::navigation::request_referrer::request_referrer(&state, &info));
    let Ok(response) = origin_header::fetch_in_mode(&hosts, &url, &info.origin, cors) else { return };
    resource_timing::mark_response(
        scope,
        state.hooks(realm).as_deref(),
        initiator,
        &response,
        &info.origin,
        start,
        cors,
    );
    rv.set_bool(!track || response.error_status().is_none());
}
