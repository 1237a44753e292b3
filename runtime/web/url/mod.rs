//! `URL` and `Blob` (`url.js`) and their natives: parsing with the `url` crate, blob: URLs
//! in the group's blob store.
//! [URL §6.1](https://url.spec.whatwg.org/#url-class), [File API §8](https://w3c.github.io/FileAPI/#url)
pub mod url_search_params;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use url::Url;

use crate::runtime::group::GroupState;

use super::html::window::{Native, url_parts};

/// The group's [blob URL store](https://w3c.github.io/FileAPI/#BlobURLStore): blob: URL →
/// (text, type).
#[derive(Default)]
pub struct BlobUrlStore(RefCell<HashMap<String, (String, String)>>);

impl BlobUrlStore {
    /// The group's store (in its [`crate::runtime::group::WebState`]).
    pub fn of(state: &GroupState) -> Rc<Self> {
        state.web.get::<Self>()
    }

    /// A blob's text and type.
    pub fn get(&self, url: &str) -> Option<(String, String)> {
        self.0.borrow().get(url).cloned()
    }
}

/// The URL and blob natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("parseURL", v8::MapFnTo::map_fn_to(parse_url)),
        ("createObjectURL", v8::MapFnTo::map_fn_to(create_object_url)),
        ("revokeObjectURL", v8::MapFnTo::map_fn_to(revoke_object_url)),
    ]
    .into_iter()
    .chain(url_search_params::natives())
    .collect()
}

/// `natives.parseURL(input, base)`: the URL's parts, or null when it does not parse.
fn parse_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let input = args.get(0).to_rust_string_lossy(scope);
    let parsed = if args.get(1).is_undefined() {
        Url::parse(&input)
    } else {
        let base = args.get(1).to_rust_string_lossy(scope);
        Url::parse(&base).and_then(|b| b.join(&input))
    };
    let Ok(url) = parsed else { return };
    let parts = url_parts(scope, &url, &url.origin().ascii_serialization());
    rv.set(parts.into());
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
    let text = args.get(0).to_rust_string_lossy(scope);
    let kind = args.get(1).to_rust_string_lossy(scope);
    let n = NEXT_BLOB.fetch_add(1, Ordering::Relaxed);
    let url = format!("blob:{}/{:08x}-0000-4000-8000-{:012x}", origin, n, n);
    BlobUrlStore::of(&state).0.borrow_mut().insert(url.clone(), (text, kind));
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
