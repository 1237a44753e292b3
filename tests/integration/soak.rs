//! Soak: many consecutive page runs in one process, through the `BrowsingContextGroup` API
//! that `run` and `wpt` use, keep the process's resident memory flat after warm-up.
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use url::Url;

use super::page::hosts;

/// The process's resident set, in bytes (Linux: `/proc/self/statm`, in pages of 4 KiB).
fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("/proc/self/statm");
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).expect("resident pages");
    pages * 4096
}

const PAGE: &str = r#"<!doctype html><body>
<iframe src="child.html"></iframe><iframe src="https://other.test/child.html"></iframe>
<script>
  const list = document.createElement("ul");
  for (let i = 0; i < 200; i++) list.appendChild(document.createElement("li")).textContent = "item " + i;
  document.body.append(list);
  performance.mark("built");
  setTimeout(() => { new Blob(["x".repeat(10000)]); performance.measure("done", "built"); }, 0);
</script>"#;

#[test]
fn consecutive_page_runs_keep_resident_memory_flat() {
    let root = hosts(
        "soak",
        &[
            ("soak.test/index.html", PAGE),
            (
                "soak.test/child.html",
                "<!doctype html><p>child<script>var big = new Array(10000).fill(1);</script>",
            ),
            ("other.test/child.html", "<!doctype html><p>other"),
        ],
    );
    let run = || {
        let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(root.clone())));
        group.load(Url::parse("https://soak.test/").expect("url"));
        assert_eq!(group.run(Duration::from_secs(60)), Outcome::Idle);
        assert_eq!(group.realms().len(), 3);
    };
    for _ in 0..50 {
        run();
    }
    let warm = resident_bytes();
    for _ in 0..250 {
        run();
    }
    let after = resident_bytes();
    let growth = after as f64 / warm as f64 - 1.0;
    eprintln!("soak: {warm} -> {after} bytes ({:.1} %)", growth * 100.0);
    assert!(
        growth < 0.10,
        "resident memory grew {:.1} % over 250 page runs after warm-up ({warm} → {after} bytes)",
        growth * 100.0
    );
}
