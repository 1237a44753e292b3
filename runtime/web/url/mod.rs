//! `URL` and `Blob` (`url.js`) and their natives: parsing ([`url_parser`]), blob: URLs
//! in the blob URL store ([`blob_url_store`]), resolved as they are parsed.
//! [URL §6.1](https://url.spec.whatwg.org/#url-class), [File API §8](https://w3c.github.io/FileAPI/#url)
pub mod blob_url_store;
pub mod url_parser;
pub mod url_search_params;

use crate::runtime::group::GroupState;

use super::html::window::Native;
pub use blob_url_store::{BlobUrlEntry, BlobUrlStore};
use url_parser::UrlParts;

/// The URL and blob natives.
pub fn natives() -> Vec<Native> {
    // (Navigations to blob: URLs read the store through this: runtime/navigation.)
    crate::runtime::navigation::BLOB_URL_RESOLVER
        .get_or_init(|| |state, url| BlobUrlStore::of(state).get_bytes(state, url));
    vec![
        ("parseURL", v8::MapFnTo::map_fn_to(parse_url)),
        ("createObjectURL", v8::MapFnTo::map_fn_to(create_object_url)),
        ("revokeObjectURL", v8::MapFnTo::map_fn_to(revoke_object_url)),
        ("resolveBlobURL", v8::MapFnTo::map_fn_to(resolve_blob_url)),
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

/// `URL.createObjectURL(blob)`: `blob:<origin>/<id>`, an entry of the current realm in the
/// blob URL store ([`BlobUrlStore::add`]).
/// [File API §8.3](https://w3c.github.io/FileAPI/#dfn-createObjectURL)
fn create_object_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let (id, origin) = realm.with_info(|info| (info.id, info.origin.clone()));
    let bytes = match v8::Local::<v8::ArrayBufferView>::try_from(args.get(0)) {
        Ok(view) => {
            let mut bytes = vec![0u8; view.byte_length()];
            view.copy_contents(&mut bytes);
            bytes
        }
        Err(_) => Vec::new(),
    };
    let kind = args.get(1).to_rust_string_lossy(scope);
    let url = BlobUrlStore::of(&state).add(&state, id, &origin, bytes, kind);
    if let Some(url) = v8::String::new(scope, &url) {
        rv.set(url.into());
    }
}

/// `URL.revokeObjectURL(url)`: the entry of `url` goes, if the current realm's origin
/// may revoke it ([`BlobUrlStore::revoke`]).
/// [File API §8.3](https://w3c.github.io/FileAPI/#dfn-revokeObjectURL)
fn revoke_object_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    _rv: v8::ReturnValue<v8::Value>,
) {
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let origin = realm.with_info(|info| info.origin.clone());
    let url = args.get(0).to_rust_string_lossy(scope);
    BlobUrlStore::of(&state).revoke(&url, &origin);
}

/// `natives.resolveBlobURL(href)`: the [URL parser](https://url.spec.whatwg.org/#concept-url-parser)'s
/// step 3 for a parsed `blob:` URL — its [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry),
/// resolved for the current realm as the URL is parsed (a Request, an XHR's `open()`):
/// `[bytes, type]` (a Uint8Array, a string), or null when the store has none the realm may
/// use. The fetch then reads these bytes, though the URL be revoked meanwhile.
fn resolve_blob_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let Some((state, realm)) = GroupState::current_realm(scope) else { return };
    let origin = realm.with_info(|info| info.origin.clone());
    let url = args.get(0).to_rust_string_lossy(scope);
    if !url.starts_with("blob:") {
        return;
    }
    let Some(entry) = BlobUrlStore::of(&state).resolve(&state, &url, Some(&origin)) else { return };
    let bytes = v8::ArrayBuffer::new_backing_store_from_vec(entry.bytes.as_ref().clone()).make_shared();
    let buffer = v8::ArrayBuffer::with_backing_store(scope, &bytes);
    let (Some(view), Some(kind)) =
        (v8::Uint8Array::new(scope, buffer, 0, buffer.byte_length()), v8::String::new(scope, &entry.kind))
    else {
        return;
    };
    let pair = v8::Array::new_with_elements(scope, &[view.into(), kind.into()]);
    rv.set(pair.into());
}

/// A blob URL entry as the platform's JavaScript carries it from [`resolve_blob_url`] to a
/// fetch (`[bytes, type]`): its bytes and type; `None` for anything else (null: no entry).
pub fn blob_entry_of(scope: &mut v8::PinScope, value: v8::Local<v8::Value>) -> Option<(Vec<u8>, String)> {
    let pair = v8::Local::<v8::Array>::try_from(value).ok()?;
    let view = pair.get_index(scope, 0).and_then(|v| v8::Local::<v8::ArrayBufferView>::try_from(v).ok())?;
    let mut bytes = vec![0u8; view.byte_length()];
    view.copy_contents(&mut bytes);
    let kind = pair.get_index(scope, 1)?.to_rust_string_lossy(scope);
    Some((bytes, kind))
}
