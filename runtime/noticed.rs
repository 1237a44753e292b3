//! What a page's thread notices for the DevTools clients that listen (`framescope
//! serve`): deprecations (`deprecation.rs`), the `document.write` intervention's warnings
//! (`document_write_intervention.rs`) and performance violations (`violations.rs`). Each
//! keeps a [`Noticed`] list in a thread local (a page's thread runs one browsing context
//! group): filled only while a client listens, emptied when the server takes it.
use std::cell::{Cell, RefCell};

/// A thread's list of things noticed and not yet taken, kept while a client listens.
pub struct Noticed<T> {
    listening: Cell<bool>,
    list: RefCell<Vec<T>>,
}

impl<T> Noticed<T> {
    /// An empty list nobody listens to.
    pub const fn new() -> Self {
        Self { listening: Cell::new(false), list: RefCell::new(Vec::new()) }
    }

    /// Whether a client listens (off: nothing is kept, and what was is dropped).
    pub fn set_listening(&self, on: bool) {
        self.listening.set(on);
        if !on {
            self.list.borrow_mut().clear();
        }
    }

    /// Whether a client listens.
    pub fn listening(&self) -> bool {
        self.listening.get()
    }

    /// Keeps `item` while a client listens.
    pub fn notice(&self, item: T) {
        if self.listening.get() {
            self.list.borrow_mut().push(item);
        }
    }

    /// What was noticed since the last call.
    pub fn take(&self) -> Vec<T> {
        std::mem::take(&mut *self.list.borrow_mut())
    }
}

impl<T> Default for Noticed<T> {
    fn default() -> Self {
        Self::new()
    }
}
