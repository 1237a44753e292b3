//! A page's thread waiting, inside the page's script, for a client's answer: a dialog
//! (`dialogs.rs`) or a paused request (`fetch_domain.rs`). Meanwhile the thread reads its
//! messages in a nested loop: the commands that answer are handled at once, everything
//! else waits (deferred) until the page goes on, as in Chrome, whose renderer is blocked
//! meanwhile. The wait ends when the waiter is answered, when the page closes (or the
//! browser is gone), or when the last session that could answer went.
use std::cell::RefCell;
use std::collections::{HashSet, VecDeque};
use std::sync::mpsc::Receiver;

use super::page_thread::PageMessage;
use super::protocol::Command;

/// What the waiter made of a command of one of the page's sessions.
pub(super) enum Heard<T> {
    /// It answers: the wait ends with it.
    Answered(T),
    /// It was handled (an error replied, a question answered): the wait goes on.
    Handled,
    /// Not the waiter's: it waits until the page goes on.
    Deferred(Command),
}

/// Reads the page's messages until `heard` answers; `None` when the page closes or every
/// session of `waiting` went (each going told to `detached`).
pub(super) fn wait_for<T>(
    receiver: &Receiver<PageMessage>,
    deferred: &RefCell<VecDeque<PageMessage>>,
    mut waiting: HashSet<u64>,
    mut heard: impl FnMut(u64, Command) -> Heard<T>,
    mut detached: impl FnMut(u64),
) -> Option<T> {
    loop {
        // (The browser is gone: nobody will answer.)
        let Ok(message) = receiver.recv() else {
            deferred.borrow_mut().push_back(PageMessage::Close);
            return None;
        };
        match message {
            PageMessage::Command { key, command } => match heard(key, command) {
                Heard::Answered(answer) => return Some(answer),
                Heard::Handled => {}
                Heard::Deferred(command) => {
                    deferred.borrow_mut().push_back(PageMessage::Command { key, command })
                }
            },
            PageMessage::Close => {
                deferred.borrow_mut().push_back(PageMessage::Close);
                return None;
            }
            PageMessage::Detach { key } => {
                deferred.borrow_mut().push_back(PageMessage::Detach { key });
                detached(key);
                waiting.remove(&key);
                if waiting.is_empty() {
                    return None;
                }
            }
            other => deferred.borrow_mut().push_back(other),
        }
    }
}
