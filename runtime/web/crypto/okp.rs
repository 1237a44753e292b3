//! The curve25519 algorithms of [§25 Ed25519](https://w3c.github.io/webcrypto/#ed25519)
//! and [§26 X25519](https://w3c.github.io/webcrypto/#x25519) (the `ed25519-dalek` and
//! `x25519-dalek` crates; their SubjectPublicKeyInfo and PrivateKeyInfo, RFC 8410, through
//! the `spki` and `pkcs8` crates). A private key is kept as its 32 bytes (Ed25519's seed,
//! X25519's scalar) beside its public key's 32 bytes.
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use pkcs8::der::asn1::{BitStringRef, OctetStringRef};
use pkcs8::der::{Decode, Encode};
use pkcs8::{ObjectIdentifier, PrivateKeyInfo};
use spki::{AlgorithmIdentifierRef, SubjectPublicKeyInfoRef};

use super::{Args, Out, data_error, not_supported, operation_error, random_bytes};
use crate::runtime::web::web_error::WebResult;

/// The algorithm of a key: its name's object identifier (RFC 8410 §3).
fn oid(algorithm: &str) -> WebResult<ObjectIdentifier> {
    Ok(match algorithm {
        "Ed25519" => ObjectIdentifier::new_unwrap("1.3.101.112"),
        "X25519" => ObjectIdentifier::new_unwrap("1.3.101.110"),
        _ => return Err(not_supported(format!("{algorithm} is not supported"))),
    })
}

/// The public key of private key bytes.
fn public_of(algorithm: &str, private: &[u8; 32]) -> Vec<u8> {
    if algorithm == "Ed25519" {
        SigningKey::from_bytes(private).verifying_key().to_bytes().to_vec()
    } else {
        let secret = x25519_dalek::StaticSecret::from(*private);
        x25519_dalek::PublicKey::from(&secret).as_bytes().to_vec()
    }
}

fn key_bytes(bytes: &[u8]) -> Option<[u8; 32]> {
    bytes.try_into().ok()
}

/// `natives.cryptoOkpGenerate(name)`: [§25.4 generate key](https://w3c.github.io/webcrypto/#ed25519-operations-generate-key)
/// 2. A random private key (32 bytes from the operating system) and its public key:
/// `[private, public]`.
pub(super) fn generate(args: &Args) -> WebResult<Out> {
    let algorithm = args.text(0);
    oid(algorithm)?;
    let private = key_bytes(&random_bytes(32)?).ok_or_else(|| operation_error("no random bytes"))?;
    let public = public_of(algorithm, &private);
    Ok(Out::List(vec![Out::Bytes(private.to_vec()), Out::Bytes(public)]))
}

/// `natives.cryptoOkpImport(name, format, data, x)`: [§25.4 import key](https://w3c.github.io/webcrypto/#ed25519-operations-import-key)
/// "raw" and "jwk-public" (32 bytes: the public key), "spki" (a SubjectPublicKeyInfo of
/// the algorithm's identifier, no parameters, 32 bytes of key: the public key), "pkcs8"
/// (a PrivateKeyInfo of the identifier whose key is a CurvePrivateKey, an OCTET STRING of
/// 32 bytes: `[private, public]`), "jwk-private" (the JWK's `d`, whose public key must be
/// its `x`: `[private, public]`). Anything else is a DataError.
pub(super) fn import(args: &Args) -> WebResult<Out> {
    let (algorithm, format, data) = (args.text(0), args.text(1), args.bytes(2));
    let oid = oid(algorithm)?;
    let private_pair = |private: [u8; 32]| {
        let public = public_of(algorithm, &private);
        Out::List(vec![Out::Bytes(private.to_vec()), Out::Bytes(public)])
    };
    match format {
        "raw" | "jwk-public" => {
            let public = key_bytes(data)
                .ok_or_else(|| data_error(format!("An {algorithm} public key is 32 bytes.")))?;
            Ok(Out::Bytes(public.to_vec()))
        }
        "spki" => {
            let bad = || data_error(format!("The key data is not an {algorithm} SubjectPublicKeyInfo."));
            let info = SubjectPublicKeyInfoRef::from_der(data).map_err(|_| bad())?;
            if info.algorithm.oid != oid || info.algorithm.parameters.is_some() {
                return Err(bad());
            }
            let public = info.subject_public_key.as_bytes().and_then(key_bytes).ok_or_else(bad)?;
            Ok(Out::Bytes(public.to_vec()))
        }
        "pkcs8" => {
            let bad = || data_error(format!("The key data is not an {algorithm} PrivateKeyInfo."));
            let info = PrivateKeyInfo::from_der(data).map_err(|_| bad())?;
            if info.algorithm.oid != oid || info.algorithm.parameters.is_some() {
                return Err(bad());
            }
            let inner = OctetStringRef::from_der(info.private_key).map_err(|_| bad())?;
            Ok(private_pair(key_bytes(inner.as_bytes()).ok_or_else(bad)?))
        }
        "jwk-private" => {
            let bad = || data_error(format!("The JWK is not an {algorithm} private key."));
            let pair = private_pair(key_bytes(data).ok_or_else(bad)?);
            if let Out::List(parts) = &pair
                && let Some(Out::Bytes(public)) = parts.get(1)
                && public.as_slice() != args.bytes(3)
            {
                return Err(data_error("The JWK's x is not the public key of its d."));
            }
            Ok(pair)
        }
        _ => Err(not_supported(format!("{algorithm} keys have no format {format}"))),
    }
}

/// `natives.cryptoOkpExport(name, format, private, public)`: [§25.4 export key](https://w3c.github.io/webcrypto/#ed25519-operations-export-key)
/// "raw" (the public key), "spki", "pkcs8" (RFC 8410's, version 1, without the public key).
pub(super) fn export(args: &Args) -> WebResult<Out> {
    let (algorithm, format, private, public) = (args.text(0), args.text(1), args.bytes(2), args.bytes(3));
    let identifier = AlgorithmIdentifierRef { oid: oid(algorithm)?, parameters: None };
    let failed = || operation_error("The key could not be encoded.");
    match format {
        "raw" => Ok(Out::Bytes(public.to_vec())),
        "spki" => {
            let info = SubjectPublicKeyInfoRef {
                algorithm: identifier,
                subject_public_key: BitStringRef::new(0, public).map_err(|_| failed())?,
            };
            Ok(Out::Bytes(info.to_der().map_err(|_| failed())?))
        }
        "pkcs8" => {
            let inner = OctetStringRef::new(private).map_err(|_| failed())?.to_der().map_err(|_| failed())?;
            Ok(Out::Bytes(PrivateKeyInfo::new(identifier, &inner).to_der().map_err(|_| failed())?))
        }
        _ => Err(not_supported(format!("{algorithm} keys have no format {format}"))),
    }
}

/// `natives.cryptoEd25519Sign(private, data)`: [§25.4 sign](https://w3c.github.io/webcrypto/#ed25519-operations-sign)
/// 2–3. The Ed25519 signature of the message (RFC 8032 §5.1.6), 64 bytes.
pub(super) fn sign(args: &Args) -> WebResult<Out> {
    let private = key_bytes(args.bytes(0)).ok_or_else(|| operation_error("bad Ed25519 private key"))?;
    Ok(Out::Bytes(SigningKey::from_bytes(&private).sign(args.bytes(1)).to_bytes().to_vec()))
}

/// `natives.cryptoEd25519Verify(public, signature, data)`: [§25.4 verify](https://w3c.github.io/webcrypto/#ed25519-operations-verify)
/// 1. A signature not 64 bytes long is false; 2–4. RFC 8032 §5.1.7's verification, false
///    when the public key or R is not a point or is of small order (the crate's strict
///    verification), or the signature does not verify.
pub(super) fn verify(args: &Args) -> WebResult<Out> {
    let (public, signature, data) = (args.bytes(0), args.bytes(1), args.bytes(2));
    let Some(public) = key_bytes(public) else { return Ok(Out::Flag(false)) };
    let Ok(signature) = <[u8; 64]>::try_from(signature) else { return Ok(Out::Flag(false)) };
    let Ok(key) = VerifyingKey::from_bytes(&public) else { return Ok(Out::Flag(false)) };
    let signature = ed25519_dalek::Signature::from_bytes(&signature);
    Ok(Out::Flag(key.verify_strict(data, &signature).is_ok()))
}

/// `natives.cryptoX25519(private, public)`: [§26.4 derive bits](https://w3c.github.io/webcrypto/#x25519-operations-derive-bits)
/// 6–7. The X25519 function of RFC 7748 §5 on the private key and the peer's public
/// key; 8. an all-zero result (a small-order peer) is an OperationError.
pub(super) fn derive(args: &Args) -> WebResult<Out> {
    let private = key_bytes(args.bytes(0)).ok_or_else(|| operation_error("bad X25519 private key"))?;
    let public = key_bytes(args.bytes(1)).ok_or_else(|| operation_error("bad X25519 public key"))?;
    let shared =
        x25519_dalek::StaticSecret::from(private).diffie_hellman(&x25519_dalek::PublicKey::from(public));
    if !shared.was_contributory() {
        return Err(operation_error("The X25519 shared secret is all zeros (a small-order public key)."));
    }
    Ok(Out::Bytes(shared.as_bytes().to_vec()))
}
