//! The `application/x-www-form-urlencoded` parser and serializer `URLSearchParams` uses
//! (`url_search_params.js`), from the `url` crate's implementation of the standard.
//! [URL §5 application/x-www-form-urlencoded](https://url.spec.whatwg.org/#application/x-www-form-urlencoded)
use url::form_urlencoded;

use crate::runtime::web::html::window::Native;

/// The natives of `url_search_params.js`.
pub fn natives() -> Vec<Native> {
    vec![
        ("parseFormUrlencoded", v8::MapFnTo::map_fn_to(parse_native)),
        ("serializeFormUrlencoded", v8::MapFnTo::map_fn_to(serialize_native)),
        ("urlQuery", v8::MapFnTo::map_fn_to(url_query)),
        ("setURLQuery", v8::MapFnTo::map_fn_to(set_url_query)),
    ]
}

/// [The application/x-www-form-urlencoded parser](https://url.spec.whatwg.org/#concept-urlencoded-parser):
/// the name-value pairs of `input`, flattened (`[name, value, name, value, …]`).
pub fn parse(input: &str) -> Vec<String> {
    form_urlencoded::parse(input.as_bytes())
        .flat_map(|(name, value)| [name.into_owned(), value.into_owned()])
        .collect()
}

/// [The application/x-www-form-urlencoded serializer](https://url.spec.whatwg.org/#concept-urlencoded-serializer)
/// of flattened pairs (a missing last value is empty).
pub fn serialize(flat: &[String]) -> String {
    let mut serializer = form_urlencoded::Serializer::new(String::new());
    for pair in flat.chunks(2) {
        serializer.append_pair(&pair[0], pair.get(1).map_or("", String::as_str));
    }
    serializer.finish()
}

/// `natives.parseFormUrlencoded(string)` → `[name, value, …]`.
fn parse_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let input = args.get(0).to_rust_string_lossy(scope);
    if let Ok(value) = serde_v8::to_v8(scope, parse(&input)) {
        rv.set(value);
    }
}

/// `natives.serializeFormUrlencoded([name, value, …])` → the string (lone surrogates
/// become U+FFFD, as USVString conversion makes them).
fn serialize_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let Ok(list) = v8::Local::<v8::Array>::try_from(args.get(0)) else { return };
    let mut flat = Vec::with_capacity(list.length() as usize);
    for i in 0..list.length() {
        let item = list.get_index(scope, i).map(|v| v.to_rust_string_lossy(scope)).unwrap_or_default();
        flat.push(item);
    }
    if let Some(text) = v8::String::new(scope, &serialize(&flat)) {
        rv.set(text.into());
    }
}

/// `natives.urlQuery(href)`: the URL's query, or null when it has none.
fn url_query(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let href = args.get(0).to_rust_string_lossy(scope);
    if let Some(query) = super::url_parser::query(&href)
        && let Some(text) = v8::String::new(scope, &query)
    {
        rv.set(text.into());
    }
}

/// `natives.setURLQuery(href, query)`: the parts of the URL with its query set (`null`:
/// none), as `parseURL` gives them.
fn set_url_query(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let href = args.get(0).to_rust_string_lossy(scope);
    let query = (!args.get(1).is_null_or_undefined()).then(|| args.get(1).to_rust_string_lossy(scope));
    if let Some(parts) = super::url_parser::set_query(&href, query.as_deref()) {
        rv.set(super::parts_object(scope, &parts).into());
    }
}
