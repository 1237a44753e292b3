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
/// [encoding-parsing](https://url.spec.whatwg.org/#encoding-parsing): the query is
/// percent-encoded from that encoding's bytes (a code point it cannot encode as an HTML
/// numeric character reference; UTF-16 encodes as UTF-8).
fn parse_url(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let input = args.get(0).to_rust_string_lossy(scope);
    let encoding = if args.get(2).is_string() {
        encoding_rs::Encoding::for_label(args.get(2).to_rust_string_lossy(scope).trim().as_bytes())
            .filter(|encoding| *encoding != encoding_rs::UTF_8)
    } else {
        None
    };
    let encode: &dyn Fn(&str) -> std::borrow::Cow<'_, [u8]> = &|text| match encoding {
        Some(encoding) => encode_query(encoding, text).into(),
        None => text.as_bytes().into(),
    };
    let parsed = if args.get(1).is_undefined() {
        Url::options().encoding_override(Some(encode)).parse(&input)
    } else {
        let base = args.get(1).to_rust_string_lossy(scope);
        Url::parse(&base).and_then(|base| {
            Url::options().base_url(Some(&base)).encoding_override(Some(encode)).parse(&input)
        })
    };
    let Ok(url) = parsed else { return };
    let parts = url_parts(scope, &url, &url.origin().ascii_serialization());
    rv.set(parts.into());
}

/// The URL Standard's [percent-encode after encoding](https://url.spec.whatwg.org/#string-percent-encode-after-encoding)
/// of a query in `encoding`, as the url crate then percent-encodes it: a code point the
/// encoding cannot encode is `&#N;` percent-encoded whole (`%26%23N%3B`: the url crate
/// leaves `%` alone, and would not encode `&`, `#` and `;` in a query).
fn encode_query(encoding: &'static encoding_rs::Encoding, text: &str) -> Vec<u8> {
    let mut encoder = encoding.output_encoding().new_encoder();
    let mut out = Vec::with_capacity(text.len() * 2);
    let mut rest = text;
    loop {
        let mut buffer = [0u8; 1024];
        let (result, read, written) = encoder.encode_from_utf8_without_replacement(rest, &mut buffer, true);
        out.extend_from_slice(&buffer[..written]);
        rest = &rest[read..];
        match result {
            encoding_rs::EncoderResult::InputEmpty => return out,
            encoding_rs::EncoderResult::OutputFull => {}
            encoding_rs::EncoderResult::Unmappable(c) => {
                out.extend_from_slice(format!("%26%23{}%3B", u32::from(c)).as_bytes());
            }
        }
    }
}

/// `natives.setURLComponent(href, name, value)`: the parts of the URL `href` after its
/// `name` setter (`href`, `protocol`, …, `hash`) ran with `value`, as the URL Standard's
/// setters say (the url crate's `quirks`); null when `href` is set to a URL that does not
/// parse (a TypeError). A value another setter rejects leaves the URL as it was.
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
    let Ok(mut url) = Url::parse(&href) else { return };
    if set_component(&mut url, &name, &value).is_err() {
        return;
    }
    let parts = url_parts(scope, &url, &url.origin().ascii_serialization());
    rv.set(parts.into());
}

/// Runs the URL's setter `name` with `value`; `Err` only for an `href` that does not parse.
pub fn set_component(url: &mut Url, name: &str, value: &str) -> Result<(), url::ParseError> {
    use url::quirks;
    // (The other setters' failures are no-ops, as the standard says.)
    match name {
        "href" => return quirks::set_href(url, value),
        "protocol" => _ = quirks::set_protocol(url, value),
        "username" => _ = quirks::set_username(url, value),
        "password" => _ = quirks::set_password(url, value),
        "host" => _ = quirks::set_host(url, value),
        "hostname" => _ = quirks::set_hostname(url, value),
        "port" => _ = quirks::set_port(url, value),
        "pathname" => quirks::set_pathname(url, value),
        "search" => quirks::set_search(url, value),
        "hash" => quirks::set_hash(url, value),
        _ => {}
    }
    Ok(())
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
