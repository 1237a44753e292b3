//! Unit tests of `runtime::loader::text_document` (runtime/loader/text_document.rs).
use framescope::runtime::loader::text_document::*;

#[test]
fn text_types_are_text_documents() {
    for essence in ["text/plain", "text/css", "text/javascript", "application/json", "application/ld+json"] {
        assert!(is_text_document(essence), "{essence}");
    }
    for essence in ["text/html", "application/xml", "image/png", "application/octet-stream"] {
        assert!(!is_text_document(essence), "{essence}");
    }
}

#[test]
fn markup_escapes_the_text() {
    assert_eq!(markup("a<b>&\n"), "<pre>\na&lt;b>&amp;\n");
}
