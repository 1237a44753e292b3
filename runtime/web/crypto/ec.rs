//! [§23 ECDSA](https://w3c.github.io/webcrypto/#ecdsa) and [§24 ECDH](https://w3c.github.io/webcrypto/#ecdh)
//! on P-256, P-384 and P-521 (the `p256`, `p384`, `p521` and `ecdsa` crates): key
//! generation, the spki/pkcs8/raw formats, signatures and shared secrets. A private key is
//! kept as its scalar `d` (big-endian, the curve's field size) and its public point, a
//! public key as its uncompressed point (SEC 1 §2.3.3); the JavaScript makes and reads
//! the JWK form from those.
use ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
use elliptic_curve::pkcs8::{DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey};
use elliptic_curve::sec1::ToEncodedPoint;

use super::digest::Hash;
use super::{Args, Out, data_error, not_supported, operation_error, rng};
use crate::runtime::web::web_error::WebResult;

/// Runs `$body` with `$c` the curve module (`p256`, `p384`, `p521`) of the named curve
/// `$name`.
macro_rules! with_curve {
    ($name:expr, $c:ident => $body:expr) => {
        match $name {
            "P-256" => {
                use p256 as $c;
                $body
            }
            "P-384" => {
                use p384 as $c;
                $body
            }
            "P-521" => {
                use p521 as $c;
                $body
            }
            name => Err(not_supported(format!("{name} is not a supported named curve"))),
        }
    };
}

/// `natives.cryptoEcGenerate(namedCurve)`: [§23.7 generate key](https://w3c.github.io/webcrypto/#ecdsa-operations-generate-key)
/// 3. A random key pair on the curve (the crate's, from the operating system's random
/// bytes): `[d, point]`.
pub(super) fn generate(args: &Args) -> WebResult<Out> {
    with_curve!(args.text(0), c => {
        let secret = c::SecretKey::random(&mut rng());
        let point = secret.public_key().to_encoded_point(false).as_bytes().to_vec();
        Ok(Out::List(vec![Out::Bytes(secret.to_bytes().to_vec()), Out::Bytes(point)]))
    })
}

/// `natives.cryptoEcImport(namedCurve, format, data, point)`: [§23.7 import key](https://w3c.github.io/webcrypto/#ecdsa-operations-import-key)
/// for the formats whose data the crates parse: "raw" (a SEC 1 point, compressed or not:
/// the point), "spki" (SubjectPublicKeyInfo with id-ecPublicKey and this curve: the
/// point), "pkcs8" (PrivateKeyInfo with an ECPrivateKey of this curve: `[d, point]`),
/// "jwk-public" (the JWK's `x` and `y` as an uncompressed point: the point, if on the
/// curve) and "jwk-private" (the JWK's `d`, with the point of its `x` and `y`, which must
/// be d's: `[d, point]`). Data that is not a key of the curve is a DataError.
pub(super) fn import(args: &Args) -> WebResult<Out> {
    let (format, data) = (args.text(1), args.bytes(2));
    let point_of = |bytes: Vec<u8>| Out::Bytes(bytes);
    with_curve!(args.text(0), c => {
        match format {
            "raw" | "jwk-public" => {
                let key = c::PublicKey::from_sec1_bytes(data)
                    .map_err(|_| data_error("The key data is not a point of the named curve."))?;
                Ok(point_of(key.to_encoded_point(false).as_bytes().to_vec()))
            }
            "spki" => {
                let key = c::PublicKey::from_public_key_der(data).map_err(|_| {
                    data_error("The key data is not an EC SubjectPublicKeyInfo of the named curve.")
                })?;
                Ok(point_of(key.to_encoded_point(false).as_bytes().to_vec()))
            }
            "pkcs8" => {
                let secret = c::SecretKey::from_pkcs8_der(data)
                    .map_err(|_| data_error("The key data is not an EC PrivateKeyInfo of the named curve."))?;
                let point = secret.public_key().to_encoded_point(false).as_bytes().to_vec();
                Ok(Out::List(vec![Out::Bytes(secret.to_bytes().to_vec()), Out::Bytes(point)]))
            }
            "jwk-private" => {
                let secret = c::SecretKey::from_slice(data)
                    .map_err(|_| data_error("The JWK's d is not a private key of the named curve."))?;
                let point = secret.public_key().to_encoded_point(false).as_bytes().to_vec();
                if point != args.bytes(3) {
                    return Err(data_error("The JWK's x and y are not the public key of its d."));
                }
                Ok(Out::List(vec![Out::Bytes(secret.to_bytes().to_vec()), Out::Bytes(point)]))
            }
            _ => Err(not_supported(format!("EC keys have no format {format}"))),
        }
    })
}

/// `natives.cryptoEcExport(namedCurve, format, d, point)`: [§23.7 export key](https://w3c.github.io/webcrypto/#ecdsa-operations-export-key)
/// "spki" (the public key's SubjectPublicKeyInfo, uncompressed point), "pkcs8" (the
/// private key's PrivateKeyInfo: an ECPrivateKey with its public key, the curve in the
/// algorithm's parameters), "raw" (the uncompressed point).
pub(super) fn export(args: &Args) -> WebResult<Out> {
    let (format, d, point) = (args.text(1), args.bytes(2), args.bytes(3));
    let failed = || operation_error("The key could not be encoded.");
    with_curve!(args.text(0), c => {
        match format {
            "spki" => {
                let key = c::PublicKey::from_sec1_bytes(point).map_err(|_| operation_error("bad EC point"))?;
                Ok(Out::Bytes(key.to_public_key_der().map_err(|_| failed())?.as_bytes().to_vec()))
            }
            "pkcs8" => {
                let secret = c::SecretKey::from_slice(d).map_err(|_| operation_error("bad EC scalar"))?;
                Ok(Out::Bytes(secret.to_pkcs8_der().map_err(|_| failed())?.as_bytes().to_vec()))
            }
            "raw" => Ok(Out::Bytes(point.to_vec())),
            _ => Err(not_supported(format!("EC keys have no format {format}"))),
        }
    })
}

/// The message's digest as the crates take a prehash: left-padded with zeros to the
/// curve's field size when shorter (the same integer: SEC 1 §4.1.3 step 5 uses the
/// leftmost bits of a longer one, a shorter one as it is), which the `ecdsa` crate would
/// refuse when under half the field size (SHA-1 on P-384 and P-521).
fn prehash(hash: Hash, data: &[u8], field_bytes: usize) -> Vec<u8> {
    let digest = hash.digest(data);
    if digest.len() >= field_bytes {
        return digest;
    }
    let mut padded = vec![0u8; field_bytes - digest.len()];
    padded.extend_from_slice(&digest);
    padded
}

/// `natives.cryptoEcSign(namedCurve, hash, d, data)`: [§23.7 sign](https://w3c.github.io/webcrypto/#ecdsa-operations-sign)
/// 2–4. M is the digest of the message by the hash; the ECDSA signature of M (SEC 1
/// §4.1.3; the crate's deterministic nonce, RFC 6979); 6. the result is r and s as
/// big-endian integers of the field's size, concatenated.
pub(super) fn sign(args: &Args) -> WebResult<Out> {
    let (hash, d, data) = (Hash::named(args.text(1))?, args.bytes(2), args.bytes(3));
    with_curve!(args.text(0), c => {
        let key = c::ecdsa::SigningKey::from_slice(d).map_err(|_| operation_error("bad EC private key"))?;
        let signature: c::ecdsa::Signature =
            key.sign_prehash(&prehash(hash, data, d.len())).map_err(|_| operation_error("ECDSA signing failed"))?;
        Ok(Out::Bytes(signature.to_bytes().to_vec()))
    })
}

/// `natives.cryptoEcVerify(namedCurve, hash, point, signature, data)`: [§23.7 verify](https://w3c.github.io/webcrypto/#ecdsa-operations-verify)
/// 2–5. A signature that is not r and s of the field's size each (or out of range) is
/// false; else the ECDSA verification of the message's digest.
pub(super) fn verify(args: &Args) -> WebResult<Out> {
    let (hash, point, signature, data) =
        (Hash::named(args.text(1))?, args.bytes(2), args.bytes(3), args.bytes(4));
    with_curve!(args.text(0), c => {
        let key = c::ecdsa::VerifyingKey::from_sec1_bytes(point).map_err(|_| operation_error("bad EC public key"))?;
        let Ok(signature) = c::ecdsa::Signature::from_slice(signature) else { return Ok(Out::Flag(false)) };
        // (An uncompressed point is 0x04, x and y: the field's size is half the rest.)
        let size = point.len() / 2;
        Ok(Out::Flag(key.verify_prehash(&prehash(hash, data, size), &signature).is_ok()))
    })
}

/// `natives.cryptoEcdh(namedCurve, d, point)`: [§24.4 derive bits](https://w3c.github.io/webcrypto/#ecdh-operations-derive-bits)
/// 6–7. The shared secret of ECDH (SEC 1 §3.3.1): the x coordinate of d·Q, big-endian
/// of the field's size (the JavaScript takes the first `length` bits).
pub(super) fn derive(args: &Args) -> WebResult<Out> {
    let (d, point) = (args.bytes(1), args.bytes(2));
    with_curve!(args.text(0), c => {
        let secret = c::SecretKey::from_slice(d).map_err(|_| operation_error("bad EC private key"))?;
        let public = c::PublicKey::from_sec1_bytes(point).map_err(|_| operation_error("bad EC public key"))?;
        let shared = c::ecdh::diffie_hellman(secret.to_nonzero_scalar(), public.as_affine());
        Ok(Out::Bytes(shared.raw_secret_bytes().to_vec()))
    })
}
