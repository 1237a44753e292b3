//! A fetch's termination: Fetch's [fetch controller](https://fetch.spec.whatwg.org/#fetch-controller)
//! is terminated or aborted from the page's thread (XMLHttpRequest's `abort()` or timeout,
//! an `AbortSignal`, the document going away) while the request runs on a thread of its
//! own; the network loader then drops the exchange in flight (its connection closes) and
//! the request ends in a network error ([fetch params is canceled](https://fetch.spec.whatwg.org/#fetch-params-canceled)).
//!
//! The request's thread runs the loader's synchronous calls (redirects, preflights and
//! cookies are followed in [`super::hosts::VirtualHosts::fetch`]) inside
//! [`Termination::scope`], and [`super::network::Network::fetch`] looks for the
//! termination of the thread's request there, so no call between them changes.
//!
//! The exchange's connection is driven by a task of the loader's runtime
//! ([`ConnectionTask`]), which runs only while some thread blocks on it: a request that
//! ends without its response closes that task itself, so its socket closes at once.
use std::cell::RefCell;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Whether a request was terminated, shared by the page's thread and the request's.
#[derive(Debug, Default)]
pub struct Termination {
    terminated: AtomicBool,
    notify: tokio::sync::Notify,
    /// When the request is terminated by itself (a synchronous XMLHttpRequest's timeout).
    deadline: Option<std::time::Instant>,
}

thread_local! {
    /// The termination of the request this thread runs, if it runs one.
    static CURRENT: RefCell<Option<Arc<Termination>>> = const { RefCell::new(None) };
}

impl Termination {
    /// [Terminate](https://fetch.spec.whatwg.org/#fetch-controller-terminate): the
    /// exchange in flight ends, and no later one starts.
    pub fn terminate(&self) {
        self.terminated.store(true, Ordering::SeqCst);
        // (A permit kept for the exchange that waits, or that is about to.)
        self.notify.notify_one();
    }

    /// A termination that also comes by itself at `deadline`.
    pub fn at(deadline: std::time::Instant) -> Self {
        Self { deadline: Some(deadline), ..Self::default() }
    }

    pub fn is_terminated(&self) -> bool {
        self.terminated.load(Ordering::SeqCst) || self.timed_out()
    }

    /// Whether its deadline ([`Self::at`]) has passed.
    pub fn timed_out(&self) -> bool {
        self.deadline.is_some_and(|deadline| std::time::Instant::now() >= deadline)
    }

    /// Runs `steps` (a request's synchronous fetch) as the request `termination` ends.
    pub fn scope<T>(termination: Arc<Termination>, steps: impl FnOnce() -> T) -> T {
        CURRENT.with(|current| *current.borrow_mut() = Some(termination));
        let result = steps();
        CURRENT.with(|current| *current.borrow_mut() = None);
        result
    }

    /// The termination of the request the calling thread runs ([`Self::scope`]).
    pub fn current() -> Option<Arc<Termination>> {
        CURRENT.with(|current| current.borrow().clone())
    }

    /// Resolves once the request is terminated.
    pub async fn terminated(&self) {
        let terminated = async {
            while !self.is_terminated() {
                self.notify.notified().await;
            }
        };
        match self.deadline {
            Some(deadline) => tokio::select! {
                () = terminated => {}
                () = tokio::time::sleep_until(deadline.into()) => {}
            },
            None => terminated.await,
        }
    }
}

/// The task that drives a request's connection (hyper's connection future, spawned on the
/// loader's runtime, which runs only while some thread blocks on it).
#[derive(Debug, Default)]
pub struct ConnectionTask(Mutex<Option<tokio::task::JoinHandle<()>>>);

impl ConnectionTask {
    /// Spawns `connection` on the current runtime as the request's connection task.
    pub fn spawn<R: Send + 'static>(&self, connection: impl Future<Output = R> + Send + 'static) {
        let handle = tokio::spawn(async move {
            let _ = connection.await;
        });
        *self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(handle);
    }

    /// Ends the connection of a request that ended without its response (terminated, or
    /// past its deadline): its task is aborted and `runtime` driven until the task is
    /// dropped, so that the socket closes now, not when another request next drives the
    /// runtime.
    pub fn close(&self, runtime: &tokio::runtime::Runtime) {
        let handle = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        if let Some(handle) = handle {
            handle.abort();
            let _ = runtime.block_on(handle);
        }
    }
}
