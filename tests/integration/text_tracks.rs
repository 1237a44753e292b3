//! A `<track>`'s text track over the network loader, against a real server on 127.0.0.1
//! (runtime/web/html/media_elements.js): a `default` track in a media element is fetched
//! (initiator type "track") and fires `load`, or `error` for an error status or another
//! origin without `crossorigin`; a track without `default` fetches nothing.
use crate::network::{Reply, Server, errors, logs, ok, run};

#[test]
fn a_default_track_is_fetched_and_fires_load_or_error() {
    let other = Server::start(|_| ok("text/vtt", "WEBVTT\n"));
    let other_origin = other.origin();
    let server = Server::start(move |request| match request.path.as_str() {
        "/" => ok(
            "text/html",
            &format!(
                r#"<video>
<track default kind=subtitles src="/en.vtt" onload="console.log('en', event.type)">
<track kind=captions src="/fr.vtt" onload="console.log('fr', event.type)">
</video>
<video><track default src="/missing.vtt" onerror="console.log('missing', event.type)"></video>
<audio><track default kind=metadata src="{other_origin}/x.vtt" onerror="console.log('other', event.type)"></audio>
<script>
onload = () => console.log(performance.getEntriesByType("resource")
  .map((e) => `${{new URL(e.name).pathname}}:${{e.initiatorType}}`).join(" "));
</script>"#
            ),
        ),
        "/en.vtt" => ok("text/vtt", "WEBVTT\n"),
        _ => Reply::Send(404, vec![], Vec::new()),
    });
    let allow = format!("{},{}", server.allow(), other.allow());
    let (output, report) = run("text-tracks", &format!("{}/", server.origin()), &["--allow-net", &allow]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        logs(&report),
        ["en load", "missing error", "other error", "/en.vtt:track /missing.vtt:track"],
        "{:?}",
        errors(&report)
    );
    // The track without `default`, and the other origin's, were never requested.
    assert!(!server.paths().contains(&"/fr.vtt".to_string()), "{:?}", server.paths());
    assert!(other.paths().is_empty(), "{:?}", other.paths());
}
