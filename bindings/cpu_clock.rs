//! CPU time of the calling thread and of the whole process, from the kernel's CPU-time
//! clocks (`clock_gettime` with `CLOCK_THREAD_CPUTIME_ID`, `CLOCK_PROCESS_CPUTIME_ID`):
//! exact to the nanosecond at the moment of the call. (`/proc`'s counters of a thread that
//! is running advance only at scheduler ticks, every 4 ms here: too coarse for the
//! benchmarks' 1 % goals.) Not a V8 API: it is here because all `unsafe` code is.
use std::time::Duration;

fn clock(id: libc::clockid_t) -> Option<Duration> {
    let mut time = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `time` is a valid, writable timespec for the call; the clock ids are the
    // CPU-time clocks every Linux kernel has.
    let status = unsafe { libc::clock_gettime(id, &mut time) };
    if status != 0 {
        return None;
    }
    Some(Duration::new(u64::try_from(time.tv_sec).ok()?, u32::try_from(time.tv_nsec).ok()?))
}

/// The calling thread's CPU time so far.
pub fn thread() -> Option<Duration> {
    clock(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// The process's CPU time so far: every thread's, those that have ended included.
pub fn process() -> Option<Duration> {
    clock(libc::CLOCK_PROCESS_CPUTIME_ID)
}
