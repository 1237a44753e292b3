//! The [Performance](https://chromedevtools.github.io/devtools-protocol/tot/Performance/)
//! domain's run-time metrics (what Puppeteer's `page.metrics()` reads) and
//! [`Memory.getDOMCounters`](https://chromedevtools.github.io/devtools-protocol/tot/Memory/#method-getDOMCounters),
//! from the page model:
//! - `Documents`, `Frames`: the group's live window documents (each frame has one);
//! - `Nodes`: the nodes of their documents' (shadow-including) trees; nodes no document
//!   holds are not counted, where Chrome counts every live node;
//! - `JSEventListeners`: the listeners added with `addEventListener` and not removed;
//! - `JSHeapUsedSize`, `JSHeapTotalSize`: the page isolate's heap statistics;
//! - `TaskDuration`: CPU time of the page's thread in its event loop's turns; and
//!   `ScriptDuration` the same, since every task of framescope's is JavaScript (the
//!   platform's own included: there is no style, layout or paint to subtract);
//! - `Timestamp`: seconds of the monotonic clock, as `Page.lifecycleEvent`'s.
use std::time::Duration;

use serde_json::{Value, json};

use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::realm::RealmId;

/// The counters of the group's window documents.
pub struct DomCounters {
    pub documents: u64,
    pub nodes: u64,
    pub listeners: u64,
}

pub fn dom_counters(group: &mut BrowsingContextGroup, realms: &[RealmId]) -> DomCounters {
    let mut counters = DomCounters { documents: 0, nodes: 0, listeners: 0 };
    for realm in realms {
        if let Some((nodes, listeners)) = group.dom_counters(*realm) {
            counters.documents += 1;
            counters.nodes += nodes;
            counters.listeners += listeners;
        }
    }
    counters
}

/// `Performance.getMetrics`'s `metrics`.
pub fn metrics(group: &mut BrowsingContextGroup, realms: &[RealmId], task_time: Duration) -> Value {
    let counters = dom_counters(group, realms);
    let heap = group.isolate_mut().get_heap_statistics();
    let metric = |name: &str, value: f64| json!({ "name": name, "value": value });
    json!([
        metric("Timestamp", super::frames::monotonic_time(crate::runtime::web::performance::hr_time::now())),
        metric("Documents", counters.documents as f64),
        metric("Frames", counters.documents as f64),
        metric("JSEventListeners", counters.listeners as f64),
        metric("Nodes", counters.nodes as f64),
        metric("ScriptDuration", task_time.as_secs_f64()),
        metric("TaskDuration", task_time.as_secs_f64()),
        metric("JSHeapUsedSize", heap.used_heap_size() as f64),
        metric("JSHeapTotalSize", heap.total_heap_size() as f64),
    ])
}

/// `Memory.getDOMCounters`'s result.
pub fn dom_counters_json(group: &mut BrowsingContextGroup, realms: &[RealmId]) -> Value {
    let counters = dom_counters(group, realms);
    json!({ "documents": counters.documents, "nodes": counters.nodes, "jsEventListeners": counters.listeners })
}
