//! The AES modes: [§26 AES-CTR](https://w3c.github.io/webcrypto/#aes-ctr),
//! [§27 AES-CBC](https://w3c.github.io/webcrypto/#aes-cbc),
//! [§28 AES-GCM](https://w3c.github.io/webcrypto/#aes-gcm) and
//! [§29 AES-KW](https://w3c.github.io/webcrypto/#aes-kw)'s encrypt, decrypt, wrap and
//! unwrap operations (the `aes`, `ctr`, `cbc`, `aes-gcm` and `aes-kw` crates). The
//! JavaScript checked the parameters the spec checks before the cipher runs (IV and
//! counter lengths, tag length, key length).
use aes::cipher::{BlockDecryptMut, BlockEncryptMut, KeyIvInit, StreamCipher, block_padding::Pkcs7};
use aes_gcm::aead::consts::{U12, U16, U32};
use aes_gcm::aead::generic_array::GenericArray;
use aes_gcm::{AeadInPlace, KeyInit};

use super::{Args, Out, operation_error};
use crate::runtime::web::web_error::WebResult;

/// Runs `$body` with `$A` the AES block cipher for a key of `$key`'s length (16, 24 or 32
/// bytes; the JavaScript allowed only those).
macro_rules! with_aes {
    ($key:expr, $A:ident => $body:expr) => {
        match $key.len() {
            16 => {
                type $A = aes::Aes128;
                $body
            }
            24 => {
                type $A = aes::Aes192;
                $body
            }
            32 => {
                type $A = aes::Aes256;
                $body
            }
            _ => Err(operation_error("an AES key is 128, 192 or 256 bits")),
        }
    };
}

/// `natives.cryptoAesEncrypt(mode, key, data, iv, more, tagLength)`, the encrypt
/// operations: AES-CBC ([§27.6](https://w3c.github.io/webcrypto/#aes-cbc-operations-encrypt):
/// PKCS #7 padding, then CBC with the iv), AES-CTR ([§26.6](https://w3c.github.io/webcrypto/#aes-ctr-operations-encrypt):
/// `iv` the counter block, `more` its counter's length in bits), AES-GCM
/// ([§28.6](https://w3c.github.io/webcrypto/#aes-gcm-operations-encrypt): `more` the
/// additional data, the tag of `tagLength` bits appended to the ciphertext).
pub(super) fn encrypt(args: &Args) -> WebResult<Out> {
    let (mode, key, data, iv) = (args.text(0), args.bytes(1), args.bytes(2), args.bytes(3));
    match mode {
        "AES-CBC" => with_aes!(key, A => {
            let cipher = cbc::Encryptor::<A>::new_from_slices(key, iv).map_err(|_| operation_error("bad AES-CBC iv"))?;
            Ok(Out::Bytes(cipher.encrypt_padded_vec_mut::<Pkcs7>(data)))
        }),
        "AES-CTR" => ctr(key, iv, args.size(4), data),
        "AES-GCM" => gcm_encrypt(key, iv, args.bytes(4), args.size(5) / 8, data).map(Out::Bytes),
        _ => Err(operation_error(format!("{mode} does not encrypt"))),
    }
}

/// `natives.cryptoAesDecrypt(mode, key, data, iv, more, tagLength)`, the decrypt
/// operations: AES-CBC ([§27.6](https://w3c.github.io/webcrypto/#aes-cbc-operations-decrypt):
/// 5–6. an OperationError when the padding is not PKCS #7's), AES-CTR (the same as
/// encrypting), AES-GCM ([§28.6](https://w3c.github.io/webcrypto/#aes-gcm-operations-decrypt):
/// 3–9. the tag is the last `tagLength` bits; an OperationError when it does not verify).
pub(super) fn decrypt(args: &Args) -> WebResult<Out> {
    let (mode, key, data, iv) = (args.text(0), args.bytes(1), args.bytes(2), args.bytes(3));
    match mode {
        "AES-CBC" => with_aes!(key, A => {
            let cipher = cbc::Decryptor::<A>::new_from_slices(key, iv).map_err(|_| operation_error("bad AES-CBC iv"))?;
            cipher
                .decrypt_padded_vec_mut::<Pkcs7>(data)
                .map(Out::Bytes)
                .map_err(|_| operation_error("The provided data is not AES-CBC ciphertext with PKCS #7 padding"))
        }),
        "AES-CTR" => ctr(key, iv, args.size(4), data),
        "AES-GCM" => gcm_decrypt(key, iv, args.bytes(4), args.size(5) / 8, data).map(Out::Bytes),
        _ => Err(operation_error(format!("{mode} does not decrypt"))),
    }
}

/// AES-CTR with a counter of the rightmost `length` bits of the 16-byte `counter` block,
/// which wraps to zero without carrying into the other bits (the "standard incrementing
/// function" of NIST SP 800-38A, B.1); the crate's 128-bit counter runs each stretch
/// between two wraps. [§26.6](https://w3c.github.io/webcrypto/#aes-ctr-operations-encrypt)
/// 2. If the length of data exceeds 2^length blocks, an OperationError.
fn ctr(key: &[u8], counter: &[u8], length: usize, data: &[u8]) -> WebResult<Out> {
    let block: [u8; 16] =
        counter.try_into().map_err(|_| operation_error("the AES-CTR counter is 16 bytes"))?;
    let start = u128::from_be_bytes(block);
    let blocks = data.len().div_ceil(16) as u128;
    let mask = if length >= 128 { u128::MAX } else { (1u128 << length) - 1 };
    if length < 128 && blocks > (1u128 << length) {
        return Err(operation_error("The AES-CTR counter would repeat for data this long"));
    }
    let mut output = data.to_vec();
    let (mut offset, mut value) = (0usize, start);
    while offset < output.len() {
        // The blocks until the counter's bits wrap (all of them when it cannot).
        let left = (mask - (value & mask)).saturating_add(1);
        let span = usize::try_from(left.saturating_mul(16)).unwrap_or(usize::MAX).min(output.len() - offset);
        with_aes!(key, A => {
            let mut cipher = ctr::Ctr128BE::<A>::new_from_slices(key, &value.to_be_bytes())
                .map_err(|_| operation_error("bad AES-CTR counter"))?;
            cipher.apply_keystream(&mut output[offset..offset + span]);
            Ok::<(), crate::runtime::web::web_error::WebError>(())
        })?;
        offset += span;
        value &= !mask;
    }
    Ok(Out::Bytes(output))
}

/// Runs `$body` with `$G` the AES-GCM cipher for `$key` and an iv of `$iv`'s length (96,
/// 128 or 256 bits: the lengths pages use; others are an OperationError here).
macro_rules! with_gcm {
    ($key:expr, $iv:expr, $G:ident => $body:expr) => {
        with_aes!($key, A => match $iv.len() {
            12 => {
                type $G = aes_gcm::AesGcm<A, U12>;
                $body
            }
            16 => {
                type $G = aes_gcm::AesGcm<A, U16>;
                $body
            }
            32 => {
                type $G = aes_gcm::AesGcm<A, U32>;
                $body
            }
            _ => Err(operation_error("AES-GCM ivs of 96, 128 or 256 bits are supported here")),
        })
    };
}

/// The ciphertext and the full 128-bit tag of `data`.
fn gcm_seal(key: &[u8], iv: &[u8], aad: &[u8], data: &[u8]) -> WebResult<(Vec<u8>, [u8; 16])> {
    with_gcm!(key, iv, G => {
        let cipher = G::new_from_slice(key).map_err(|_| operation_error("bad AES-GCM key"))?;
        let mut buffer = data.to_vec();
        let tag = cipher
            .encrypt_in_place_detached(GenericArray::from_slice(iv), aad, &mut buffer)
            .map_err(|_| operation_error("AES-GCM cannot encrypt this much data"))?;
        let mut full = [0u8; 16];
        full.copy_from_slice(&tag);
        Ok((buffer, full))
    })
}

/// [§28.6 encrypt](https://w3c.github.io/webcrypto/#aes-gcm-operations-encrypt) 7–9.
/// The ciphertext followed by the tag's first `tag_bytes` bytes (GCM's shorter tags are
/// the full tag truncated: NIST SP 800-38D §5.2.1.2).
fn gcm_encrypt(key: &[u8], iv: &[u8], aad: &[u8], tag_bytes: usize, data: &[u8]) -> WebResult<Vec<u8>> {
    let (mut ciphertext, tag) = gcm_seal(key, iv, aad, data)?;
    ciphertext.extend_from_slice(&tag[..tag_bytes.min(16)]);
    Ok(ciphertext)
}

/// [§28.6 decrypt](https://w3c.github.io/webcrypto/#aes-gcm-operations-decrypt) 3–9. A
/// full tag is checked by the crate; a truncated one by sealing the plaintext again (GCM
/// encryption and decryption apply the same keystream) and comparing the tags' first
/// bytes without an early exit.
fn gcm_decrypt(key: &[u8], iv: &[u8], aad: &[u8], tag_bytes: usize, data: &[u8]) -> WebResult<Vec<u8>> {
    // 3. If the length of data is less than tagLength, an OperationError.
    if data.len() < tag_bytes {
        return Err(operation_error("The provided data is too small."));
    }
    let (ciphertext, tag) = data.split_at(data.len() - tag_bytes);
    let failed =
        || operation_error("The AES-GCM tag does not match: the data or the key is not the one encrypted.");
    if tag_bytes == 16 {
        return with_gcm!(key, iv, G => {
            let cipher = G::new_from_slice(key).map_err(|_| operation_error("bad AES-GCM key"))?;
            let mut buffer = ciphertext.to_vec();
            cipher
                .decrypt_in_place_detached(GenericArray::from_slice(iv), aad, &mut buffer, GenericArray::from_slice(tag))
                .map_err(|_| failed())?;
            Ok(buffer)
        });
    }
    let (plaintext, _) = gcm_seal(key, iv, aad, ciphertext)?;
    let (again, expected) = gcm_seal(key, iv, aad, &plaintext)?;
    let difference = expected[..tag_bytes].iter().zip(tag).fold(0u8, |acc, (a, b)| acc | (a ^ b));
    if difference != 0 || again != ciphertext {
        return Err(failed());
    }
    Ok(plaintext)
}

/// `natives.cryptoAesKw(wrap, key, data)`: [§29.6 wrap key, unwrap key](https://w3c.github.io/webcrypto/#aes-kw-operations)
/// The AES Key Wrap of RFC 3394: 1. plaintext whose length is not a multiple of 64 bits
/// (or shorter than 128) is an OperationError; unwrapping data whose integrity check
/// fails is one too.
pub(super) fn key_wrap(args: &Args) -> WebResult<Out> {
    let (wrap, key, data) = (args.flag(0), args.bytes(1), args.bytes(2));
    if !data.len().is_multiple_of(8) || data.len() < if wrap { 16 } else { 24 } {
        return Err(operation_error("AES-KW data is a multiple of 64 bits, at least 128"));
    }
    let result = match key.len() {
        16 => {
            let kek = aes_kw::KekAes128::new(GenericArray::from_slice(key));
            if wrap { kek.wrap_vec(data) } else { kek.unwrap_vec(data) }
        }
        24 => {
            let kek = aes_kw::KekAes192::new(GenericArray::from_slice(key));
            if wrap { kek.wrap_vec(data) } else { kek.unwrap_vec(data) }
        }
        32 => {
            let kek = aes_kw::KekAes256::new(GenericArray::from_slice(key));
            if wrap { kek.wrap_vec(data) } else { kek.unwrap_vec(data) }
        }
        _ => return Err(operation_error("an AES key is 128, 192 or 256 bits")),
    };
    result.map(Out::Bytes).map_err(|_| operation_error("AES-KW: the wrapped key's integrity check failed"))
}
