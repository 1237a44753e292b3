//! Content codings over the network loader, against a real server on 127.0.0.1: the
//! `Accept-Encoding` a request sends (Chrome's: `br` and `zstd` only over https or to
//! localhost), and `gzip`, `br` and `zstd` bodies decoded for `fetch()`, a script and a
//! document, with their Resource Timing sizes and `contentEncoding`
//! (runtime/loader/content_codings.rs, runtime/loader/content_encoding.rs).
use crate::network::{Reply, Server, errors, logs, ok, run};

const BROTLI: &[u8] = include_bytes!("../../wpt/upstream/fetch/content-encoding/br/resources/foo.text.br");
const ZSTD: &[u8] = include_bytes!("../../wpt/upstream/fetch/content-encoding/zstd/resources/foo.text.zst");
const GZIP: &[u8] = include_bytes!("../../wpt/upstream/fetch/content-encoding/gzip/resources/foo.text.gz");
const PAGE: &[u8] = include_bytes!("../../wpt/upstream/fetch/content-encoding/br/resources/hello.html.br");

fn coded(coding: &str, content_type: &str, body: &[u8]) -> Reply {
    Reply::Send(
        200,
        vec![("Content-Type", content_type.to_string()), ("Content-Encoding", coding.to_string())],
        body.to_vec(),
    )
}

#[test]
fn br_zstd_and_gzip_bodies_are_decoded_and_offered() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<iframe src="/hello"></iframe><script>
const size = (url) => {
  const [e] = performance.getEntriesByName(new URL(url, location.href).href);
  return `${e.contentEncoding} ${e.encodedBodySize} ${e.decodedBodySize}`;
};
onload = async () => {
  for (const url of ["/foo.br", "/foo.zst", "/foo.gz"]) {
    const text = await (await fetch(url)).text();
    console.log(url, text.length, text.slice(0, 3), size(url));
  }
  // (A body that does not decode errors the body stream; the fetch resolved.)
  const bad = await fetch("/bad.br");
  await bad.text().then(() => console.log("bad read"), (e) => console.log("bad", bad.status, e.name));
  console.log("frame", frames[0].document.body.textContent);
};
</script>"#,
        ),
        "/foo.br" => coded("br", "text/plain", BROTLI),
        "/foo.zst" => coded("zstd", "text/plain", ZSTD),
        "/foo.gz" => coded("gzip", "text/plain", GZIP),
        "/hello" => coded("br", "text/html", PAGE),
        _ => coded("br", "text/plain", b"not actually br"),
    });
    let (output, report) =
        run("content-codings", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            format!("/foo.br 10500 foo br {} 10500", BROTLI.len()),
            format!("/foo.zst 10500 foo zstd {} 10500", ZSTD.len()),
            format!("/foo.gz 10500 foo gzip {} 10500", GZIP.len()),
            "bad 200 TypeError".to_string(),
            "frame Hello world".to_string(),
        ],
        "{:?}",
        errors(&report)
    );
    // Every request offered the four codings (127.0.0.1 is localhost).
    for request in server.requests() {
        let offered = request.headers.iter().find(|(n, _)| n == "accept-encoding").map(|(_, v)| v.as_str());
        assert_eq!(offered, Some("gzip, deflate, br, zstd"), "{}", request.path);
    }
}

#[test]
fn plain_http_to_another_host_is_offered_gzip_and_deflate_only() {
    let server =
        Server::start(|_| ok("text/html", "<script>fetch('/x').then(() => console.log('done'))</script>"));
    let url = format!("http://page.framescope.test:{}/", server.port);
    let allow = format!("page.framescope.test:{}", server.port);
    let args = ["--allow-net", &allow, "--host-resolver-rules", "MAP *.framescope.test 127.0.0.1"];
    let (output, report) = run("accept-encoding", &url, &args);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(logs(&report), ["done"], "{:?}", errors(&report));
    let offered: Vec<String> = server
        .requests()
        .iter()
        .map(|r| {
            r.headers.iter().find(|(n, _)| n == "accept-encoding").map_or("-".into(), |(_, v)| v.clone())
        })
        .collect();
    assert_eq!(offered, ["gzip, deflate", "gzip, deflate"]);
}
