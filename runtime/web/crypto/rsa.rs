//! [§20 RSASSA-PKCS1-v1_5](https://w3c.github.io/webcrypto/#rsassa-pkcs1), [§21 RSA-PSS](https://w3c.github.io/webcrypto/#rsa-pss)
//! and [§22 RSA-OAEP](https://w3c.github.io/webcrypto/#rsa-oaep) (the `rsa` crate): key
//! generation, the spki/pkcs8 formats and JWK's components, signatures and encryption. A
//! key is kept as its PKCS #1 DER (RSAPrivateKey or RSAPublicKey, RFC 8017 appendix A.1).
//!
//! (The crate's private-key operations are not constant-time: RUSTSEC-2023-0071, the
//! "Marvin" timing side channel. A page's timing of its own keys in a simulator is not a
//! threat this program guards against.)
use rsa::pkcs1::{DecodeRsaPrivateKey, DecodeRsaPublicKey, EncodeRsaPrivateKey, EncodeRsaPublicKey};
use rsa::pkcs8::{DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey};
use rsa::traits::{PrivateKeyParts, PublicKeyParts};
use rsa::{BigUint, Oaep, Pkcs1v15Sign, Pss, RsaPrivateKey, RsaPublicKey};

use super::digest::{Hash, with_hash};
use super::{Args, Out, data_error, not_supported, operation_error, rng};
use crate::runtime::web::web_error::WebResult;

fn private_key(der: &[u8]) -> WebResult<RsaPrivateKey> {
    RsaPrivateKey::from_pkcs1_der(der).map_err(|_| operation_error("bad RSA private key"))
}

fn public_key(der: &[u8]) -> WebResult<RsaPublicKey> {
    RsaPublicKey::from_pkcs1_der(der).map_err(|_| operation_error("bad RSA public key"))
}

/// A public key's `[PKCS #1 DER, modulus length in bits, public exponent]`.
fn described_public(key: &RsaPublicKey) -> WebResult<Vec<Out>> {
    let der = key.to_pkcs1_der().map_err(|_| operation_error("The key could not be encoded."))?;
    Ok(vec![
        Out::Bytes(der.as_bytes().to_vec()),
        Out::Number(key.n().bits() as f64),
        Out::Bytes(key.e().to_bytes_be()),
    ])
}

/// A private key's `[PKCS #1 DER, modulus length, public exponent, public key's DER]`.
fn described_private(key: &RsaPrivateKey) -> WebResult<Out> {
    let der = key.to_pkcs1_der().map_err(|_| operation_error("The key could not be encoded."))?;
    let mut parts = described_public(&key.to_public_key())?;
    let public = std::mem::replace(&mut parts[0], Out::Bytes(der.as_bytes().to_vec()));
    parts.push(public);
    Ok(Out::List(parts))
}

/// `natives.cryptoRsaGenerate(modulusLength, publicExponent)`: [§20.8 generate key](https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-generate-key)
/// 2. A key pair of the modulus length and public exponent (the crate's prime search, from
/// the operating system's random bytes); 3. if that fails (an even or too small exponent,
/// say), an OperationError. `[private DER, modulus length, exponent, public DER]`.
pub(super) fn generate(args: &Args) -> WebResult<Out> {
    let (bits, exponent) = (args.size(0), BigUint::from_bytes_be(args.bytes(1)));
    if !(256..=16384).contains(&bits) || !bits.is_multiple_of(8) {
        return Err(operation_error("RSA keys of 256 to 16384 bits, a multiple of 8, can be generated here"));
    }
    // An even exponent, or one below 3, has no key (the crate's prime search would not
    // end); one of more than 32 bits is refused as browsers do.
    let odd = args.bytes(1).last().is_some_and(|byte| byte & 1 == 1);
    if exponent < BigUint::from(3u32) || !odd || exponent.bits() > 32 {
        return Err(operation_error("The RSA public exponent must be odd, at least 3 and at most 32 bits."));
    }
    let key = RsaPrivateKey::new_with_exp(&mut rng(), bits, &exponent)
        .map_err(|error| operation_error(format!("The RSA key could not be generated: {error}")))?;
    described_private(&key)
}

/// `natives.cryptoRsaImport(format, data, ...components)`: [§20.8 import key](https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-import-key)
/// for "spki" (rsaEncryption SubjectPublicKeyInfo), "pkcs8" (rsaEncryption
/// PrivateKeyInfo), "jwk-public" (`n`, `e` as the following arguments) and "jwk-private"
/// (`n`, `e`, `d`, `p`, `q`, `dp`, `dq`, `qi`, which must be one consistent key); key data
/// that is none is a DataError.
pub(super) fn import(args: &Args) -> WebResult<Out> {
    let (format, data) = (args.text(0), args.bytes(1));
    let int = |i: usize| BigUint::from_bytes_be(args.bytes(i));
    match format {
        "spki" => {
            let key = RsaPublicKey::from_public_key_der(data)
                .map_err(|_| data_error("The key data is not an RSA SubjectPublicKeyInfo."))?;
            Ok(Out::List(described_public(&key)?))
        }
        "pkcs8" => {
            let key = RsaPrivateKey::from_pkcs8_der(data)
                .map_err(|_| data_error("The key data is not an RSA PrivateKeyInfo."))?;
            described_private(&key)
        }
        "jwk-public" => {
            let key = RsaPublicKey::new(int(2), int(3))
                .map_err(|_| data_error("The JWK is not an RSA public key."))?;
            Ok(Out::List(described_public(&key)?))
        }
        "jwk-private" => {
            let bad = || data_error("The JWK is not an RSA private key.");
            let key = RsaPrivateKey::from_components(int(2), int(3), int(4), vec![int(5), int(6)])
                .map_err(|_| bad())?;
            // The CRT values given must be the key's own.
            let (dp, dq, qi) = (key.dp().cloned(), key.dq().cloned(), key.crt_coefficient());
            if dp != Some(int(7)) || dq != Some(int(8)) || qi != Some(int(9)) {
                return Err(bad());
            }
            described_private(&key)
        }
        _ => Err(not_supported(format!("RSA keys have no format {format}"))),
    }
}

/// `natives.cryptoRsaExport(format, der, private)`: [§20.8 export key](https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-export-key)
/// "spki" and "pkcs8" (rsaEncryption, as browsers write every RSA key), and "jwk": the
/// key's components `[n, e]` or `[n, e, d, p, q, dp, dq, qi]`, big-endian.
pub(super) fn export(args: &Args) -> WebResult<Out> {
    let (format, der, private) = (args.text(0), args.bytes(1), args.flag(2));
    let failed = || operation_error("The key could not be encoded.");
    match (format, private) {
        ("spki", false) => {
            Ok(Out::Bytes(public_key(der)?.to_public_key_der().map_err(|_| failed())?.as_bytes().to_vec()))
        }
        ("pkcs8", true) => {
            Ok(Out::Bytes(private_key(der)?.to_pkcs8_der().map_err(|_| failed())?.as_bytes().to_vec()))
        }
        ("jwk", false) => {
            let key = public_key(der)?;
            Ok(Out::List(vec![Out::Bytes(key.n().to_bytes_be()), Out::Bytes(key.e().to_bytes_be())]))
        }
        ("jwk", true) => {
            let mut key = private_key(der)?;
            key.precompute().map_err(|_| operation_error("bad RSA private key"))?;
            let primes = key.primes();
            if primes.len() != 2 {
                return Err(operation_error("multi-prime RSA keys are not exported"));
            }
            let missing = || operation_error("bad RSA private key");
            let parts = [
                key.n().clone(),
                key.e().clone(),
                key.d().clone(),
                primes[0].clone(),
                primes[1].clone(),
                key.dp().ok_or_else(missing)?.clone(),
                key.dq().ok_or_else(missing)?.clone(),
                key.crt_coefficient().ok_or_else(missing)?,
            ];
            Ok(Out::List(parts.iter().map(|n| Out::Bytes(n.to_bytes_be())).collect()))
        }
        _ => Err(operation_error(format!("This RSA key has no {format} form"))),
    }
}

/// `natives.cryptoRsaSign(scheme, hash, der, data, saltLength)`: RSASSA-PKCS1-v1_5's
/// ([§20.8 sign](https://w3c.github.io/webcrypto/#rsassa-pkcs1-operations-sign): RFC 8017
/// §8.2.1 over the message's digest) or RSA-PSS's ([§21.8 sign](https://w3c.github.io/webcrypto/#rsa-pss-operations-sign):
/// §8.1.1 with MGF1 of the same hash and a salt of `saltLength` bytes; a salt too long for
/// the modulus is an OperationError).
pub(super) fn sign(args: &Args) -> WebResult<Out> {
    let (scheme, hash, der, data, salt) =
        (args.text(0), Hash::named(args.text(1))?, args.bytes(2), args.bytes(3), args.size(4));
    let key = private_key(der)?;
    let hashed = hash.digest(data);
    let signed = with_hash!(hash, H => match scheme {
        "RSA-PSS" => key.sign_with_rng(&mut rng(), Pss::new_with_salt::<H>(salt), &hashed),
        _ => key.sign(Pkcs1v15Sign::new::<H>(), &hashed),
    });
    signed.map(Out::Bytes).map_err(|error| operation_error(format!("RSA signing failed: {error}")))
}

/// `natives.cryptoRsaVerify(scheme, hash, der, signature, data, saltLength)`: §8.2.2's or
/// §8.1.2's verification; anything but a valid signature is false.
pub(super) fn verify(args: &Args) -> WebResult<Out> {
    let (scheme, hash, der, signature, data, salt) =
        (args.text(0), Hash::named(args.text(1))?, args.bytes(2), args.bytes(3), args.bytes(4), args.size(5));
    let key = public_key(der)?;
    let hashed = hash.digest(data);
    let valid = with_hash!(hash, H => match scheme {
        "RSA-PSS" => key.verify(Pss::new_with_salt::<H>(salt), &hashed, signature),
        _ => key.verify(Pkcs1v15Sign::new::<H>(), &hashed, signature),
    });
    Ok(Out::Flag(valid.is_ok()))
}

/// `natives.cryptoRsaOaep(encrypt, hash, der, data, label)`: [§22.4 encrypt, decrypt](https://w3c.github.io/webcrypto/#rsa-oaep-operations)
/// RSAES-OAEP (RFC 8017 §7.1) with MGF1 of the hash and the label; a message too long or
/// ciphertext that does not decrypt is an OperationError. (The crate takes labels as
/// text: a label that is not UTF-8 is an OperationError here.)
pub(super) fn oaep(args: &Args) -> WebResult<Out> {
    let (encrypt, hash, der, data) = (args.flag(0), Hash::named(args.text(1))?, args.bytes(2), args.bytes(3));
    let label = std::str::from_utf8(args.bytes(4))
        .map_err(|_| operation_error("RSA-OAEP labels that are not UTF-8 are not supported here"))?;
    let padding = with_hash!(hash, H => if label.is_empty() { Oaep::new::<H>() } else { Oaep::new_with_label::<H, _>(label) });
    let result = if encrypt {
        public_key(der)?.encrypt(&mut rng(), padding, data)
    } else {
        private_key(der)?.decrypt_blinded(&mut rng(), padding, data)
    };
    result.map(Out::Bytes).map_err(|error| operation_error(format!("RSA-OAEP failed: {error}")))
}
