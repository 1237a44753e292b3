//! A document's MIME type, and which parser it takes: an XML MIME type is parsed as an XML
//! document, anything else as HTML.
//! [MIME Sniffing §4.6 MIME type groups](https://mimesniff.spec.whatwg.org/#mime-type-groups),
//! [HTML §7.4.6 Loading a document](https://html.spec.whatwg.org/multipage/document-lifecycle.html#loading-documents)
//!
//! The hosts folder sends the `Content-Type` of a `.headers` file. A file without one is
//! sent with the type its name says, as wptserve guesses it (Python's `mimetypes`, with
//! wptserve's own additions): `.html`/`.htm` are `text/html`, `.xhtml`/`.xht`
//! `application/xhtml+xml`, `.svg` `image/svg+xml`, `.xml` `application/xml`, `.js`
//! `text/javascript`, and so on ([`of_file_name`]); a document of no known type is
//! `text/html`, as before.
use std::path::Path;

use url::Url;

use super::headers::Headers;

/// The types of the file names the hosts folder knows (by their last extension).
const BY_NAME: [(&str, &str); 27] = [
    ("html", "text/html"),
    ("htm", "text/html"),
    ("xhtml", "application/xhtml+xml"),
    ("xht", "application/xhtml+xml"),
    ("svg", "image/svg+xml"),
    ("xml", "application/xml"),
    ("xsl", "application/xml"),
    ("js", "text/javascript"),
    ("mjs", "text/javascript"),
    ("css", "text/css"),
    ("json", "application/json"),
    ("txt", "text/plain"),
    ("png", "image/png"),
    ("gif", "image/gif"),
    ("jpg", "image/jpeg"),
    ("jpeg", "image/jpeg"),
    ("webp", "image/webp"),
    ("avif", "image/avif"),
    ("bmp", "image/bmp"),
    ("ico", "image/vnd.microsoft.icon"),
    ("wasm", "application/wasm"),
    ("pdf", "application/pdf"),
    ("mp4", "video/mp4"),
    ("webm", "video/webm"),
    ("mp3", "audio/mpeg"),
    ("woff", "font/woff"),
    ("woff2", "font/woff2"),
];

/// Gives `headers` of a served `file` the `Content-Type` its name says, when they have none
/// (as wptserve sends it; the hosts folder and `framescope wpt`'s server both do).
pub fn default_content_type(headers: &mut Headers, file: &Path) {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    if headers.get("Content-Type").is_none()
        && let Some(kind) = of_file_name(&name)
    {
        headers.set("Content-Type", kind);
    }
}

/// The MIME type a file's name says (its last extension, ASCII case-insensitively), if
/// it is one the hosts folder knows.
pub fn of_file_name(name: &str) -> Option<&'static str> {
    let (_, extension) = name.rsplit_once('.')?;
    BY_NAME.iter().find(|(known, _)| known.eq_ignore_ascii_case(extension)).map(|(_, kind)| *kind)
}

/// The [essence](https://mimesniff.spec.whatwg.org/#mime-type-essence) of a `Content-Type`
/// value: its type and subtype, lowercased, without parameters.
pub fn essence(content_type: &str) -> String {
    content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase()
}

/// The MIME type of a document fetched from `url` with `content_type` (its header, if
/// any): the header's essence, else what the file's name says, else `text/html`.
pub fn of_document(content_type: Option<&str>, url: &Url) -> String {
    if let Some(value) = content_type.map(essence).filter(|e| !e.is_empty()) {
        return value;
    }
    let name = url.path().rsplit('/').next().unwrap_or_default();
    of_file_name(name).filter(|kind| is_xml(kind)).unwrap_or("text/html").to_string()
}

/// The essence of the MIME type [extracted](https://fetch.spec.whatwg.org/#concept-header-extract-mime-type)
/// from a response's `Content-Type` headers: every value, split at commas outside quoted
/// strings, the last one that is a MIME type (not `*/*`) winning, as browsers read a
/// response that sends `Content-Type` twice; `None` when none is.
pub fn extract_essence(headers: &Headers) -> Option<String> {
    let mut found = None;
    for value in headers.get_all("Content-Type") {
        let (mut start, mut quoted) = (0, false);
        let mut items = Vec::new();
        for (i, c) in value.char_indices() {
            match c {
                '"' => quoted = !quoted,
                ',' if !quoted => {
                    items.push(&value[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        items.push(&value[start..]);
        for item in items {
            let essence = essence(item);
            let token = |part: &str| {
                !part.is_empty() && !part.contains(|c: char| c.is_ascii_whitespace() || c == '"')
            };
            let valid = essence.split_once('/').is_some_and(|(kind, sub)| token(kind) && token(sub));
            if valid && essence != "*/*" {
                found = Some(essence);
            }
        }
    }
    found
}

/// The MIME type of a document fetched from `url` with `headers`: the one
/// [`extract_essence`] finds, else what the file's name says, else `text/html`.
pub fn of_response(headers: &Headers, url: &Url) -> String {
    of_document(extract_essence(headers).as_deref(), url)
}

/// The [JavaScript MIME type](https://mimesniff.spec.whatwg.org/#javascript-mime-type)
/// essences.
const JAVASCRIPT: [&str; 16] = [
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
];

/// Whether `essence` (lowercased) [is a JavaScript MIME type essence match](https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match).
pub fn is_javascript(essence: &str) -> bool {
    JAVASCRIPT.contains(&essence)
}

/// [An XML MIME type](https://mimesniff.spec.whatwg.org/#xml-mime-type): a subtype that
/// ends in `+xml`, or `text/xml` or `application/xml` (`essence` already lowercased).
pub fn is_xml(essence: &str) -> bool {
    let Some((_, subtype)) = essence.split_once('/') else { return false };
    essence == "text/xml" || essence == "application/xml" || subtype.ends_with("+xml")
}
