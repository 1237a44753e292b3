//! The platform's own JavaScript — `bootstrap.js` and the `performance` modules — compiled
//! once per isolate and bound to each new realm, never parsed again per realm.
//!
//! Page scripts carry their realm id in their script origin (`bindings/realm.rs`), so V8's
//! compilation cache keeps one script per realm and profiler frames name their realm by
//! script id. Compiling the platform's ~100 KB the same way made every realm a new cache
//! entry with the same source: each look-up compared the source with every earlier
//! realm's copy, and a realm cost more the more realms there were. Platform scripts
//! instead have a platform origin (`framescope:<file>`, no realm id): each is compiled
//! once into a `v8::UnboundScript` kept here and bound to the current context per realm,
//! so every realm shares its compiled functions and one script id. That id is how
//! profiles tell platform frames from page frames ([`PlatformScripts::is_platform_script`]).
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

struct Compiled {
    script: v8::Global<v8::UnboundScript>,
    /// V8's script id: the same in every realm of the isolate.
    id: i32,
}

/// The compiled platform scripts of one isolate (in its group's state), by name.
#[derive(Default)]
pub struct PlatformScripts {
    compiled: RefCell<HashMap<&'static str, Compiled>>,
    /// How many times a platform script was compiled from source (once per script per
    /// isolate when all goes well).
    compilations: Cell<u64>,
    /// How many times a compiled platform script was bound to a realm and run.
    runs: Cell<u64>,
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
        let cached = self.compiled.borrow().get(script.name).map(|c| v8::Local::new(tc, &c.script));
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
                self.compiled
                    .borrow_mut()
                    .insert(script.name, Compiled { script: v8::Global::new(tc, unbound), id });
                unbound
            }
        };
        self.runs.set(self.runs.get() + 1);
        match unbound.bind_to_current_context(tc).run(tc) {
            Some(value) => Ok(value),
            None => Err(script::uncaught(tc)),
        }
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
        self.compiled.borrow().values().any(|c| c.id == id)
    }

    /// The script ids of the platform scripts compiled so far, with their names.
    pub fn script_ids(&self) -> Vec<(&'static str, i32)> {
        let mut ids: Vec<_> = self.compiled.borrow().iter().map(|(name, c)| (*name, c.id)).collect();
        ids.sort_unstable();
        ids
    }

    /// Frees the compiled scripts (while the isolate still lives).
    pub fn clear(&self) {
        self.compiled.borrow_mut().clear();
    }
}
