//! Unit tests of `wpt::server` (src/wpt/server.rs).
use framescope::wpt::server::*;
use url::Url;

#[test]
fn substitutions() {
    let url = Url::parse("http://web-platform.test:8000/a/b.sub.html?x=1&y=<").expect("url");
    assert_eq!(
        substitute(
            "{{host}} {{domains[www]}} {{hosts[alt][]}} {{ports[https][0]}} {{location[path]}} {{GET[y]}} {{nope}}",
            &url,
            true
        ),
        "web-platform.test www.web-platform.test not-web-platform.test 8443 /a/b.sub.html &lt; {{nope}}"
    );
    assert_eq!(substitute("{{domains[élève]}}", &url, false), "xn--lve-6lad.web-platform.test");
    assert_eq!(substitute("{{uuid()}}", &url, false).len(), 36);
}

#[test]
fn asis_files_are_whole_responses() {
    let url = Url::parse("http://web-platform.test:8000/x.asis").expect("url");
    let response =
        asis_response(&url, b"HTTP/1.1 404 Gone Away\r\nFoo: 1\r\nFoo: 2\r\nBar:\t x \r\n\r\nbody\r\n");
    assert_eq!((response.status, response.body.as_str()), (404, "body\r\n"));
    assert_eq!(response.headers.get("status"), Some("404 Gone Away"));
    let foo: Vec<&str> =
        response.headers.0.iter().filter(|(n, _)| n == "Foo").map(|(_, v)| v.as_str()).collect();
    assert_eq!(foo, ["1", "2"]);
    assert_eq!(response.headers.get("bar"), Some("x"));
    assert_eq!(asis_response(&url, b"nonsense").status, 500);
    // Header bytes that are no UTF-8 stay the bytes they were (isomorphic-decoded), and
    // the body is its bytes, decoded by its charset.
    let response = asis_response(
        &url,
        b"HTTP/1.1 200 OK\r\nX-Byte: a\xffb\r\nContent-Type: text/plain;charset=windows-1252\r\n\r\n\xe9t\xe9",
    );
    assert_eq!(response.headers.get("x-byte"), Some("a\u{ff}b"));
    assert_eq!((response.body.as_str(), response.bytes.as_slice()), ("\u{e9}t\u{e9}", &b"\xe9t\xe9"[..]));
}

#[test]
fn folders_without_an_index_are_listed() {
    let folder = std::env::temp_dir().join(format!("framescope-listing-{}", std::process::id()));
    std::fs::create_dir_all(folder.join("sub")).expect("folder");
    std::fs::write(folder.join("a<b.txt"), "x").expect("file");
    let listing = directory_listing(&folder, "/f/");
    assert!(listing.contains("Directory listing for /f/"), "{listing}");
    assert!(listing.contains(">a&lt;b.txt</a>") && listing.contains(">sub/</a>"), "{listing}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn served_ports_read_as_the_standard_ones() {
    let served =
        Served::Wptserve(framescope::wpt::wptserve::Ports { http: [41061, 43449], https: [36337, 4434] });
    assert_eq!(
        served.standard_ports("http://www1.web-platform.test:43449/x and https://not-web-platform.test:4434/, :41061, web-platform.test:410612"),
        "http://www1.web-platform.test:8001/x and https://not-web-platform.test:8444/, :41061, web-platform.test:410612"
    );
    assert_eq!(Served::Builtin.standard_ports("web-platform.test:43449"), "web-platform.test:43449");
}

#[test]
fn hosts() {
    assert!(is_wpt_host("web-platform.test") && is_wpt_host("www1.not-web-platform.test"));
    assert!(!is_wpt_host("example.com") && !is_wpt_host("evilweb-platform.test"));
}
