//! Referer of a document's subresources over real HTTP: the default policy, a
//! `<meta name=referrer>` (with a legacy value) from the point it is parsed, and a
//! redirect response's `Referrer-Policy` for the hops after it, and the `referrerpolicy`
//! attribute of images, style sheet links and scripts (classic, module, and a module's
//! imports) (runtime/loader/referrer_policy.rs).
use crate::network::{Reply, Server, errors, logs, ok, run};

/// The `Referer` of the request the server read for `path` ("-" for none).
fn referer_of(server: &Server, path: &str) -> String {
    let requests = server.requests();
    let request = requests.iter().find(|r| r.path == path).unwrap_or_else(|| panic!("no request for {path}"));
    request.headers.iter().find(|(n, _)| n == "referer").map_or_else(|| "-".to_string(), |(_, v)| v.clone())
}

#[test]
fn meta_referrer_applies_from_where_it_is_parsed_a_redirect_and_an_attribute_may_change_the_policy() {
    let server = Server::start(|request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            r#"<!doctype html><script src="/before.js"></script>
<meta name="referrer" content="Origin-When-CrossOrigin">
<script src="/after.js"></script>
<meta name="referrer" content="origin">
<script src="/hop.js"></script>
<img src="/by-img.png" referrerpolicy="NO-REFERRER"><img src="/by-bad-img.png" referrerpolicy="bogus">
<link rel=stylesheet href="/by-link.css" referrerpolicy="unsafe-url">
<script>console.log("done")</script>"#,
        ),
        "/hop.js" => Reply::Send(
            302,
            vec![("Location", "/landed.js".into()), ("Referrer-Policy", "no-referrer".into())],
            Vec::new(),
        ),
        _ => ok("text/javascript", ""),
    });
    let own = server.origin();
    let (output, report) = run("meta-referrer", &format!("{own}/page"), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["done".to_string()], "{:?}", errors(&report));
    // The default, strict-origin-when-cross-origin: the URL, same origin.
    assert_eq!(referer_of(&server, "/before.js"), format!("{own}/page"));
    // The legacy origin-when-crossorigin is origin-when-cross-origin: the URL, same origin.
    assert_eq!(referer_of(&server, "/after.js"), format!("{own}/page"));
    // `origin` from the second <meta>; the redirect's no-referrer for the hop after it.
    assert_eq!(referer_of(&server, "/hop.js"), format!("{own}/"));
    assert_eq!(referer_of(&server, "/landed.js"), "-");
    // An element's referrerpolicy attribute, when it names a policy, is its request's.
    assert_eq!(referer_of(&server, "/by-img.png"), "-");
    assert_eq!(referer_of(&server, "/by-bad-img.png"), format!("{own}/"));
    assert_eq!(referer_of(&server, "/by-link.css"), format!("{own}/page"));
}

#[test]
fn a_scripts_referrerpolicy_is_its_requests_and_a_modules_imports() {
    let server = Server::start(|request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            r#"<!doctype html><script src="/classic.js" referrerpolicy="origin"></script>
<script type="module" src="/module.js" referrerpolicy="no-referrer"></script>
<script type="module" referrerpolicy="unsafe-url">import "/inline-import.js";</script>
<script type="module" src="/plain-module.js"></script>
<script>
  const s = document.createElement("script");
  s.src = "/inserted.js";
  s.referrerPolicy = "no-referrer";
  s.onload = () => console.log("inserted");
  document.head.append(s);
</script>"#,
        ),
        "/module.js" => ok("text/javascript", "import '/module-import.js';"),
        "/plain-module.js" => ok("text/javascript", "import '/plain-import.js';"),
        _ => ok("text/javascript", ""),
    });
    let own = server.origin();
    let (output, report) =
        run("script-referrerpolicy", &format!("{own}/page"), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["inserted".to_string()], "{:?}", errors(&report));
    assert_eq!(referer_of(&server, "/classic.js"), format!("{own}/"));
    // A module script's fetch options carry the policy to its imports.
    assert_eq!(referer_of(&server, "/module.js"), "-");
    assert_eq!(referer_of(&server, "/module-import.js"), "-");
    assert_eq!(referer_of(&server, "/inline-import.js"), format!("{own}/page"));
    assert_eq!(referer_of(&server, "/plain-import.js"), format!("{own}/plain-module.js"));
    assert_eq!(referer_of(&server, "/inserted.js"), "-");
}
