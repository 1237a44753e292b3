//! `framescope run --profile`: each ProfilerTrace of a run exported for the tools people
//! read profiles with. Per trace, in the output folder:
//!
//! | file | format | opens in |
//! |---|---|---|
//! | `NAME.trace.json` | the [ProfilerTrace](https://wicg.github.io/js-self-profiling/#the-profilertrace-dictionary) itself | anything that reads the API's result |
//! | `NAME.cpuprofile` | [Chrome DevTools' `Profiler.Profile`](https://chromedevtools.github.io/devtools-protocol/tot/Profiler/#type-Profile) | DevTools' Performance panel, VS Code, speedscope |
//! | `NAME.speedscope.json` | [speedscope's file format](https://www.speedscope.app/file-format-schema.json) | speedscope |
//! | `NAME.gecko.json` | [the Gecko profile format](https://github.com/firefox-devtools/profiler/blob/main/docs-developer/gecko-profile-format.md) | the Firefox Profiler |
//! | `NAME.svg` | a flame graph ([inferno]) | a browser |
//!
//! Each format is built from the trace alone: its samples in time order, each lasting
//! until the next (the last one for the sample interval).
pub mod cpuprofile;
pub mod flame_graph;
pub mod gecko;
pub mod speedscope;

use std::path::{Path, PathBuf};

use crate::atomic_file;
use crate::runtime::group::BrowsingContextGroup;
use crate::runtime::realm::{RealmId, Scope};
use crate::runtime::report::ProfileReport;
use crate::runtime::web::js_self_profiling::embedder_profile::EmbedderProfile;
use crate::runtime::web::js_self_profiling::trace::ProfilerTrace;

/// A trace to export, and what it is.
pub struct Profile<'a> {
    /// The files' common name (no extension).
    pub name: &'a str,
    /// What the tools show as its title: whose trace, of which page.
    pub title: &'a str,
    /// The interval sampled at (ms), when known: how long the last sample lasts.
    pub sample_interval_ms: Option<f64>,
    pub trace: &'a ProfilerTrace,
}

impl Profile<'_> {
    /// How long each sample lasts (ms): until the next one; the last, for the interval.
    pub fn durations(&self) -> Vec<f64> {
        let samples = &self.trace.samples;
        let last = self.sample_interval_ms.unwrap_or(0.0);
        (0..samples.len())
            .map(|i| samples.get(i + 1).map_or(last, |next| (next.timestamp - samples[i].timestamp).max(0.0)))
            .collect()
    }

    /// The frames of sample `index`'s stack, root first (none for a sample with no stack).
    pub fn sample_frames(&self, index: usize) -> Vec<u32> {
        let stack = self.trace.samples.get(index).and_then(|s| s.stack_id);
        let mut frames = stack.map(|id| self.trace.stack_frames(id)).unwrap_or_default();
        frames.reverse();
        frames
    }
}

/// The file name suffixes of the exports, in the order they are written.
pub const EXPORTS: [&str; 5] = [".trace.json", ".cpuprofile", ".speedscope.json", ".gecko.json", ".svg"];

/// Writes every export of `profile` into `dir` (made if missing), each file atomically;
/// the paths written.
pub fn export(dir: &Path, profile: &Profile<'_>) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let json = |value: &serde_json::Value| serde_json::to_vec(value).map_err(|e| e.to_string());
    let trace = serde_json::to_value(profile.trace).map_err(|e| e.to_string())?;
    let contents: [Vec<u8>; 5] = [
        json(&trace)?,
        json(&cpuprofile::cpuprofile(profile))?,
        json(&speedscope::speedscope(profile))?,
        json(&gecko::gecko(profile))?,
        flame_graph::svg(profile)?,
    ];
    let mut written = Vec::new();
    for (suffix, bytes) in EXPORTS.iter().zip(contents) {
        let path = dir.join(format!("{}{suffix}", profile.name));
        atomic_file::write(&path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}

/// `framescope run`'s profiling options.
pub struct ProfileOptions {
    /// `--sample-interval` (ms), or the group's base interval.
    pub sample_interval_ms: Option<f64>,
    /// `--profile-out`.
    pub out_dir: PathBuf,
}

/// How many functions the summary lists per trace.
const TOP_FUNCTIONS: usize = 10;

/// A run being profiled: framescope's own profile, and the page's profilers' traces kept.
pub struct RunProfiling {
    options: ProfileOptions,
    profile: EmbedderProfile,
}

impl RunProfiling {
    /// Starts profiling `group` (before its page loads): framescope's profile; the page's
    /// own profilers' traces are kept by the group (made with
    /// `GroupOptions::record_profiler_traces`).
    pub fn start(group: &mut BrowsingContextGroup, options: ProfileOptions) -> Result<Self, String> {
        std::fs::create_dir_all(&options.out_dir)
            .map_err(|e| format!("cannot make the profile folder {}: {e}", options.out_dir.display()))?;
        let base_ms = f64::from(group.state().options.profiler_base_interval_us) / 1000.0;
        if !group.state().options.record_profiler_traces {
            return Err(
                "the group must be made with GroupOptions::record_profiler_traces to profile it".into()
            );
        }
        let profile = group.start_profile(options.sample_interval_ms.unwrap_or(base_ms))?;
        Ok(Self { options, profile })
    }

    /// The interval framescope's profile samples at (ms).
    pub fn sample_interval_ms(&self) -> f64 {
        self.profile.sample_interval_ms
    }

    /// Stops profiling and exports every trace: framescope's, one per top-level document
    /// (the page's, and windows it opened), then the page's profilers' (stopping those
    /// still running). Returns what was profiled, and the exports that failed (the others
    /// are written all the same).
    pub fn finish(self, group: &mut BrowsingContextGroup) -> (Vec<ProfileReport>, Vec<String>) {
        let interval = self.profile.sample_interval_ms;
        let tops: Vec<RealmId> = group
            .realms()
            .iter()
            .filter(|r| r.parent.is_none() && r.scope == Scope::Window)
            .map(|r| r.id)
            .collect();
        let mut profiles: Vec<(ProfileReport, ProfilerTrace, String)> = Vec::new();
        for (realm, trace) in group.stop_profile(self.profile, &tops) {
            let mut report =
                ProfileReport::of(format!("top-{}", realm.id), "run", &realm, &trace, TOP_FUNCTIONS);
            report.sample_interval_ms = Some(interval);
            let title = format!("framescope run --profile: {}", realm.url);
            profiles.push((report, trace, title));
        }
        for (recorded, still_running) in group.take_page_traces() {
            let Some(realm) = group.state().info(recorded.realm) else { continue };
            let name = format!("profiler-{}-realm-{}", recorded.profiler, recorded.realm);
            let mut report = ProfileReport::of(name, "page", &realm, &recorded.trace, TOP_FUNCTIONS);
            report.sample_interval_ms = Some(recorded.sample_interval_ms);
            report.still_running = still_running;
            let title = format!("Profiler {} of {}", recorded.profiler, realm.url);
            profiles.push((report, recorded.trace, title));
        }
        let mut failures = Vec::new();
        let reports = profiles
            .into_iter()
            .map(|(mut report, trace, title)| {
                let profile = Profile {
                    name: &report.name,
                    title: &title,
                    sample_interval_ms: report.sample_interval_ms,
                    trace: &trace,
                };
                match export(&self.options.out_dir, &profile) {
                    Ok(paths) => report.files = paths.iter().map(|p| p.display().to_string()).collect(),
                    Err(error) => failures.push(error),
                }
                report
            })
            .collect();
        (reports, failures)
    }
}
