//! [§32 PBKDF2](https://w3c.github.io/webcrypto/#pbkdf2) and
//! [§31 HKDF](https://w3c.github.io/webcrypto/#hkdf)'s derive bits operations (the `pbkdf2`
//! and `hkdf` crates). The JavaScript checked `length` (not null, a multiple of 8).
use super::digest::{Hash, with_hash};
use super::{Args, Out, operation_error};
use crate::runtime::web::web_error::WebResult;

/// `natives.cryptoPbkdf2(hash, password, salt, iterations, bytes)`: [§32.4 derive bits](https://w3c.github.io/webcrypto/#pbkdf2-operations-derive-bits)
/// 3. If the iterations member of normalizedAlgorithm is zero, throw an OperationError.
/// 4–5. The PBKDF2 of RFC 8018 with HMAC of the hash as its PRF, the key as the
///    password, and salt and iterations from normalizedAlgorithm, of length bits.
pub(super) fn pbkdf2(args: &Args) -> WebResult<Out> {
    let hash = Hash::named(args.text(0))?;
    let (password, salt, iterations, length) = (args.bytes(1), args.bytes(2), args.number(3), args.size(4));
    if iterations < 1.0 {
        return Err(operation_error("PBKDF2 needs at least one iteration"));
    }
    let iterations = iterations.min(f64::from(u32::MAX)) as u32;
    let mut output = vec![0u8; length];
    with_hash!(hash, H => pbkdf2::pbkdf2_hmac::<H>(password, salt, iterations, &mut output));
    Ok(Out::Bytes(output))
}

/// `natives.cryptoHkdf(hash, key, salt, info, bytes)`: [§31.4 derive bits](https://w3c.github.io/webcrypto/#hkdf-operations-derive-bits)
/// 3–4. The HKDF of RFC 5869 (extract then expand) with the hash, the key as input keying
///    material, salt and info, of length bits; 5. if that fails (too long), an
///    OperationError.
pub(super) fn hkdf(args: &Args) -> WebResult<Out> {
    let hash = Hash::named(args.text(0))?;
    let (key, salt, info, length) = (args.bytes(1), args.bytes(2), args.bytes(3), args.size(4));
    let mut output = vec![0u8; length];
    with_hash!(hash, H => hkdf::Hkdf::<H>::new(Some(salt), key)
        .expand(info, &mut output)
        .map_err(|_| operation_error("HKDF cannot derive that many bits with this hash"))?);
    Ok(Out::Bytes(output))
}
