//! Fetching an `<img>` element's image: the part of HTML's "update the image data" that
//! goes to the network (the virtual hosts), with its Resource Timing entry, and whether
//! the response is an image — its dimensions read from its header by the `imagesize`
//! crate (framescope decodes no pixels). The element's side (when, and its `load` and
//! `error` events) is `images.js`.
//! [HTML §4.8.4.3.5 Updating the image data](https://html.spec.whatwg.org/multipage/images.html#updating-the-image-data)

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::{CredentialsMode, cors_mode_response};
use crate::runtime::loader::response::Response;
use crate::runtime::web::fetch::in_parallel;
use crate::runtime::web::performance::{hr_time, resource_timing};

use super::window::Native;

/// The image natives.
pub fn natives() -> Vec<Native> {
    vec![("fetchImage", v8::MapFnTo::map_fn_to(fetch_image))]
}

/// `natives.fetchImage(url, crossorigin, referrerpolicy, initiator, processResponse)`: steps 23–25 of updating the
/// image data for the absolute URL `url` (with the element's `crossorigin` and
/// `referrerpolicy` attributes, or null; the latter sets the request's referrer policy
/// when it names one): fetches it,
/// marks its Resource Timing entry (initiator "img", or "input" for an `<input type=image>`), and gives `[width, height]` when the
/// response is an image, or null (a network error, an error status, a failed CORS check,
/// a body that is no image format framescope knows: the element's `error`). Over the
/// network loader it returns undefined at once and `processResponse` gets that value in a
/// task (the fetch runs in parallel).
fn fetch_image(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let crossorigin = (!args.get(1).is_null_or_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    let referrer_policy =
        (!args.get(2).is_null_or_undefined()).then(|| args.get(2).to_rust_string_lossy(scope));
    // An `<input type=image>`'s entry is "input", as Chrome gives.
    let initiator = if args.get(3).to_rust_string_lossy(scope) == "input" { "input" } else { "img" };
    let start = hr_time::now();
    let mode = crossorigin.as_deref().map(CredentialsMode::of_attribute);
    let credentials = crate::runtime::loader::origin_header::subresource_credentials(mode, &info.origin);
    let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(&state, &info, credentials);
    let hosts =
        hosts.for_destination(crate::runtime::loader::network_observer::Destination::Image).with_referrer(
            crate::runtime::navigation::request_referrer::request_referrer(&state, &info)
                .with_attribute(referrer_policy.as_deref()),
        );
    // (With `crossorigin`, in CORS mode: it sends `Origin` to another origin.)
    let origin = info.origin.clone();
    let work = {
        let url = url.clone();
        move || crate::runtime::loader::origin_header::fetch_in_mode(&hosts, &url, &origin, mode)
    };
    let fetched = ImageFetch { initiator, crossorigin, start };
    // Over the network loader the fetch runs in parallel: `processResponse` gets the size
    // in a task of the networking task source, and the document's load event waits for it.
    if let Ok(process_response) = v8::Local::<v8::Function>::try_from(args.get(4))
        && in_parallel::goes_in_parallel(&state, &url)
    {
        let process_response = v8::Global::new(scope, process_response);
        let delays_load = state.delay_load_event(realm);
        let group = state.clone();
        in_parallel::start(&state, realm, work, move |scope, response| {
            if let Some(info) = group.info(realm) {
                let size =
                    response.ok().and_then(Result::ok).and_then(|r| fetched.size(scope, &group, &info, r));
                let size = size_value(scope, size);
                in_parallel::call_back(scope, &group, realm, &process_response, &[size]);
            }
            // (After the element's event is queued: the window's load follows it.)
            if delays_load {
                group.load_event_delay_ended(realm);
            }
        });
        rv.set_undefined();
        return;
    }
    let size = work().ok().and_then(|response| fetched.size(scope, &state, &info, response));
    rv.set(size_value(scope, size));
}

/// What processing an image's response needs of its request.
struct ImageFetch {
    initiator: &'static str,
    crossorigin: Option<String>,
    start: f64,
}

impl ImageFetch {
    /// The response's Resource Timing entry, then the image's size, or none when it is a
    /// network error (an error status, a failed CORS check, a body that is no image).
    fn size(
        self,
        scope: &mut v8::PinScope<'_, '_>,
        state: &GroupState,
        info: &crate::runtime::realm::RealmInfo,
        response: Response,
    ) -> Option<(u32, u32)> {
        let mode = self.crossorigin.as_deref().map(CredentialsMode::of_attribute);
        let hooks = state.hooks(info.id);
        resource_timing::mark_response(
            scope,
            hooks.as_deref(),
            self.initiator,
            &response,
            &info.origin,
            self.start,
            mode,
        );
        if response.error_status().is_some() {
            return None;
        }
        // With `crossorigin` the request's mode is "cors": a response that fails the CORS
        // check is a network error.
        if let Some(attribute) = &self.crossorigin {
            let credentials = CredentialsMode::of_attribute(attribute);
            let what = "the image was fetched with crossorigin";
            cors_mode_response(&response.url, &response.headers, &info.origin, credentials, what).ok()?;
        }
        dimensions(&response.bytes, response.headers.get("content-type"))
    }
}

/// `[width, height]`, or null.
fn size_value<'s>(scope: &mut v8::PinScope<'s, '_>, size: Option<(u32, u32)>) -> v8::Local<'s, v8::Value> {
    let Some((width, height)) = size else { return v8::null(scope).into() };
    let width = v8::Integer::new_from_unsigned(scope, width).into();
    let height = v8::Integer::new_from_unsigned(scope, height).into();
    v8::Array::new_with_elements(scope, &[width, height]).into()
}

/// An image's natural width and height, from the header of its `bytes` (PNG, GIF, JPEG,
/// WebP, BMP, ICO, AVIF and the rest `imagesize` reads); an SVG image (by its MIME type or
/// its first tag) has none framescope knows: 0 × 0. None: not an image.
pub fn dimensions(bytes: &[u8], content_type: Option<&str>) -> Option<(u32, u32)> {
    if let Ok(size) = imagesize::blob_size(bytes) {
        let clamp = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        return Some((clamp(size.width), clamp(size.height)));
    }
    let svg_type =
        content_type.is_some_and(|t| t.trim_start().to_ascii_lowercase().starts_with("image/svg+xml"));
    let start = String::from_utf8_lossy(&bytes[..bytes.len().min(512)]).to_ascii_lowercase();
    (svg_type || start.contains("<svg")).then_some((0, 0))
}
