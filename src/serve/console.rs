//! A page's console messages as
//! [`Runtime.consoleAPICalled`](https://chromedevtools.github.io/devtools-protocol/tot/Runtime/#event-consoleAPICalled):
//! framescope's `console` (`runtime/console.rs`) keeps its messages, and in a served page
//! each call goes to V8's own `console` of the window that made it, so that V8's
//! inspector reports it as Chrome's does: at once in a window already registered with the
//! inspector, else (a new document's scripts run before the turn's end registers it) with
//! its arguments kept until then: to the sessions with Runtime enabled, with the
//! arguments as remote objects (an object's `objectId`, a primitive's `value`), and kept
//! for a session that enables Runtime later.
use std::num::NonZeroU64;

use super::page::Page;
use crate::runtime::console;

impl Page {
    /// Hands the console calls made since the last call to V8's inspector (a call of a
    /// window gone by then is skipped, as is a worker's: those go to the worker's own
    /// inspector).
    pub(super) fn report_console(&mut self) {
        let calls = self.group.state().console.take_calls();
        if !calls.is_empty() {
            let known = &self.known;
            v8::scope!(let scope, self.group.isolate_mut());
            console::replay_all(scope, calls, |realm| {
                NonZeroU64::new(realm)
                    .and_then(|realm| known.get(&realm))
                    .map(|known| known.context.0.clone())
            });
        }
        // From now on, the registered windows' calls go to V8's console at once.
        self.registrar.set_inspected(self.group.state(), self.known.keys().map(|realm| realm.get()));
    }
}
