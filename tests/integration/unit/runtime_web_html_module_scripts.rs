//! Unit tests of `runtime::web::html::module_scripts` (runtime/web/html/module_scripts.rs).
use framescope::runtime::web::html::module_scripts::javascript_mime_type;
use url::Url;

#[test]
fn module_scripts_need_a_javascript_mime_type() {
    let js = Url::parse("https://a.test/m.js").expect("url");
    let txt = Url::parse("https://a.test/m.txt").expect("url");
    assert!(javascript_mime_type(None, &js));
    assert!(!javascript_mime_type(None, &txt));
    assert!(javascript_mime_type(Some("text/javascript; charset=utf-8"), &txt));
    assert!(!javascript_mime_type(Some("application/json"), &js));
}
