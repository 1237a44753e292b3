//! [Profiling sessions](https://wicg.github.io/js-self-profiling/#profiling-sessions) of a
//! group's realms, on V8's `CpuProfiler`.
//!
//! Design: one `CpuProfiler` per isolate (made with the first session, logging code
//! eagerly from then on; its base sampling
//! interval is the group's base interval), and one V8 profile per session, started with
//! the session's own interval and `max_samples` = its `maxBufferSize`. V8 samples at the
//! common interval of the running profiles and gives each profile only the samples of its
//! own interval, so concurrent Profilers — in one realm or several — each get their own
//! buffer and their own limit. V8's `filter_context` is not used: it judges a sample by the
//! isolate's current context, which JIT code updates only on calls into C++, so frames are
//! kept or dropped afterwards, by the realm that compiled their script ([`super::trace`]).
//!
//! A session whose buffer is full is stopped and its Profiler gets `samplebufferfull`:
//! V8 tells at the first sample past the limit (a platform task), which queues
//! `Task::ProfilerBufferFull`; that task calls the Profiler's JavaScript in its realm.
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use super::document_policy::allows_js_profiling;
use super::sample_interval::supported_interval_us;
use super::trace::{ProfilerTrace, ScriptKind, TraceOptions, build_trace};
use crate::bindings::cpu_profiler::{
    CpuProfile, CpuProfiler, LoggingMode, NamingMode, ProfilerId, ProfilingMode, ProfilingOptions,
    StartError, monotonic_now_us,
};
use crate::runtime::event_loop::Task;
use crate::runtime::event_loop::callbacks::{call_steps, run_in_realm};
use crate::runtime::group::GroupState;
use crate::runtime::realm::{RealmId, RealmInfo};
use crate::runtime::script_realms::ScriptRealms;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::web_error::{WebError, WebResult};

/// A running session.
struct Session {
    realm: RealmId,
    profile: ProfilerId,
    interval_us: u32,
    /// The Profiler's step for a full buffer (stop, fire `samplebufferfull`).
    on_buffer_full: v8::Global<v8::Function>,
}

/// The group's profiling sessions (in its Web APIs' state).
#[derive(Default)]
pub struct ProfilingSessions {
    profiler: RefCell<Option<CpuProfiler>>,
    sessions: RefCell<HashMap<u64, Session>>,
    next_id: Cell<u64>,
    /// The traces of stopped sessions (and of a worker's), kept for the embedder when it
    /// asked (`GroupOptions::record_profiler_traces`).
    pub(super) recorded: RefCell<Vec<RecordedTrace>>,
}

/// What the realm's JavaScript gets back from a started session.
pub struct Started {
    pub id: u64,
    /// The interval used, in ms.
    pub sample_interval_ms: f64,
}

impl ProfilingSessions {
    pub fn of(state: &GroupState) -> Rc<Self> {
        state.web.get::<Self>()
    }

    /// How many sessions are running.
    pub fn running(&self) -> usize {
        self.sessions.borrow().len()
    }

    /// The ids of the running sessions.
    pub(super) fn running_ids(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self.sessions.borrow().keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Stops V8 profile `id` (not a session's) and copies it out.
    pub(super) fn stop_profile(&self, isolate: &mut v8::Isolate, id: ProfilerId) -> Option<CpuProfile> {
        self.profiler.borrow().as_ref().and_then(|p| p.stop(isolate, id))
    }

    /// Runs `f` with the isolate's `CpuProfiler`, made the first time (its base interval
    /// the group's).
    pub(super) fn with_profiler<R>(
        &self,
        isolate: &mut v8::Isolate,
        state: &GroupState,
        f: impl FnOnce(&mut v8::Isolate, &CpuProfiler) -> R,
    ) -> Result<R, String> {
        let mut profiler = self.profiler.borrow_mut();
        if profiler.is_none() {
            // Eager logging keeps V8's code map from one profile to the next: with lazy
            // logging it is dropped whenever no profile runs, and code made meanwhile (on-stack
            // replacement code above all) is not logged again, so its samples lose their leaf
            // frames. (Chrome too logs eagerly in documents with the js-profiling policy.)
            let made = CpuProfiler::new(isolate, NamingMode::Debug, LoggingMode::Eager);
            made.set_sampling_interval(state.options.profiler_base_interval_us.max(1))
                .map_err(|e| e.to_string())?;
            *profiler = Some(made);
        }
        match profiler.as_ref() {
            Some(profiler) => Ok(f(isolate, profiler)),
            None => Err("no CPU profiler".into()),
        }
    }
}

/// The [`new Profiler(options)`](https://wicg.github.io/js-self-profiling/#dom-profiler-profiler)
/// constructor steps 1–3 in `realm` (`context` names the caller in error messages).
pub fn start_session(
    scope: &mut v8::PinScope<'_, '_>,
    state: &Rc<GroupState>,
    realm: &RealmInfo,
    sample_interval_ms: f64,
    max_buffer_size: u32,
    on_buffer_full: v8::Local<v8::Function>,
    context: &str,
) -> WebResult<Started> {
    // 1. If options' sampleInterval is less than 0, throw a RangeError.
    if sample_interval_ms < 0.0 {
        return Err(WebError::Range(format!("{context}: sample interval must be non-negative.")));
    }
    // 2. If the js-profiling policy of the document (a dedicated worker's owner document)
    // is false, throw a "NotAllowedError" DOMException.
    if !allows_js_profiling(realm.document_policy.as_deref()) {
        return Err(WebError::dom(
            "NotAllowedError",
            format!(
                "{context}: JS profiling is disabled by Document Policy (the document needs 'Document-Policy: js-profiling')."
            ),
        ));
    }
    // 3. Create a new profiling session: its global object and time origin are the
    // realm's; its sample interval the next supported one; its buffer maxBufferSize.
    let base_us = state.options.profiler_base_interval_us.max(1);
    let interval_us = supported_interval_us(sample_interval_ms, base_us);
    let sessions = ProfilingSessions::of(state);
    let id = sessions.next_id.get() + 1;
    sessions.next_id.set(id);
    let weak: Weak<GroupState> = Rc::downgrade(state);
    let on_discarded = Box::new(move || {
        if let Some(state) = weak.upgrade() {
            state.tasks.borrow_mut().push(Task::ProfilerBufferFull(id));
        }
    });
    let options = ProfilingOptions {
        mode: ProfilingMode::LeafNodeLineNumbers,
        max_samples: Some(max_buffer_size),
        sampling_interval_us: interval_us,
        filter_context: None,
    };
    let started = sessions
        .with_profiler(scope, state, |isolate, profiler| {
            profiler.start(isolate, &options, Some(on_discarded))
        })
        .map_err(|e| WebError::Type(format!("{context}: {e}")))?;
    let profile = started.map_err(|error| match error {
        StartError::TooManyProfilers => {
            WebError::Type(format!("{context}: Reached maximum concurrent amount of profilers."))
        }
        other => WebError::Type(format!("{context}: {other}")),
    })?;
    let on_buffer_full = v8::Global::new(scope, on_buffer_full);
    sessions
        .sessions
        .borrow_mut()
        .insert(id, Session { realm: realm.id, profile, interval_us, on_buffer_full });
    Ok(Started { id, sample_interval_ms: f64::from(interval_us) / 1000.0 })
}

/// Stops session `id` and returns its trace (`None` when it is not running). When the
/// embedder records page traces, a copy is kept for it.
pub fn stop_session(isolate: &mut v8::Isolate, state: &Rc<GroupState>, id: u64) -> Option<ProfilerTrace> {
    let sessions = ProfilingSessions::of(state);
    let session = sessions.sessions.borrow_mut().remove(&id)?;
    let profile = sessions.profiler.borrow().as_ref().and_then(|p| p.stop(isolate, session.profile))?;
    let realm = state.info(session.realm)?;
    let trace = realm_trace(isolate, state, &realm, &profile, Visibility::ToThePage);
    if state.options.record_profiler_traces {
        sessions.recorded.borrow_mut().push(RecordedTrace {
            realm: realm.id,
            url: realm.url.to_string(),
            profiler: id,
            sample_interval_ms: f64::from(session.interval_us) / 1000.0,
            trace: trace.clone(),
        });
    }
    Some(trace)
}

/// Who a trace is for: the page (the spec's filtering: its own realm's scripts that are
/// CORS-same-origin) or the embedder (its own realm's scripts, whatever their origin: as
/// a browser's developer tools show them).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Visibility {
    ToThePage,
    ToTheEmbedder,
}

/// The trace of `profile` for `realm`: its frames kept or dropped by the realm that
/// compiled their script, its timestamps on the realm's clock, coarsened as its
/// `performance.now()`.
pub(super) fn realm_trace(
    isolate: &mut v8::Isolate,
    state: &GroupState,
    realm: &RealmInfo,
    profile: &CpuProfile,
    visibility: Visibility,
) -> ProfilerTrace {
    let scripts = ScriptRealms::of(isolate);
    let kind = |script_id: i32| match scripts.get(script_id) {
        Some(record) => ScriptKind::Page(
            record.realm == realm.id
                && (record.shared_cross_origin || visibility == Visibility::ToTheEmbedder),
        ),
        None => match state.platform_scripts.name_of(script_id) {
            Some(name) if name == super::MODULES[0].name => ScriptKind::ProfilerItself,
            Some(_) => ScriptKind::Platform,
            None => ScriptKind::Unknown,
        },
    };
    // V8 stamps samples on its monotonic clock; moments are µs on the shared clock.
    let offset = hr_time::now() - monotonic_now_us() as f64;
    // Coarsened as performance.now() is (hr_time.js): 5 µs when cross-origin isolated.
    let resolution = if realm.cross_origin_isolated { 5.0 } else { 100.0 };
    let timestamp = |us: i64| {
        let relative = us as f64 + offset - realm.time_origin;
        (relative / resolution).floor() * resolution / 1000.0
    };
    let options = TraceOptions { script: &kind, timestamp: &timestamp, markers: realm.cross_origin_isolated };
    build_trace(profile, &options)
}

/// A page profiler's trace, kept for the embedder (`framescope run --profile`).
#[derive(Clone, Debug)]
pub struct RecordedTrace {
    /// The profiler's realm.
    pub realm: RealmId,
    pub url: String,
    /// The session's number in the group (in the order profilers were made).
    pub profiler: u64,
    /// The interval it sampled at, in ms.
    pub sample_interval_ms: f64,
    pub trace: ProfilerTrace,
}

/// `Task::ProfilerBufferFull`: session `id` reached its buffer size. If it still runs,
/// its Profiler stops it and fires `samplebufferfull` (in its realm).
pub fn buffer_full(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, id: u64) {
    let (realm, callback) = {
        let sessions = ProfilingSessions::of(state);
        let list = sessions.sessions.borrow();
        let Some(session) = list.get(&id) else { return };
        (session.realm, session.on_buffer_full.clone())
    };
    run_in_realm(scope, state, realm, |scope| call_steps(scope, &callback));
}
