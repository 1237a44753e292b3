//! Unit tests of `runtime::loader::encoding_sniffing` (runtime/loader/encoding_sniffing.rs).
use framescope::runtime::loader::encoding_sniffing::*;

#[test]
fn a_document_is_decoded_by_its_bom_header_or_meta_else_as_utf8() {
    // "é" in windows-1252 is 0xE9; in UTF-8 0xC3 0xA9.
    let latin = b"<!doctype html><meta charset=latin1><p>caf\xe9";
    let (html, other) = (Syntax::Html, Syntax::Other);
    assert_eq!(
        decode(latin, None, html),
        ("<!doctype html><meta charset=latin1><p>café".into(), "windows-1252")
    );
    let http_equiv = b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-2\">";
    assert_eq!(decode(http_equiv, None, html).1, "ISO-8859-2");
    // The header wins over <meta>; a BOM wins over both.
    assert_eq!(decode(latin, Some("text/html; charset=\"koi8-r\""), html).1, "KOI8-R");
    assert_eq!(decode(b"\xef\xbb\xbfcaf\xc3\xa9", Some("text/html; charset=latin1"), html).0, "café");
    // <meta> is for HTML only; a UTF-16 declaration means UTF-8; a comment hides one.
    assert_eq!(decode(latin, None, other).1, "UTF-8");
    assert_eq!(decode(latin, None, Syntax::Xml).1, "UTF-8");
    assert_eq!(decode(b"<meta charset=utf-16le>", None, html).1, "UTF-8");
    assert_eq!(decode(b"<!-- <meta charset=latin1> --><p>", None, html).1, "UTF-8");
    // An unknown label is no declaration.
    assert_eq!(
        decode(b"<meta charset=klingon>caf\xc3\xa9", None, html),
        ("<meta charset=klingon>café".into(), "UTF-8")
    );
}

#[test]
fn a_frame_falls_back_to_its_same_origin_parents_encoding() {
    let plain = b"<p>caf\xe9";
    let html = Syntax::Html;
    assert_eq!(decode_document(plain, None, html, Some("windows-1252")), ("<p>café".into(), "windows-1252"));
    // The frame's own declaration wins; a UTF-16 parent gives UTF-8.
    assert_eq!(decode_document(b"<meta charset=koi8-r>", None, html, Some("windows-1252")).1, "KOI8-R");
    assert_eq!(decode_document(plain, None, html, Some("UTF-16LE")).1, "UTF-8");
    assert_eq!(decode_document(plain, None, Syntax::Other, Some("windows-1252")).1, "UTF-8");
}

#[test]
fn an_xml_document_is_decoded_by_its_xml_declaration() {
    let latin = b"<?xml version='1.0' encoding='ISO-8859-1'?><r>caf\xe9</r>";
    assert_eq!(
        decode(latin, None, Syntax::Xml),
        ("<?xml version='1.0' encoding='ISO-8859-1'?><r>café</r>".into(), "windows-1252")
    );
    assert_eq!(decode(latin, Some("application/xml; charset=koi8-r"), Syntax::Xml).1, "KOI8-R");
    assert_eq!(decode(latin, None, Syntax::Html).1, "UTF-8");
    assert_eq!(decode(b"<?xml version=\"1.0\" encoding=\"UTF-16\"?><r/>", None, Syntax::Xml).1, "UTF-8");
    assert_eq!(decode(b" <?xml version='1.0' encoding='latin1'?><r/>", None, Syntax::Xml).1, "UTF-8");
}
