//! Unit tests of `runtime::loader::quirks_mode` (runtime/loader/quirks_mode.rs).
use framescope::runtime::loader::quirks_mode::*;

#[test]
fn doctypes_decide_the_mode() {
    assert_eq!(doctype_mode(Some("html"), None, None, false), QuirksMode::NoQuirks);
    assert_eq!(doctype_mode(Some("html"), None, None, true), QuirksMode::Quirks);
    assert_eq!(doctype_mode(Some("svg"), None, None, false), QuirksMode::Quirks);
    assert_eq!(doctype_mode(Some("html"), Some("-//IETF//DTD HTML 3//"), None, false), QuirksMode::Quirks);
    assert_eq!(doctype_mode(Some("html"), Some("HTML"), None, false), QuirksMode::Quirks);
    let transitional = Some("-//W3C//DTD HTML 4.01 Transitional//EN");
    assert_eq!(doctype_mode(Some("html"), transitional, None, false), QuirksMode::Quirks);
    let dtd = Some("http://www.w3.org/TR/html4/loose.dtd");
    assert_eq!(doctype_mode(Some("html"), transitional, dtd, false), QuirksMode::LimitedQuirks);
    let xhtml = Some("-//W3C//DTD XHTML 1.0 Transitional//EN");
    assert_eq!(doctype_mode(Some("html"), xhtml, dtd, false), QuirksMode::LimitedQuirks);
    let strict = Some("-//W3C//DTD HTML 4.01//EN");
    assert_eq!(doctype_mode(Some("html"), strict, None, false), QuirksMode::NoQuirks);
}
