//! A response's [content encoding](https://fetch.spec.whatwg.org/#response-body-info-content-encoding)
//! (its body info's), what Resource Timing's `contentEncoding` shows: the coding its
//! `Content-Encoding` header names, as Fetch's HTTP-network fetch records it. The codings
//! the header lists ([`codings`]) are also what the loader decodes (content_codings.rs):
//! the header is parsed here only.
use super::headers::Headers;

/// The content codings the body info names as they are (Fetch's HTTP-network fetch:
/// `br`, `dcb`, `dcz`, `deflate`, `gzip`, `zstd`); any other single coding is
/// `"@unknown"` (`identity` too: it is no coding a response may name).
const KNOWN: [&str; 6] = ["br", "dcb", "dcz", "deflate", "gzip", "zstd"];

/// The codings of a response with `headers`, as Fetch's HTTP-network fetch extracts them:
/// the result of [extracting header list values](https://fetch.spec.whatwg.org/#extract-header-list-values)
/// given `Content-Encoding` (each value split on commas, HTTP whitespace trimmed), each
/// ASCII-lowercased (codings are case-insensitive, RFC 9110 §8.4.1), in the order they
/// were applied; `None` when there is no such header.
pub fn codings(headers: &Headers) -> Option<Vec<String>> {
    let mut values = headers.get_all("content-encoding").peekable();
    values.peek()?;
    Some(
        values
            .flat_map(|value| value.split(','))
            .map(|coding| coding.trim_matches([' ', '\t', '\r', '\n']).to_ascii_lowercase())
            .collect(),
    )
}

/// The content encoding of a response with `headers`:
/// 1. Let codings be the result of extracting header list values given
///    `Content-Encoding` ([`codings`]).
/// 2. If codings is null (no such header), or one empty value, return the empty string.
/// 3. If codings has more than one item, return `"multiple"`.
/// 4. Let coding be codings\[0\], ASCII-lowercased: if it is a known coding, return it;
///    else return `"@unknown"`.
pub fn of(headers: &Headers) -> String {
    let Some(codings) = codings(headers) else { return String::new() };
    match codings.as_slice() {
        [coding] if coding.is_empty() => String::new(),
        [coding] if KNOWN.contains(&coding.as_str()) => coding.clone(),
        [_] => "@unknown".to_string(),
        _ => "multiple".to_string(),
    }
}
