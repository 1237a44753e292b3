//! `framescope serve` over many connections and pages: 1 000 DevTools connections opened,
//! used and closed, and 50 pages made and closed among them, leave the server with the
//! file descriptors and threads it had before, and its resident memory where 50 pages
//! before them left it.
use std::time::{Duration, Instant};

use serde_json::json;

use super::serve::{Client, runtime, serve_from};

/// The server process's open file descriptors and threads (Linux's /proc).
fn resources(pid: u32) -> (usize, usize) {
    let count = |dir: &str| std::fs::read_dir(format!("/proc/{pid}/{dir}")).map_or(0, |d| d.count());
    (count("fd"), count("task"))
}

/// The server's page threads (named "page …").
fn page_threads(pid: u32) -> usize {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { return 0 };
    tasks
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("comm")).ok())
        .filter(|name| name.starts_with("page "))
        .count()
}

/// The server's resident memory in KB.
fn resident_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_thousand_connections_and_fifty_pages_leave_no_descriptors_threads_or_memory_behind() {
    if !std::path::Path::new("/proc/self/fd").is_dir() {
        return; // (Counting descriptors needs Linux's /proc.)
    }
    let server = serve_from(&super::serve::hosts(), &[]);
    let pid = server.child.id();
    let url = server.websocket.clone();
    let rt = runtime();
    let page_cycle = |client: &mut Client| {
        rt.block_on(async {
            let made = client.call("Target.createTarget", json!({ "url": "https://site.test/" }), None).await;
            let id = made["result"]["targetId"].as_str().expect("a target").to_string();
            // The page is used (its isolate made, its document loaded) before it closes.
            let attached =
                client.call("Target.attachToTarget", json!({ "targetId": id, "flatten": true }), None).await;
            let session = attached["result"]["sessionId"].as_str().expect("a session").to_string();
            let answer =
                client.call("Runtime.evaluate", json!({ "expression": "6 * 7" }), Some(&session)).await;
            assert_eq!(answer["result"]["result"]["value"], json!(42), "{answer}");
            let closed = client.call("Target.closeTarget", json!({ "targetId": id }), None).await;
            assert_eq!(closed["result"]["success"], json!(true), "{closed}");
        })
    };
    // A warm-up as long as the run: V8 started, and the allocator's per-thread arenas as
    // large as 50 page threads make them (glibc keeps what a thread freed for the next).
    let mut client = rt.block_on(Client::connect(&url));
    for _ in 0..50 {
        page_cycle(&mut client);
    }
    drop(client);
    // Closed sockets and ended page threads go asynchronously: wait until no page thread
    // is left (they are named "page …") and the descriptors are down to `fds`.
    let settled = |fds: usize| {
        let until = Instant::now() + Duration::from_secs(120);
        loop {
            let now = resources(pid);
            if (page_threads(pid) == 0 && now.0 <= fds) || Instant::now() > until {
                return now;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let before = settled(usize::MAX);
    let resident_before = resident_kb(pid);
    for i in 0..1000 {
        let mut client = rt.block_on(Client::connect(&url));
        let targets = rt.block_on(client.call("Target.getTargets", json!({}), None));
        assert!(targets["result"]["targetInfos"].is_array(), "{targets}");
        if i % 20 == 0 {
            page_cycle(&mut client);
        }
        rt.block_on(async { client.socket.close(None).await.ok() });
    }
    let after = settled(before.0);
    assert_eq!(page_threads(pid), 0, "every closed page's thread ends");
    assert!(after.0 <= before.0, "file descriptors: {} before, {} after", before.0, after.0);
    assert!(after.1 <= before.1, "threads: {} before, {} after", before.1, after.1);
    // Each page was an isolate of its own: what they used went back (a second round of
    // 50 pages grows the server by less than a page's isolate, ~10 MB at least).
    let resident_after = resident_kb(pid);
    eprintln!("descriptors {before:?} -> {after:?}, resident {resident_before} KB -> {resident_after} KB");
    assert!(
        resident_after < resident_before + 10 * 1024,
        "resident memory grew from {resident_before} KB to {resident_after} KB"
    );
}
