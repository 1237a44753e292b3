//! Unit tests of `runtime::loader::content_encoding` (runtime/loader/content_encoding.rs).
use framescope::runtime::loader::content_encoding;
use framescope::runtime::loader::headers::Headers;

fn of(values: &[&str]) -> String {
    content_encoding::of(&Headers(
        values.iter().map(|v| ("Content-Encoding".to_string(), v.to_string())).collect(),
    ))
}

#[test]
fn names_a_known_coding_and_marks_others_unknown_or_multiple() {
    assert_eq!(of(&[]), "");
    assert_eq!(of(&[""]), "");
    assert_eq!(of(&["gzip"]), "gzip");
    assert_eq!(of(&["gZip "]), "gzip");
    for known in ["br", "dcb", "dcz", "deflate", "zstd"] {
        assert_eq!(of(&[known]), known);
    }
    assert_eq!(of(&["identity"]), "@unknown");
    assert_eq!(of(&["unrecognizedname"]), "@unknown");
    assert_eq!(of(&["gzip, deflate,Apple"]), "multiple");
    assert_eq!(of(&["gzip, "]), "multiple");
    // (Two header lines are one list.)
    assert_eq!(of(&["gzip", "br"]), "multiple");
}
