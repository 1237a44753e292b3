//! framescope's own protocol domain, `Framescope`: what the page model measures, over CDP.
//! - `getRealms`: every realm of the group with its origin, URL, container, attribution
//!   token and frame id;
//! - `measureMemory`: the `measureUserAgentSpecificMemory()` result for the page, without the
//!   page's security gate (as `framescope run --measure-memory`);
//! - `takeCensus`: Debugger.Memory's census of each window realm's heap items (by coarse
//!   type, and the classes with the most bytes), without a collection first;
//! - `getProfilerTraces`: the `ProfilerTrace`s the page's JS Self-Profiling profilers
//!   produced since the last call (a profiler still running is stopped first), with their
//!   realm's URL and frame id;
//! - `getEmulation`: the Emulation overrides a client set (src/serve/emulation.rs).
use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::{Value, json};

use super::page::Page;
use super::protocol::{self, Command};
use crate::bindings::v8_internal::CoarseType;

/// A realm's census: (count, bytes) by coarse type, and by class.
type RealmCensus = (BTreeMap<&'static str, (u64, u64)>, BTreeMap<String, (u64, u64)>);

/// How many classes `takeCensus` lists per realm (those with the most bytes).
const TOP_CLASSES: usize = 20;

impl Page {
    /// Answers a `Framescope.*` command.
    pub(super) fn framescope_command(&mut self, command: &Command) -> String {
        match command.method.as_str() {
            "Framescope.getEmulation" => command.reply(json!({ "overrides": self.emulation.to_json() })),
            "Framescope.getRealms" => {
                let realms: Vec<Value> = self
                    .group
                    .realms()
                    .iter()
                    .map(|realm| {
                        let mut value = serde_json::to_value(realm).unwrap_or(Value::Null);
                        if let Some(object) = value.as_object_mut() {
                            object.insert("frameId".into(), json!(self.frame_id(realm.id)));
                        }
                        value
                    })
                    .collect();
                command.reply(json!({ "realms": realms }))
            }
            "Framescope.measureMemory" => match self.group.measure_memory(Duration::from_secs(30)) {
                Some(measurement) => command.reply(serde_json::to_value(measurement).unwrap_or(Value::Null)),
                None => command.fail(protocol::SERVER_ERROR, "the measurement did not finish within 30 s"),
            },
            "Framescope.takeCensus" => self.take_census(command),
            "Framescope.getProfilerTraces" => {
                let traces: Vec<Value> = self
                    .group
                    .take_page_traces()
                    .into_iter()
                    .map(|(recorded, still_running)| {
                        json!({
                            "url": recorded.url,
                            "frameId": self.frame_id(recorded.realm),
                            "profiler": recorded.profiler,
                            "sampleInterval": recorded.sample_interval_ms,
                            "stoppedByFramescope": still_running,
                            "trace": serde_json::to_value(&recorded.trace).unwrap_or(Value::Null),
                        })
                    })
                    .collect();
                command.reply(json!({ "traces": traces }))
            }
            _ => command.unknown(),
        }
    }

    fn take_census(&mut self, command: &Command) -> String {
        let realms = self.window_realms();
        let census = self.group.census(&realms);
        let mut per_realm: Vec<RealmCensus> = realms.iter().map(|_| Default::default()).collect();
        for kind in &census.kinds {
            let Some((coarse, classes)) = per_realm.get_mut(kind.realm) else { continue };
            let name = match kind.coarse {
                CoarseType::Objects => "objects",
                CoarseType::Scripts => "scripts",
                CoarseType::Strings => "strings",
                CoarseType::Other => "other",
            };
            let entry = coarse.entry(name).or_default();
            entry.0 += kind.count;
            entry.1 += kind.bytes;
            if matches!(kind.coarse, CoarseType::Objects) && !kind.class_name.is_empty() {
                let class =
                    if kind.constructor_name.is_empty() { &kind.class_name } else { &kind.constructor_name };
                let entry = classes.entry(class.clone()).or_default();
                entry.0 += kind.count;
                entry.1 += kind.bytes;
            }
        }
        let state = self.group.state().clone();
        let list: Vec<Value> = realms
            .iter()
            .zip(per_realm)
            .map(|(realm, (coarse, classes))| {
                let mut classes: Vec<(String, (u64, u64))> = classes.into_iter().collect();
                classes.sort_by(|a, b| b.1.1.cmp(&a.1.1).then_with(|| a.0.cmp(&b.0)));
                classes.truncate(TOP_CLASSES);
                let by_type: serde_json::Map<String, Value> = coarse
                    .into_iter()
                    .map(|(name, (count, bytes))| (name.to_string(), json!({ "count": count, "bytes": bytes })))
                    .collect();
                json!({
                    "frameId": self.frame_id(*realm),
                    "url": state.info(*realm).map(|i| i.url.to_string()).unwrap_or_default(),
                    "byCoarseType": by_type,
                    "topClasses": classes.into_iter().map(|(name, (count, bytes))| json!({ "name": name, "count": count, "bytes": bytes })).collect::<Vec<_>>(),
                })
            })
            .collect();
        command.reply(json!({ "realms": list, "visited": census.visited }))
    }
}
