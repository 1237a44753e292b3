//! The result of `framescope run`: the JSON report and the human summary.
use serde::Serialize;

use super::console::ConsoleMessage;
use super::event_loop::Outcome;
use super::group::{BrowsingContextGroup, PageError};
use super::realm::{RealmId, RealmInfo};
use super::web::js_self_profiling::trace::ProfilerTrace;
use super::web::measure_memory::measurement::MemoryMeasurement;

/// What a run produced. Later issues add their results here.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// The page that was run.
    pub page: String,
    pub realms: Vec<RealmReport>,
    pub console: Vec<ConsoleMessage>,
    /// Console messages not kept (the capture is bounded: see `console::MAX_MESSAGES`).
    pub console_dropped: usize,
    pub errors: Vec<PageError>,
    pub outcome: Outcome,
    /// `--measure-memory`: the group's memory as its top-level realm measures it (the
    /// `measureUserAgentSpecificMemory()` shape, largest entry first, no empty entry).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub measurement: Option<MemoryMeasurement>,
    /// `--profile`: each trace of the run (the embedder's of each top-level document, the
    /// page's own profilers'), what it holds and where it was exported.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub profiles: Vec<ProfileReport>,
    /// The group's cookie jar at the end of the run (none: no key).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cookies: Vec<crate::runtime::loader::cookie_jar::ListedCookie>,
}

/// One profile of the run.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfileReport {
    /// The exported files' common name (`top-1`, `profiler-3-realm-2`).
    pub name: String,
    /// Whose trace: `"run"` (framescope's profile of a top-level document) or `"page"`
    /// (a `Profiler` the page made).
    pub source: &'static str,
    pub realm: RealmId,
    pub url: String,
    /// The interval sampled at, in ms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample_interval_ms: Option<f64>,
    /// A page profiler still running when the run ended (framescope stopped it).
    pub still_running: bool,
    pub samples: usize,
    /// Samples with a stack of the realm's own code.
    pub samples_with_stack: usize,
    /// The functions most often on top of the stack: `(label, self samples)`.
    pub top_functions: Vec<TopFunction>,
    /// The files written, by format.
    pub files: Vec<String>,
}

/// A function and how many samples had it on top of the stack.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TopFunction {
    /// `name url:line:column`, or a builtin's name.
    pub function: String,
    pub self_samples: usize,
}

impl ProfileReport {
    /// What `trace` holds (`files` are added by whoever writes them); `top` functions.
    pub fn of(
        name: String,
        source: &'static str,
        realm: &RealmInfo,
        trace: &ProfilerTrace,
        top: usize,
    ) -> Self {
        let top_functions = trace
            .self_samples()
            .into_iter()
            .take(top)
            .map(|(frame, self_samples)| TopFunction { function: trace.frame_label(frame), self_samples })
            .collect();
        Self {
            name,
            source,
            realm: realm.id,
            url: realm.url.to_string(),
            sample_interval_ms: None,
            still_running: false,
            samples: trace.samples.len(),
            samples_with_stack: trace.samples.iter().filter(|s| s.stack_id.is_some()).count(),
            top_functions,
            files: Vec::new(),
        }
    }

    fn summary(&self, out: &mut String) {
        let whose = match self.source {
            "run" => "framescope's profile of".to_string(),
            _ => format!(
                "a page Profiler{} in",
                if self.still_running { " (still running at the end)" } else { "" }
            ),
        };
        let interval = self.sample_interval_ms.map(|ms| format!(" every {ms} ms")).unwrap_or_default();
        out.push_str(&format!(
            "  {}: {whose} [{}] {}: {} sample(s){interval}, {} with a stack\n",
            self.name, self.realm, self.url, self.samples, self.samples_with_stack
        ));
        if !self.top_functions.is_empty() {
            out.push_str("    self samples  function\n");
        }
        for function in &self.top_functions {
            let share = 100.0 * function.self_samples as f64 / self.samples.max(1) as f64;
            out.push_str(&format!(
                "    {:>6} {:>5.1}%  {}\n",
                function.self_samples, share, function.function
            ));
        }
        for file in &self.files {
            out.push_str(&format!("    written: {file}\n"));
        }
    }
}

/// What opens each exported profile file (after the profiles' summaries).
const PROFILE_VIEWERS: &str = "  open them with: .cpuprofile: Chrome DevTools' Performance panel (\"Load profile\") or VS Code; \
.speedscope.json: speedscope; .gecko.json: the Firefox Profiler (\"Load a profile from file\"); \
.svg: a flame graph, any browser; .trace.json: the ProfilerTrace the page's Profiler gives\n";

/// A realm in the report: what the runtime knows of it, and its performance timeline.
#[derive(Debug, Serialize)]
pub struct RealmReport {
    #[serde(flatten)]
    pub info: RealmInfo,
    /// `{timeOrigin, entries}`: `performance.timeOrigin` and every entry of the realm's
    /// performance entry buffer, in chronological order, as `toJSON()` gives it (plus a
    /// mark's or measure's `detail`, as JSON). `null` when the realm never had one (a
    /// worker that did not start).
    pub timeline: Option<serde_json::Value>,
    /// Whether the realm had a V8 context: `false` for a frame's initial about:blank that
    /// nothing reached (its context is made on first use, as in Chrome:
    /// `runtime/navigation/initial_about_blank.rs`).
    #[serde(rename = "scriptContext")]
    pub script_context: bool,
}

impl std::ops::Deref for RealmReport {
    type Target = RealmInfo;
    fn deref(&self) -> &RealmInfo {
        &self.info
    }
}

impl Report {
    pub fn new(page: String, group: &mut BrowsingContextGroup, outcome: Outcome) -> Self {
        let realms = group
            .realms()
            .into_iter()
            .map(|info| {
                let timeline = group.timeline(info.id, None).map(|mut t| {
                    if let Some(t) = t.as_object_mut() {
                        t.remove("version");
                    }
                    t
                });
                let script_context = !group.state().is_deferred(info.id);
                RealmReport { info, timeline, script_context }
            })
            .collect();
        let state = group.state();
        Self {
            page,
            realms,
            console: state.console_messages(),
            console_dropped: state.console.dropped(),
            errors: state.errors(),
            outcome,
            measurement: None,
            profiles: Vec::new(),
            cookies: state.hosts.cookie_jar().list(),
        }
    }

    /// The human summary: the realm tree, console output, errors and the outcome.
    pub fn summary(&self) -> String {
        let mut out = format!("framescope run {}\n\nrealms:\n", self.page);
        for realm in self.realms.iter().filter(|r| r.parent.is_none()) {
            self.write_realm(&mut out, realm, 1);
        }
        if let Some(measurement) = &self.measurement {
            out.push_str(&memory_table(measurement));
        }
        if !self.profiles.is_empty() {
            out.push_str("\nprofiles (top functions by self samples):\n");
            for profile in &self.profiles {
                profile.summary(&mut out);
            }
            if self.profiles.iter().any(|p| !p.files.is_empty()) {
                out.push_str(PROFILE_VIEWERS);
            }
        }
        if !self.console.is_empty() {
            out.push_str("\nconsole:\n");
            for message in &self.console {
                out.push_str(&format!(
                    "  [{}] console.{}: {}\n",
                    super::realm::realm_label(message.realm),
                    message.level.as_str(),
                    message.text
                ));
            }
        }
        if self.console_dropped > 0 {
            out.push_str(&format!(
                "  ({} more console message(s) dropped: at most {} messages or {} MiB are kept)\n",
                self.console_dropped,
                super::console::MAX_MESSAGES,
                super::console::MAX_BYTES >> 20
            ));
        }
        if !self.errors.is_empty() {
            out.push_str("\nerrors:\n");
            for error in &self.errors {
                let realm = error
                    .realm
                    .map(|r| format!("[{}] ", super::realm::realm_label(r.get())))
                    .unwrap_or_default();
                let location = error.location.as_ref().map(|l| format!(" ({l})")).unwrap_or_default();
                out.push_str(&format!("  {realm}{} error: {}{location}\n", error.kind, error.message));
            }
        }
        let outcome = match self.outcome {
            Outcome::Idle => "the event loop went idle",
            Outcome::Timeout => "stopped at the timeout with work pending",
            Outcome::Interrupted => "interrupted (by a signal) before it ended",
            Outcome::OutOfMemory => "stopped at the heap limit (out of memory)",
        };
        out.push_str(&format!(
            "\n{} realm(s), {} console message(s), {} error(s); {outcome}\n",
            self.realms.len(),
            self.console.len(),
            self.errors.len()
        ));
        out
    }

    fn write_realm(&self, out: &mut String, realm: &RealmReport, depth: usize) {
        let indent = "  ".repeat(depth);
        let container = realm
            .container
            .as_ref()
            .map(|c| {
                format!(
                    " in <{} id={:?} src={:?}>",
                    serde_json::to_value(c.kind)
                        .ok()
                        .and_then(|v| v.as_str().map(String::from))
                        .unwrap_or_default(),
                    c.id,
                    c.src
                )
            })
            .unwrap_or_default();
        let token = &realm.attribution_token;
        let token_container = token
            .container
            .as_ref()
            .map(|c| format!("id={:?} src={:?}", c.id, c.src))
            .unwrap_or_else(|| "null".into());
        let detached = if realm.detached { " (detached)" } else { "" };
        // A window `window.open` made: a top-level tree of its own, with its opener.
        let opened = match (realm.opening.opened, realm.opening.opener) {
            (true, Some(opener)) => format!(" (opened by [{opener}])"),
            (true, None) if realm.opening.group != 0 => " (opened, in another browsing context group)".into(),
            (true, None) => " (opened, no opener)".into(),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{indent}[{}] {} ({:?}, origin {}){container}{opened}{detached}\n{indent}    attribution token: container {token_container}, cross-origin aggregated {}\n",
            realm.id,
            realm.url,
            realm.scope,
            realm.origin.ascii_serialization(),
            token.cross_origin_aggregated
        ));
        if let Some(entries) = realm.timeline.as_ref().and_then(|t| t["entries"].as_array()) {
            let mut counts: Vec<(&str, usize)> = Vec::new();
            for entry in entries {
                let kind = entry["entryType"].as_str().unwrap_or("?");
                match counts.iter_mut().find(|(k, _)| *k == kind) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((kind, 1)),
                }
            }
            let counts: Vec<String> = counts.iter().map(|(k, n)| format!("{n} {k}")).collect();
            let counts = if counts.is_empty() { "empty".to_string() } else { counts.join(", ") };
            out.push_str(&format!("{indent}    performance timeline: {counts}\n"));
        }
        if !realm.script_context {
            out.push_str(&format!("{indent}    no script context: nothing reached its window\n"));
        }
        for child in self.realms.iter().filter(|r| r.parent == Some(realm.id)) {
            self.write_realm(out, child, depth + 1);
        }
    }
}

/// The measurement as a table, one row per attribution (url, container, scope, bytes of
/// its entry), largest first; shared memory as a row of its own.
fn memory_table(measurement: &MemoryMeasurement) -> String {
    let mut rows: Vec<[String; 4]> = Vec::new();
    for entry in &measurement.breakdown {
        let bytes = format_bytes(entry.bytes);
        if entry.attribution.is_empty() {
            let types = entry.types.as_deref().unwrap_or_default().join(", ");
            rows.push([format!("({types})"), String::new(), String::new(), bytes]);
            continue;
        }
        for (i, a) in entry.attribution.iter().enumerate() {
            let container = a
                .container
                .as_ref()
                .map(|c| format!("id={:?} src={:?}", c.id, c.src))
                .unwrap_or_else(|| "-".into());
            let bytes = if i == 0 { bytes.clone() } else { "\u{2033}".to_string() };
            rows.push([a.url.clone(), container, a.scope.clone(), bytes]);
        }
    }
    let header = ["url", "container", "scope", "bytes"].map(String::from);
    let widths: Vec<usize> = (0..4)
        .map(|c| rows.iter().chain([&header]).map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let line = |r: &[String; 4]| {
        format!(
            "  {:<w0$}  {:<w1$}  {:<w2$}  {:>w3$}\n",
            r[0],
            r[1],
            r[2],
            r[3],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2],
            w3 = widths[3]
        )
    };
    let mut out = format!(
        "\nmemory (measured from the top-level realm): {} in total\n",
        format_bytes(measurement.bytes)
    );
    out.push_str(&line(&header));
    for row in &rows {
        out.push_str(&line(row));
    }
    out
}

/// Bytes with a unit a person reads (`12.3 MB`), and the exact count.
pub fn format_bytes(bytes: u64) -> String {
    const MB: f64 = 1024.0 * 1024.0;
    match bytes {
        b if b >= 1024 * 1024 => format!("{:.1} MB", b as f64 / MB),
        b if b >= 1024 => format!("{:.1} KB", b as f64 / 1024.0),
        b => format!("{b} B"),
    }
}
