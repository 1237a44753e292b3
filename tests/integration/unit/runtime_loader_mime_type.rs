//! Unit tests of `runtime::loader::mime_type` (runtime/loader/mime_type.rs).
use framescope::runtime::loader::mime_type::*;
use url::Url;

fn url(path: &str) -> Url {
    Url::parse(&format!("https://a.test{path}")).expect("a test URL")
}

#[test]
fn the_header_decides_else_the_file_name() {
    assert_eq!(
        of_document(Some("Application/XHTML+XML; charset=utf-8"), &url("/a.html")),
        "application/xhtml+xml"
    );
    assert_eq!(of_document(Some("text/html"), &url("/a.svg")), "text/html");
    assert_eq!(of_document(None, &url("/a.XHTML")), "application/xhtml+xml");
    assert_eq!(of_document(None, &url("/a.xht")), "application/xhtml+xml");
    assert_eq!(of_document(None, &url("/a.svg")), "image/svg+xml");
    assert_eq!(of_document(None, &url("/a.xml?x=1")), "application/xml");
    assert_eq!(of_document(None, &url("/")), "text/html");
    assert_eq!(of_document(Some(" ; x"), &url("/a.xml")), "application/xml");
}

#[test]
fn file_names_have_wptserves_types() {
    assert_eq!(of_file_name("a.HTML"), Some("text/html"));
    assert_eq!(of_file_name("x.any.js"), Some("text/javascript"));
    assert_eq!(of_file_name("frame.xht"), Some("application/xhtml+xml"));
    assert_eq!(of_file_name("i.svg"), Some("image/svg+xml"));
    assert_eq!(of_file_name("noextension"), None);
    assert_eq!(of_file_name("a.unknown"), None);
}

#[test]
fn xml_mime_types() {
    for xml in
        ["text/xml", "application/xml", "application/xhtml+xml", "image/svg+xml", "application/atom+xml"]
    {
        assert!(is_xml(xml), "{xml}");
    }
    for other in
        ["text/html", "text/plain", "application/json", "xml", "+xml", "text/xml-external-parsed-entity"]
    {
        assert!(!is_xml(other), "{other}");
    }
}

#[test]
fn two_content_type_headers_give_the_last_mime_type() {
    use framescope::runtime::loader::headers::Headers;
    let pair = |value: &str| ("Content-Type".to_string(), value.to_string());
    let mut headers = Headers(vec![pair("application/json"), pair("text/html; charset=utf-8")]);
    assert_eq!(extract_essence(&headers).as_deref(), Some("text/html"), "cookies/resources/postToParent.py");
    assert_eq!(of_response(&headers, &url("/a.py")), "text/html");
    headers = Headers(vec![pair("text/plain, */*, nonsense")]);
    assert_eq!(extract_essence(&headers).as_deref(), Some("text/plain"));
    headers.0.push(pair("text/html;a=\"x,y\""));
    assert_eq!(extract_essence(&headers).as_deref(), Some("text/html"), "a comma in a quoted string");
    assert_eq!(of_response(&Headers::default(), &url("/x.svg")), "image/svg+xml");
}
