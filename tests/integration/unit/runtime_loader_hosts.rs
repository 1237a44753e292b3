//! Unit tests of `runtime::loader::hosts` (runtime/loader/hosts.rs).
use framescope::runtime::loader::hosts::*;
use framescope::runtime::loader::response::{FetchError, Response};
use std::path::{Path, PathBuf};
use url::Url;

fn hosts(name: &str) -> (VirtualHosts, PathBuf) {
    let root = std::env::temp_dir().join(format!("framescope-hosts-{name}-{}", std::process::id()));
    let site = root.join("a.test");
    std::fs::create_dir_all(site.join("sub")).expect("dirs");
    std::fs::write(site.join("index.html"), "home").expect("write");
    std::fs::write(site.join("start.html"), "").expect("write");
    std::fs::write(site.join("start.html.headers"), "Status: 302\nLocation: sub/end.html?x=1\n")
        .expect("write");
    std::fs::write(site.join("sub/end.html"), "end").expect("write");
    std::fs::write(site.join("sub/__dir__.headers"), "X-Dir: yes\nX-Both: dir\n").expect("write");
    std::fs::write(site.join("sub/end.html.headers"), "X-Both: file\n").expect("write");
    std::fs::write(site.join("loop.html"), "").expect("write");
    std::fs::write(site.join("loop.html.headers"), "Status: 301\nLocation: /loop.html\n").expect("write");
    std::fs::write(site.join("page.xhtml"), "<html xmlns='http://www.w3.org/1999/xhtml'/>").expect("write");
    std::fs::write(site.join("typed.svg"), "").expect("write");
    std::fs::write(site.join("typed.svg.headers"), "Content-Type: text/plain\n").expect("write");
    (VirtualHosts::new(Some(root.clone())), root)
}

#[test]
fn serves_files_follows_redirects_and_merges_headers() {
    let (hosts, _) = hosts("serve");
    let home = hosts.fetch(&Url::parse("https://a.test/").expect("url")).expect("home");
    assert_eq!(home.body, "home");
    let end = hosts.fetch(&Url::parse("https://a.test/start.html").expect("url")).expect("end");
    assert_eq!(end.url.as_str(), "https://a.test/sub/end.html?x=1");
    assert_eq!(end.redirects.len(), 1);
    assert_eq!((end.headers.get("x-dir"), end.headers.get("x-both")), (Some("yes"), Some("file")));
    // A file's Content-Type is its headers file's, else the type its name says.
    let fetch =
        |path: &str| hosts.fetch(&Url::parse(&format!("https://a.test/{path}")).expect("url")).expect(path);
    assert_eq!(end.headers.get("content-type"), Some("text/html"));
    assert_eq!(fetch("page.xhtml").headers.get("content-type"), Some("application/xhtml+xml"));
    assert_eq!(fetch("typed.svg").headers.get("content-type"), Some("text/plain"));
}

#[test]
fn answers_data_urls_without_a_hosts_folder() {
    let hosts = VirtualHosts::new(None);
    let url = |text: &str| Url::parse(text).expect("url");
    let response = hosts.fetch(&url("data:text/html;charset=utf-8,%3Cp%3E%C3%A9")).expect("data");
    assert_eq!((response.status, response.body.as_str()), (200, "<p>é"));
    assert_eq!(response.headers.get("content-type"), Some("text/html;charset=utf-8"));
    let response = hosts.fetch(&url("data:;base64,aGk=")).expect("base64");
    assert_eq!(response.body, "hi");
    assert_eq!(response.headers.get("content-type"), Some("text/plain;charset=US-ASCII"));
    let error = hosts.fetch(&url("data:;base64,%%%")).expect_err("bad base64");
    assert!(matches!(error, FetchError::Refused { .. }), "{error}");
}

#[test]
fn reports_missing_files_and_redirect_loops() {
    let (hosts, _) = hosts("errors");
    let missing = hosts.fetch(&Url::parse("https://a.test/nope.html").expect("url")).expect_err("404");
    assert!(missing.to_string().starts_with("404 Not Found: https://a.test/nope.html"), "{missing}");
    let looped = hosts.fetch(&Url::parse("https://a.test/loop.html").expect("url")).expect_err("loop");
    assert!(matches!(looped, FetchError::RedirectLoop { .. }), "{looped}");
    let other = hosts.fetch(&Url::parse("https://b.test/x").expect("url")).expect_err("no host");
    assert!(matches!(other, FetchError::NotFound { .. }));
    for escape in [
        "https://a.test/..%2F..%2Fetc%2Fhostname",
        "https://a.test/%2Fetc%2Fhostname",
        "https://a.test/sub/%2e%2e/%2e%2e/x",
    ] {
        let err = hosts.fetch(&Url::parse(escape).expect("url")).expect_err("outside the hosts folder");
        assert!(matches!(err, FetchError::NotFound { .. }), "{escape}: {err}");
    }
}

#[test]
fn url_paths_are_percent_decoded_as_the_url_standard_does() {
    // Found by fuzz/fuzz_targets/page_loader.rs: `%+F` was read as byte 0x0F.
    let folder = Path::new("/hosts/a.test");
    assert_eq!(path_under(folder, "/a%+F.html"), Some(folder.join("a%+F.html")));
    assert_eq!(path_under(folder, "/%41%2b%zz%4"), Some(folder.join("A+%zz%4")));
    assert_eq!(path_under(folder, "/sub/%2e%2e/x"), None);
}

fn refused(result: Result<Response, FetchError>) -> bool {
    matches!(result, Err(FetchError::Refused { .. }))
}

fn not_found(result: Result<Response, FetchError>) -> bool {
    matches!(result, Err(FetchError::NotFound { .. }))
}

#[test]
fn host_names_cannot_leave_the_hosts_folder() {
    let (hosts, root) = hosts("host-names");
    // A sibling of the hosts folder that `..` would reach.
    let outside =
        root.with_file_name(format!("{}-outside", root.file_name().expect("name").to_string_lossy()));
    std::fs::create_dir_all(outside.join("a.test")).expect("dirs");
    std::fs::write(outside.join("a.test/secret.html"), "secret").expect("write");
    let up = root.file_name().expect("name").to_string_lossy().into_owned();
    for url in [
        format!("https://../{up}-outside/a.test/secret.html"),
        format!("https://%2e%2e/{up}-outside/a.test/secret.html"),
        format!("https://\u{ff0e}\u{ff0e}/{up}-outside/a.test/secret.html"),
        "https://a.test./index.html".to_string(),
        "http://a..test/index.html".to_string(),
    ] {
        let parsed = Url::parse(&url).expect("url");
        assert!(refused(hosts.fetch(&parsed)), "{url} ({parsed}) must be refused");
    }
    // IP hosts and ordinary names still map to their folders.
    assert!(not_found(hosts.fetch(&Url::parse("http://127.0.0.1/x").expect("url"))));
    assert_eq!(hosts.fetch(&Url::parse("https://A.TEST/").expect("url")).expect("served").body, "home");
}

#[cfg(unix)]
#[test]
fn symlinks_are_followed_only_inside_the_folder() {
    let (hosts, root) = hosts("symlinks");
    let site = root.join("a.test");
    let secret = root.with_extension("secret.txt");
    std::fs::write(&secret, "secret").expect("write");
    let link = |target: &std::path::Path, name: &str| {
        let _ = std::fs::remove_file(site.join(name));
        std::os::unix::fs::symlink(target, site.join(name)).expect("symlink");
    };
    link(&secret, "out.html");
    link(std::path::Path::new("/etc"), "etc");
    link(&site.join("sub/end.html"), "in.html");
    link(&secret, "in.html.headers");
    assert!(not_found(hosts.fetch(&Url::parse("https://a.test/out.html").expect("url"))));
    assert!(not_found(hosts.fetch(&Url::parse("https://a.test/etc/hostname").expect("url"))));
    let inside = hosts.fetch(&Url::parse("https://a.test/in.html").expect("url")).expect("inside");
    assert_eq!(inside.body, "end");
    // The headers file that leads out is not read (it would be malformed otherwise).
    assert_eq!(inside.headers.get("x-dir"), Some("yes"));
}

#[test]
fn file_urls_load_only_below_a_local_page() {
    let (hosts, root) = hosts("files");
    let page = root.join("a.test/index.html");
    let page_url = Url::from_file_path(&page).expect("file url");
    assert!(refused(hosts.fetch(&page_url)), "no local page: no file: loads");
    let local = hosts.clone().allow_files_under(&root.join("a.test"));
    assert_eq!(local.fetch(&page_url).expect("beside the page").body, "home");
    let below = Url::from_file_path(root.join("a.test/sub/end.html")).expect("file url");
    assert_eq!(local.fetch(&below).expect("below the page").body, "end");
    let above = Url::from_file_path(root.join("outside.html")).expect("file url");
    std::fs::write(root.join("outside.html"), "outside").expect("write");
    assert!(refused(local.fetch(&above)), "above the page's folder");
    assert!(refused(local.fetch(&Url::parse("file:///etc/hostname").expect("url"))));
    assert!(not_found(local.fetch(&Url::from_file_path(root.join("a.test/nope.html")).expect("url"))));
}

#[test]
fn redirects_go_to_http_urls_only() {
    let (hosts, root) = hosts("redirects");
    let site = root.join("a.test");
    std::fs::write(site.join("to-file.html"), "").expect("write");
    std::fs::write(site.join("to-file.html.headers"), "Status: 302\nLocation: file:///etc/hostname\n")
        .expect("write");
    std::fs::write(site.join("to-dots.html"), "").expect("write");
    std::fs::write(site.join("to-dots.html.headers"), "Status: 302\nLocation: https://../x\n")
        .expect("write");
    let local = hosts.allow_files_under(Path::new("/"));
    for url in ["https://a.test/to-file.html", "https://a.test/to-dots.html"] {
        assert!(refused(local.fetch(&Url::parse(url).expect("url"))), "{url}");
    }
}
