//! Unit tests of `runtime::web::html::link_stylesheets` (runtime/web/html/link_stylesheets.rs).
use framescope::runtime::web::html::link_stylesheets::is_text_css;

#[test]
fn only_text_css_is_a_style_sheet() {
    assert!(is_text_css(Some("text/css")));
    assert!(is_text_css(Some("Text/CSS; charset=utf-8")));
    assert!(!is_text_css(Some("text/plain")));
    assert!(!is_text_css(None));
}
