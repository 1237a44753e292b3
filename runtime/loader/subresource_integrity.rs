//! [Subresource Integrity](https://w3c.github.io/webappsec-subresource-integrity/): a
//! request's integrity metadata (an `integrity` attribute, `fetch()`'s `integrity` option)
//! and whether a response's bytes match it. Fetch's
//! [main fetch](https://fetch.spec.whatwg.org/#main-fetch) applies it: a response whose
//! bytes do not match, or one the page may not read (an opaque response), is a network
//! error.
use base64::Engine;
use sha2::{Digest, Sha256, Sha384, Sha512};

/// A [valid SRI hash algorithm token](https://w3c.github.io/webappsec-subresource-integrity/#valid-sri-hash-algorithm-token),
/// weakest first (the order [`strongest`] compares them in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Algorithm {
    Sha256,
    Sha384,
    Sha512,
}

impl Algorithm {
    fn of_token(token: &str) -> Option<Self> {
        match token.to_ascii_lowercase().as_str() {
            "sha256" => Some(Self::Sha256),
            "sha384" => Some(Self::Sha384),
            "sha512" => Some(Self::Sha512),
            _ => None,
        }
    }

    /// The digest of `bytes`.
    fn digest(self, bytes: &[u8]) -> Vec<u8> {
        match self {
            Self::Sha256 => Sha256::digest(bytes).to_vec(),
            Self::Sha384 => Sha384::digest(bytes).to_vec(),
            Self::Sha512 => Sha512::digest(bytes).to_vec(),
        }
    }

    /// The algorithm's name as Chrome's console messages give it.
    fn name(self) -> &'static str {
        match self {
            Self::Sha256 => "SHA-256",
            Self::Sha384 => "SHA-384",
            Self::Sha512 => "SHA-512",
        }
    }
}

/// One item of integrity metadata: an algorithm and the base64 digest expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    pub algorithm: Algorithm,
    pub value: String,
}

/// [Parse metadata](https://w3c.github.io/webappsec-subresource-integrity/#parse-metadata).
pub fn parse_metadata(metadata: &str) -> Vec<Metadata> {
    // 1. Let result be the empty set.
    let mut result = Vec::new();
    // 2. For each item returned by splitting metadata on spaces:
    for item in metadata.split([' ', '\t', '\n', '\x0C', '\r']).filter(|item| !item.is_empty()) {
        // 2.1–2.2. Its algorithm expression: what comes before a "?" (options).
        let expression = item.split('?').next().unwrap_or_default();
        // 2.4–2.6. The algorithm, before the first "-", and the base64 value after it
        //    (a base64url value has "-" of its own).
        let (algorithm, value) = expression.split_once('-').unwrap_or((expression, ""));
        // 2.7. Not a valid SRI hash algorithm token: skipped. (Nor is a value that is not
        //    base64 or base64url, as the grammar's `base64-value` and browsers have it:
        //    "sha256-..." is no metadata.)
        let Some(algorithm) = Algorithm::of_token(algorithm) else { continue };
        let digits = value.trim_end_matches('=');
        let base64 = |c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '-' | '_');
        if digits.is_empty() || value.len() - digits.len() > 2 || !digits.chars().all(base64) {
            continue;
        }
        // 2.8–2.9.
        result.push(Metadata { algorithm, value: value.to_owned() });
    }
    result
}

/// [Get the strongest metadata from set](https://w3c.github.io/webappsec-subresource-integrity/#get-the-strongest-metadata):
/// the items of the strongest algorithm among them.
pub fn strongest(set: &[Metadata]) -> Vec<&Metadata> {
    let Some(best) = set.iter().map(|item| item.algorithm).max() else { return Vec::new() };
    set.iter().filter(|item| item.algorithm == best).collect()
}

/// [Do bytes match metadataList?](https://w3c.github.io/webappsec-subresource-integrity/#does-response-match-metadatalist)
/// `Err` names the digest the bytes have (for the console message).
pub fn bytes_match(bytes: &[u8], metadata: &str) -> Result<(), String> {
    parsed_match(bytes, &parse_metadata(metadata))
}

/// [`bytes_match`] with the metadata parsed (its step 1).
fn parsed_match(bytes: &[u8], parsed: &[Metadata]) -> Result<(), String> {
    // 2. No valid metadata: a match.
    if parsed.is_empty() {
        return Ok(());
    }
    // 3. The strongest metadata.
    let strongest = strongest(parsed);
    let algorithm = strongest[0].algorithm;
    let digest = algorithm.digest(bytes);
    let actual = base64::engine::general_purpose::STANDARD.encode(&digest);
    // (Its padding may be left out, and a base64url value matches too, as in Chrome.)
    let url_safe = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&digest);
    // 4. Each item's expected value against the actual one.
    let matches = |expected: &str| {
        let expected = expected.trim_end_matches('=');
        expected == actual.trim_end_matches('=') || expected == url_safe
    };
    if strongest.iter().any(|item| matches(&item.value)) {
        return Ok(());
    }
    // 5.
    Err(format!(
        "{} integrity '{}-{actual}'",
        algorithm.name(),
        algorithm.name().to_ascii_lowercase().replace('-', "")
    ))
}

/// Main fetch's integrity step for a response: `Ok` when `metadata` is empty, or when the
/// response may be read (`readable`: same origin, or CORS) and its `bytes` match; else why
/// it is a network error (naming `url`).
pub fn check(url: &str, metadata: Option<&str>, readable: bool, bytes: &[u8]) -> Result<(), String> {
    let parsed = metadata.map(parse_metadata).unwrap_or_default();
    if parsed.is_empty() {
        return Ok(());
    }
    if !readable {
        return Err(format!(
            "Subresource Integrity: the resource '{url}' has an integrity attribute, but the resource requires \
             the request to be CORS enabled to check the integrity, and it is not. The resource has been blocked"
        ));
    }
    parsed_match(bytes, &parsed).map_err(|computed| {
        format!(
            "Failed to find a valid digest in the 'integrity' attribute for resource '{url}' with computed \
             {computed}. The resource has been blocked"
        )
    })
}
