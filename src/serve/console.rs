//! A page's console messages as
//! [`Runtime.consoleAPICalled`](https://chromedevtools.github.io/devtools-protocol/tot/Runtime/#event-consoleAPICalled):
//! framescope's `console` (`runtime/console.rs`) keeps its messages, and in a served page
//! each call's arguments too; after each turn of the page's loop, once the turn's new
//! windows are registered with V8's inspector as execution contexts, the calls made since
//! are handed to V8's own `console` of the window that made them, so that V8's inspector
//! reports them as Chrome's does: to the sessions with Runtime enabled, with the
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
        for call in calls {
            let known = NonZeroU64::new(call.realm).and_then(|realm| self.known.get(&realm));
            let Some(context) = known.map(|known| known.context.0.clone()) else { continue };
            v8::scope!(let scope, self.group.isolate_mut());
            let context = v8::Local::new(scope, &context);
            console::replay(scope, context, &call);
        }
    }
}
