//! Unit tests of `runtime::loader::cookie_jar` (runtime/loader/cookie_jar.rs).
use framescope::runtime::loader::cookie_jar::*;
use url::Url;

fn url(text: &str) -> Url {
    Url::parse(text).expect("url")
}

fn first_party(text: &str) -> CookieRequest {
    CookieRequest { top_level_navigation: false, ..CookieRequest::top_level(&url(text)) }
}

/// A subresource request of a page of top-level `top`.
fn from(top: &str) -> CookieRequest {
    first_party(top)
}

#[test]
fn stores_and_sends_by_domain_path_and_expiry() {
    let jar = CookieJar::default();
    let page = url("https://www.a.test/dir/page.html");
    let request = first_party(page.as_str());
    jar.store_response(
        &page,
        ["a=1", "b=2; Path=/dir", "c=3; Domain=a.test", "d=4; Max-Age=0", "e=5; Path=/other"],
        &request,
    );
    // `a`'s default path is the page's folder, /dir, as `b`'s.
    assert_eq!(jar.header(&page, &request).as_deref(), Some("a=1; b=2; c=3"));
    let sibling = url("https://x.a.test/dir/x");
    assert_eq!(jar.header(&sibling, &from("https://x.a.test/")).as_deref(), Some("c=3"));
    // Expired with Max-Age=0 or a past Expires: the stored one goes.
    jar.store_response(&page, ["a=gone; Max-Age=0; Path=/dir"], &request);
    assert_eq!(jar.header(&page, &request).as_deref(), Some("b=2; c=3"));
    jar.store_response(&page, ["c=; Domain=a.test; Expires=Thu, 01 Jan 1970 00:00:00 GMT"], &request);
    assert_eq!(jar.header(&page, &request).as_deref(), Some("b=2"));
}

#[test]
fn public_suffixes_and_secure_and_prefixes() {
    let jar = CookieJar::default();
    let http = url("http://a.github.io/");
    let request = first_party(http.as_str());
    for line in [
        "p=1; Domain=github.io",
        "s=1; Secure",
        "__Secure-x=1",
        "__Host-y=1; Secure; Path=/",
        "n=1; SameSite=None",
    ] {
        assert!(jar.set(&http, line, &request, Api::Http).is_err(), "{line}");
    }
    let https = url("https://a.github.io/");
    let request = first_party(https.as_str());
    jar.set(&https, "s=1; Secure", &request, Api::Http).expect("secure over https");
    jar.set(&https, "__Host-y=1; Secure; Path=/", &request, Api::Http).expect("host prefix");
    assert!(jar.set(&https, "__Host-z=1; Secure; Path=/; Domain=a.github.io", &request, Api::Http).is_err());
    // `__Http-` and `__Host-Http-`: HttpOnly and Secure, from a response only.
    for line in ["__Http-h=1; Secure", "__http-h=1; HttpOnly", "__Host-Http-h=1; Secure; HttpOnly"] {
        assert!(jar.set(&https, line, &request, Api::Http).is_err(), "{line}");
    }
    assert!(jar.set(&https, "__Http-h=1; Secure; HttpOnly", &request, Api::Document).is_err());
    jar.set(&https, "__Http-h=1; Secure; HttpOnly", &request, Api::Http).expect("http prefix");
    jar.set(&https, "__Host-Http-i=1; Secure; HttpOnly; Path=/", &request, Api::Http)
        .expect("host-http prefix");
    assert_eq!(jar.header(&https, &request).as_deref(), Some("s=1; __Host-y=1; __Http-h=1; __Host-Http-i=1"));
    jar.set(&https, "__Http-h=; Max-Age=0; Secure; HttpOnly", &request, Api::Http).expect("deleted");
    jar.set(&https, "__Host-Http-i=; Max-Age=0; Secure; HttpOnly; Path=/", &request, Api::Http)
        .expect("deleted");
    assert_eq!(jar.header(&https, &request).as_deref(), Some("s=1; __Host-y=1"));
    assert_eq!(jar.header(&http, &first_party(http.as_str())), None, "secure cookies stay on https");
    // http://localhost is secure for cookies, as in Chrome.
    let local = url("http://localhost:8000/");
    jar.set(&local, "l=1; Secure", &first_party(local.as_str()), Api::Http).expect("localhost");
}

#[test]
fn http_only_is_invisible_to_document_cookie() {
    let jar = CookieJar::default();
    let page = url("https://a.test/");
    let request = first_party(page.as_str());
    jar.store_response(&page, ["h=1; HttpOnly", "v=2"], &request);
    assert_eq!(jar.cookie_string(&page, &request, Api::Document), "v=2");
    assert_eq!(jar.cookie_string(&page, &request, Api::Http), "h=1; v=2");
    assert!(jar.set(&page, "h=3", &request, Api::Document).is_err(), "cannot overwrite HttpOnly");
    assert!(jar.set(&page, "j=3; HttpOnly", &request, Api::Document).is_err());
}

#[test]
fn same_site_against_the_site_for_cookies() {
    let jar = CookieJar::default();
    let b = url("https://b.test/");
    let first = first_party(b.as_str());
    jar.store_response(
        &b,
        ["strict=1; SameSite=Strict", "lax=1; SameSite=Lax", "default=1", "none=1; SameSite=None; Secure"],
        &first,
    );
    assert_eq!(jar.header(&b, &first).as_deref(), Some("strict=1; lax=1; default=1; none=1"));
    // A subresource of a.test's page, or a frame under it: only None.
    let cross = from("https://a.test/");
    assert_eq!(jar.header(&b, &cross).as_deref(), Some("none=1"));
    // A cross-site top-level navigation (a.test's page started it): Lax too.
    let navigation = CookieRequest {
        initiator: Some(Site::of_url(&url("https://a.test/"))),
        ..CookieRequest::top_level(&b)
    };
    assert_eq!(jar.header(&b, &navigation).as_deref(), Some("lax=1; default=1; none=1"));
    // A site for cookies of null (a cross-site ancestor) is cross-site to all.
    let null = CookieRequest { site_for_cookies: None, ..first.clone() };
    assert_eq!(jar.header(&b, &null).as_deref(), Some("none=1"));
    // Schemeful: http://b.test is another site than https://b.test.
    assert_eq!(jar.header(&b, &from("http://b.test/")).as_deref(), Some("none=1"));
    // A cross-site response sets only SameSite=None cookies.
    jar.store_response(&b, ["x=1", "y=1; SameSite=None; Secure"], &cross);
    assert_eq!(jar.header(&b, &cross).as_deref(), Some("none=1; y=1"));
}

/// RFC 6265bis 5.2: a navigation is same-site only with the document that started it, a
/// request only when no hop of its redirects was cross-site, and a cross-site top-level
/// navigation sends Lax cookies only with a safe method.
#[test]
fn initiators_redirect_chains_and_methods_decide_same_site() {
    let jar = CookieJar::default();
    let b = url("https://b.test/");
    let page = CookieRequest::top_level(&b);
    jar.store_response(
        &b,
        ["strict=1; SameSite=Strict", "lax=1; SameSite=Lax", "none=1; SameSite=None; Secure"],
        &page,
    );
    let all = Some("strict=1; lax=1; none=1");
    // The page itself, or a navigation its own document started: strict.
    assert_eq!(jar.header(&b, &page).as_deref(), all);
    let own = CookieRequest { initiator: Some(Site::of_url(&b)), ..page.clone() };
    assert_eq!(jar.header(&b, &own).as_deref(), all);
    // Started by a.test's document: a GET is lax, a POST cross-site; an opaque initiator
    // is cross-site to everything.
    let from_a = CookieRequest { initiator: Some(Site::of_url(&url("https://a.test/x"))), ..page.clone() };
    assert_eq!(jar.header(&b, &from_a).as_deref(), Some("lax=1; none=1"));
    let post = CookieRequest { safe_method: false, ..from_a.clone() };
    assert_eq!(jar.header(&b, &post).as_deref(), Some("none=1"));
    let opaque = CookieRequest { initiator: Some(None), ..page.clone() };
    assert_eq!(jar.header(&b, &opaque).as_deref(), Some("lax=1; none=1"));
    // A frame navigation its parent (b.test) made, started by a cross-site document.
    let frame = CookieRequest { top_level_navigation: false, ..from_a.clone() };
    assert_eq!(jar.header(&b, &frame).as_deref(), Some("none=1"));
    // A subresource of b.test's page redirected through a.test back to b.test: cross-site
    // (and a 303 after a POST makes the method safe again).
    let mut subresource = CookieRequest { top_level_navigation: false, ..page.clone() };
    subresource.redirected(&url("https://www.b.test/start"), "GET");
    assert_eq!(jar.header(&b, &subresource).as_deref(), all);
    subresource.redirected(&url("https://a.test/hop"), "GET");
    assert_eq!(jar.header(&b, &subresource).as_deref(), Some("none=1"));
    let mut navigation = CookieRequest { safe_method: false, ..page.clone() };
    navigation.redirected(&url("https://a.test/hop"), "GET");
    assert!(navigation.safe_method);
    assert_eq!(jar.header(&b, &navigation).as_deref(), Some("lax=1; none=1"));
    // Nor does a cross-site hop set a SameSite cookie but None.
    jar.store_response(&b, ["later=1; SameSite=Lax"], &subresource);
    assert_eq!(jar.header(&b, &page).as_deref(), all);
}

#[test]
fn partitioned_cookies_are_keyed_by_the_top_level_site() {
    let jar = CookieJar::default();
    let b = url("https://b.test/");
    let under_a = from("https://a.test/");
    jar.store_response(&b, ["chip=1; SameSite=None; Secure; Partitioned"], &under_a);
    assert!(jar.set(&b, "nochip=1; SameSite=None; Partitioned", &under_a, Api::Http).is_err());
    assert_eq!(jar.header(&b, &under_a).as_deref(), Some("chip=1"));
    assert_eq!(jar.header(&b, &from("https://c.test/")), None);
    assert_eq!(jar.header(&b, &from("https://b.test/")), None);
    let listed = jar.list();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].partition.as_deref(), Some("https://a.test"));
}

#[test]
fn credentials_modes() {
    let jar = CookieJar::default();
    let a = url("https://a.test/");
    jar.store_response(&a, ["k=1"], &first_party(a.as_str()));
    let omit = CookieRequest { credentials: Credentials::Omit, ..first_party(a.as_str()) };
    assert_eq!(jar.header(&a, &omit), None);
    jar.store_response(&a, ["o=1"], &omit);
    assert_eq!(jar.header(&a, &first_party(a.as_str())).as_deref(), Some("k=1"));
    let same_origin = CookieRequest {
        credentials: Credentials::SameOrigin(url("https://other.a.test/").origin()),
        ..first_party(a.as_str())
    };
    assert_eq!(jar.header(&a, &same_origin), None);
    // A line without `=` is a cookie of an empty name; `=` alone is none.
    let request = first_party(a.as_str());
    jar.set(&a, "bare; Path=/", &request, Api::Document).expect("nameless");
    assert_eq!(jar.cookie_string(&a, &request, Api::Document), "k=1; bare");
    jar.set(&a, "=again; Path=/", &request, Api::Document).expect("nameless");
    assert_eq!(jar.cookie_string(&a, &request, Api::Document), "k=1; again");
    assert!(jar.set(&a, " = ", &request, Api::Document).is_err());
    assert!(jar.set(&a, "__Host-x", &request, Api::Document).is_err());
    // Size limits: 4096 bytes of name and value, 1024 of an attribute value.
    assert!(jar.set(&a, &format!("n={}", "v".repeat(4096)), &request, Api::Document).is_err());
    let long_path = format!("l=1; Path=/; Path=/{}", "p".repeat(1024));
    jar.set(&a, &long_path, &request, Api::Document).expect("the long Path is ignored");
    assert!(jar.cookie_string(&a, &request, Api::Document).contains("l=1"));
    assert!(jar.set(&a, "b=A\0Z", &first_party(a.as_str()), Api::Document).is_err(), "NUL");
}

#[test]
fn webdriver_associated_cookies_and_their_deletion() {
    let jar = CookieJar::default();
    let page = url("https://a.test/dir/page.html");
    let request = first_party(page.as_str());
    jar.store_response(
        &page,
        ["h=1; HttpOnly", "s=2; SameSite=Strict; Max-Age=60", "o=3; Path=/other", "d=4; Domain=a.test"],
        &request,
    );
    // HttpOnly and SameSite cookies are associated, even for a cross-site document;
    // another path's are not.
    let cross = CookieRequest { site_for_cookies: None, ..request.clone() };
    let names: Vec<_> = jar.associated(&page, &cross).into_iter().map(|(c, _)| c.name).collect();
    assert_eq!(names, ["h", "s", "d"]);
    let expiry =
        jar.associated(&page, &request).into_iter().find(|(c, _)| c.name == "s").and_then(|(_, e)| e);
    assert!(expiry.is_some_and(|at| at > 0), "Max-Age gives an expiry time");
    assert_eq!(jar.delete_associated(&page, &request), 3);
    let left: Vec<_> = jar.list().into_iter().map(|c| c.name).collect();
    assert_eq!(left, ["o"]);
    assert!(jar.associated(&url("about:blank"), &request).is_empty());
}

#[test]
fn listing_with_expiry_removing_one_and_clearing() {
    let jar = CookieJar::default();
    let page = url("https://a.test/");
    let request = first_party(page.as_str());
    jar.store_response(&page, ["k=1", "t=2; Max-Age=60", "u=3; Path=/x"], &request);
    let listed: Vec<_> = jar.list_with_expiry().into_iter().map(|(c, e)| (c.name, e.is_some())).collect();
    assert_eq!(listed.len(), 3);
    assert!(listed.contains(&("k".to_string(), false)) && listed.contains(&("t".to_string(), true)));
    assert!(jar.remove("a.test", "/x", "u"));
    assert!(!jar.remove("a.test", "/", "u"), "another path's cookie is another cookie");
    assert_eq!(jar.list().len(), 2);
    jar.clear();
    assert!(jar.list().is_empty());
}
