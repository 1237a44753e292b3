//! Decoding a response body's [content coding](https://httpwg.org/specs/rfc9110.html#content.codings)
//! as Fetch's HTTP-network fetch does for the codings a browser handles: what a page reads
//! of a `Content-Encoding: gzip` or `deflate` body is the decoded bytes (the encoded ones
//! count in Resource Timing's `encodedBodySize`). The loader sends no `Accept-Encoding`,
//! but a server may code a body anyway (wptserve's handlers do). A gzip or deflate stream
//! that does not decode is a network error, as in browsers (Chrome's
//! `ERR_CONTENT_DECODING_FAILED`); a `gzip` body that is no gzip stream at all (no magic
//! bytes) is kept as it came.
//! `br`, `zstd` and the dictionary codings are not decoded: such a body is kept as it came.
use miniz_oxide::inflate::{decompress_to_vec_with_limit, decompress_to_vec_zlib_with_limit};

use super::headers::Headers;

/// The decoded body of a response with `headers` and `body` (`None`: it names no coding
/// the loader decodes), at most `limit` bytes, or why it does not decode.
pub fn decode(headers: &Headers, body: &[u8], limit: usize) -> Result<Option<Vec<u8>>, String> {
    let mut values = headers.get_all("content-encoding");
    let (Some(value), None) = (values.next(), values.next()) else { return Ok(None) };
    let coding = value.trim_matches([' ', '\t']).to_ascii_lowercase();
    let decoded = match coding.as_str() {
        // (A body that is no gzip stream at all is kept as it came, as Chrome keeps it.)
        "gzip" | "x-gzip" if !body.starts_with(&[0x1F, 0x8B]) => return Ok(None),
        "gzip" | "x-gzip" => gzip_member(body)
            .and_then(|deflated| decompress_to_vec_with_limit(deflated, limit).map_err(|e| e.to_string())),
        // (HTTP's deflate is a zlib stream; a raw deflate stream, as some servers send, is
        // read too, as browsers do.)
        "deflate" => decompress_to_vec_zlib_with_limit(body, limit)
            .or_else(|_| decompress_to_vec_with_limit(body, limit))
            .map_err(|e| e.to_string()),
        _ => return Ok(None),
    };
    decoded
        .map(Some)
        .map_err(|why| format!("its body does not decode as {coding} (its Content-Encoding): {why}"))
}

/// The deflate stream of a gzip member ([RFC 1952](https://www.rfc-editor.org/rfc/rfc1952#section-2.3)):
/// the bytes after its header (ID1 ID2 CM FLG MTIME XFL OS, then the optional extra field,
/// name, comment and header CRC its flags announce).
fn gzip_member(bytes: &[u8]) -> Result<&[u8], String> {
    const FHCRC: u8 = 2;
    const FEXTRA: u8 = 4;
    const FNAME: u8 = 8;
    const FCOMMENT: u8 = 16;
    let malformed = || "not a gzip stream".to_string();
    let [0x1F, 0x8B, 8, flags, _, _, _, _, _, _, rest @ ..] = bytes else { return Err(malformed()) };
    let mut rest = rest;
    if flags & FEXTRA != 0 {
        let [low, high, tail @ ..] = rest else { return Err(malformed()) };
        let length = usize::from(*low) | usize::from(*high) << 8;
        rest = tail.get(length..).ok_or_else(malformed)?;
    }
    for flag in [FNAME, FCOMMENT] {
        if flags & flag != 0 {
            let end = rest.iter().position(|&b| b == 0).ok_or_else(malformed)?;
            rest = &rest[end + 1..];
        }
    }
    if flags & FHCRC != 0 {
        rest = rest.get(2..).ok_or_else(malformed)?;
    }
    Ok(rest)
}
