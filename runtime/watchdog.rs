//! Stopping JavaScript that runs past a deadline (`for (;;) {}` in a page): a thread
//! that terminates the isolate's execution when the deadline passes first.
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Instant;

/// Terminates `isolate`'s JavaScript at `deadline` unless finished first, and sets
/// `expired` (V8 forgets a termination once the script has unwound; the page must not
/// go on to its next script).
pub struct Watchdog {
    stop: mpsc::Sender<()>,
    thread: Option<JoinHandle<bool>>,
}

impl Watchdog {
    pub fn start(isolate: &v8::Isolate, deadline: Instant, expired: Arc<AtomicBool>) -> Self {
        let handle = isolate.thread_safe_handle();
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("framescope-watchdog".into())
            .spawn(move || match stopped.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    expired.store(true, Ordering::SeqCst);
                    handle.terminate_execution()
                }
                _ => false,
            })
            .ok();
        Self { stop, thread }
    }

    /// Stops watching; returns whether the deadline had already terminated execution.
    pub fn finish(mut self) -> bool {
        let _ = self.stop.send(());
        self.thread.take().and_then(|t| t.join().ok()).unwrap_or(false)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let _ = self.stop.send(());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
