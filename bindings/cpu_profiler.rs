//! `v8::CpuProfiler`: sampling profiles of JavaScript on the isolate's own thread.
//!
//! A [`CpuProfiler`] is bound to one isolate and must be used on that isolate's thread
//! (V8's sampler signals that thread). Each stopped profile is walked into a plain
//! [`CpuProfile`] and deleted on the V8 side in the same call, so no V8 object outlives a
//! call except the profiler itself, which is disposed on drop.
//!
//! `filter_context` judges each sample by the isolate's *current* context, which JIT code
//! updates only when it calls into C++; a pure-JS loop in a filtered realm can lose all its
//! samples. Exact per-realm attribution therefore uses each node's `script_id` (the runtime
//! knows which realm compiled each page script; the platform's own scripts have one id per
//! isolate, which `runtime::platform_scripts::PlatformScripts::is_platform_script` knows:
//! their frames are never a page's).
use std::cell::Cell;
use std::collections::HashMap;
use std::ffi::{c_int, c_void};
use std::rc::Rc;

use serde::Serialize;

use super::{ffi, guard, owned_string, raw_isolate};

/// How V8 names functions in profiles (`v8::CpuProfilingNamingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamingMode {
    /// The function's own name.
    Standard,
    /// Also names anonymous functions from their context (`debug_name`).
    Debug,
}

/// When V8 logs code objects for the profiler (`v8::CpuProfilingLoggingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoggingMode {
    /// Only while a profile is running.
    Lazy,
    /// From the profiler's creation: later profiles start faster.
    Eager,
}

/// What a node stands for (`v8::CpuProfilingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProfilingMode {
    /// One node per function; line numbers only on leaves.
    LeafNodeLineNumbers,
    /// One node per call site line.
    CallerLineNumbers,
}

/// `v8::CpuProfilingOptions`.
#[derive(Clone, Copy, Debug)]
pub struct ProfilingOptions<'s> {
    pub mode: ProfilingMode,
    /// Stop recording samples after this many (V8 then notifies the discarded-samples
    /// callback once); `None` (or `u32::MAX`) for no limit.
    pub max_samples: Option<u32>,
    /// Per-profile sampling interval in microseconds; 0 uses the profiler's interval.
    pub sampling_interval_us: u32,
    /// Keep only samples whose current context is this one (see the module docs).
    pub filter_context: Option<v8::Local<'s, v8::Context>>,
}

impl Default for ProfilingOptions<'_> {
    fn default() -> Self {
        Self {
            mode: ProfilingMode::LeafNodeLineNumbers,
            max_samples: None,
            sampling_interval_us: 0,
            filter_context: None,
        }
    }
}

/// A running profile (`v8::ProfilerId`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProfilerId(u32);

/// Why a profile did not start.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum StartError {
    #[error("a profile with this title is already running")]
    AlreadyStarted,
    #[error("V8 refused: too many profilers are running on this isolate")]
    TooManyProfilers,
    #[error("the profiler belongs to another isolate")]
    WrongIsolate,
    #[error("the sampling interval {0} µs is too large")]
    IntervalTooLarge(u32),
}

/// The VM state of a sample (`v8::StateTag`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum VmState {
    Js,
    Gc,
    Parser,
    BytecodeCompiler,
    Compiler,
    Other,
    External,
    AtomicsWait,
    Idle,
    Logging,
    IdleExternal,
    Unknown,
}

impl VmState {
    fn from_raw(tag: i32) -> Self {
        use VmState::*;
        [
            Js,
            Gc,
            Parser,
            BytecodeCompiler,
            Compiler,
            Other,
            External,
            AtomicsWait,
            Idle,
            Logging,
            IdleExternal,
        ]
        .get(tag as usize)
        .copied()
        .unwrap_or(Unknown)
    }
}

/// Where a node's code comes from (`v8::CpuProfileNode::SourceType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SourceType {
    Script,
    Builtin,
    Callback,
    Internal,
    Unresolved,
}

impl SourceType {
    fn from_raw(raw: i32) -> Self {
        match raw {
            0 => Self::Script,
            1 => Self::Builtin,
            2 => Self::Callback,
            3 => Self::Internal,
            _ => Self::Unresolved,
        }
    }
}

/// One node of the top-down call tree (`v8::CpuProfileNode`).
#[derive(Clone, Debug, Serialize)]
pub struct ProfileNode {
    pub id: u32,
    /// `None` for the root.
    pub parent_id: Option<u32>,
    /// V8's names for synthetic nodes: `(root)`, `(program)`, `(idle)`, `(garbage collector)`.
    pub function_name: String,
    pub resource_name: String,
    /// 0 when the node has no script.
    pub script_id: i32,
    /// 1-based; `None` when unknown.
    pub line: Option<u32>,
    /// 1-based; `None` when unknown.
    pub column: Option<u32>,
    pub hit_count: u32,
    pub source_type: SourceType,
    pub shared_cross_origin: bool,
}

/// One sample: the leaf node of the stack, when, and in which VM state.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ProfileSample {
    pub node_id: u32,
    /// Microseconds on V8's monotonic clock (the same clock as the start and end times).
    pub timestamp_us: i64,
    pub state: VmState,
}

/// A stopped profile, copied out of V8.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CpuProfile {
    /// Parent before child; the root first.
    pub nodes: Vec<ProfileNode>,
    /// In time order. (V8 keeps them in the order its processor thread handled them,
    /// which merges sampler ticks and VM ticks by sequence number, so neighbouring
    /// timestamps can be inverted; the walk sorts them, stably.)
    pub samples: Vec<ProfileSample>,
    pub start_time_us: i64,
    pub end_time_us: i64,
    #[serde(skip)]
    index: HashMap<u32, usize>,
}

impl CpuProfile {
    pub fn node(&self, id: u32) -> Option<&ProfileNode> {
        self.index.get(&id).map(|&i| &self.nodes[i])
    }

    /// The stack of a sample, leaf first, root last.
    pub fn stack(&self, sample: &ProfileSample) -> Vec<&ProfileNode> {
        let mut stack = Vec::new();
        let mut next = self.node(sample.node_id);
        while let Some(node) = next {
            stack.push(node);
            next = node.parent_id.and_then(|id| self.node(id));
        }
        stack
    }
}

/// Now on the clock V8 stamps samples and profiles with (`base::TimeTicks`: the
/// monotonic clock), in microseconds: comparing it with another clock read at the same
/// moment maps sample timestamps onto that clock.
pub fn monotonic_now_us() -> i64 {
    // SAFETY: reads the clock; no arguments, no state.
    unsafe { ffi::fs_monotonic_now_us() }
}

/// A `v8::CpuProfiler` of one isolate; disposed on drop.
pub struct CpuProfiler {
    raw: *mut c_void,
    isolate: *mut c_void,
    isolate_alive: Rc<Cell<bool>>,
    /// The profiles started and not stopped: stopped before the profiler is disposed.
    running: std::cell::RefCell<Vec<u32>>,
}

type DiscardedCallback = Box<dyn FnMut()>;

impl CpuProfiler {
    pub fn new(isolate: &mut v8::Isolate, naming: NamingMode, logging: LoggingMode) -> Self {
        let naming = matches!(naming, NamingMode::Debug) as c_int;
        let logging = matches!(logging, LoggingMode::Eager) as c_int;
        let isolate_ptr = raw_isolate(isolate);
        // SAFETY: a live isolate; the profiler is disposed in `Drop` while it lives.
        let raw = unsafe { ffi::fs_cpu_profiler_new(isolate_ptr, naming, logging) };
        Self {
            raw,
            isolate: isolate_ptr,
            isolate_alive: super::isolate_liveness::liveness(isolate),
            running: Default::default(),
        }
    }

    /// The default sampling interval of later profiles (`SetSamplingInterval`).
    pub fn set_sampling_interval(&self, interval_us: u32) -> Result<(), StartError> {
        let interval = c_int::try_from(interval_us).map_err(|_| StartError::IntervalTooLarge(interval_us))?;
        if !self.isolate_alive.get() {
            return Err(StartError::WrongIsolate);
        }
        // SAFETY: `raw` is a live profiler of a live isolate.
        unsafe { ffi::fs_cpu_profiler_set_sampling_interval(self.raw, interval) };
        Ok(())
    }

    fn check(&self, isolate: &v8::Isolate) -> Result<(), StartError> {
        if raw_isolate(isolate) == self.isolate && self.isolate_alive.get() {
            Ok(())
        } else {
            Err(StartError::WrongIsolate)
        }
    }

    /// Starts a profile. `on_discarded` runs (in a platform task, so while the caller
    /// pumps the platform) once, at the first sample past `max_samples`; the profile keeps
    /// running until stopped.
    pub fn start(
        &self,
        isolate: &mut v8::Isolate,
        options: &ProfilingOptions<'_>,
        on_discarded: Option<Box<dyn FnMut()>>,
    ) -> Result<ProfilerId, StartError> {
        self.check(isolate)?;
        let interval = c_int::try_from(options.sampling_interval_us)
            .map_err(|_| StartError::IntervalTooLarge(options.sampling_interval_us))?;
        let mode = matches!(options.mode, ProfilingMode::CallerLineNumbers) as c_int;
        let filter = options.filter_context.map_or(std::ptr::null(), |c| &*c as *const v8::Context);
        let (notify, drop_fn, data): (Option<ffi::DataFn>, Option<ffi::DataFn>, *mut c_void) =
            match on_discarded {
                Some(callback) => (
                    Some(notify_discarded),
                    Some(drop_discarded),
                    Box::into_raw(Box::new(callback)).cast::<c_void>(),
                ),
                None => (None, None, std::ptr::null_mut()),
            };
        let mut id = 0u32;
        // SAFETY: live profiler and isolate (checked); `filter` is a live handle or null;
        // the delegate owns `data` and calls `drop_discarded` exactly once.
        let status = unsafe {
            ffi::fs_cpu_profiler_start(
                self.raw,
                mode,
                options.max_samples.unwrap_or(u32::MAX),
                interval,
                filter,
                notify,
                drop_fn,
                data,
                &mut id,
            )
        };
        match status {
            0 => {
                self.running.borrow_mut().push(id);
                Ok(ProfilerId(id))
            }
            1 => Err(StartError::AlreadyStarted),
            _ => Err(StartError::TooManyProfilers),
        }
    }

    /// Stops a profile and copies it out; `None` when `id` is not running here.
    pub fn stop(&self, isolate: &mut v8::Isolate, id: ProfilerId) -> Option<CpuProfile> {
        self.check(isolate).ok()?;
        self.running.borrow_mut().retain(|&running| running != id.0);
        let mut profile = CpuProfile::default();
        let (mut start, mut end) = (0i64, 0i64);
        // SAFETY: live profiler and isolate; `sink` is `profile`, only used during the call.
        let found = unsafe {
            ffi::fs_cpu_profiler_stop(
                self.raw,
                self.isolate,
                id.0,
                (&mut profile as *mut CpuProfile).cast::<c_void>(),
                add_node,
                add_sample,
                &mut start,
                &mut end,
            )
        };
        if !found {
            return None;
        }
        profile.samples.sort_by_key(|s| s.timestamp_us);
        profile.start_time_us = start;
        profile.end_time_us = end;
        Some(profile)
    }
}

impl Drop for CpuProfiler {
    fn drop(&mut self) {
        if self.isolate_alive.get() {
            // Every profile still running is stopped first (V8 joins the sampling thread
            // when the last one stops); then the profiler is disposed.
            for id in self.running.take() {
                // SAFETY: the profiler and its isolate live, and the isolate is the current
                // one of this thread (a profiler is dropped with its group, on its thread).
                unsafe { ffi::fs_cpu_profiler_stop_discard(self.raw, self.isolate, id) };
            }
            // SAFETY: the isolate still lives, and the profiler was not disposed before.
            unsafe { ffi::fs_cpu_profiler_dispose(self.raw) };
        }
    }
}

fn positive(value: i32) -> Option<u32> {
    u32::try_from(value).ok().filter(|&v| v > 0)
}

unsafe extern "C" fn add_node(sink: *mut c_void, node: *const ffi::FsProfileNode) {
    guard("CpuProfile walk", || {
        // SAFETY: `sink` is the `CpuProfile` of `stop`; `node` is valid for this call.
        let (profile, node) = unsafe { (&mut *sink.cast::<CpuProfile>(), &*node) };
        profile.index.insert(node.id, profile.nodes.len());
        profile.nodes.push(ProfileNode {
            id: node.id,
            parent_id: (node.parent_id != 0).then_some(node.parent_id),
            function_name: owned_string(node.function_name, node.function_name_len),
            resource_name: owned_string(node.resource_name, node.resource_name_len),
            script_id: node.script_id,
            line: positive(node.line),
            column: positive(node.column),
            hit_count: node.hit_count,
            source_type: SourceType::from_raw(node.source_type),
            shared_cross_origin: node.shared_cross_origin,
        });
    })
}

unsafe extern "C" fn add_sample(sink: *mut c_void, node_id: u32, timestamp_us: i64, state: i32) {
    guard("CpuProfile walk", || {
        // SAFETY: `sink` is the `CpuProfile` of `stop`.
        let profile = unsafe { &mut *sink.cast::<CpuProfile>() };
        profile.samples.push(ProfileSample { node_id, timestamp_us, state: VmState::from_raw(state) });
    })
}

unsafe extern "C" fn notify_discarded(data: *mut c_void) {
    guard("DiscardedSamplesDelegate::Notify", || {
        // SAFETY: `data` is the boxed callback owned by the delegate.
        let callback = unsafe { &mut *data.cast::<DiscardedCallback>() };
        callback();
    })
}

unsafe extern "C" fn drop_discarded(data: *mut c_void) {
    // SAFETY: called once, by the delegate's destructor.
    guard("DiscardedSamplesDelegate drop", || {
        drop(unsafe { Box::from_raw(data.cast::<DiscardedCallback>()) })
    });
}
