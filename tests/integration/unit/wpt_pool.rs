//! Unit tests of `wpt::pool` (src/wpt/pool.rs).
use framescope::wpt::discover::TestUrl;
use framescope::wpt::pool::*;
use framescope::wpt::server::ServerConfig;

/// A runner that is a shell script (the pool's side of the protocol, without V8).
fn script(name: &str, body: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("framescope-pool-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

fn config() -> ServerConfig {
    ServerConfig {
        root: "/nonexistent".into(),
        harness_dir: "/nonexistent".into(),
        marker: "m".into(),
        timeout_multiplier: 1.0,
        max_heap_mb: 64,
        network: Default::default(),
        served: Default::default(),
    }
}

fn test(name: &str) -> TestUrl {
    TestUrl { test: name.into(), https: false, long_timeout: false, skip: None }
}

fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime").block_on(future)
}

#[test]
fn a_runner_answers_test_after_test_and_a_dead_one_is_a_crash_with_its_cause() {
    // Answers two tests (ignoring other output), then dies as V8 does on a fatal error.
    let exe = script(
        "twice",
        &format!(
            "for i in 1 2; do read line; echo noise; echo '{RESULT_PREFIX}{{\"test\":\"/t'$i'\",\"status\":\"OK\",\"message\":null,\"duration\":1,\"subtests\":[]}}'; done\n\
             read line; echo '# Fatal error in heap setup' >&2; echo '/some/path' >&2; kill -KILL $$"
        ),
    );
    let config = config();
    block_on(async {
        let runner = Runner::start(&exe, &config).expect("starts");
        let (first, runner) = runner.run(&config, &test("/t1")).await;
        assert_eq!((first.test.as_str(), first.status.as_str()), ("/t1", "OK"));
        let (second, runner) = runner.expect("still running").run(&config, &test("/t2")).await;
        assert_eq!((second.test.as_str(), second.status.as_str()), ("/t2", "OK"));
        let (third, runner) = runner.expect("still running").run(&config, &test("/t3")).await;
        assert!(runner.is_none(), "a dead runner is not reused");
        assert_eq!((third.test.as_str(), third.status.as_str()), ("/t3", "CRASH"));
        assert_eq!(
            third.message.as_deref(),
            Some("the test process died (killed by a signal): Fatal error in heap setup")
        );
    });
}

#[test]
fn a_runner_that_exits_gives_its_status_and_last_words() {
    let exe = script("exits", "read line; echo 'cannot go on' >&2; exit 3");
    let config = config();
    block_on(async {
        let (result, runner) = Runner::start(&exe, &config).expect("starts").run(&config, &test("/x")).await;
        assert!(runner.is_none());
        assert_eq!(result.status, "CRASH");
        assert_eq!(result.message.as_deref(), Some("the test process died (exit status 3): cannot go on"));
    });
}
