//! Stopping JavaScript that runs past a deadline (`for (;;) {}` in a page): a thread
//! that terminates the isolate's execution when the deadline passes first.
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Instant;

/// How often JavaScript is terminated again once the deadline has passed.
const RETERMINATE: std::time::Duration = std::time::Duration::from_millis(10);

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
                    let terminated = handle.terminate_execution();
                    // V8 forgets a termination once the script has unwound: any JavaScript
                    // the embedder starts afterwards (an error event, a hook) is terminated
                    // again, until the run stops watching.
                    while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(RETERMINATE) {
                        handle.terminate_execution();
                    }
                    terminated
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
