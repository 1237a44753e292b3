//! `URL` and `Blob` (`url.js`) and their natives: parsing ([`url_parser`]), blob: URLs
//! in the group's blob store.
//! [URL §6.1](https://url.spec.whatwg.org/#url-class), [File API §8](https://w3c.github.io/FileAPI/#url)
pub mod url_parser;
pub mod url_search_params;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::runtime::group::GroupState;

use super::html::window::Native;
use url_parser::UrlParts;

/// The group's [blob URL store](https://w3c.github.io/FileAPI/#BlobURLStore): blob: URL →
/// (bytes, type).
#[derive(Default)]
pub struct BlobUrlStore(RefCell<HashMap<String, (Vec<u8>, String)>>);

impl BlobUrlStore {
    /// The group's store (in its [`crate::runtime::group::WebState`]).
    pub fn of(state: &GroupState) -> Rc<Self> {
        state.web.get::<Self>()
    }

    /// A blob's text (its bytes, UTF-8 decoded) and type: what a script or a document
    /// reads.
    pub fn get(&self, url: &str) -> Option<(String, String)> {
        let store = self.0.borrow();
        let (bytes, kind) = store.get(url.split_once('#').map_or(url, |(before, _)| before))?;
        Some((String::from_utf8_lossy(bytes).into_owned(), kind.clone()))
    }

    /// A blob's bytes and type (what `fetch()` reads).
    /// The entry of `url`: the store is keyed by URLs without a fragment, and a URL's
    /// fragment is not part of the entry it resolves to
    /// ([resolve a blob URL](https://w3c.github.io/FileAPI/#blob-url-resolve) step 2).
    pub fn get_bytes(&self, url: &str) -> Option<(Vec<u8>, String)> {
        let without_fragment = url.split_once('#').map_or(url, |(before, _)| before);
        self.0.borrow().get(without_fragment).cloned()
    }
}

/// The URL and blob natives.
pub fn natives() -> Vec<Native> {
    // (Navigations to blob: URLs read the store through this: runtime/navigation.)
    crate::runtime::navigation::BLOB_URL_RESOLVER
        .get_or_init(|| |state, url| BlobUrlStore::of(state).get_bytes(url));
    vec![
        ("parseURL", v8::MapFnTo::map_fn_to(parse_url)),
        ("createObjectURL", v8::MapFnTo::map_fn_to(create_object_url)),
        ("revokeObjectURL", v8::MapFnTo::map_fn_to(revoke_object_url)),
        ("setURLComponent", v8::MapFnTo::map_fn_to(set_url_component)),
    ]
    .into_iter()
    .chain(url_search_params::natives())
    .collect()
}

/// `natives.parseURL(input, base, encoding)`: the URL's parts, or null when it does not
/// parse. With `encoding` (a document's character set), its
/// [encoding-parsing](https://url.spec.whatwg.org/#encoding-parsing) ([`url_parser::parse`]).
fn parse_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let input = args.get(0).to_rust_string_lossy(scope);
    let base = (!args.get(1).is_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    let encoding = args
        .get(2)
        .is_string()
        .then(|| args.get(2).to_rust_string_lossy(scope))
        .and_then(|label| encoding_rs::Encoding::for_label(label.trim().as_bytes()));
    if let Some(parts) = url_parser::parse(&input, base.as_deref(), encoding) {
        rv.set(parts_object(scope, &parts).into());
    }
}

/// A URL's parts as the platform's JavaScript reads them: an object of the URL class's
/// getters' values.
pub(crate) fn parts_object<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    parts: &UrlParts,
) -> v8::Local<'s, v8::Object> {
    let object = v8::Object::new(scope);
    for (key, value) in parts.entries() {
        if let (Some(key), Some(value)) = (v8::String::new(scope, key), v8::String::new(scope, value)) {
            object.set(scope, key.into(), value.into());
        }
    }
    object
}

/// `natives.setURLComponent(href, name, value)`: the parts of the URL `href` after its
/// `name` setter ran with `value` ([`url_parser::set_component`]); null when `href` is set
/// to a URL that does not parse (a TypeError).
/// [URL §6.1 URL class](https://url.spec.whatwg.org/#urlutils-members)
fn set_url_component(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let href = args.get(0).to_rust_string_lossy(scope);
    let name = args.get(1).to_rust_string_lossy(scope);
    let value = args.get(2).to_rust_string_lossy(scope);
    if let Some(parts) = url_parser::set_component(&href, &name, &value) {
        rv.set(parts_object(scope, &parts).into());
    }
}

static NEXT_BLOB: AtomicU64 = AtomicU64::new(1);

/// `URL.createObjectURL(blob)`: `blob:<origin>/<id>`, in the group's blob store.
fn create_object_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let origin = realm.with_info(|info| info.origin.ascii_serialization());
    let bytes = match v8::Local::<v8::ArrayBufferView>::try_from(args.get(0)) {
        Ok(view) => {
            let mut bytes = vec![0u8; view.byte_length()];
            view.copy_contents(&mut bytes);
            bytes
        }
        Err(_) => Vec::new(),
    };
    let kind = args.get(1).to_rust_string_lossy(scope);
    let n = NEXT_BLOB.fetch_add(1, Ordering::Relaxed);
    let url = format!("blob:{}/{:08x}-0000-4000-8000-{:012x}", origin, n, n);
    BlobUrlStore::of(&state).0.borrow_mut().insert(url.clone(), (bytes, kind));
    if let Some(url) = v8::String::new(scope, &url) {
        rv.set(url.into());
    }
}

fn revoke_object_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, _)) = GroupState::current(scope) else { return };
    let url = args.get(0).to_rust_string_lossy(scope);
    BlobUrlStore::of(&state).0.borrow_mut().remove(&url);
}
