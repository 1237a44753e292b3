//! [Fetch a classic script](https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-classic-script)
//! for a script element: the request (made on the page's thread), its fetch (which may run
//! in parallel, off the page's thread), and the processing of its response (back on the
//! page's thread: its Resource Timing entry, the status and CORS checks).
use std::rc::Rc;

use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::{self, CredentialsMode, cors_mode_response};
use crate::runtime::loader::response::Response;
use crate::runtime::loader::{integrity_policy, subresource_integrity};
use crate::runtime::navigation::site_for_cookies;
use crate::runtime::realm::RealmInfo;
use crate::runtime::script_fetch_options::ScriptFetchOptions;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing;

/// A classic script fetched for a script element: its text, its URL (what errors and
/// profiles name), whether its errors are the page's to see (same origin, or CORS) and
/// its element's fetch options (which go with the script, for the `import()` calls in it).
pub(crate) struct FetchedScript {
    pub text: String,
    pub url: String,
    pub shared_cross_origin: bool,
    pub fetch_options: ScriptFetchOptions,
}

/// What fetching a classic script's request does: the response, or why it is a network
/// error. It may run on another thread.
pub(crate) type ScriptFetchWork = Box<dyn FnOnce() -> Result<Response, String> + Send>;

/// A classic script's request, made: its URL, and what its response's processing needs.
pub(crate) struct ClassicScriptRequest {
    pub url: Url,
    crossorigin: Option<String>,
    /// Its integrity metadata (the `integrity` attribute).
    integrity: Option<String>,
    fetch_options: ScriptFetchOptions,
    start: f64,
}

/// How a classic script is had: at once (a blob: URL's), or by a fetch.
pub(crate) enum ClassicScriptFetch {
    Ready(FetchedScript),
    Fetch(ClassicScriptRequest, ScriptFetchWork),
}

/// Fetch a classic script, the request: for a script element of the document `info`, with
/// its URL (its `src` parsed against the document base URL), `crossorigin` and
/// `integrity` attributes, its fetch options (their referrer policy, when not empty, the
/// request's: the `referrerpolicy` attribute's), and a `blob:` URL's blob if it was
/// resolved when the element was prepared; `Err` says why it is a network error.
pub(crate) fn request_classic_script(
    state: &GroupState,
    info: &RealmInfo,
    url: Url,
    crossorigin: Option<&str>,
    fetch_options: ScriptFetchOptions,
    integrity: Option<&str>,
    blob: Option<&(Vec<u8>, String)>,
) -> Result<ClassicScriptFetch, String> {
    // Main fetch: a request the Integrity-Policy blocks is a network error.
    integrity_policy::check(&info.headers, "script", &url, integrity, crossorigin.is_some())?;
    // A blob: URL's blob — `blob`, resolved when the element was prepared, else from the
    // store now (its text, UTF-8 decoded; a revoked or unknown URL is a network error).
    // (Its origin is its creator's: not muted.)
    if url.scheme() == "blob" {
        let (bytes, _) = blob
            .cloned()
            .or_else(|| super::BLOB_URL_RESOLVER.get().and_then(|resolve| resolve(state, url.as_str())))
            .ok_or_else(|| format!("{url}: no such blob URL"))?;
        subresource_integrity::check(url.as_str(), integrity, true, &bytes)?;
        let same_origin = url.origin() == info.origin;
        return Ok(ClassicScriptFetch::Ready(FetchedScript {
            text: String::from_utf8_lossy(&bytes).into_owned(),
            url: url.to_string(),
            shared_cross_origin: same_origin || crossorigin.is_some(),
            fetch_options,
        }));
    }
    let start = hr_time::now();
    let cors = crossorigin.map(CredentialsMode::of_attribute);
    let credentials = crate::runtime::loader::origin_header::subresource_credentials(cors, &info.origin);
    let hosts = site_for_cookies::hosts_for(state, info, credentials)
        .for_destination(crate::runtime::loader::network_observer::Destination::Script)
        .with_referrer(
            crate::runtime::navigation::request_referrer::request_referrer(state, info)
                .with_attribute(Some(&fetch_options.referrer_policy)),
        );
    // (With `crossorigin`, in CORS mode: it sends `Origin` to another origin.)
    let (request_url, origin) = (url.clone(), info.origin.clone());
    let work: ScriptFetchWork = Box::new(move || {
        crate::runtime::loader::origin_header::fetch_in_mode(&hosts, &request_url, &origin, cors)
            .map_err(|error| error.to_string())
    });
    let request = ClassicScriptRequest {
        url,
        crossorigin: crossorigin.map(str::to_owned),
        integrity: integrity.map(str::to_owned),
        fetch_options,
        start,
    };
    Ok(ClassicScriptFetch::Fetch(request, work))
}

impl ClassicScriptRequest {
    /// Fetch a classic script, processing the response (on the page's thread, in the
    /// realm's context): the response (an error status too) is marked in the realm's
    /// Resource Timing; a status that is not ok, or a failed CORS check, is an error.
    pub(crate) fn process_response(
        self,
        scope: &mut v8::PinScope<'_, '_>,
        state: &GroupState,
        info: &RealmInfo,
        response: Result<Response, String>,
    ) -> Result<FetchedScript, String> {
        let response = response?;
        let crossorigin = self.crossorigin.as_deref();
        let cors = crossorigin.map(CredentialsMode::of_attribute);
        let hooks = state.hooks(info.id);
        resource_timing::mark_response(
            scope,
            hooks.as_deref(),
            "script",
            &response,
            &info.origin,
            self.start,
            cors,
        );
        // "Response's status is not an ok status": an error.
        if let Some(error) = response.error_status() {
            return Err(error);
        }
        // With `crossorigin`, the request's mode is "cors": a cross-origin response that
        // fails the CORS check is a network error. Without it ("no-cors"), the script runs
        // with muted errors (its errors and profiler frames hidden from the page).
        let same_origin = cors::is_basic_response(&response, &info.origin);
        if let Some(attribute) = crossorigin {
            let credentials = CredentialsMode::of_attribute(attribute);
            let what = "the script was fetched with crossorigin";
            cors_mode_response(&response.url, &response.headers, &info.origin, credentials, what)?;
        }
        // Main fetch: a response that does not match the request's integrity metadata (or
        // an opaque one, which cannot be checked) is a network error.
        let readable = same_origin || crossorigin.is_some();
        subresource_integrity::check(
            response.url.as_str(),
            self.integrity.as_deref(),
            readable,
            &response.bytes,
        )?;
        Ok(FetchedScript {
            text: response.body,
            url: response.url.to_string(),
            shared_cross_origin: same_origin || crossorigin.is_some(),
            fetch_options: self.fetch_options,
        })
    }
}

/// Fetch a classic script, whole, for a script element the parser runs at once (from the
/// hosts folder, or with page JavaScript on the stack: one blocking call; a fetch that goes
/// in parallel suspends the parser instead, `parsing::fetch_in_parallel`). `Ok(None)`: the
/// document went away (or the run ended) meanwhile, and nothing more of it runs.
pub(crate) fn fetch_classic_script(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    info: &RealmInfo,
    url: Url,
    crossorigin: Option<&str>,
    fetch_options: ScriptFetchOptions,
    integrity: Option<&str>,
) -> Result<Option<FetchedScript>, String> {
    let (request, work) =
        match request_classic_script(state, info, url, crossorigin, fetch_options, integrity, None)? {
            ClassicScriptFetch::Ready(script) => return Ok(Some(script)),
            ClassicScriptFetch::Fetch(request, work) => (request, work),
        };
    let response = work();
    if state.is_detached(info.id) || state.has_expired() {
        return Ok(None);
    }
    request.process_response(scope, state, info, response).map(Some)
}
