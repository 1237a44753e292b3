//! [§29 HMAC](https://w3c.github.io/webcrypto/#hmac): sign and verify (the `hmac` crate).
use hmac::{Hmac, Mac};

use super::digest::{Hash, with_hash};
use super::{Args, Out, operation_error};
use crate::runtime::web::web_error::WebResult;

fn mac(hash: Hash, key: &[u8], data: &[u8]) -> WebResult<Vec<u8>> {
    with_hash!(hash, H => {
        let mut mac = <Hmac<H> as Mac>::new_from_slice(key).map_err(|_| operation_error("invalid HMAC key"))?;
        mac.update(data);
        Ok(mac.finalize().into_bytes().to_vec())
    })
}

/// `natives.cryptoHmacSign(hash, key, data)`: [§29.7 sign](https://w3c.github.io/webcrypto/#hmac-operations-sign)
/// 1. Let mac be the result of performing the MAC Generation operation described in
///    Section 4 of RFC 2104 using the key, the hash function and the message. 2. Return
///    mac.
pub(super) fn sign(args: &Args) -> WebResult<Out> {
    Ok(Out::Bytes(mac(Hash::named(args.text(0))?, args.bytes(1), args.bytes(2))?))
}

/// `natives.cryptoHmacVerify(hash, key, signature, data)`: [verify](https://w3c.github.io/webcrypto/#hmac-operations-verify)
/// 1. Let mac be the MAC of the message. 2. Return true if mac equals signature (compared
///    in constant time, by the crate), false otherwise.
pub(super) fn verify(args: &Args) -> WebResult<Out> {
    let hash = Hash::named(args.text(0))?;
    let (key, signature, data) = (args.bytes(1), args.bytes(2), args.bytes(3));
    with_hash!(hash, H => {
        let mut mac = <Hmac<H> as Mac>::new_from_slice(key).map_err(|_| operation_error("invalid HMAC key"))?;
        mac.update(data);
        Ok(Out::Flag(mac.verify_slice(signature).is_ok()))
    })
}
