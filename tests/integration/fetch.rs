//! `fetch()` against virtual hosts that redirect (a `.headers` file's `Status: 302` and
//! `Location`, which the WPT server's files cannot give): the redirect modes, the response
//! a redirect leaves (`redirected`, `url`, its type once another origin is reached), and
//! the Resource Timing entries of the fetches.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

const PAGE: &str = r#"<!doctype html><script>
const describe = (response) => `${response.type} ${response.status} ${response.redirected} ${response.url}`;
const outcome = (promise) => promise.then(describe, (error) => error.name);
(async () => {
  const followed = await fetch("redirect.txt");
  console.log("follow", describe(followed), await followed.text());
  console.log("error", await outcome(fetch("redirect.txt", { redirect: "error" })));
  const manual = await fetch("redirect.txt", { redirect: "manual" });
  console.log("manual", describe(manual), manual.body, [...manual.headers].length);
  console.log("cors", await outcome(fetch("to-other.txt")));
  console.log("same-origin", await outcome(fetch("to-other.txt", { mode: "same-origin" })));
  console.log("no-cors", await outcome(fetch("to-other.txt", { mode: "no-cors" })));
  console.log("no-cors manual", await outcome(fetch("to-other.txt", { mode: "no-cors", redirect: "manual" })));
  const posted = await fetch(new Request("target.txt", { method: "POST", body: new Blob(["payload"]) }));
  console.log("post", describe(posted), await posted.text());
  const entries = performance.getEntriesByType("resource").filter((e) => e.initiatorType === "fetch");
  console.log("timing", entries.length, entries.map((e) => new URL(e.name).pathname).join(" "));
})();
</script>"#;

#[test]
fn fetch_follows_errors_on_or_keeps_redirects_as_its_redirect_mode_says() {
    let files = [
        ("a.test/index.html", PAGE),
        ("a.test/redirect.txt", ""),
        ("a.test/redirect.txt.headers", "Status: 302\nLocation: /target.txt\n"),
        ("a.test/target.txt", "target\n"),
        ("a.test/to-other.txt", ""),
        ("a.test/to-other.txt.headers", "Status: 301\nLocation: https://b.test/open.txt\n"),
        ("b.test/open.txt", "open\n"),
        ("b.test/open.txt.headers", "Access-Control-Allow-Origin: *\n"),
    ];
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts("fetch-redirects", &files))));
    group.set_deadline(std::time::Instant::now() + Duration::from_secs(20));
    group.load(Url::parse("https://a.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(20)), Outcome::Idle);
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    let expected = [
        "follow basic 200 true https://a.test/target.txt target\n",
        "error TypeError",
        // An opaque-redirect response: no status, headers or body; its URL the request's.
        "manual opaqueredirect 0 false https://a.test/redirect.txt null 0",
        // A redirect to another origin taints the response: CORS mode needs (and here
        // has) Access-Control-Allow-Origin, "same-origin" mode refuses it, "no-cors" mode
        // gets an opaque response. (A request of the page's own origin is a basic one:
        // its redirect mode "manual" gives an opaque-redirect response even in no-cors
        // mode, which only a cross-origin request must "follow".)
        "cors cors 200 true https://b.test/open.txt",
        "same-origin TypeError",
        "no-cors opaque 0 false ",
        "no-cors manual opaqueredirect 0 false https://a.test/to-other.txt",
        "post basic 200 false https://a.test/target.txt target\n",
        // Every fetch the hosts answered is an entry, named after the URL the page asked
        // for (Resource Timing's name: the request's URL, not the redirect's target), the
        // refused ones too.
        "timing 8 /redirect.txt /redirect.txt /redirect.txt /to-other.txt /to-other.txt /to-other.txt /to-other.txt /target.txt",
    ];
    assert_eq!(logs, expected, "{logs:#?}");
}
