//! `data:` URLs, answered from themselves.
//! [Fetch §4.2 Scheme fetch](https://fetch.spec.whatwg.org/#scheme-fetch) ("data")
use url::Url;

use super::headers::Headers;
use super::hosts::{FetchError, Response};

/// A `data:` URL's response: [Fetch's scheme fetch](https://fetch.spec.whatwg.org/#scheme-fetch)
/// for "data".
pub fn data_url_response(url: &Url) -> Result<Response, FetchError> {
    // 1. Let dataURLStruct be the result of running the data: URL processor on request's
    //    current URL. 2. If dataURLStruct is failure, then return a network error.
    let data = data_url::DataUrl::process(url.as_str())
        .map_err(|error| FetchError::refused(url, format!("not a valid data: URL ({error:?})")))?;
    let (body, _) = data
        .decode_to_vec()
        .map_err(|_| FetchError::refused(url, "the data: URL's base64 body does not decode"))?;
    // 3–5. A 200 OK response whose Content-Type is the MIME type serialized, and whose
    //    body is the data.
    let mut headers = Headers::default();
    headers.set("Content-Type", &data.mime_type().to_string());
    Ok(Response::decoded(url.clone(), Vec::new(), 200, headers, &body))
}
