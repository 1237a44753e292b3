//! A minimal `fetch()`: GET and HEAD of the virtual hosts' files, with CORS for
//! cross-origin reads. Enough for test harnesses (idlharness.js fetches IDL files).
//! [Fetch §5.6 fetch()](https://fetch.spec.whatwg.org/#fetch-method)
use crate::bindings::realm;
use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::{CredentialsMode, cors_mode_response};
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};
use crate::runtime::web::url::BlobUrlStore;

use crate::runtime::web::html::window::Native;

/// The `fetch()` native.
pub fn natives() -> Vec<Native> {
    vec![("fetchResource", v8::MapFnTo::map_fn_to(fetch_resource))]
}

/// A response as the page will see it.
struct Fetched {
    status: u16,
    url: String,
    headers: Vec<(String, String)>,
    body: String,
}

/// `natives.fetchResource(url, method)`: `[status, url, [[name, value]...], body]`, or a
/// string saying why the fetch is a network error (the caller rejects with a TypeError).
fn fetch_resource(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let context = scope.get_current_context();
    let (Some(state), Some(info)) = (
        GroupState::of(scope),
        realm::realm_id(scope, context).and_then(|id| GroupState::of(scope)?.info(id)),
    ) else {
        return;
    };
    let text = args.get(0).to_rust_string_lossy(scope);
    let method = args.get(1).to_rust_string_lossy(scope).to_ascii_uppercase();
    let outcome = (|| -> Result<Fetched, String> {
        if method != "GET" && method != "HEAD" {
            return Err(format!("method {method} is not supported here (only GET and HEAD)"));
        }
        let url = state
            .fallback_base_url(&info)
            .join(&text)
            .map_err(|_| format!("Failed to parse URL from {text}"))?;
        if url.scheme() == "blob" {
            let (body, kind) = BlobUrlStore::of(&state).get(url.as_str()).ok_or("no such blob URL")?;
            return Ok(Fetched {
                status: 200,
                url: url.to_string(),
                headers: vec![("content-type".into(), kind)],
                body,
            });
        }
        let start = hr_time::now();
        let (status, final_url, headers, body) = match state.hosts.fetch_http(&url) {
            Ok(r) => (r.status, r.url, r.headers, r.body),
            Err(error) => return Err(error.to_string()),
        };
        if let Some(hooks) = state.hooks(info.id) {
            let timing =
                ResourceFetch::new("fetch", &final_url, &info.origin, start, status, &headers, body.len());
            resource_timing::mark(scope, &hooks, &timing);
        }
        // Step "CORS check": a cross-origin response is readable only when it allows us.
        let what = "fetch() reads responses in CORS mode";
        cors_mode_response(&final_url, &headers, &info.origin, CredentialsMode::SameOrigin, what)?;
        let body = if method == "HEAD" { String::new() } else { body };
        Ok(Fetched { status, url: final_url.to_string(), headers: headers.0, body })
    })();
    match outcome {
        Ok(Fetched { status, url, headers, body }) => {
            let mut pairs = Vec::new();
            for (name, value) in headers {
                let (Some(name), Some(value)) =
                    (v8::String::new(scope, &name.to_ascii_lowercase()), v8::String::new(scope, &value))
                else {
                    continue;
                };
                pairs.push(v8::Array::new_with_elements(scope, &[name.into(), value.into()]).into());
            }
            let headers = v8::Array::new_with_elements(scope, &pairs);
            let status = v8::Integer::new(scope, i32::from(status)).into();
            let (Some(url), Some(body)) = (v8::String::new(scope, &url), v8::String::new(scope, &body))
            else {
                return;
            };
            let result =
                v8::Array::new_with_elements(scope, &[status, url.into(), headers.into(), body.into()]);
            rv.set(result.into());
        }
        Err(message) => {
            if let Some(message) = v8::String::new(scope, &message) {
                rv.set(message.into());
            }
        }
    }
}
