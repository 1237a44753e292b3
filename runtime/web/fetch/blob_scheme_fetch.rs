//! [Scheme fetch](https://fetch.spec.whatwg.org/#scheme-fetch) of a `blob:` URL: the
//! blob's bytes, whole or the one range a `Range` header asks for, shared by `fetch()`
//! and `XMLHttpRequest`.
use crate::runtime::loader::headers::Headers;

/// What a `blob:` URL answers: a 200 with the whole blob, or a 206 with a range of it.
pub struct BlobResponse {
    pub status: u16,
    pub status_text: &'static str,
    pub headers: Headers,
    pub body: Vec<u8>,
}

/// [Scheme fetch](https://fetch.spec.whatwg.org/#scheme-fetch), "blob": `url`'s blob URL
/// entry `entry` (its bytes and type, resolved when the URL was parsed: none when the
/// store had none the requester may use) for a request of `method` whose `Range` header is
/// `range` (if any). An `Err` is a network error, with what went wrong.
pub fn blob_scheme_fetch(
    entry: Option<(&[u8], &str)>,
    url: &str,
    method: &str,
    range: Option<&str>,
) -> Result<BlobResponse, String> {
    // 1–2. The URL's blob URL entry; a method other than GET, or no entry, is a network
    //    error.
    if method != "GET" {
        return Err(format!("{url}: a blob: URL answers GET only"));
    }
    let (bytes, kind) = entry.ok_or_else(|| format!("{url}: no such blob URL"))?;
    let kind = kind.to_string();
    // 7. fullLength: the blob's size.
    let full_length = bytes.len() as u64;
    // 10. No `Range` header: the whole blob, with its length and type.
    let Some(range) = range else {
        let headers =
            Headers(vec![("Content-Length".into(), full_length.to_string()), ("Content-Type".into(), kind)]);
        return Ok(BlobResponse { status: 200, status_text: "OK", headers, body: bytes.to_vec() });
    };
    // 11.2–4. Parse the range (whitespace allowed); failure is a network error.
    let (start, end) = parse_single_range_header_value(range, true)
        .ok_or_else(|| format!("{url}: the Range header {range:?} is not one byte range"))?;
    let (start, end) = match (start, end) {
        // 11.6. A suffix range: the last `end` bytes (all of them when it is longer).
        (None, Some(suffix)) => (full_length.saturating_sub(suffix), full_length.saturating_sub(1)),
        // 11.7. A start past the blob is a network error; an end past it is its last byte.
        (Some(start), end) => {
            if start >= full_length {
                return Err(format!("{url}: the range {range:?} starts past the blob's {full_length} bytes"));
            }
            (start, end.map_or(full_length - 1, |end| end.min(full_length - 1)))
        }
        (None, None) => return Err(format!("{url}: the Range header {range:?} has no start and no end")),
    };
    if full_length == 0 {
        return Err(format!("{url}: the range {range:?} asks for bytes of an empty blob"));
    }
    // 11.8–15. The sliced blob's bytes (none for the suffix "-0"), its length, type and
    //     range.
    let body = if start <= end { bytes[start as usize..=end as usize].to_vec() } else { Vec::new() };
    let headers = Headers(vec![
        ("Content-Length".into(), body.len().to_string()),
        ("Content-Type".into(), kind),
        ("Content-Range".into(), format!("bytes {start}-{end}/{full_length}")),
    ]);
    Ok(BlobResponse { status: 206, status_text: "Partial Content", headers, body })
}

/// [Parse a single range header value](https://fetch.spec.whatwg.org/#simple-range-header-value)
/// from `value` (its isomorphic decoding), whitespace around `=` and `-` allowed when
/// `allow_whitespace`: the range's start and end (at least one of them), or `None` for
/// failure.
pub fn parse_single_range_header_value(
    value: &str,
    allow_whitespace: bool,
) -> Option<(Option<u64>, Option<u64>)> {
    // 2. data must start with "bytes".
    let mut rest = value.strip_prefix("bytes")?;
    fn skip(s: &str, allow_whitespace: bool) -> &str {
        if allow_whitespace { s.trim_start_matches([' ', '\t']) } else { s }
    }
    let skip_whitespace = |s| skip(s, allow_whitespace);
    let digits = |s: &str| -> (Option<u64>, usize) {
        let count = s.bytes().take_while(u8::is_ascii_digit).count();
        // (A number too large for 64 bits is past any blob's end.)
        let number = (count > 0).then(|| s[..count].parse::<u64>().unwrap_or(u64::MAX));
        (number, count)
    };
    // 4–7. Whitespace, "=", whitespace.
    rest = skip_whitespace(rest).strip_prefix('=')?;
    rest = skip_whitespace(rest);
    // 8–9. rangeStart: ASCII digits, or null.
    let (start, count) = digits(rest);
    rest = skip_whitespace(&rest[count..]);
    // 10–13. "-", whitespace.
    rest = skip_whitespace(rest.strip_prefix('-')?);
    // 14–15. rangeEnd: ASCII digits, or null.
    let (end, count) = digits(rest);
    // 16. Anything left is failure.
    if count != rest.len() {
        return None;
    }
    match (start, end) {
        // 17. Neither a start nor an end.
        (None, None) => None,
        // 18. A start after the end.
        (Some(start), Some(end)) if start > end => None,
        range => Some(range),
    }
}
