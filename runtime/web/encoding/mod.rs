//! The Encoding Standard's UTF-8 `TextEncoder` and `TextDecoder` (`encoding.js`), and
//! HTML's `atob`/`btoa`: the byte work in Rust.
//! [Encoding §8](https://encoding.spec.whatwg.org/#api),
//! [HTML §8.3 Base64 utility methods](https://html.spec.whatwg.org/multipage/webappapis.html#atob)
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::WebError;

/// The encoding natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("encodeUtf8", v8::MapFnTo::map_fn_to(encode_utf8)),
        ("decodeUtf8", v8::MapFnTo::map_fn_to(decode_utf8)),
        ("atob", v8::MapFnTo::map_fn_to(atob)),
        ("btoa", v8::MapFnTo::map_fn_to(btoa)),
        ("decodeWithLabels", v8::MapFnTo::map_fn_to(decode_with_labels)),
        ("base64Encode", v8::MapFnTo::map_fn_to(base64_encode_native)),
    ]
}

/// `natives.decodeWithLabels(bytes, ...labels)`: [decode](https://encoding.spec.whatwg.org/#decode)
/// `bytes` (a BOM picks UTF-8 or UTF-16; else the encoding of the first label that
/// [names one](https://encoding.spec.whatwg.org/#concept-encoding-get), else UTF-8),
/// replacing what is malformed — the File API's
/// [package data](https://w3c.github.io/FileAPI/#packaging-data) for `readAsText`, given
/// its encoding argument and the blob's `charset` parameter.
fn decode_with_labels<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(bytes) = bytes_of(scope, args.get(0)) else { return };
    let mut encoding = encoding_rs::UTF_8;
    for i in 1..args.length() {
        let label = args.get(i);
        if label.is_undefined() || label.is_null() {
            continue;
        }
        let label = label.to_rust_string_lossy(scope);
        if let Some(found) = encoding_rs::Encoding::for_label(label.as_bytes()) {
            encoding = found;
            break;
        }
    }
    let (text, _, _) = encoding.decode(&bytes);
    if let Some(string) = v8::String::new(scope, &text) {
        rv.set(string.into());
    }
}

/// `natives.base64Encode(bytes)`: [forgiving-base64 encode](https://infra.spec.whatwg.org/#forgiving-base64-encode)
/// of a Uint8Array's bytes (a data: URL's body).
fn base64_encode_native<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(bytes) = bytes_of(scope, args.get(0)) else { return };
    if let Some(string) = v8::String::new(scope, &base64_encode(&bytes)) {
        rv.set(string.into());
    }
}

/// `natives.encodeUtf8(string)`: [UTF-8 encode](https://encoding.spec.whatwg.org/#utf-8-encode)
/// (lone surrogates become U+FFFD, as USVString conversion makes them) into a new
/// Uint8Array.
fn encode_utf8<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let text = args.get(0).to_rust_string_lossy(scope);
    let bytes = text.into_bytes();
    let length = bytes.len();
    let store = v8::ArrayBuffer::new_backing_store_from_vec(bytes).make_shared();
    let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
    if let Some(array) = v8::Uint8Array::new(scope, buffer, 0, length) {
        rv.set(array.into());
    }
}

/// The bytes of an ArrayBufferView or ArrayBuffer (a copy).
fn bytes_of<'s>(scope: &mut v8::PinScope<'s, '_>, value: v8::Local<'s, v8::Value>) -> Option<Vec<u8>> {
    let view = match v8::Local::<v8::ArrayBufferView>::try_from(value) {
        Ok(view) => view,
        Err(_) => {
            let buffer = v8::Local::<v8::ArrayBuffer>::try_from(value).ok()?;
            v8::Uint8Array::new(scope, buffer, 0, buffer.byte_length())?.into()
        }
    };
    let mut bytes = vec![0u8; view.byte_length()];
    view.copy_contents(&mut bytes);
    Some(bytes)
}

/// `natives.decodeUtf8(bytes, fatal, ignoreBOM)`: [UTF-8 decode](https://encoding.spec.whatwg.org/#utf-8-decode)
/// of an ArrayBuffer or view; a BOM is removed unless `ignoreBOM`; invalid bytes become
/// U+FFFD, or, when `fatal`, throw a TypeError.
fn decode_utf8<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let input = args.get(0);
    let bytes = if input.is_undefined() { Some(Vec::new()) } else { bytes_of(scope, input) };
    let Some(bytes) = bytes else {
        return WebError::Type("Failed to execute 'decode' on 'TextDecoder': The provided value is not of type '(ArrayBuffer or ArrayBufferView)'.".into()).throw(scope);
    };
    let (fatal, ignore_bom) = (args.get(1).is_true(), args.get(2).is_true());
    let body = if !ignore_bom && bytes.starts_with(&[0xEF, 0xBB, 0xBF]) { &bytes[3..] } else { &bytes[..] };
    let text = if fatal {
        match std::str::from_utf8(body) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => {
                return WebError::Type(
                    "Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid.".into(),
                )
                .throw(scope);
            }
        }
    } else {
        String::from_utf8_lossy(body)
    };
    if let Some(string) = v8::String::new(scope, &text) {
        rv.set(string.into());
    }
}

/// The [forgiving-base64 decode](https://infra.spec.whatwg.org/#forgiving-base64-decode)
/// of `text`, or `None` for failure.
pub fn forgiving_base64_decode(text: &str) -> Option<Vec<u8>> {
    // 1. Remove all ASCII whitespace from data.
    let mut data: Vec<u8> =
        text.bytes().filter(|b| !matches!(b, b'\t' | b'\n' | b'\x0C' | b'\r' | b' ')).collect();
    // 2. If data's code point length divides by 4 leaving no remainder: if data ends with
    //    one or two U+003D (=) code points, then remove them from data.
    if data.len().is_multiple_of(4) {
        for _ in 0..2 {
            if data.last() == Some(&b'=') {
                data.pop();
            }
        }
    }
    // 3. If data's code point length divides by 4 leaving a remainder of 1, return failure.
    if data.len() % 4 == 1 {
        return None;
    }
    // 4. If data contains a code point that is not one of U+002B (+), U+002F (/), ASCII
    //    alphanumeric, then return failure.
    let value = |b: u8| match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    // 5–9. Each code point appends six bits to a buffer; each 24 bits are three bytes;
    //    what is left (12 or 18 bits) gives one or two bytes.
    let mut output = Vec::with_capacity(data.len() * 3 / 4);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &b in &data {
        buffer = (buffer << 6) | u32::from(value(b)?);
        bits += 6;
        if bits == 24 {
            output.extend_from_slice(&[(buffer >> 16) as u8, (buffer >> 8) as u8, buffer as u8]);
            (buffer, bits) = (0, 0);
        }
    }
    match bits {
        12 => output.push((buffer >> 4) as u8),
        18 => output.extend_from_slice(&[(buffer >> 10) as u8, (buffer >> 2) as u8]),
        _ => {}
    }
    Some(output)
}

/// The [forgiving-base64 encode](https://infra.spec.whatwg.org/#forgiving-base64-encode)
/// of `bytes`.
pub fn base64_encode(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(chunk.get(1).copied().unwrap_or(0)) << 8)
            | u32::from(chunk.get(2).copied().unwrap_or(0));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `atob(data)`: decodes forgiving-base64 into a string of one code unit per byte; an
/// invalid input throws an "InvalidCharacterError" DOMException.
fn atob<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let text = args.get(0).to_rust_string_lossy(scope);
    let Some(bytes) = forgiving_base64_decode(&text) else {
        return WebError::dom(
            "InvalidCharacterError",
            "Failed to execute 'atob' on 'Window': The string to be decoded is not correctly encoded."
                .to_string(),
        )
        .throw(scope);
    };
    if let Some(string) = v8::String::new_from_one_byte(scope, &bytes, v8::NewStringType::Normal) {
        rv.set(string.into());
    }
}

/// `btoa(data)`: each code unit of `data` is a byte (one above U+00FF throws an
/// "InvalidCharacterError" DOMException), encoded as forgiving-base64.
fn btoa<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some(text) = args.get(0).to_string(scope) else { return };
    let units: Vec<u16> = {
        let mut buffer = vec![0u16; text.length()];
        text.write_v2(scope, 0, &mut buffer, v8::WriteFlags::empty());
        buffer
    };
    let mut bytes = Vec::with_capacity(units.len());
    for unit in units {
        match u8::try_from(unit) {
            Ok(byte) => bytes.push(byte),
            Err(_) => {
                return WebError::dom("InvalidCharacterError", "Failed to execute 'btoa' on 'Window': The string to be encoded contains characters outside of the Latin1 range.".to_string()).throw(scope);
            }
        }
    }
    if let Some(string) = v8::String::new(scope, &base64_encode(&bytes)) {
        rv.set(string.into());
    }
}
