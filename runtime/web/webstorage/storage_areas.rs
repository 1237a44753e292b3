//! The group's [storage areas](https://html.spec.whatwg.org/multipage/webstorage.html#storage-2)
//! and the natives of `web_storage.js` over them.
//!
//! An area is keyed by its type's key: the origin for local storage, whose areas are in
//! the group's storage shed (`runtime/storage_shed.rs`: other groups may share them); the
//! top-level traversable (the browsing context number of the window's top realm, which
//! outlives its documents) and the origin for session storage, whose areas are the
//! group's. Keys and values are kept as UTF-16 code
//! units, so a lone surrogate a page stores comes back as it was, and an area's size (its
//! keys' and values' lengths) is counted as Chrome counts its quota.
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use crate::runtime::group::GroupState;
use crate::runtime::realm::{RealmId, Scope};
use crate::runtime::storage_shed::{StorageBottle as Area, Units};
use crate::runtime::web::html::window::Native;

/// The most an area holds: 5 MiB of keys and values, in UTF-16 code units (HTML lets
/// user agents limit each area; this is the limit the issue and Chrome's documentation
/// give per origin).
pub const QUOTA: usize = 5 * 1024 * 1024;

/// Which area: the session storage's top-level traversable (none for local storage), and
/// the origin.
type AreaKey = (Option<u64>, String);

/// The group's session storage areas (kept in [`GroupState::web`]).
#[derive(Default)]
pub struct StorageAreas {
    areas: RefCell<HashMap<AreaKey, Area>>,
    /// The top-level traversables whose session storage was made (copied from an opener's,
    /// or empty): a later document of the traversable copies nothing again.
    session_made: RefCell<HashSet<u64>>,
}

/// The natives of `web_storage.js`.
pub fn natives() -> Vec<Native> {
    vec![
        ("storageArea", v8::MapFnTo::map_fn_to(storage_area)),
        ("storageTargets", v8::MapFnTo::map_fn_to(storage_targets)),
        ("copySessionStorage", v8::MapFnTo::map_fn_to(copy_session_storage)),
    ]
}

/// The top-level traversable of a realm: its top realm's browsing context number.
fn traversable_of(state: &GroupState, realm: RealmId) -> Option<u64> {
    state.top_of(realm).and_then(|top| state.browsing_context_of(top))
}

/// The key of the calling window's area of type `kind` ("local" or "session").
fn area_key(state: &GroupState, realm: RealmId, kind: &str) -> Option<AreaKey> {
    let origin = state.info(realm)?.origin.ascii_serialization();
    let traversable = if kind == "session" { Some(traversable_of(state, realm)?) } else { None };
    Some((traversable, origin))
}

fn units<'s>(scope: &mut v8::PinScope<'s, '_>, value: v8::Local<'s, v8::Value>) -> Option<Units> {
    let text = value.to_string(scope)?;
    let mut buffer = vec![0u16; text.length()];
    text.write_v2(scope, 0, &mut buffer, v8::WriteFlags::empty());
    Some(buffer)
}

fn string<'s>(scope: &mut v8::PinScope<'s, '_>, units: &[u16]) -> v8::Local<'s, v8::Value> {
    match v8::String::new_from_two_byte(scope, units, v8::NewStringType::Normal) {
        Some(text) => text.into(),
        None => v8::null(scope).into(),
    }
}

/// `natives.storageArea(type, op, key, value)`: an operation on the calling window's area
/// of `type`, as `Storage`'s members need it —
/// `"length"` → the number of pairs; `"key"`, index → that key or null; `"get"`, key → its
/// value or null; `"set"`, key, value → undefined when the value was already so, else the
/// old value (null for a new key), or false when the area cannot hold it (the quota);
/// `"remove"`, key → undefined when there was none, else the old value; `"clear"` → whether
/// there was anything; `"keys"` → the keys, in order.
fn storage_area<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let kind = args.get(0).to_rust_string_lossy(scope);
    let op = args.get(1).to_rust_string_lossy(scope);
    let Some(key) = area_key(&state, realm, &kind) else { return };
    let storage = state.web.get::<StorageAreas>();
    let (mut local, mut session);
    let area = match key {
        (None, origin) => {
            local = state.hosts.storage().local_storage();
            local.entry(origin).or_default()
        }
        key => {
            session = storage.areas.borrow_mut();
            session.entry(key).or_default()
        }
    };
    match op.as_str() {
        "length" => rv.set(v8::Number::new(scope, area.pairs.len() as f64).into()),
        "key" => {
            let index = args.get(2).number_value(scope).unwrap_or(f64::NAN);
            let found = (index >= 0.0 && index.fract() == 0.0)
                .then(|| area.pairs.get_index(index as usize))
                .flatten()
                .map(|(k, _)| k.clone());
            let value = match found {
                Some(key) => string(scope, &key),
                None => v8::null(scope).into(),
            };
            rv.set(value);
        }
        "get" => {
            let Some(name) = units(scope, args.get(2)) else { return };
            let value = match area.pairs.get(&name).cloned() {
                Some(value) => string(scope, &value),
                None => v8::null(scope).into(),
            };
            rv.set(value);
        }
        "set" => {
            let (Some(name), Some(value)) = (units(scope, args.get(2)), units(scope, args.get(3))) else {
                return;
            };
            let old = area.pairs.get(&name).cloned();
            if old.as_ref() == Some(&value) {
                return;
            }
            let size =
                area.size - old.as_ref().map_or(0, |o| name.len() + o.len()) + name.len() + value.len();
            if size > QUOTA {
                rv.set(v8::Boolean::new(scope, false).into());
                return;
            }
            area.size = size;
            area.pairs.insert(name, value);
            let result = match old {
                Some(old) => string(scope, &old),
                None => v8::null(scope).into(),
            };
            rv.set(result);
        }
        "remove" => {
            let Some(name) = units(scope, args.get(2)) else { return };
            if let Some(old) = area.pairs.shift_remove(&name) {
                area.size -= name.len() + old.len();
                rv.set(string(scope, &old));
            }
        }
        "clear" => {
            let had = !area.pairs.is_empty();
            area.pairs.clear();
            area.size = 0;
            rv.set(v8::Boolean::new(scope, had).into());
        }
        "keys" => {
            let keys: Vec<Units> = area.pairs.keys().cloned().collect();
            let keys: Vec<v8::Local<v8::Value>> = keys.iter().map(|k| string(scope, k)).collect();
            rv.set(v8::Array::new_with_elements(scope, &keys).into());
        }
        _ => {}
    }
}

/// `natives.storageTargets(type)`: the globals of the windows a change of the calling
/// window's area of `type` is broadcast to
/// ([broadcast](https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-broadcast)
/// step 3): every other window of its origin that is still its document's (for session
/// storage, of its top-level traversable too).
fn storage_targets<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let kind = args.get(0).to_rust_string_lossy(scope);
    let Some(key) = area_key(&state, realm, &kind) else { return };
    let ids: Vec<RealmId> = state
        .realms()
        .into_iter()
        .filter(|info| info.id != realm && info.scope == Scope::Window && !info.detached)
        .filter(|info| area_key(&state, info.id, &kind).as_ref() == Some(&key))
        .map(|info| info.id)
        .collect();
    let globals: Vec<v8::Local<v8::Value>> =
        ids.into_iter().filter_map(|id| state.global_of(scope, id)).collect();
    rv.set(v8::Array::new_with_elements(scope, &globals).into());
}

/// `natives.copySessionStorage(traversable)`: the calling window's top-level traversable,
/// opened by `window.open` with an opener in `traversable`, gets a copy of that one's
/// session storage, once ([creating a new top-level traversable](https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-top-level-traversable):
/// "copy the session storage").
fn copy_session_storage<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(from) = args.get(0).number_value(scope) else { return };
    let Some(to) = traversable_of(&state, realm) else { return };
    let storage = state.web.get::<StorageAreas>();
    if !storage.session_made.borrow_mut().insert(to) {
        return;
    }
    let mut areas = storage.areas.borrow_mut();
    let copies: Vec<(AreaKey, Area)> = areas
        .iter()
        .filter(|((traversable, _), _)| *traversable == Some(from as u64))
        .map(|((_, origin), area)| ((Some(to), origin.clone()), area.clone()))
        .collect();
    areas.extend(copies);
}
