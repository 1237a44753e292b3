//! Decoding a response body's [content codings](https://httpwg.org/specs/rfc9110.html#content.codings)
//! as Fetch's HTTP-network fetch does for the codings a browser handles, and the
//! `Accept-Encoding` that offers them. What a page reads of a `Content-Encoding: gzip`,
//! `deflate`, `br` or `zstd` body is the decoded bytes (the encoded ones count in Resource
//! Timing's `encodedBodySize`); a body with several codings (`gzip, br`) is decoded from
//! the last one applied back to the first, as Chrome does. A stream that does not decode
//! is a network error (Chrome's `ERR_CONTENT_DECODING_FAILED`); a `gzip` body that is no
//! gzip stream at all (no magic bytes) is kept as it came, as Chrome keeps it. A body with
//! a coding the loader does not know (the dictionary codings `dcb` and `dcz` among them:
//! framescope sends no `Available-Dictionary`) is kept whole as it came, as Chrome keeps it.
//! The header is parsed once, by content_encoding.rs.
use std::io::Read;

use miniz_oxide::inflate::{decompress_to_vec_with_limit, decompress_to_vec_zlib_with_limit};
use ruzstd::decoding::errors::{FrameDecoderError, ReadFrameHeaderError};
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use url::{Host, Url};

use super::content_encoding;
use super::headers::Headers;

/// The largest Zstandard window a `zstd` body may ask for: 8 MiB, as
/// [RFC 9659 §3](https://www.rfc-editor.org/rfc/rfc9659#section-3) bounds the coding's
/// window (Chrome's limit too); a frame that asks for more does not decode.
const ZSTD_MAX_WINDOW: u64 = 8 << 20;

/// The `Accept-Encoding` a request sends (Fetch's HTTP-network-or-cache fetch leaves it
/// to "modify httpRequest's header list per HTTP"; no page can set it, it is a forbidden
/// request-header): Chrome's, which offers `br` and `zstd` only where no proxy can see
/// the body — over https, and to a localhost host (`localhost`, `*.localhost`, a loopback
/// address) — and `gzip, deflate` elsewhere.
pub fn accept_encoding(url: &Url) -> &'static str {
    let loopback = match url.host() {
        Some(Host::Domain(domain)) => {
            let domain = domain.trim_end_matches('.').to_ascii_lowercase();
            domain == "localhost" || domain.ends_with(".localhost")
        }
        Some(Host::Ipv4(address)) => address.is_loopback(),
        Some(Host::Ipv6(address)) => address.is_loopback(),
        None => false,
    };
    if url.scheme() == "https" || loopback { "gzip, deflate, br, zstd" } else { "gzip, deflate" }
}

/// The decoded body of a response with `headers` and `body` (`None`: it names no coding
/// the loader decodes, so the body is as it came), at most `limit` bytes, or why it does
/// not decode.
pub fn decode(headers: &Headers, body: &[u8], limit: usize) -> Result<Option<Vec<u8>>, String> {
    let Some(codings) = content_encoding::codings(headers) else { return Ok(None) };
    // (One coding the loader does not know keeps the whole body as it came; an empty body,
    // as a HEAD's or a 304's, is empty whatever it names.)
    if body.is_empty() || !codings.iter().all(|coding| CODINGS.contains(&coding.as_str())) {
        return Ok(None);
    }
    let mut decoded: Option<Vec<u8>> = None;
    for coding in codings.iter().rev() {
        let input = decoded.as_deref().unwrap_or(body);
        let output = match coding.as_str() {
            // (A body that is no gzip stream at all is kept as it came, as Chrome keeps it:
            // resource-timing/content-encoding.https.html's script with `gZip`.)
            "gzip" | "x-gzip" if !input.starts_with(&[0x1F, 0x8B]) => continue,
            "gzip" | "x-gzip" => gzip_member(input).and_then(|deflated| {
                decompress_to_vec_with_limit(deflated, limit).map_err(|e| e.to_string())
            }),
            // (HTTP's deflate is a zlib stream; a raw deflate stream, as some servers send,
            // is read too, as browsers do.)
            "deflate" => decompress_to_vec_zlib_with_limit(input, limit)
                .or_else(|_| decompress_to_vec_with_limit(input, limit))
                .map_err(|e| e.to_string()),
            "br" => brotli(input, limit),
            _ => zstd(input, limit),
        };
        decoded =
            Some(output.map_err(|why| {
                format!("its body does not decode as {coding} (its Content-Encoding): {why}")
            })?);
    }
    Ok(decoded)
}

/// The codings the loader decodes.
const CODINGS: [&str; 5] = ["br", "deflate", "gzip", "x-gzip", "zstd"];

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

/// A Brotli stream ([RFC 7932](https://www.rfc-editor.org/rfc/rfc7932)) decoded, at most
/// `limit` bytes: a stream cut short, or with bytes after its end, does not decode.
fn brotli(input: &[u8], limit: usize) -> Result<Vec<u8>, String> {
    let decoder = brotli_decompressor::Decompressor::new(input, 4096);
    read_limited(decoder, limit).map_err(|e| if e.is_empty() { "not a Brotli stream".into() } else { e })
}

/// The bytes `reader` gives, at most `limit`.
fn read_limited(reader: impl Read, limit: usize) -> Result<Vec<u8>, String> {
    let mut output = Vec::new();
    let cap = u64::try_from(limit).unwrap_or(u64::MAX).saturating_add(1);
    reader.take(cap).read_to_end(&mut output).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => String::new(),
        _ => e.to_string(),
    })?;
    if output.len() > limit {
        return Err(format!("it decodes to more than {limit} bytes"));
    }
    Ok(output)
}

/// Zstandard frames ([RFC 8878](https://www.rfc-editor.org/rfc/rfc8878#section-3.1))
/// decoded one after the other (skippable frames skipped), at most `limit` bytes; a
/// frame cut short, or one whose window is over 8 MiB, does not decode.
fn zstd(mut input: &[u8], limit: usize) -> Result<Vec<u8>, String> {
    let mut decoder = FrameDecoder::new();
    decoder.set_max_window_size(ZSTD_MAX_WINDOW);
    let mut output = Vec::new();
    while !input.is_empty() {
        match decoder.init(&mut input) {
            Ok(()) => {}
            Err(FrameDecoderError::ReadFrameHeaderError(ReadFrameHeaderError::SkipFrame {
                length, ..
            })) => {
                input = usize::try_from(length)
                    .ok()
                    .and_then(|length| input.get(length..))
                    .ok_or("a skippable frame is cut short")?;
                continue;
            }
            Err(e) => return Err(e.to_string()),
        }
        while !decoder.is_finished() {
            if input.is_empty() {
                return Err("a frame is cut short".into());
            }
            decoder
                .decode_blocks(&mut input, BlockDecodingStrategy::UptoBytes(1 << 20))
                .map_err(|e| e.to_string())?;
            if let Some(bytes) = decoder.collect() {
                output.extend_from_slice(&bytes);
            }
            if output.len() > limit {
                return Err(format!("it decodes to more than {limit} bytes"));
            }
        }
        if let Some(bytes) = decoder.collect() {
            output.extend_from_slice(&bytes);
        }
        if output.len() > limit {
            return Err(format!("it decodes to more than {limit} bytes"));
        }
    }
    Ok(output)
}
