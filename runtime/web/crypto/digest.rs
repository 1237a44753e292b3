//! [§30 SHA](https://w3c.github.io/webcrypto/#sha): the digest operation of SHA-1,
//! SHA-256, SHA-384 and SHA-512 (the `sha1` and `sha2` crates), and the hash functions the
//! other algorithms are parameterized by.
use sha2::Digest;

use super::{Args, Out, not_supported};
use crate::runtime::web::web_error::WebResult;

/// A hash function a normalized `HashAlgorithmIdentifier` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hash {
    Sha1,
    Sha256,
    Sha384,
    Sha512,
}

impl Hash {
    /// The hash of a normalized algorithm's name (the JavaScript gives the registered
    /// spelling).
    pub fn named(name: &str) -> WebResult<Self> {
        Ok(match name {
            "SHA-1" => Self::Sha1,
            "SHA-256" => Self::Sha256,
            "SHA-384" => Self::Sha384,
            "SHA-512" => Self::Sha512,
            _ => return Err(not_supported(format!("{name} is not a supported hash function"))),
        })
    }

    /// The digest of `data`.
    pub fn digest(self, data: &[u8]) -> Vec<u8> {
        match self {
            Self::Sha1 => sha1::Sha1::digest(data).to_vec(),
            Self::Sha256 => sha2::Sha256::digest(data).to_vec(),
            Self::Sha384 => sha2::Sha384::digest(data).to_vec(),
            Self::Sha512 => sha2::Sha512::digest(data).to_vec(),
        }
    }
}

/// Runs `$body` with `$H` the hash type of `$hash` (a [`Hash`]), for the crates that take
/// the hash as a type parameter.
macro_rules! with_hash {
    ($hash:expr, $H:ident => $body:expr) => {
        match $hash {
            $crate::runtime::web::crypto::digest::Hash::Sha1 => {
                type $H = sha1::Sha1;
                $body
            }
            $crate::runtime::web::crypto::digest::Hash::Sha256 => {
                type $H = sha2::Sha256;
                $body
            }
            $crate::runtime::web::crypto::digest::Hash::Sha384 => {
                type $H = sha2::Sha384;
                $body
            }
            $crate::runtime::web::crypto::digest::Hash::Sha512 => {
                type $H = sha2::Sha512;
                $body
            }
        }
    };
}
pub(super) use with_hash;

/// `natives.cryptoDigest(name, data)`: [§30.2 digest](https://w3c.github.io/webcrypto/#sha-operations-digest)
/// 1–2. The digest of `data` by the hash function `name`.
pub(super) fn digest(args: &Args) -> WebResult<Out> {
    Ok(Out::Bytes(Hash::named(args.text(0))?.digest(args.bytes(1))))
}
