//! The [target names](https://html.spec.whatwg.org/multipage/document-sequences.html#nav-target)
//! of the group's browsing contexts: a frame's starts as its container's `name`, a window
//! `window.open` names gets its target, and `window.name` reads and sets it.
use std::cell::RefCell;
use std::collections::HashMap;

use super::GroupState;

/// Target names by browsing context number (kept in the group's web state).
#[derive(Default)]
pub struct TargetNames(RefCell<HashMap<u64, String>>);

impl GroupState {
    /// The target name of `browsing_context` (none: the empty string).
    pub fn target_name(&self, browsing_context: u64) -> Option<String> {
        self.web.get::<TargetNames>().0.borrow().get(&browsing_context).cloned()
    }

    /// Sets the target name of `browsing_context`.
    pub fn set_target_name(&self, browsing_context: u64, name: &str) {
        self.web.get::<TargetNames>().0.borrow_mut().insert(browsing_context, name.to_string());
    }
}
