//! Whether a fetch of the page model (a parser's classic script) runs
//! [in parallel](https://html.spec.whatwg.org/multipage/infrastructure.html#in-parallel):
//! on a thread of its own, its response coming back as a task of the realm, while the page's
//! event loop goes on (the parser suspends meanwhile: `the_end.rs`). No nested event loop
//! waits for it, so each waiting parser resumes when its own response comes.
//!
//! Only the network loader's requests go in parallel, off the virtual clock (as `fetch()`'s
//! do: `runtime/web/fetch/in_parallel.rs`); the hosts folder answers at once. Nor does one go
//! in parallel with page JavaScript on the stack (a script written by `document.write`, a
//! frame a script inserts): there the fetch is one blocking call, as before.
use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;
use crate::runtime::web::performance::hr_time;

/// Whether a request of `url` runs in parallel: the network loader's, off the virtual
/// clock.
pub fn goes_in_parallel(state: &GroupState, url: &Url) -> bool {
    !hr_time::is_virtual() && state.hosts.network().is_some_and(|network| network.allows(url))
}

/// Whether a request of `url` for the realm `realm` runs in parallel while its caller goes
/// on (the parser suspends): the network loader's, with no page JavaScript on the stack.
pub(crate) fn may_go_on(
    scope: &mut v8::PinScope<'_, '_, ()>,
    state: &GroupState,
    realm: RealmId,
    url: &Url,
) -> bool {
    goes_in_parallel(state, url) && no_script_on_the_stack(scope, state, realm)
}

/// Whether no page JavaScript is on the stack (nor a script's `document.write`), seen from
/// the context of `realm` (without one: as if there were); the platform's may be.
fn no_script_on_the_stack(scope: &mut v8::PinScope<'_, '_, ()>, state: &GroupState, realm: RealmId) -> bool {
    if state.nested_in_script.get() > 0 {
        return false;
    }
    v8::scope!(let scope, scope);
    let Some(context) = state.context(scope, realm) else { return false };
    let scope = &mut v8::ContextScope::new(scope, context);
    // (The platform's own JavaScript may be on it: a parser-made link's style sheet is
    // requested from link_stylesheets.js, under the tree builder the parser called.)
    let Some(trace) = v8::StackTrace::current_stack_trace(scope, PLATFORM_FRAMES) else { return true };
    (0..trace.get_frame_count()).all(|index| {
        let name = trace.get_frame(scope, index).and_then(|frame| frame.get_script_name(scope));
        name.is_some_and(|name| crate::runtime::script::is_platform_script(&name.to_rust_string_lossy(scope)))
    }) && trace.get_frame_count() < PLATFORM_FRAMES
}

/// How many frames of the stack are looked at: more, all the platform's, count as a page's.
const PLATFORM_FRAMES: usize = 256;
