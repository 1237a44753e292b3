//! A `<link rel=stylesheet>`'s `@import` rules, over the network loader against real
//! servers on 127.0.0.1 (runtime/web/html/stylesheet_imports.rs): each imported sheet is
//! fetched (nested imports too, a cycle once), with its Resource Timing entry of initiator
//! type "css" and the importing sheet's URL as its referrer, before the link's `load`; a
//! failed import makes it `error`; what a cross-origin sheet imports has no entry.
use crate::network::{Server, errors, logs, ok, run};

fn css(body: &str) -> crate::network::Reply {
    ok("text/css", body)
}

#[test]
fn a_linked_sheets_imports_are_fetched_before_its_load_with_css_entries() {
    let other = Server::start(|request| match request.path.as_str() {
        "/x.css" => css("@import 'y.css';"),
        _ => css("p { color: red }"),
    });
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            &format!(
                r#"<script>
const entries = () => performance.getEntriesByType("resource")
  .map((e) => `${{new URL(e.name).pathname}}:${{e.initiatorType}}`).join(" ");
function add(href) {{
  return new Promise((resolve) => {{
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = (event) => resolve(`${{href}} ${{event.type}}`);
    document.head.append(link);
  }});
}}
onload = async () => {{
  console.log(await add("/a.css"), "|", entries());
  performance.clearResourceTimings();
  console.log(await add("/broken.css"), "|", entries());
  performance.clearResourceTimings();
  console.log(await add("{other_origin}/x.css"), "|", entries());
}};
</script>"#
            ),
        ),
        // (@charset and a @layer statement may come first; the rule after a style rule
        // is no import.)
        "/a.css" => css(
            "@charset \"utf-8\";\n@layer base;\n@import url(\"b.css\") screen;\n@import url(sub/c.css);\np {} @import 'late.css';",
        ),
        "/b.css" => css("/* back to a */ @import 'a.css';"),
        "/sub/c.css" => css("@import 'd.css' layer(x) supports(display: grid);"),
        "/sub/d.css" => css("p { color: green }"),
        "/broken.css" => css("@import 'missing.css';"),
        "/missing.css" => crate::network::Reply::Send(404, vec![], b"no".to_vec()),
        _ => css(""),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) =
        run("stylesheet-imports", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "/a.css load | /a.css:link /b.css:css /sub/c.css:css /sub/d.css:css",
            "/broken.css error | /broken.css:link /missing.css:css",
            &format!("{} load | /x.css:link", other.origin() + "/x.css"),
        ],
        "{:?}",
        errors(&report)
    );
    // Each import's referrer is the sheet that imports it (all same-origin here).
    let referrer = |path: &str| {
        let requests = server.requests();
        let request = requests.iter().find(|r| r.path == path).expect(path);
        request.headers.iter().find(|(n, _)| n == "referer").map(|(_, v)| v.clone()).unwrap_or_default()
    };
    assert_eq!(referrer("/b.css"), format!("{}/a.css", server.origin()));
    assert_eq!(referrer("/sub/d.css"), format!("{}/sub/c.css", server.origin()));
    // The cycle back to a.css and the import after a style rule fetched nothing; the
    // cross-origin sheet's import was fetched (without an entry).
    assert_eq!(server.paths().iter().filter(|p| *p == "/a.css").count(), 1);
    assert!(!server.paths().contains(&"/late.css".to_string()));
    assert_eq!(other.paths(), ["/x.css", "/y.css"]);
}

#[test]
fn style_blocks_fetch_their_imports_and_the_images_and_fonts_their_rules_use() {
    let server = Server::start(|request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            r#"<style onload="console.log('style', event.type)">
@import "s1.css";
@font-face { font-family: "Used Font"; src: url(used.woff) format("woff"), url(other.woff); }
@font-face { font-family: unused; src: url(unused.woff); }
@font-face { font-family: Inline; src: url(inline.woff); }
.box { background-image: url(bg.png); font-family: "Used Font", serif }
.none { background: url(none.png) }
</style>
<div class="box">x</div><div style="font-family: inline">y</div>
<script>
const names = () => performance.getEntriesByType("resource")
  .map((e) => `${new URL(e.name).pathname}:${e.initiatorType}`).sort().join(" ");
onload = async () => {
  console.log(names());
  const div = document.createElement("div");
  div.innerHTML = `<style>@font-face { font-family: late; src: url(late.woff) }</style><p style="font-family: late">z</p>`;
  document.body.append(div);
  console.log(document.fonts.status);
  const fonts = await document.fonts.ready;
  console.log(fonts === document.fonts, document.fonts.status, performance.getEntriesByName(new URL("late.woff", location).href)[0]?.initiatorType);
};
</script>"#,
        ),
        "/s1.css" => css("p {}"),
        path if path.ends_with(".woff") => {
            crate::network::Reply::Send(200, vec![("Content-Type", "font/woff".into())], b"wOFF".to_vec())
        }
        _ => crate::network::Reply::Send(200, vec![("Content-Type", "image/png".into())], b"png".to_vec()),
    });
    let (output, report) =
        run("style-blocks", &format!("{}/", server.origin()), &["--allow-net", &server.allow()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        [
            "style load",
            "/bg.png:css /inline.woff:css /s1.css:css /used.woff:css",
            "loading",
            "true loaded css",
        ],
        "{:?}",
        errors(&report)
    );
    // What no applying rule uses was not fetched.
    for path in ["/none.png", "/unused.woff", "/other.woff"] {
        assert!(!server.paths().contains(&path.to_string()), "{path}: {:?}", server.paths());
    }
}
