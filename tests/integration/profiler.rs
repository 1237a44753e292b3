//! JS Self-Profiling end to end: the hot function of a page is the leaf of most samples,
//! another realm's and a non-CORS script's functions never appear in a realm's trace while
//! a CORS script's do, the buffer limit is exact, workers follow their owner's policy, and
//! every trace keeps the format's invariants.
//!
//! No assertion depends on how fast the machine is: each page works in tasks until its
//! profiler's buffer is full (`samplebufferfull`), so a trace always has its buffer's
//! number of samples, and assertions are on proportions within it.
use std::collections::HashSet;
use std::time::Duration;

use framescope::runtime::event_loop::Outcome;
use framescope::runtime::group::BrowsingContextGroup;
use framescope::runtime::heap_limit::GroupOptions;
use framescope::runtime::loader::hosts::VirtualHosts;
use serde_json::Value;
use url::Url;

use super::page::hosts;

pub(super) const POLICY: &str = "Document-Policy: js-profiling\n";

/// `untilFull(size, work)`: a 1 ms Profiler of `size` samples; calls `work()` in a task
/// after task (posted messages: no timer clamping) until the buffer is full; resolves with
/// the trace.
pub(super) const UNTIL_FULL: &str = r#"<script>
function untilFull(size, work) {
  return new Promise(resolve => {
    const profiler = new Profiler({ sampleInterval: 1, maxBufferSize: size });
    let full = false;
    profiler.addEventListener('samplebufferfull', () => {
      full = true;
      console.log('stopped after full: ' + profiler.stopped);
      profiler.stop().then(resolve);
    });
    // Tasks with no timer clamping in between (a message to itself).
    const channel = new MessageChannel();
    const step = () => { if (full) return; work(); channel.port2.postMessage(0); };
    channel.port1.onmessage = step;
    step();
  });
}
</script>"#;

/// Runs `page` (with a 1 ms base interval); returns the console lines and the traces it
/// logged (`TRACE <json>`).
fn run(name: &str, files: &[(&str, &str)], page: &str) -> (Vec<String>, Vec<Value>) {
    let root = hosts(name, files);
    let options = GroupOptions { profiler_base_interval_us: 1000, ..GroupOptions::default() };
    let mut group = BrowsingContextGroup::with_options(VirtualHosts::new(Some(root)), options);
    group.load(Url::parse(page).expect("page url"));
    assert_eq!(group.run(Duration::from_secs(120)), Outcome::Idle);
    let logs: Vec<String> = group.state().console_messages().into_iter().map(|m| m.text).collect();
    let errors = group.state().errors();
    assert!(errors.is_empty(), "{errors:?} {logs:?}");
    let traces: Vec<Value> = logs
        .iter()
        .filter_map(|l| l.strip_prefix("TRACE "))
        .map(|json| serde_json::from_str(json).expect("trace json"))
        .collect();
    for trace in &traces {
        check_invariants(trace);
    }
    (logs, traces)
}

/// The format's invariants: ids in range, parent chains that end, no duplicate resources,
/// frames or stacks, timestamps in order.
pub(super) fn check_invariants(trace: &Value) {
    let list = |key: &str| trace[key].as_array().cloned().unwrap_or_else(|| panic!("no {key} in {trace}"));
    let (resources, frames, stacks, samples) =
        (list("resources"), list("frames"), list("stacks"), list("samples"));
    let unique = |items: &[Value]| items.iter().map(|v| v.to_string()).collect::<HashSet<_>>().len();
    assert_eq!(unique(&resources), resources.len(), "duplicate resources");
    assert_eq!(unique(&frames), frames.len(), "duplicate frames");
    assert_eq!(unique(&stacks), stacks.len(), "duplicate stacks");
    for frame in &frames {
        assert!(frame["name"].is_string(), "{frame}");
        if let Some(id) = frame.get("resourceId") {
            assert!((id.as_u64().expect("id") as usize) < resources.len(), "{frame}");
            // A script's top level has no position; a function has both, 1-based.
            let position = (frame["line"].as_u64(), frame["column"].as_u64());
            assert!(matches!(position, (Some(1..), Some(1..)) | (None, None)), "{frame} in {trace}");
        }
    }
    for (index, stack) in stacks.iter().enumerate() {
        assert!((stack["frameId"].as_u64().expect("frameId") as usize) < frames.len(), "{stack}");
        // Parents come first, so every chain ends.
        if let Some(parent) = stack.get("parentId") {
            assert!((parent.as_u64().expect("parentId") as usize) < index, "{stack} at {index}");
        }
    }
    let mut last = f64::MIN;
    for sample in &samples {
        let at = sample["timestamp"].as_f64().expect("timestamp");
        assert!(at >= last, "timestamps out of order: {last} then {at}");
        last = at;
        if let Some(id) = sample.get("stackId") {
            assert!((id.as_u64().expect("stackId") as usize) < stacks.len(), "{sample}");
        }
    }
}

/// The frame names of a sample's stack, leaf first.
fn stack_names(trace: &Value, sample: &Value) -> Vec<String> {
    let mut names = Vec::new();
    let mut next = sample.get("stackId").and_then(Value::as_u64);
    while let Some(id) = next {
        let stack = &trace["stacks"][id as usize];
        names.push(trace["frames"][stack["frameId"].as_u64().expect("frame") as usize]["name"].to_string());
        next = stack.get("parentId").and_then(Value::as_u64);
    }
    names.iter().map(|n| n.trim_matches('"').to_string()).collect()
}

fn frame_names(trace: &Value) -> HashSet<String> {
    trace["frames"]
        .as_array()
        .expect("frames")
        .iter()
        .map(|f| f["name"].as_str().expect("name").to_string())
        .collect()
}

#[test]
fn the_hot_function_is_the_leaf_of_most_samples() {
    let page = format!(
        "{UNTIL_FULL}<script>
        function hot() {{ let x = 0; for (let i = 0; i < 2e6; i++) x += Math.sqrt(i) * 1.0001; return x; }}
        function cold() {{ let x = 0; for (let i = 0; i < 2e4; i++) x += i; return x; }}
        untilFull(60, () => {{ hot(); cold(); }}).then(t => console.log('TRACE ' + JSON.stringify(t)));
        </script>"
    );
    let (logs, traces) = run(
        "profile-hot",
        &[("a.test/index.html", &page), ("a.test/index.html.headers", POLICY)],
        "https://a.test/",
    );
    assert!(logs.contains(&"stopped after full: true".to_string()), "{logs:?}");
    let trace = &traces[0];
    let samples = trace["samples"].as_array().expect("samples");
    assert_eq!(samples.len(), 60, "the buffer's size exactly");
    let stacks: Vec<Vec<String>> = samples.iter().map(|s| stack_names(trace, s)).collect();
    let in_hot = stacks.iter().filter(|s| s.first().is_some_and(|leaf| leaf == "hot")).count();
    let in_cold = stacks.iter().filter(|s| s.first().is_some_and(|leaf| leaf == "cold")).count();
    // hot() does 100 times cold()'s work: it is the leaf of most samples.
    assert!(
        in_hot * 2 > samples.len(),
        "hot is the leaf of {in_hot} of {} samples: {stacks:?}",
        samples.len()
    );
    assert!(in_hot > in_cold * 4, "{in_hot} hot, {in_cold} cold");
    // Its frame: the page's own script, 1-based position of the function in the HTML file.
    let hot = trace["frames"].as_array().expect("frames").iter().find(|f| f["name"] == "hot").expect("hot");
    assert_eq!(trace["resources"][hot["resourceId"].as_u64().expect("resource") as usize], "https://a.test/");
    let line = page.lines().position(|l| l.contains("function hot()")).expect("hot") + 1;
    assert_eq!(hot["line"], line);
    // No V8 synthetic node and no platform frame is a frame.
    let names = frame_names(trace);
    for synthetic in ["(root)", "(program)", "(idle)", "(garbage collector)", "setTimeout", "step"] {
        if synthetic != "step" && synthetic != "setTimeout" {
            assert!(!names.contains(synthetic), "{names:?}");
        }
    }
    assert!(
        trace["resources"]
            .as_array()
            .expect("resources")
            .iter()
            .all(|r| !r.as_str().unwrap_or("").starts_with("framescope:")),
        "{trace}"
    );
}

#[test]
fn other_realms_and_no_cors_scripts_never_appear_while_cors_scripts_do() {
    let work = |name: &str| {
        format!(
            "function {name}() {{ let x = 0; for (let i = 0; i < 3e5; i++) x += Math.sqrt(i); return x; }}"
        )
    };
    let (child, no_cors) = (work("childWork"), work("noCorsWork"));
    // Long calls: a small function called often would be inlined into its caller, and V8
    // then attributes its samples to the caller (here, of another script).
    let cors = work("corsWork").replace("3e5", "3e6");
    let child_page = format!("<script>{child}</script>");
    let page = format!(
        "{UNTIL_FULL}<iframe src=child.html></iframe>
        <script src=https://b.test/lib.js></script>
        <script crossorigin src=https://c.test/cors.js></script>
        <script>
        {top}
        onload = async () => {{
          const child = frames[0];
          const everything = await untilFull(80, () => {{ topWork(); child.childWork(); noCorsWork(); corsWork(); }});
          console.log('TRACE ' + JSON.stringify(everything));
          const others = await untilFull(30, () => {{ child.childWork(); noCorsWork(); }});
          console.log('TRACE ' + JSON.stringify(others));
          const cors = await untilFull(30, () => corsWork());
          console.log('TRACE ' + JSON.stringify(cors));
        }};
        </script>",
        top = work("topWork")
    );
    let files = [
        ("a.test/index.html", page.as_str()),
        ("a.test/index.html.headers", POLICY),
        ("a.test/child.html", child_page.as_str()),
        ("b.test/lib.js", no_cors.as_str()),
        ("c.test/cors.js", cors.as_str()),
        ("c.test/cors.js.headers", "Access-Control-Allow-Origin: *\n"),
    ];
    let (_, traces) = run("profile-realms", &files, "https://a.test/");
    assert_eq!(traces.len(), 3);
    for trace in &traces {
        let names = frame_names(trace);
        assert!(!names.contains("childWork") && !names.contains("noCorsWork"), "{names:?}");
        let resources: Vec<&str> =
            trace["resources"].as_array().expect("resources").iter().filter_map(Value::as_str).collect();
        assert!(
            resources.iter().all(|r| *r == "https://a.test/" || *r == "https://c.test/cors.js"),
            "{resources:?}"
        );
        // Every sample is kept, with or without a stack.
        assert!(!trace["samples"].as_array().expect("samples").is_empty());
    }
    // Only another realm's and a no-CORS script's code ran: samples, and no frame of theirs
    // (the builtins they call are theirs too). The page's own harness (untilFull posts
    // messages on a MessageChannel) may show: its functions, and the platform's operations
    // it calls by their names (`postMessage`), with no position, never the
    // natives that implement them (`portPost`, `startProfiler`).
    let others = &traces[1];
    let names = frame_names(others);
    assert!(!names.contains("portPost") && !names.contains("startProfiler"), "{names:?}");
    for frame in others["frames"].as_array().expect("frames") {
        let name = frame["name"].as_str().expect("name");
        if frame.get("resourceId").is_some() {
            assert!(["", "untilFull", "step", "onload"].contains(&name), "{frame} in {others}");
        } else {
            assert!(frame.get("line").is_none() && !name.is_empty(), "{frame}");
        }
    }
    // The CORS script's function ran all along: most samples have it.
    let cors = &traces[2];
    let samples = cors["samples"].as_array().expect("samples");
    let with_cors = samples.iter().filter(|s| stack_names(cors, s).iter().any(|n| n == "corsWork")).count();
    assert!(with_cors * 2 > samples.len(), "corsWork in {with_cors} of {} samples: {cors}", samples.len());
    let frame = cors["frames"]
        .as_array()
        .expect("frames")
        .iter()
        .find(|f| f["name"] == "corsWork")
        .expect("corsWork");
    assert_eq!(
        cors["resources"][frame["resourceId"].as_u64().expect("id") as usize],
        "https://c.test/cors.js"
    );
    assert_eq!((frame["line"].as_u64(), frame["column"].as_u64()), (Some(1), Some(18)));
}

#[test]
fn the_buffer_limit_is_exact_and_concurrent_profilers_keep_their_own() {
    let page = format!(
        "{UNTIL_FULL}<script>
        const spin = () => {{ let x = 0; for (let i = 0; i < 1e5; i++) x += Math.sqrt(i); return x; }};
        const small = new Profiler({{ sampleInterval: 0, maxBufferSize: 3 }});
        console.log('interval ' + small.sampleInterval);
        let smallFull = 0;
        small.addEventListener('samplebufferfull', () => smallFull++);
        untilFull(25, spin).then(async big => {{
          console.log('TRACE ' + JSON.stringify(big));
          const trace = await small.stop();
          console.log('TRACE ' + JSON.stringify(trace));
          console.log('small full events ' + smallFull + ', same trace ' + (trace === await small.stop()));
          const none = new Profiler({{ sampleInterval: 3, maxBufferSize: 0 }});
          console.log('interval ' + none.sampleInterval);
          console.log('TRACE ' + JSON.stringify(await none.stop()));
        }});
        </script>"
    );
    let (logs, traces) = run(
        "profile-buffer",
        &[("a.test/index.html", &page), ("a.test/index.html.headers", POLICY)],
        "https://a.test/",
    );
    assert_eq!(traces[0]["samples"].as_array().expect("big").len(), 25);
    assert_eq!(traces[1]["samples"].as_array().expect("small").len(), 3);
    assert_eq!(traces[2]["samples"].as_array().expect("none").len(), 0);
    assert!(logs.contains(&"small full events 1, same trace true".to_string()), "{logs:?}");
    // 0 is the base interval (1 ms here); 3 ms is a multiple of it.
    assert!(logs.contains(&"interval 1".to_string()) && logs.contains(&"interval 3".to_string()), "{logs:?}");
}

#[test]
fn dedicated_workers_follow_their_owner_documents_policy() {
    let worker = "const r = []; for (const size of [0]) { try { const p = new Profiler({ sampleInterval: 10, maxBufferSize: 5 }); r.push('started ' + p.sampleInterval); p.stop(); } catch (e) { r.push(e.name); } } postMessage(r.join());";
    let page = "<script>const w = new Worker('worker.js'); w.onmessage = e => console.log('worker: ' + e.data);\
                performance.profile({ sampleInterval: -1, maxBufferSize: 1 }).catch(e => console.log('page: ' + e.name));</script>";
    for (policy, expected) in [(Some(POLICY), "worker: started 10"), (None, "worker: NotAllowedError")] {
        let mut files = vec![("a.test/index.html", page), ("a.test/worker.js", worker)];
        if let Some(policy) = policy {
            files.push(("a.test/index.html.headers", policy));
        }
        let (logs, _) = run(
            if policy.is_some() { "profile-worker" } else { "profile-worker-off" },
            &files,
            "https://a.test/",
        );
        assert!(logs.contains(&expected.to_string()), "{logs:?}");
        // RangeError comes before the policy check, as the draft orders them.
        assert!(logs.contains(&"page: RangeError".to_string()), "{logs:?}");
    }
}
