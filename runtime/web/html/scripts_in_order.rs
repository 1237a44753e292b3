//! [The list of scripts that will execute in order as soon as possible](https://html.spec.whatwg.org/multipage/scripting.html#list-of-scripts-that-will-execute-in-order-as-soon-as-possible)
//! of each document: script-inserted external classic scripts that are not `async`
//! (`script.async = false`), fetched in parallel, run in the order they were inserted
//! whatever order their responses come in.
use std::cell::{Cell, RefCell};

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

/// A ready script's steps: execute it and fire its element's event.
pub type Execute = Box<dyn FnOnce(&mut v8::PinScope<'_, '_>)>;

/// The group's lists, one entry per script: its realm, its number, and its steps once it
/// is ready.
#[derive(Default)]
pub struct ScriptsInOrder {
    next: Cell<u64>,
    list: RefCell<Vec<(RealmId, u64, Option<Execute>)>>,
}

/// Prepare the script element, step 31.3 (an external classic script, not async, not
/// parser-inserted): appends a script to its document's list; returns its number for
/// [`ready`]. (The entries of documents that went away are dropped.)
pub fn add(state: &GroupState, realm: RealmId) -> u64 {
    let scripts = state.web.get::<ScriptsInOrder>();
    let id = scripts.next.get() + 1;
    scripts.next.set(id);
    let mut list = scripts.list.borrow_mut();
    list.retain(|(realm, _, _)| !state.is_detached(*realm));
    list.push((realm, id, None));
    id
}

/// Whether the document `realm` has scripts in its list.
pub fn has_pending(state: &GroupState, realm: RealmId) -> bool {
    state.web.get::<ScriptsInOrder>().list.borrow().iter().any(|(of, _, _)| *of == realm)
}

/// Step 31.3's "when the result is ready": the script `id` is ready with `execute`;
/// then, while the first script of its document's list is ready, it is removed from
/// the list and executed.
pub fn ready(
    scope: &mut v8::PinScope<'_, '_>,
    state: &GroupState,
    realm: RealmId,
    id: u64,
    execute: Execute,
) {
    let scripts = state.web.get::<ScriptsInOrder>();
    if let Some(entry) = scripts.list.borrow_mut().iter_mut().find(|(_, number, _)| *number == id) {
        entry.2 = Some(execute);
    }
    loop {
        let next = {
            let mut list = scripts.list.borrow_mut();
            let first = list.iter().position(|(of, _, _)| *of == realm);
            match first {
                Some(index) if list[index].2.is_some() => list.remove(index).2,
                _ => None,
            }
        };
        let Some(execute) = next else { return };
        if state.is_detached(realm) || state.has_expired() {
            return;
        }
        execute(scope);
    }
}
