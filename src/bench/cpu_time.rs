//! CPU time: what the benchmarks count (never wall time, which a busy machine stretches).
//!
//! From the kernel's CPU-time clocks (`bindings::cpu_clock`), exact at the moment asked;
//! where they cannot be read, from Linux's `/proc`: each thread's `schedstat` starts with
//! its time on a CPU in nanoseconds (for a running thread, advanced at scheduler ticks
//! only); `stat` has the same in clock ticks (`utime`, `stime`; 100 per second), the last
//! fallback where the kernel keeps no schedstat.
use std::time::Duration;

/// Clock ticks per second in `/proc/*/stat` (`USER_HZ`, 100 on every Linux ABI).
const TICKS_PER_SECOND: u64 = 100;

/// CPU time of the calling thread so far.
pub fn thread() -> Result<Duration, String> {
    match crate::bindings::cpu_clock::thread() {
        Some(time) => Ok(time),
        None => of_task("/proc/thread-self"),
    }
}

/// CPU time of the process so far: the page's thread and V8's (garbage collection,
/// compilation, profiling), and workers'.
pub fn process() -> Result<Duration, String> {
    if let Some(time) = crate::bindings::cpu_clock::process() {
        return Ok(time);
    }
    // /proc: every live thread (those that have ended are not counted).
    let tasks =
        std::fs::read_dir("/proc/self/task").map_err(|e| format!("cannot read /proc/self/task: {e}"))?;
    let mut total = Duration::ZERO;
    for task in tasks.flatten() {
        // A thread may end between the listing and the read: it no longer counts.
        if let Ok(time) = of_task(&task.path().to_string_lossy()) {
            total += time;
        }
    }
    Ok(total)
}

fn of_task(task: &str) -> Result<Duration, String> {
    if let Ok(text) = std::fs::read_to_string(format!("{task}/schedstat"))
        && let Some(ns) = text.split_whitespace().next().and_then(|n| n.parse().ok())
    {
        return Ok(Duration::from_nanos(ns));
    }
    let stat = std::fs::read_to_string(format!("{task}/stat"))
        .map_err(|e| format!("cannot read {task}/stat (CPU time needs Linux's /proc): {e}"))?;
    // The fields after the command name (which may hold spaces, in parentheses): state is
    // field 3, utime 14, stime 15.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks = |index: usize| fields.get(index).and_then(|f| f.parse::<u64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(user), Some(system)) => Ok(Duration::from_millis((user + system) * 1000 / TICKS_PER_SECOND)),
        _ => Err(format!("{task}/stat has no CPU times")),
    }
}
