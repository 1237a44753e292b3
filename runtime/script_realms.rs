//! Which realm compiled each page script of an isolate, by V8's script id, and whether the
//! script is CORS-same-origin with it (HTML's "muted errors" flag, inverted).
//!
//! Page scripts carry their realm id in their script origins (`bindings::realm::
//! script_origin`), so each script id names one realm; this table, kept in an isolate
//! slot and filled where scripts are compiled, is what profiles are attributed by (a
//! `CpuProfileNode` names only its script id). Scripts V8 makes from a page's code at
//! run time (`eval`, `new Function`) are not in it, nor are the platform's own scripts.
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::realm::RealmId;

/// What is known of one compiled page script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScriptRecord {
    /// The realm that compiled it.
    pub realm: RealmId,
    /// Same origin with its realm, or fetched in CORS mode and allowed
    /// (`ScriptOrigin::is_shared_cross_origin`).
    pub shared_cross_origin: bool,
}

/// The isolate's table (an isolate slot).
#[derive(Default)]
pub struct ScriptRealms(RefCell<HashMap<i32, ScriptRecord>>);

impl ScriptRealms {
    /// The isolate's table, made the first time.
    pub fn of(isolate: &mut v8::Isolate) -> Rc<Self> {
        if let Some(table) = isolate.get_slot::<Rc<Self>>() {
            return table.clone();
        }
        let table = Rc::new(Self::default());
        isolate.set_slot(table.clone());
        table
    }

    /// Records script `id`, compiled by `realm`.
    pub fn record(&self, id: i32, realm: RealmId, shared_cross_origin: bool) {
        if id > 0 {
            self.0.borrow_mut().insert(id, ScriptRecord { realm, shared_cross_origin });
        }
    }

    /// What is known of script `id` (`None` for code the table never saw).
    pub fn get(&self, id: i32) -> Option<ScriptRecord> {
        self.0.borrow().get(&id).copied()
    }
}

/// The first page script on `trace` (top first; the platform's own scripts, which the
/// table lacks, are skipped): HTML's running script, when `trace` is the current stack.
pub fn first_page_script(scope: &mut v8::PinScope, trace: v8::Local<v8::StackTrace>) -> Option<ScriptRecord> {
    let scripts = ScriptRealms::of(scope);
    (0..trace.get_frame_count()).find_map(|index| {
        let frame = trace.get_frame(scope, index)?;
        scripts.get(i32::try_from(frame.get_script_id()).ok()?)
    })
}

/// The record of the running script (the first page script on the current stack), if
/// page code runs.
pub fn running_script_record(scope: &mut v8::PinScope) -> Option<ScriptRecord> {
    let trace = v8::StackTrace::current_stack_trace(scope, 16)?;
    first_page_script(scope, trace)
}
