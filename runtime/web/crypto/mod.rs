//! [Web Cryptography](https://w3c.github.io/webcrypto/): `crypto.getRandomValues` and
//! `randomUUID` (`crypto.js`: the operating system's random bytes), and `crypto.subtle`
//! (`subtle_crypto.js`, `crypto_key.js`, one module per algorithm family), whose
//! cryptographic operations are these natives, over RustCrypto's crates: one file per
//! family (`digest.rs`, `hmac.rs`, `aes.rs`, `ec.rs`, `rsa.rs`, `okp.rs`, `kdf.rs`).
//!
//! The JavaScript does what the spec's method steps and algorithm registrations say
//! (normalizing algorithms, checking usages, formats, JWK members); a native takes plain
//! values (strings, numbers, byte arrays) and gives bytes, booleans or arrays of them, or
//! throws the `DOMException` the spec names for bad key data (`DataError`) or a failed
//! operation (`OperationError`). Key material is kept by the JavaScript as bytes in a
//! `CryptoKey`'s internal slot (raw secrets; an EC key's scalar and point; an RSA key's
//! PKCS #1 DER; an OKP key's 32 bytes), never reachable from a page.
use crate::runtime::web::html::window::Native;
use crate::runtime::web::web_error::{WebError, WebResult};

mod aes;
mod digest;
mod ec;
mod hmac;
mod kdf;
mod okp;
mod rsa;

/// An argument of a crypto native, as the JavaScript passes them.
pub(super) enum Arg {
    Bytes(Vec<u8>),
    Text(String),
    Number(f64),
    Flag(bool),
    Missing,
}

/// The arguments of one call.
pub(super) struct Args(Vec<Arg>);

impl Args {
    /// Bytes (a Uint8Array or ArrayBuffer), else empty.
    pub fn bytes(&self, i: usize) -> &[u8] {
        match self.0.get(i) {
            Some(Arg::Bytes(bytes)) => bytes,
            _ => &[],
        }
    }
    pub fn text(&self, i: usize) -> &str {
        match self.0.get(i) {
            Some(Arg::Text(text)) => text,
            _ => "",
        }
    }
    pub fn number(&self, i: usize) -> f64 {
        match self.0.get(i) {
            Some(Arg::Number(n)) => *n,
            _ => 0.0,
        }
    }
    pub fn flag(&self, i: usize) -> bool {
        matches!(self.0.get(i), Some(Arg::Flag(true)))
    }
    /// A whole number argument (lengths, counts), saturated to `usize`.
    pub fn size(&self, i: usize) -> usize {
        let n = self.number(i);
        if n.is_finite() && n > 0.0 { n as usize } else { 0 }
    }
}

/// What a native gives back.
pub(super) enum Out {
    Bytes(Vec<u8>),
    Flag(bool),
    Number(f64),
    Text(String),
    /// An array of these (a key pair's parts, a key's JWK components).
    List(Vec<Out>),
}

/// A `DataError` (key data that is not a key of the kind asked for).
pub(super) fn data_error(message: impl Into<String>) -> WebError {
    WebError::dom("DataError", message)
}

/// An `OperationError` (the operation failed).
pub(super) fn operation_error(message: impl Into<String>) -> WebError {
    WebError::dom("OperationError", message)
}

/// A `NotSupportedError`.
pub(super) fn not_supported(message: impl Into<String>) -> WebError {
    WebError::dom("NotSupportedError", message)
}

/// Random bytes from the operating system (a key, an IV, a salt).
pub(super) fn random_bytes(length: usize) -> WebResult<Vec<u8>> {
    let mut bytes = vec![0u8; length];
    if crate::bindings::random::fill(&mut bytes) {
        Ok(bytes)
    } else {
        Err(operation_error("the operating system gave no random bytes"))
    }
}

/// The random number generator the crates' key generation draws from: the operating
/// system's (`getrandom`).
pub(super) fn rng() -> rand_core::OsRng {
    rand_core::OsRng
}

fn arg_of<'s>(scope: &mut v8::PinScope<'s, '_>, value: v8::Local<'s, v8::Value>) -> Arg {
    if let Ok(view) = v8::Local::<v8::ArrayBufferView>::try_from(value) {
        let mut bytes = vec![0u8; view.byte_length()];
        view.copy_contents(&mut bytes);
        return Arg::Bytes(bytes);
    }
    if let Ok(buffer) = v8::Local::<v8::ArrayBuffer>::try_from(value) {
        let bytes = match v8::Uint8Array::new(scope, buffer, 0, buffer.byte_length()) {
            Some(view) => {
                let mut bytes = vec![0u8; view.byte_length()];
                view.copy_contents(&mut bytes);
                bytes
            }
            None => Vec::new(),
        };
        return Arg::Bytes(bytes);
    }
    if value.is_string() {
        return Arg::Text(value.to_rust_string_lossy(scope));
    }
    if value.is_number() {
        return Arg::Number(value.number_value(scope).unwrap_or(0.0));
    }
    if value.is_boolean() {
        return Arg::Flag(value.is_true());
    }
    Arg::Missing
}

fn value_of<'s>(scope: &mut v8::PinScope<'s, '_>, out: Out) -> Option<v8::Local<'s, v8::Value>> {
    Some(match out {
        Out::Bytes(bytes) => {
            let length = bytes.len();
            let store = v8::ArrayBuffer::new_backing_store_from_vec(bytes).make_shared();
            let buffer = v8::ArrayBuffer::with_backing_store(scope, &store);
            v8::Uint8Array::new(scope, buffer, 0, length)?.into()
        }
        Out::Flag(flag) => v8::Boolean::new(scope, flag).into(),
        Out::Number(n) => v8::Number::new(scope, n).into(),
        Out::Text(text) => v8::String::new(scope, &text)?.into(),
        Out::List(items) => {
            let mut values = Vec::with_capacity(items.len());
            for item in items {
                values.push(value_of(scope, item)?);
            }
            v8::Array::new_with_elements(scope, &values).into()
        }
    })
}

/// Calls `operation` with the call's arguments and returns its result (or throws its
/// error) to JavaScript.
fn call<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
    operation: fn(&Args) -> WebResult<Out>,
) {
    let mut list = Vec::with_capacity(args.length() as usize);
    for i in 0..args.length() {
        list.push(arg_of(scope, args.get(i)));
    }
    match operation(&Args(list)) {
        Ok(out) => {
            if let Some(value) = value_of(scope, out) {
                rv.set(value);
            }
        }
        Err(error) => error.throw(scope),
    }
}

/// A natives table of `(name, fn(&Args) -> WebResult<Out>)` entries.
macro_rules! crypto_natives {
    ($($name:literal => $operation:path),* $(,)?) => {
        vec![$(($name, {
            fn callback<'s>(
                scope: &mut v8::PinScope<'s, '_>,
                args: v8::FunctionCallbackArguments<'s>,
                rv: v8::ReturnValue<v8::Value>,
            ) {
                call(scope, args, rv, $operation)
            }
            v8::MapFnTo::map_fn_to(callback)
        })),*]
    };
}

/// The natives of `crypto`.
pub fn natives() -> Vec<Native> {
    let mut natives: Vec<Native> = vec![("randomFill", v8::MapFnTo::map_fn_to(random_fill))];
    natives.extend(crypto_natives![
        "cryptoBase64UrlEncode" => base64url_encode,
        "cryptoBase64UrlDecode" => base64url_decode,
        "cryptoDigest" => digest::digest,
        "cryptoHmacSign" => hmac::sign,
        "cryptoHmacVerify" => hmac::verify,
        "cryptoAesEncrypt" => aes::encrypt,
        "cryptoAesDecrypt" => aes::decrypt,
        "cryptoAesKw" => aes::key_wrap,
        "cryptoEcGenerate" => ec::generate,
        "cryptoEcImport" => ec::import,
        "cryptoEcExport" => ec::export,
        "cryptoEcSign" => ec::sign,
        "cryptoEcVerify" => ec::verify,
        "cryptoEcdh" => ec::derive,
        "cryptoRsaGenerate" => rsa::generate,
        "cryptoRsaImport" => rsa::import,
        "cryptoRsaExport" => rsa::export,
        "cryptoRsaSign" => rsa::sign,
        "cryptoRsaVerify" => rsa::verify,
        "cryptoRsaOaep" => rsa::oaep,
        "cryptoOkpGenerate" => okp::generate,
        "cryptoOkpImport" => okp::import,
        "cryptoOkpExport" => okp::export,
        "cryptoEd25519Sign" => okp::sign,
        "cryptoEd25519Verify" => okp::verify,
        "cryptoX25519" => okp::derive,
        "cryptoPbkdf2" => kdf::pbkdf2,
        "cryptoHkdf" => kdf::hkdf,
    ]);
    natives.push(("cryptoBufferSource", v8::MapFnTo::map_fn_to(buffer_source)));
    natives
}

/// `natives.cryptoBase64UrlEncode(bytes)`: the base64url encoding of RFC 4648 §5 without
/// padding, as JSON Web Key members are written (RFC 7515 §2).
fn base64url_encode(args: &Args) -> WebResult<Out> {
    use base64::Engine;
    Ok(Out::Text(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(args.bytes(0))))
}

/// `natives.cryptoBase64UrlDecode(text)`: a JSON Web Key member's bytes; text that is not
/// unpadded base64url is a DataError.
fn base64url_decode(args: &Args) -> WebResult<Out> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(args.text(0))
        .map(Out::Bytes)
        .map_err(|_| data_error("A JWK member is not base64url-encoded."))
}

/// `natives.cryptoBufferSource(value)`: a new Uint8Array with a copy of the bytes of an
/// ArrayBuffer or ArrayBufferView ([get a copy of the buffer source](https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy);
/// none when detached), or undefined for anything else (a SharedArrayBuffer or a view on
/// one included, which BufferSource does not allow).
fn buffer_source<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let value = args.get(0);
    if value.is_shared_array_buffer() {
        return;
    }
    if let Ok(view) = v8::Local::<v8::ArrayBufferView>::try_from(value)
        && view.buffer(scope).is_none()
    {
        return;
    }
    let bytes = match arg_of(scope, value) {
        Arg::Bytes(bytes) => bytes,
        _ => return,
    };
    if let Some(array) = value_of(scope, Out::Bytes(bytes)) {
        rv.set(array);
    }
}

/// `natives.randomFill(view)`: fills the typed array's bytes from the kernel's random
/// source (`getrandom`). The caller checked the view's type and size.
fn random_fill(scope: &mut v8::PinScope, args: v8::FunctionCallbackArguments, _: v8::ReturnValue<v8::Value>) {
    let Ok(view) = v8::Local::<v8::ArrayBufferView>::try_from(args.get(0)) else { return };
    let mut bytes = vec![0u8; view.byte_length()];
    if !crate::bindings::random::fill(&mut bytes) {
        let message = v8::String::new(scope, "the operating system gave no random bytes")
            .unwrap_or_else(|| v8::String::empty(scope));
        let error = v8::Exception::error(scope, message);
        scope.throw_exception(error);
        return;
    }
    // The bytes go in through a Uint8Array over the same memory (no unsafe access here).
    let (Some(buffer), offset) = (view.buffer(scope), view.byte_offset()) else { return };
    let Some(target) = v8::Uint8Array::new(scope, buffer, offset, bytes.len()) else { return };
    for (i, byte) in bytes.iter().enumerate() {
        let value = v8::Integer::new_from_unsigned(scope, u32::from(*byte));
        target.set_index(scope, i as u32, value.into());
    }
}
