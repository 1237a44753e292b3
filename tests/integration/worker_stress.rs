//! Workers under stress (issue 20): many started and ended in a loop, one throwing in
//! every handler, ones terminated while they post. Each ends with no worker thread left
//! unjoined, no worker isolate alive (counted: each test runs in a process of its own
//! under nextest, as `make test` runs them) and every event the owner was due delivered.
use std::time::{Duration, Instant};

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::realm::Scope;
use url::Url;

use super::page::hosts;

fn open(name: &str, files: &[(&str, &str)]) -> BrowsingContextGroup {
    let mut group = BrowsingContextGroup::new(VirtualHosts::new(Some(hosts(name, files))));
    group.set_deadline(Instant::now() + Duration::from_secs(120));
    group.load(Url::parse("https://example.com/").expect("url"));
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    group
}

fn texts(group: &BrowsingContextGroup) -> Vec<String> {
    group.state().console_messages().into_iter().map(|m| m.text).collect()
}

/// Threads of this process named as framescope names worker threads (`comm` keeps the
/// first 15 bytes of `framescope-worker-<n>`).
fn worker_os_threads() -> usize {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else { return 0 };
    tasks
        .filter_map(Result::ok)
        .filter_map(|task| std::fs::read_to_string(task.path().join("comm")).ok())
        .filter(|comm| comm.starts_with("framescope-work"))
        .count()
}

/// Waits until every worker thread of `group` has ended and been joined — the workers were
/// terminated or closed, and a worker's thread ends by itself once told; the bound only
/// turns a worker that never ends into a failure — then checks that no worker isolate or
/// thread is left in the process (only the page's own isolate).
fn assert_no_worker_left(group: &BrowsingContextGroup) {
    let since = Instant::now();
    while group.worker_threads() > 0 {
        assert!(
            since.elapsed() < Duration::from_secs(60),
            "{} worker threads never ended",
            group.worker_threads()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(BrowsingContextGroup::live_isolates(), 1, "worker isolates left alive");
    assert_eq!(worker_os_threads(), 0, "worker threads left in the process");
}

#[test]
fn two_hundred_workers_started_and_ended_in_a_loop() {
    // One after another: a third terminated in the task that made it (never started), a
    // third answering and then terminated by the page, a third answering and closing
    // themselves; the page starts the next once it knows how the last one ended.
    let group = open(
        "stress-loop",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const N = 200;
  let started = 0, answered = 0, wrong = 0;
  function next() {
    if (started === N) return console.log("started", started, "answered", answered, "wrong", wrong);
    const i = started++;
    const w = new Worker(i % 3 === 2 ? "closing.js" : "echo.js", { name: "w" + i });
    if (i % 3 === 0) { w.terminate(); return setTimeout(next, 0); }
    w.onmessage = (e) => {
      if (e.data === "w" + i) answered++; else wrong++;
      if (i % 3 === 1) w.terminate();
      next();
    };
    w.postMessage(i);
  }
  next();
</script>"#,
            ),
            ("example.com/echo.js", "onmessage = () => postMessage(self.name);"),
            ("example.com/closing.js", "onmessage = () => { postMessage(self.name); close(); };"),
        ],
    );
    // 133 workers started and answered; none lost, none mixed up.
    assert_eq!(texts(&group), ["started 200 answered 133 wrong 0"]);
    let realms = group.realms();
    let workers: Vec<_> = realms.iter().filter(|r| r.scope == Scope::DedicatedWorkerGlobalScope).collect();
    assert_eq!(workers.len(), 200);
    assert!(workers.iter().all(|w| w.detached), "a worker realm still attached");
    assert_no_worker_left(&group);
}

#[test]
fn a_worker_throwing_in_every_handler_keeps_running_and_every_error_reaches_the_owner() {
    // Each message runs two handlers that both throw, a timer throws, the script's last
    // statement throws: each is an `error` event at the Worker object, in order, and the
    // worker goes on (it answers the last message before throwing again).
    let mut group = open(
        "stress-throwing",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const N = 50;
  const w = new Worker("throws.js");
  const errors = [];
  let answer;
  w.onerror = (e) => { errors.push(e.message); e.preventDefault(); };
  w.onmessage = (e) => { answer = e.data; };
  for (let i = 0; i < N; i++) w.postMessage(i);
  setTimeout(() => w.postMessage("last"), 0);
</script>"#,
            ),
            (
                "example.com/throws.js",
                r#"onmessage = (e) => { throw new Error("onmessage " + e.data); };
addEventListener("message", (e) => {
  if (e.data === "last") postMessage("still running");
  throw new TypeError("listener " + e.data);
});
setTimeout(() => { throw new RangeError("timer"); }, 0);
throw new SyntaxError("top");"#,
            ),
        ],
    );
    // The page is idle once the worker is (it waits for messages): every error is in.
    let top = group.realms()[0].id;
    let count = |what: &str| {
        format!("errors.filter((m) => m.includes('{what} ')).map((m) => m.split('{what} ')[1]).join()")
    };
    let code = format!(
        "[answer, errors.length, errors.filter((m) => m.includes('top')).length, errors.filter((m) => m.includes('timer')).length, {}, {}].join(' | ')",
        count("onmessage"),
        count("listener")
    );
    let in_order: Vec<String> = (0..50).map(|i| i.to_string()).chain(["last".to_string()]).collect();
    let in_order = in_order.join(",");
    assert_eq!(
        group.eval(top, &code).as_deref(),
        Ok(format!("still running | 104 | 1 | 1 | {in_order} | {in_order}").as_str())
    );
    assert_eq!(group.eval(top, "w.terminate()").as_deref(), Ok("undefined"));
    assert_no_worker_left(&group);
}

#[test]
fn workers_terminated_while_they_post() {
    // Twenty workers in turn, each posting as fast as it can: the page terminates each at
    // its 300th message, while it still posts (or, on a slow machine, after it finished).
    // The page gets messages 0..299 in order, none lost and none after terminate(); its
    // own messages to the busy worker are dropped with it.
    let group = open(
        "stress-posting",
        &[
            (
                "example.com/index.html",
                r#"<script>
  const ROUNDS = 20, AT = 300;
  let round = 0, problems = [];
  function start() {
    if (round === ROUNDS) {
      return setTimeout(() => console.log("rounds", round, "problems", JSON.stringify(problems)), 50);
    }
    const r = round++;
    const w = new Worker("flood.js");
    let expected = 0, after = 0, terminated = false;
    w.onmessage = (e) => {
      if (terminated) { after++; problems.push(`round ${r}: message after terminate`); return; }
      if (e.data !== expected) problems.push(`round ${r}: got ${e.data}, expected ${expected}`);
      expected++;
      w.postMessage(expected);
      if (expected === AT) { terminated = true; w.terminate(); start(); }
    };
  }
  start();
</script>"#,
            ),
            ("example.com/flood.js", "for (let i = 0; i < 100000; i++) postMessage(i);"),
        ],
    );
    assert_eq!(texts(&group), ["rounds 20 problems []"]);
    assert_no_worker_left(&group);
}
