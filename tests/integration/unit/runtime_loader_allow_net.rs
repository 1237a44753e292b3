//! Unit tests of `runtime::loader::allow_net` (runtime/loader/allow_net.rs).
use framescope::runtime::loader::allow_net::*;
use url::Url;

fn url(text: &str) -> Url {
    Url::parse(text).expect("url")
}

#[test]
fn hosts_ports_and_subdomains() {
    let allow = AllowNet::parse("localhost, 127.0.0.1:5173,*.example.test,[::1]:80").expect("list");
    assert!(allow.allows(&url("http://localhost/")));
    assert!(allow.allows(&url("https://LOCALHOST:9999/x")));
    assert!(allow.allows(&url("http://127.0.0.1:5173/")));
    assert!(!allow.allows(&url("http://127.0.0.1:5174/")));
    assert!(!allow.allows(&url("http://127.0.0.1/")));
    assert!(allow.allows(&url("https://a.example.test/")));
    assert!(allow.allows(&url("https://b.a.example.test/")));
    assert!(!allow.allows(&url("https://example.test/")));
    assert!(!allow.allows(&url("https://badexample.test/")));
    assert!(allow.allows(&url("http://[::1]/")));
    assert!(!allow.allows(&url("http://[::1]:81/")));
    assert!(!allow.allows(&url("file:///etc/hostname")));
    assert!(!allow.allows(&url("ws://localhost/")));
}

#[test]
fn bad_entries_are_named() {
    for bad in ["", "a,,b", "http://localhost", "localhost/x", "a:99999", "a:b", "*.1.2.3.4", "*"] {
        let error = AllowNet::parse(bad).expect_err(bad);
        assert!(error.starts_with("--allow-net"), "{bad}: {error}");
    }
}
