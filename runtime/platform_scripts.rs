//! The platform's own JavaScript — `primordials.js`, `bootstrap.js` and the modules after
//! it — and how its frames are told from a page's.
//!
//! The platform's JavaScript runs once per process, in the isolate that makes the realm
//! snapshot (`runtime/web/html/realm_snapshot.rs`); every realm of every isolate is deserialized
//! from it and runs none of it from source. A realm made from the snapshot shares the
//! deserialized scripts of its isolate (V8 keeps a snapshot's functions' shared infos and
//! scripts once per isolate), so each platform script has one script id per isolate, which
//! [`PlatformScripts::recognise`] reads from the functions the boot kept.
//!
//! Page scripts carry their realm id in their script origin (`bindings/realm.rs`), so V8's
//! compilation cache keeps one script per realm and profiler frames name their realm by
//! script id. Platform scripts instead have a platform origin (`framescope:<file>`, no
//! realm id): the snapshot maker compiles each once into a `v8::UnboundScript` kept here
//! and binds it to its window and worker realms. Their ids are how profiles tell platform
//! frames from page frames ([`PlatformScripts::is_platform_script`]).
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use crate::bindings::realm;
use crate::runtime::script::{self, UncaughtError};

/// A platform script: its resource name (`framescope:<file>`, what errors show) and text.
#[derive(Clone, Copy, Debug)]
pub struct PlatformScript {
    pub name: &'static str,
    pub text: &'static str,
}

/// The platform scripts of one isolate (in its group's state, or the snapshot maker's):
/// compiled ones by name, and every platform script's id.
#[derive(Default)]
pub struct PlatformScripts {
    compiled: RefCell<HashMap<&'static str, v8::Global<v8::UnboundScript>>>,
    /// V8's script id of each platform script (the same in every realm of the isolate).
    ids: RefCell<Vec<(&'static str, i32)>>,
    /// How many times a platform script was compiled from source (none in an isolate
    /// whose realms come from the snapshot).
    compilations: Cell<u64>,
    /// How many times a compiled platform script was bound to a realm and run (none in
    /// an isolate whose realms come from the snapshot).
    runs: Cell<u64>,
    /// How many realms were set up from the realm snapshot.
    snapshot_realms: Cell<u64>,
}

impl PlatformScripts {
    /// Runs `script` in the current context of `scope`, compiling it first if this
    /// isolate has not yet; returns its completion value (a platform script is a function
    /// expression, which the caller calls with its realm's arguments).
    pub fn run<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_>,
        script: PlatformScript,
    ) -> Result<v8::Local<'s, v8::Value>, UncaughtError> {
        v8::tc_scope!(let tc, scope);
        let cached = self.compiled.borrow().get(script.name).map(|c| v8::Local::new(tc, c));
        let unbound = match cached {
            Some(unbound) => unbound,
            None => {
                let too_long =
                    || script::internal_error(&format!("the script {} is too long for V8", script.name));
                let text = v8::String::new(tc, script.text).ok_or_else(too_long)?;
                let name = v8::String::new(tc, script.name).ok_or_else(too_long)?;
                let origin = realm::platform_script_origin(tc, name.into());
                let mut source = v8::script_compiler::Source::new(text, Some(&origin));
                let compiled = v8::script_compiler::compile_unbound_script(
                    tc,
                    &mut source,
                    v8::script_compiler::CompileOptions::NoCompileOptions,
                    v8::script_compiler::NoCacheReason::NoReason,
                );
                let Some(unbound) = compiled else { return Err(script::uncaught(tc)) };
                self.compilations.set(self.compilations.get() + 1);
                let id = realm::script_id(tc, unbound.bind_to_current_context(tc));
                self.add_id(script.name, id);
                self.compiled.borrow_mut().insert(script.name, v8::Global::new(tc, unbound));
                unbound
            }
        };
        self.runs.set(self.runs.get() + 1);
        match unbound.bind_to_current_context(tc).run(tc) {
            Some(value) => Ok(value),
            None => Err(script::uncaught(tc)),
        }
    }

    /// Records the script ids of a realm's platform scripts, from the function each one
    /// evaluated to (`scripts`, by name): a realm made from the realm snapshot.
    ///
    /// Every realm of a kind shares its isolate's deserialized scripts, so once a realm's
    /// first and last scripts have ids already known, all of its scripts have: the rest is
    /// not read again (it was a look-up of ~100 ids per new realm). A realm whose scripts
    /// had ids of their own would still be recorded, which `realm_cost.rs` checks.
    pub fn recognise(&self, scripts: &[(&'static str, v8::Local<v8::Function>)]) {
        self.snapshot_realms.set(self.snapshot_realms.get() + 1);
        let known = |entry: Option<&(&'static str, v8::Local<v8::Function>)>| {
            entry.is_some_and(|(name, function)| self.ids.borrow().contains(&(*name, function.script_id())))
        };
        if known(scripts.first()) && known(scripts.last()) {
            return;
        }
        for (name, function) in scripts {
            self.add_id(name, function.script_id());
        }
    }

    fn add_id(&self, name: &'static str, id: i32) {
        let mut ids = self.ids.borrow_mut();
        if !ids.contains(&(name, id)) {
            ids.push((name, id));
        }
    }

    /// How many realms were set up from the realm snapshot in this isolate.
    pub fn snapshot_realms(&self) -> u64 {
        self.snapshot_realms.get()
    }

    /// How many times platform scripts were compiled from source in this isolate.
    pub fn compilations(&self) -> u64 {
        self.compilations.get()
    }

    /// How many times compiled platform scripts were run (one per script per realm).
    pub fn runs(&self) -> u64 {
        self.runs.get()
    }

    /// Whether V8's script id `id` (of a profile's frame, say) is a platform script's:
    /// such frames are the platform's, never the page's.
    pub fn is_platform_script(&self, id: i32) -> bool {
        self.ids.borrow().iter().any(|(_, i)| *i == id)
    }

    /// The name of platform script `id`, if it is one.
    pub fn name_of(&self, id: i32) -> Option<&'static str> {
        self.ids.borrow().iter().find(|(_, i)| *i == id).map(|(name, _)| *name)
    }

    /// The script ids of the platform scripts compiled so far, with their names.
    pub fn script_ids(&self) -> Vec<(&'static str, i32)> {
        let mut ids = self.ids.borrow().clone();
        ids.sort_unstable();
        ids
    }

    /// Frees the compiled scripts (while the isolate still lives).
    pub fn clear(&self) {
        self.compiled.borrow_mut().clear();
    }
}
