//! Referer of a document's subresources over real HTTP: the default policy, a
//! `<meta name=referrer>` (with a legacy value) from the point it is parsed, and a
//! redirect response's `Referrer-Policy` for the hops after it, and the `referrerpolicy`
//! attribute of images, style sheet links and scripts (classic, module, and a module's
//! imports) (runtime/loader/referrer_policy.rs); and a navigation's referrer: its source
//! document under the frame's or link's policy, none for `noreferrer`, and the new
//! document's `document.referrer` (runtime/navigation/request_referrer.rs); and the
//! `Origin` header (runtime/loader/origin_header.rs).
use crate::network::{Reply, Server, errors, logs, ok, run};

/// The `Referer` of the request the server read for `path` ("-" for none).
fn referer_of(server: &Server, path: &str) -> String {
    header_of(server, path, "referer")
}

/// The header `name` of the request the server read for `path` ("-" for none).
fn header_of(server: &Server, path: &str, name: &str) -> String {
    let requests = server.requests();
    let request = requests.iter().find(|r| r.path == path).unwrap_or_else(|| panic!("no request for {path}"));
    request.headers.iter().find(|(n, _)| n == name).map_or_else(|| "-".to_string(), |(_, v)| v.clone())
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

#[test]
fn an_import_is_requested_under_its_referencing_scripts_referrer_policy() {
    let server = Server::start(|request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            r#"<!doctype html>
<script referrerpolicy="no-referrer">
  import("/from-classic.js").then(() => console.log("classic"));
  setTimeout(`import("/from-timer.js").then(() => console.log("timer"))`);
  eval(`import("/from-eval.js")`).then(() => console.log("eval"));
</script>
<script src="/external.js" referrerpolicy="origin"></script>
<script>import("/from-plain.js").then(() => console.log("plain"));</script>
<script type="module" src="/module.js"></script>
<body onload='import("/from-handler.js").then(() => console.log("handler"))'>
<script>
  const s = document.createElement("script");
  s.referrerPolicy = "origin";
  s.textContent = `import("/from-inserted.js").then(() => console.log("inserted"))`;
  document.head.append(s);
</script>"#,
        ),
        "/external.js" => {
            ok("text/javascript", r#"import("/from-external.js").then(() => console.log("external"));"#)
        }
        "/module.js" => Reply::Send(
            200,
            vec![("Content-Type", "text/javascript".into()), ("Referrer-Policy", "no-referrer".into())],
            br#"import("/from-module.js").then(() => console.log("module"));"#.to_vec(),
        ),
        _ => ok("text/javascript", ""),
    });
    let own = server.origin();
    let (output, report) = run("import-referrer", &format!("{own}/page"), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    let mut logged = logs(&report);
    logged.sort();
    let expected = ["classic", "eval", "external", "handler", "inserted", "module", "plain", "timer"];
    assert_eq!(logged, expected, "{:?}", errors(&report));
    // The classic script's referrerpolicy goes with it: to its import(), to the string its
    // setTimeout compiles (the timer's initiating script) and to the code it evals.
    assert_eq!(referer_of(&server, "/from-classic.js"), "-");
    assert_eq!(referer_of(&server, "/from-timer.js"), "-");
    assert_eq!(referer_of(&server, "/from-eval.js"), "-");
    // An external script's policy (its URL the referrer); a script without one, and an
    // event handler (the default fetch options), the document's policy.
    assert_eq!(referer_of(&server, "/from-external.js"), format!("{own}/"));
    assert_eq!(referer_of(&server, "/from-plain.js"), format!("{own}/page"));
    assert_eq!(referer_of(&server, "/from-handler.js"), format!("{own}/page"));
    // A script-inserted inline script's referrerpolicy goes with it too.
    assert_eq!(referer_of(&server, "/from-inserted.js"), format!("{own}/"));
    // A module's response's Referrer-Policy is its fetch options'.
    assert_eq!(referer_of(&server, "/from-module.js"), "-");
}

/// A page that logs its path, its `document.referrer` and whether it has an opener.
fn reporting_page() -> Reply {
    ok(
        "text/html",
        r#"<script>console.log(location.pathname + " " + JSON.stringify(document.referrer) + (opener ? " opener" : ""))</script>"#,
    )
}

#[test]
fn a_navigations_referrer_is_its_source_document_under_the_links_or_frames_policy() {
    let server = Server::start(|request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            r#"<!doctype html>
<iframe name="a" src="/frame-a" referrerpolicy="origin"></iframe>
<iframe name="b" src="/frame-b"></iframe>
<iframe name="c" src="/frame-c"></iframe>
<iframe name="d" src="/frame-d"></iframe>
<a id="noreferrer" href="/noreferrer-window" target="_blank" rel="noreferrer">n</a>
<a id="policy" href="/link-frame" target="c" referrerpolicy="no-referrer">p</a>
<form id="form" method="post" action="/form-post" target="d" rel="noreferrer"></form>
<script>
  addEventListener("load", () => {
    document.getElementById("noreferrer").click();
    document.getElementById("policy").click();
    document.getElementById("form").submit();
  });
</script>"#,
        ),
        "/frame-a" => ok(
            "text/html",
            r#"<script>
  console.log("/frame-a " + JSON.stringify(document.referrer));
  // (Once every frame has loaded: frame b's own navigation, in flight till then, would
  // be taken back by this one.)
  parent.addEventListener("load", () => {
    parent.frames[1].location.href = "/by-a";
    open("/opened-by-a", "_blank");
  });
</script>"#,
        ),
        _ => reporting_page(),
    });
    let own = server.origin();
    let (output, report) =
        run("navigation-referrer", &format!("{own}/page"), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    let mut logs = logs(&report);
    logs.sort();
    let mut expected = vec![
        format!("/by-a \"{own}/frame-a\""),
        "/form-post \"\"".to_string(),
        format!("/frame-a \"{own}/\""),
        format!("/frame-b \"{own}/page\""),
        format!("/frame-c \"{own}/page\""),
        format!("/frame-d \"{own}/page\""),
        "/link-frame \"\"".to_string(),
        "/noreferrer-window \"\"".to_string(),
        format!("/opened-by-a \"{own}/frame-a\" opener"),
    ];
    expected.sort();
    assert_eq!(logs, expected, "{:?}", errors(&report));
    // The iframe's referrerpolicy; the frame that set another frame's location, or
    // opened a window, is the source; noreferrer links and forms send none.
    assert_eq!(referer_of(&server, "/frame-a"), format!("{own}/"));
    assert_eq!(referer_of(&server, "/by-a"), format!("{own}/frame-a"));
    assert_eq!(referer_of(&server, "/opened-by-a"), format!("{own}/frame-a"));
    assert_eq!(referer_of(&server, "/noreferrer-window"), "-");
    assert_eq!(referer_of(&server, "/link-frame"), "-");
    assert_eq!(referer_of(&server, "/form-post"), "-");
    // A POST under no-referrer sends `Origin: null`.
    assert_eq!(header_of(&server, "/form-post", "origin"), "null");
}

#[test]
fn origin_goes_with_cors_requests_to_other_origins_and_with_a_post_by_its_referrer_policy() {
    let other = Server::start(|request| match request.path.as_str() {
        "/module.js" => Reply::Send(
            200,
            vec![("Content-Type", "text/javascript".into()), ("Access-Control-Allow-Origin", "*".into())],
            Vec::new(),
        ),
        _ => Reply::Send(200, vec![("Access-Control-Allow-Origin", "*".into())], Vec::new()),
    });
    let elsewhere = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/page" => ok(
            "text/html",
            &format!(
                r#"<!doctype html>
<script src="{elsewhere}/cors.js" crossorigin></script>
<script src="{elsewhere}/no-cors.js"></script>
<script src="/same-cors.js" crossorigin></script>
<script type="module" src="{elsewhere}/module.js"></script>
<img src="{elsewhere}/cors.png" crossorigin="use-credentials">
<script>
  const post = (path) => {{
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path, false);
    xhr.send("x");
  }};
  post("/xhr-default");
  const meta = document.createElement("meta");
  meta.name = "referrer";
  meta.content = "no-referrer";
  document.head.append(meta);
  post("/xhr-no-referrer");
  console.log("done");
</script>"#
            ),
        ),
        _ => ok("text/javascript", ""),
    });
    let own = server.origin();
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) = run("origin-header", &format!("{own}/page"), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["done".to_string()], "{:?}", errors(&report));
    // CORS mode to another origin sends Origin; no-cors, and a same-origin GET, none.
    assert_eq!(header_of(&other, "/cors.js", "origin"), own);
    assert_eq!(header_of(&other, "/module.js", "origin"), own);
    assert_eq!(header_of(&other, "/cors.png", "origin"), own);
    assert_eq!(header_of(&other, "/no-cors.js", "origin"), "-");
    assert_eq!(header_of(&server, "/same-cors.js", "origin"), "-");
    // A same-origin POST sends its origin, but null under no-referrer.
    assert_eq!(header_of(&server, "/xhr-default", "origin"), own);
    assert_eq!(header_of(&server, "/xhr-no-referrer", "origin"), "null");
}

#[test]
fn a_redirects_referrer_policy_decides_a_navigations_last_hop_and_document_referrer() {
    // Fetch's HTTP-redirect fetch step 14: the redirect's Referrer-Policy is the policy of
    // the hops after it, and the document's referrer is what its last request sent.
    let server = Server::start(|request| match request.path.as_str() {
        "/page?q=1" => ok(
            "text/html",
            r#"<!doctype html><iframe src="/hop"></iframe><iframe src="/plain-hop"></iframe>
<script>onload = () => console.log(frames[0].document.referrer, frames[1].document.referrer);</script>"#,
        ),
        "/hop" => Reply::Send(
            302,
            vec![("Location", "/landed".into()), ("Referrer-Policy", "bogus, origin".into())],
            Vec::new(),
        ),
        "/plain-hop" => Reply::Send(302, vec![("Location", "/plain-landed".into())], Vec::new()),
        _ => ok("text/html", "landed"),
    });
    let own = server.origin();
    let page = format!("{own}/page?q=1");
    let (output, report) = run("redirect-policy-nav", &page, &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), [format!("{own}/ {page}")], "{:?}", errors(&report));
    assert_eq!(referer_of(&server, "/hop"), page);
    assert_eq!(referer_of(&server, "/landed"), format!("{own}/"));
    assert_eq!(referer_of(&server, "/plain-landed"), page);
}

#[test]
fn a_redirect_to_a_url_the_resolver_answers_keeps_the_redirects_referrer_policy() {
    use framescope::runtime::loader::allow_net::AllowNet;
    use framescope::runtime::loader::hosts::{Response, VirtualHosts};
    use framescope::runtime::loader::network::{Network, NetworkOptions};

    // A network hop that redirects, with a Referrer-Policy, to a host the resolver (a
    // server in front of the folders, as `framescope wpt --server builtin`'s) answers.
    let server = Server::start(|_| {
        Reply::Send(
            302,
            vec![
                ("Location", "http://resolved.test/final".into()),
                ("Referrer-Policy", "no-referrer".into()),
            ],
            Vec::new(),
        )
    });
    let network = Network::new(NetworkOptions {
        // (The resolver answers before the network: its host may be allowed too.)
        allow: AllowNet::parse(&format!("{},resolved.test", server.allow())).expect("allow"),
        ca_certs: Vec::new(),
        ignore_certificate_errors: false,
        resolver_rules: Default::default(),
        max_body_bytes: None,
        request_timeout: None,
    })
    .expect("network");
    let hosts = VirtualHosts::with_resolver(std::sync::Arc::new(|url: &url::Url| {
        (url.host_str() == Some("resolved.test"))
            .then(|| Ok(Response::text(url.clone(), 200, Default::default(), "final".into())))
    }))
    .with_network(network);
    let start = url::Url::parse(&format!("{}/start", server.origin())).expect("url");
    let response = hosts.fetch(&start).expect("fetched");
    assert_eq!((response.url.as_str(), response.body.as_str()), ("http://resolved.test/final", "final"));
    assert_eq!(response.redirects, [start]);
    assert_eq!(response.redirect_referrer_policy.as_deref(), Some("no-referrer"));
}

#[test]
fn a_reload_sends_the_referer_its_documents_request_sent() {
    // A navigates to B; B reloads itself once: both of B's requests send A's URL, and
    // the reloaded B's document.referrer is A's URL.
    let reloads = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok("text/html", "<script>onload = () => { location.href = '/b'; };</script>"),
        _ if reloads.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 => {
            ok("text/html", "<script>onload = () => location.reload();</script>")
        }
        _ => ok("text/html", "<script>console.log('reloaded', document.referrer)</script>"),
    });
    let (output, report) =
        run("reload-referrer", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    let a = format!("{}/", server.origin());
    assert_eq!(logs(&report), [format!("reloaded {a}")], "{:?}", errors(&report));
    let sent: Vec<String> = server
        .requests()
        .iter()
        .filter(|r| r.path == "/b")
        .map(|r| r.headers.iter().find(|(n, _)| n == "referer").map_or("-".into(), |(_, v)| v.clone()))
        .collect();
    assert_eq!(sent, [a.clone(), a]);
}
