//! `performance`: High Resolution Time, Performance Timeline, User Timing and Navigation
//! Timing, in every window and worker realm.
//!
//! The interfaces are JavaScript modules of the realm's bootstrap (one file per spec,
//! run in this order after `bootstrap.js`, sharing its `lib`): [hr_time.js](hr_time.js)
//! (`Performance`, `now()`, `timeOrigin`), [performance_timeline.js](performance_timeline.js)
//! (entries, buffers, `PerformanceObserver`), [navigation_timing.js](navigation_timing.js)
//! and [user_timing.js](user_timing.js). The runtime gives them the clock
//! ([`hr_time`]), the simulated load's moments ([`navigation_timing`]) and the
//! performance timeline task source ([`observer_task`]).
pub mod hr_time;
pub mod navigation_timing;
pub mod resource_timing;

use std::rc::Rc;

use crate::bindings::realm;
use crate::runtime::console::LogLevel;
use crate::runtime::event_loop::Task;
use crate::runtime::event_loop::callbacks::{call_hook_with, call_platform_hook, checkpoint};
use crate::runtime::group::GroupState;
use crate::runtime::hooks::{Hook, RealmHooks};
use crate::runtime::platform_scripts::PlatformScript;
use crate::runtime::realm::RealmId;
use crate::runtime::snapshot_json;

use crate::runtime::web::html::window::Native;

/// The modules, in the order they run.
pub const MODULES: [PlatformScript; 5] = [
    PlatformScript { name: "framescope:hr_time.js", text: include_str!("hr_time.js") },
    PlatformScript {
        name: "framescope:performance_timeline.js",
        text: include_str!("performance_timeline.js"),
    },
    PlatformScript { name: "framescope:navigation_timing.js", text: include_str!("navigation_timing.js") },
    PlatformScript { name: "framescope:user_timing.js", text: include_str!("user_timing.js") },
    PlatformScript { name: "framescope:resource_timing.js", text: include_str!("resource_timing.js") },
];

/// The natives the performance modules use.
pub fn natives() -> Vec<Native> {
    vec![
        ("clock", v8::MapFnTo::map_fn_to(hr_time::clock_native)),
        ("queuePerformanceObserverTask", v8::MapFnTo::map_fn_to(queue_observer_task)),
        ("consoleWarn", v8::MapFnTo::map_fn_to(console_warn)),
    ]
}

/// `natives.queuePerformanceObserverTask()`: [queue the PerformanceObserver task]'s step 3,
/// a task on the performance timeline task source for the calling realm.
///
/// [queue the PerformanceObserver task]: https://w3c.github.io/performance-timeline/#dfn-queue-the-performanceobserver-task
fn queue_observer_task(
    scope: &mut v8::PinScope,
    _: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    if let Some((state, realm)) = GroupState::current(scope) {
        state.tasks.borrow_mut().push(Task::PerformanceObserver(realm));
    }
}

/// `natives.consoleWarn(text)`: a warning from the user agent (not through the page's
/// `console` object, which the page may have replaced).
fn console_warn(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _: v8::ReturnValue<v8::Value>,
) {
    let context = scope.get_current_context();
    let realm = realm::realm_id(scope, context).map_or(0, |r| r.get());
    if let Some(state) = GroupState::of(scope) {
        state.console.push(realm, LogLevel::Warn, args.get(0).to_rust_string_lossy(scope));
    }
}

/// The performance timeline task ([queue the PerformanceObserver task], step 3): each
/// registered observer's callback in registration order, with a microtask checkpoint
/// after each (as after any callback).
///
/// [queue the PerformanceObserver task]: https://w3c.github.io/performance-timeline/#dfn-queue-the-performanceobserver-task
pub fn observer_task(scope: &mut v8::PinScope<'_, '_, ()>, state: &Rc<GroupState>, realm: RealmId) {
    let Some(context) = state.context(scope, realm).filter(|_| !state.is_detached(realm)) else { return };
    let scope = &mut v8::ContextScope::new(scope, context);
    let Some(hooks) = state.hooks(realm) else { return };
    let count = call_hook_with(scope, &hooks, Hook::StartObserverTask, &[])
        .and_then(|n| n.uint32_value(scope))
        .unwrap_or(0);
    for index in 0..count {
        if state.has_expired() || state.is_detached(realm) {
            break;
        }
        let index = v8::Integer::new_from_unsigned(scope, index).into();
        call_hook_with(scope, &hooks, Hook::NotifyObserver, &[index]);
        checkpoint(scope, state);
    }
}

/// A realm's timeline for reports: `{version, timeOrigin, entries}` (each entry as its
/// `toJSON()` gives it, plus its `detail`, in chronological order), or `None` when it has
/// not changed since `since`. Read from the platform's records (`timelineSnapshot`)
/// without running page code: see [`snapshot_json`].
pub fn snapshot<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    hooks: &RealmHooks,
    since: Option<f64>,
) -> Option<serde_json::Value> {
    let since: v8::Local<v8::Value> = match since {
        Some(version) => v8::Number::new(scope, version).into(),
        None => v8::undefined(scope).into(),
    };
    let records = call_platform_hook(scope, hooks, Hook::TimelineSnapshot, &[since])?;
    if !records.is_object() {
        return None;
    }
    let records = records.to_object(scope)?;
    let version =
        snapshot_json::own_named(scope, records, "version").map(|v| snapshot_json::to_json(scope, v));
    let time_origin =
        snapshot_json::own_named(scope, records, "timeOrigin").map(|v| snapshot_json::to_json(scope, v));
    let list = snapshot_json::own_named(scope, records, "entries")?.to_object(scope)?;
    let length =
        snapshot_json::own_named(scope, list, "length").and_then(|n| n.uint32_value(scope)).unwrap_or(0);
    let mut entries = Vec::with_capacity(length as usize);
    for index in 0..length {
        let key = v8::Integer::new_from_unsigned(scope, index).into();
        if let Some(record) = snapshot_json::own_data(scope, list, key) {
            entries.push(snapshot_json::to_json(scope, record));
        }
    }
    // Chronological, ties in the order the entries were queued (their ids grow), as
    // getEntries() lists them.
    let key = |entry: &serde_json::Value| {
        (entry["startTime"].as_f64().unwrap_or(0.0), entry["id"].as_f64().unwrap_or(0.0))
    };
    entries.sort_by(|a, b| key(a).partial_cmp(&key(b)).unwrap_or(std::cmp::Ordering::Equal));
    Some(serde_json::json!({
        "version": version.unwrap_or(serde_json::Value::Null),
        "timeOrigin": time_origin.unwrap_or(serde_json::Value::Null),
        "entries": entries,
    }))
}
