//! Unit tests of `runtime::loader::subresource_integrity` (runtime/loader/subresource_integrity.rs).
use base64::Engine;
use framescope::runtime::loader::subresource_integrity::*;
use sha2::Digest;

fn sha384(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(sha2::Sha384::digest(bytes))
}

#[test]
fn metadata_keeps_known_algorithms_and_base64_values() {
    let parsed = parse_metadata(" sha256-abc=\tSHA512-d+e/f?opt md5-xyz sha384 sha256-... sha384-a_b-c ");
    let kinds: Vec<_> = parsed.iter().map(|m| (m.algorithm, m.value.as_str())).collect();
    assert_eq!(
        kinds,
        [(Algorithm::Sha256, "abc="), (Algorithm::Sha512, "d+e/f"), (Algorithm::Sha384, "a_b-c")],
        "unknown algorithms, missing and non-base64 values are no metadata; options are dropped"
    );
    let strongest: Vec<_> = strongest(&parsed).into_iter().map(|m| m.algorithm).collect();
    assert_eq!(strongest, [Algorithm::Sha512]);
}

#[test]
fn bytes_match_their_strongest_digest() {
    let body = b"window.ran = true;";
    let good = format!("sha384-{}", sha384(body));
    assert_eq!(bytes_match(body, &good), Ok(()));
    assert!(bytes_match(b"tampered", &good).is_err());
    // Only the strongest algorithm counts: a right SHA-256 does not save a wrong SHA-384.
    let sha256 = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(body));
    assert!(bytes_match(body, &format!("sha256-{sha256} sha384-AAAA")).is_err());
    assert_eq!(bytes_match(body, &format!("sha256-AAAA {good}")), Ok(()));
    // base64url, with or without padding.
    let url_safe = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha384::digest(body));
    assert_eq!(bytes_match(body, &format!("sha384-{url_safe}")), Ok(()));
    // No valid metadata: a match.
    assert_eq!(bytes_match(b"anything", "md5-abc sha256-..."), Ok(()));
}

#[test]
fn an_opaque_response_with_metadata_is_blocked() {
    let body = b"x";
    let good = format!("sha384-{}", sha384(body));
    assert_eq!(check("https://a.test/s.js", Some(&good), true, body), Ok(()));
    let error = check("https://b.test/s.js", Some(&good), false, body).expect_err("opaque");
    assert!(error.contains("https://b.test/s.js") && error.contains("CORS"), "{error}");
    assert_eq!(check("https://b.test/s.js", None, false, body), Ok(()));
    assert_eq!(check("https://b.test/s.js", Some("md5-x"), false, body), Ok(()), "no valid metadata");
    let error = check("https://a.test/s.js", Some("sha384-AAAA"), true, body).expect_err("mismatch");
    assert!(error.contains(&format!("sha384-{}", sha384(body))), "names the computed digest: {error}");
}
