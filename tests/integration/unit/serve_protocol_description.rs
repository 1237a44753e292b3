//! Unit tests of `serve::protocol_description` (src/serve/protocol_description.rs).
use framescope::serve::protocol_description::*;
use serde_json::Value;

#[test]
fn v8s_domains_and_framescopes_are_described_with_their_events() {
    let description = protocol_description();
    let domains = description["domains"].as_array().expect("domains");
    let domain =
        |name: &str| domains.iter().find(|d| d["domain"] == name).unwrap_or_else(|| panic!("{name}"));
    let has = |d: &Value, kind: &str, name: &str| {
        d[kind].as_array().is_some_and(|l| l.iter().any(|c| c["name"] == name))
    };
    assert!(has(domain("Runtime"), "commands", "evaluate"));
    assert!(has(domain("HeapProfiler"), "events", "addHeapSnapshotChunk"));
    assert!(has(domain("Page"), "events", "loadEventFired"));
    assert!(has(domain("Framescope"), "commands", "measureMemory"));
}
