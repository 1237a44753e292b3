//! The realm snapshot: a V8 startup snapshot of one booted window realm and one booted
//! worker realm, made once per process and used by every isolate (each group's, each
//! worker's), so a new realm is deserialized rather than built by running the platform's
//! JavaScript.
//!
//! Why: a realm's boot (`primordials.js`, `bootstrap.js`, the web and performance
//! modules) defines a few hundred functions, classes and properties, and running it cost
//! most of a frame's CPU, as much again in garbage collection of what it allocated on the
//! way (intermediate maps and descriptor arrays, closures of the set-up); V8 deserializes
//! the finished objects instead, and shares the functions' code (shared function infos,
//! bytecode, scripts) between every realm of an isolate.
//!
//! What makes it work:
//! - The boot reads nothing of one realm (`web::html::realm_boot::boot`): `info` says only
//!   the realm's kind. Per realm, `window::bootstrap` fills `info` (location, name,
//!   security facts, time origin, the navigation's fetch), the natives' `parent`/`top`,
//!   and calls the `initRealm` hook, which runs each module's per-realm steps.
//! - Every native function the boot refers to — the natives, the console, the window
//!   template's access-check callback and interceptors — is an external reference, the
//!   same list for the snapshot maker and every isolate (V8 stores an index into it).
//! - Nothing of the Rust side is in the snapshot: context slots (the console log), the
//!   realm id and the security-error factory are set on each realm after it is made.
//! - A window's context keeps the access-checked global of the window template; a frame
//!   that navigates passes its WindowProxy as the new context's global object.
use std::sync::OnceLock;

use super::realm_boot::{self, BootRecord};
use super::realm_snapshot_cache;
use super::window;
use crate::bindings::v8_internal;
use crate::runtime::platform::init_v8;
use crate::runtime::platform_scripts::PlatformScripts;
use crate::runtime::realm::Scope;
use crate::runtime::web::messaging::post_message as messaging;

/// The context snapshot index of a window realm and of a worker realm.
const WINDOW_CONTEXT: usize = 0;
const WORKER_CONTEXT: usize = 1;
const SHARED_WORKER_CONTEXT: usize = 2;
const SERVICE_WORKER_CONTEXT: usize = 3;
/// The realms of the snapshot, by kind, in their context order.
const REALMS: [(Scope, usize); 4] = [
    (Scope::Window, WINDOW_CONTEXT),
    (Scope::DedicatedWorkerGlobalScope, WORKER_CONTEXT),
    (Scope::SharedWorkerGlobalScope, SHARED_WORKER_CONTEXT),
    (Scope::ServiceWorkerGlobalScope, SERVICE_WORKER_CONTEXT),
];

/// The process's snapshot blob, made by the first isolate that needs it (or why it could
/// not be made).
static BLOB: OnceLock<Result<&'static [u8], String>> = OnceLock::new();

fn blob() -> Result<&'static [u8], String> {
    BLOB.get_or_init(create).clone()
}

/// `params` for an isolate whose realms come from the realm snapshot (making the
/// snapshot first if this process has not yet). When it cannot be made, the isolate is a
/// plain one and every realm's set-up fails with the reason ([`boot_record`]).
pub fn create_params(params: v8::CreateParams) -> v8::CreateParams {
    match blob() {
        Ok(blob) => params.snapshot_blob(blob.into()).external_references(external_references().into()),
        Err(_) => params,
    }
}

/// The external references of every isolate that uses the snapshot, in one order.
fn external_references() -> Vec<v8::ExternalReference> {
    realm_boot::external_references()
}

/// A new context of kind `kind` from the realm snapshot; a window may be given the
/// WindowProxy of the realm it replaces. (A bare context when the isolate has no realm
/// snapshot: its set-up then fails and says why.)
pub fn new_context<'s>(
    scope: &mut v8::PinScope<'s, '_, ()>,
    kind: Scope,
    global_object: Option<v8::Local<'s, v8::Value>>,
) -> v8::Local<'s, v8::Context> {
    let index = match kind {
        Scope::Window => WINDOW_CONTEXT,
        Scope::DedicatedWorkerGlobalScope => WORKER_CONTEXT,
        Scope::SharedWorkerGlobalScope => SHARED_WORKER_CONTEXT,
        Scope::ServiceWorkerGlobalScope => SERVICE_WORKER_CONTEXT,
    };
    let options = v8::ContextOptions { global_object, ..Default::default() };
    let from_snapshot = blob().is_ok().then(|| v8::Context::from_snapshot(scope, index, options)).flatten();
    from_snapshot.unwrap_or_else(|| {
        v8::Context::new(scope, v8::ContextOptions { global_object, ..Default::default() })
    })
}

/// The boot record of the current context, made by [`new_context`] (taken once: V8
/// hands a context's snapshot data out only once).
pub fn boot_record<'s>(scope: &mut v8::PinScope<'s, '_>) -> Result<BootRecord<'s>, String> {
    if let Err(reason) = blob() {
        return Err(format!("the realm snapshot could not be made: {reason}"));
    }
    let array = scope
        .get_context_data_from_snapshot_once::<v8::Array>(0)
        .map_err(|_| "the realm has no boot record in the realm snapshot".to_string())?;
    BootRecord::from_array(scope, array).ok_or_else(|| "the realm snapshot's boot record is malformed".into())
}

/// Makes the snapshot (or reads the one an earlier process of this executable made:
/// `realm_snapshot_cache`): an isolate boots a window realm (from the window template) and a
/// worker realm, and V8 serializes both with their boot records.
fn create() -> Result<&'static [u8], String> {
    init_v8();
    if let Some(blob) = realm_snapshot_cache::load() {
        return Ok(Box::leak(blob.into_boxed_slice()));
    }
    let mut isolate = v8::Isolate::snapshot_creator(Some(external_references().into()), None);
    let booted = boot_realms(&mut isolate);
    // A snapshot creator must make its blob before it goes, even when a boot failed (the
    // failure is then what this returns).
    let blob = isolate.create_blob(v8::FunctionCodeHandling::Keep);
    booted?;
    let blob = blob.ok_or_else(|| "V8 could not serialize the realms".to_string())?;
    realm_snapshot_cache::store(&blob);
    Ok(Box::leak(blob.to_vec().into_boxed_slice()))
}

/// Boots one realm of each kind in the snapshot maker's isolate and adds each, with its
/// boot record, to the snapshot.
fn boot_realms(isolate: &mut v8::OwnedIsolate) -> Result<(), String> {
    let scripts = PlatformScripts::default();
    let booted = (|| {
        v8::scope!(let scope, &mut *isolate);
        let default = v8::Context::new(scope, Default::default());
        scope.set_default_context(default);
        for (kind, expected) in REALMS {
            let global_template = (kind == Scope::Window).then(|| window::window_template(scope));
            let context =
                v8::Context::new(scope, v8::ContextOptions { global_template, ..Default::default() });
            let record = {
                let scope = &mut v8::ContextScope::new(scope, context);
                let record = realm_boot::boot(scope, &scripts, kind)
                    .map_err(|e| format!("booting a {kind:?} realm failed: {}", e.message))?;
                // Operations made on first use: a realm carries no closure for a method
                // its pages never read (bindings/lazy_methods.cc); dictionaries made fast:
                // a smaller realm to deserialize, and less to mark (one heap walk for both).
                v8_internal::prepare_realm_for_snapshot(scope, context)
                    .ok_or_else(|| format!("preparing a {kind:?} realm for the snapshot failed"))?;
                record.to_array(scope)
            };
            scope.add_context_data(context, record);
            let index = scope.add_context(context);
            if index != expected {
                return Err(format!("the {kind:?} realm is context {index}, not {expected}"));
            }
        }
        Ok(())
    })();
    // No global handle may outlive the boot: V8 serializes none.
    scripts.clear();
    messaging::forget_platform_key(isolate);
    super::legacy_platform_objects::forget_template(isolate);
    crate::runtime::web::webidl::internal_slots::forget_agent(isolate);
    booted
}
