//! The process's code cache (`runtime/code_cache.rs`): a script loaded a third time is
//! deserialized from the code the second load produced, and behaves as the first one did
//! (its functions, its errors' positions, its stack frames).
use std::time::Duration;

use framescope::runtime::code_cache;
use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

#[test]
fn a_script_loaded_again_runs_from_the_code_cache_with_the_same_positions() {
    // Over 1 KB (the cache's threshold); `where()` throws from line 3 of the file.
    let library = format!(
        "// a library\nfunction add(a, b) {{ return a + b; }}\nfunction where() {{ throw new Error('here'); }}\n/* {} */\n",
        "padding ".repeat(200)
    );
    let frame = "<!doctype html><script src=\"lib.js\"></script><script>\
        let stack; try { where(); } catch (e) { stack = e.stack.split('\\n')[1]; }\
        parent.results.push(add(2, 3) + ' ' + stack.slice(stack.indexOf('lib.js')));</script>";
    let index = "<!doctype html><script>var results = [];</script>\
        <iframe src=\"frame.html\"></iframe><iframe src=\"frame.html\"></iframe>\
        <iframe src=\"frame.html\"></iframe><iframe src=\"frame.html\"></iframe>";
    let root = hosts(
        "code-cache",
        &[
            ("cache.test/index.html", index),
            ("cache.test/frame.html", frame),
            ("cache.test/lib.js", library.as_str()),
        ],
    );
    let before = code_cache::consumed();
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root)));
    let top = group.load(Url::parse("https://cache.test/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    let results = group.eval(top, "results.join('|')").expect("results");
    let results: Vec<&str> = results.split('|').collect();
    assert_eq!(results.len(), 4, "{results:?}");
    // The first frame compiled the library, the second produced its cache, the third and
    // fourth consumed it: all four ran the same code and saw the same positions.
    assert!(results.iter().all(|r| *r == results[0]), "{results:?}");
    assert!(results[0].starts_with("5 lib.js:3:"), "{results:?}");
    assert!(code_cache::consumed() >= before + 2, "the third and fourth loads consume the cache");
}
