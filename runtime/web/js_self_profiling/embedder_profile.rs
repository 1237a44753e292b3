//! Profiling for the embedder (`framescope run --profile`): one V8 profile over the whole
//! run, from before the page loads until it is idle, whose trace is built for each realm
//! asked for; and the traces of the page's own profilers (its workers' too), kept as they
//! stop.
//!
//! The embedder's profile needs no document policy (it is not the page's), runs on the
//! same `CpuProfiler` as the page's sessions (one per isolate, [`super::profiling_session`]),
//! and keeps each realm's frames by the realm that compiled their script, as a page's
//! trace does, but whatever the script's origin: it is for the user, as a browser's
//! developer tools are.
use std::rc::Rc;

use super::profiling_session::{ProfilingSessions, RecordedTrace, Visibility, realm_trace, stop_session};
use super::sample_interval::supported_interval_us;
use super::trace::ProfilerTrace;
use crate::bindings::cpu_profiler::{ProfilerId, ProfilingMode, ProfilingOptions};
use crate::runtime::group::GroupState;
use crate::runtime::realm::{RealmId, RealmInfo};

/// The embedder's running profile.
pub struct EmbedderProfile {
    profile: ProfilerId,
    /// The interval used, in ms: the one asked for, rounded up to a multiple of the
    /// group's base interval (as a page's Profiler's is).
    pub sample_interval_ms: f64,
}

/// Starts the embedder's profile, sampling every `sample_interval_ms` (rounded up to a
/// supported interval) with no limit on the number of samples.
pub fn start(
    isolate: &mut v8::Isolate,
    state: &Rc<GroupState>,
    sample_interval_ms: f64,
) -> Result<EmbedderProfile, String> {
    if !(sample_interval_ms.is_finite() && sample_interval_ms >= 0.0) {
        return Err(format!("the sample interval must be a number of ms >= 0, not {sample_interval_ms}"));
    }
    let interval_us =
        supported_interval_us(sample_interval_ms, state.options.profiler_base_interval_us.max(1));
    let options = ProfilingOptions {
        mode: ProfilingMode::LeafNodeLineNumbers,
        max_samples: None,
        sampling_interval_us: interval_us,
        filter_context: None,
    };
    let profile = ProfilingSessions::of(state)
        .with_profiler(isolate, state, |isolate, profiler| profiler.start(isolate, &options, None))?
        .map_err(|e| format!("cannot start the profile: {e}"))?;
    Ok(EmbedderProfile { profile, sample_interval_ms: f64::from(interval_us) / 1000.0 })
}

/// Stops the embedder's profile; the trace of each of `realms` (known to the group), in
/// their order.
pub fn stop(
    isolate: &mut v8::Isolate,
    state: &Rc<GroupState>,
    profile: EmbedderProfile,
    realms: &[RealmId],
) -> Vec<(RealmInfo, ProfilerTrace)> {
    let Some(cpu_profile) = ProfilingSessions::of(state).stop_profile(isolate, profile.profile) else {
        return Vec::new();
    };
    realms
        .iter()
        .filter_map(|&id| state.info(id))
        .map(|realm| {
            let mut trace = realm_trace(isolate, state, &realm, &cpu_profile, Visibility::ToTheEmbedder);
            // From the realm's time origin on: before, it did not exist.
            trace.samples.retain(|sample| sample.timestamp >= 0.0);
            (realm, trace)
        })
        .collect()
}

/// The page's profilers' traces kept so far (`GroupOptions::record_profiler_traces`), in
/// the order they stopped — a dedicated worker's as they reached the owner — then those
/// of profilers still running, which are stopped now (`true` beside those). The page's
/// own `stop()` afterwards returns an empty trace.
pub fn take_page_traces(isolate: &mut v8::Isolate, state: &Rc<GroupState>) -> Vec<(RecordedTrace, bool)> {
    let sessions = ProfilingSessions::of(state);
    let stopped_before = sessions.recorded.borrow().len();
    for id in sessions.running_ids() {
        stop_session(isolate, state, id);
    }
    let recorded = std::mem::take(&mut *sessions.recorded.borrow_mut());
    recorded.into_iter().enumerate().map(|(i, trace)| (trace, i >= stopped_before)).collect()
}

/// In a worker: the traces its profilers produced since the last call (stopped ones), to
/// send to the owner.
pub fn drain_stopped_traces(state: &GroupState) -> Vec<RecordedTrace> {
    std::mem::take(&mut *ProfilingSessions::of(state).recorded.borrow_mut())
}

/// In the owner: a trace from the worker whose realm here is `realm`, kept with the page's.
pub fn add_worker_trace(state: &GroupState, realm: RealmId, payload: Box<dyn std::any::Any + Send>) {
    if let Ok(trace) = payload.downcast::<RecordedTrace>() {
        let url = state.info(realm).map_or(trace.url.clone(), |info| info.url.to_string());
        ProfilingSessions::of(state).recorded.borrow_mut().push(RecordedTrace { realm, url, ..*trace });
    }
}
