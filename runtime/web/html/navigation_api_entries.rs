//! The natives behind the Navigation API's entries (`navigation.entries()`,
//! `currentEntry`, `traverseTo()`): the session history entries of the document's own
//! navigable, as HTML's [get the navigation API history entries](https://html.spec.whatwg.org/multipage/nav-history-apis.html#getting-the-navigation-api-history-entries)
//! sees them (`runtime/web/html/navigation.js` keeps the objects).
use crate::runtime::group::GroupState;

use super::window::Native;

/// The Navigation API natives (`natives.*`).
pub fn natives() -> Vec<Native> {
    vec![
        ("navigationEntries", v8::MapFnTo::map_fn_to(navigation_entries)),
        ("navigationDeltaTo", v8::MapFnTo::map_fn_to(navigation_delta_to)),
    ]
}

/// `natives.navigationEntries()` → `[current index, [key, id, url, same document], …]`:
/// HTML's "get the navigation API history entries" for the document's navigable:
/// 1–3. its current entry, with the entries before and after it that are of the same
/// origin, without a gap (the contiguous same-origin run). An opaque origin's document
/// (about:blank, data:) gets none.
fn navigation_entries<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    _args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let (entries, current) = state.navigable_entries(document);
    let Some(here) = entries.get(current) else { return };
    let origin = here.url.origin();
    if !origin.is_tuple() {
        return;
    }
    let mut start = current;
    while start > 0 && entries[start - 1].url.origin() == origin {
        start -= 1;
    }
    let mut end = current + 1;
    while end < entries.len() && entries[end].url.origin() == origin {
        end += 1;
    }
    let mut items = vec![v8::Number::new(scope, (current - start) as f64).into()];
    for entry in &entries[start..end] {
        let Some(url) = v8::String::new(scope, entry.url.as_str()) else { return };
        let fields = [
            v8::Number::new(scope, entry.key as f64).into(),
            v8::Number::new(scope, entry.id as f64).into(),
            url.into(),
            v8::Boolean::new(scope, entry.document == document).into(),
        ];
        items.push(v8::Array::new_with_elements(scope, &fields).into());
    }
    rv.set(v8::Array::new_with_elements(scope, &items).into());
}

/// `natives.navigationDeltaTo(key)` → the delta of the joint session history from its
/// current step to the step of the navigable's entry with navigation API key `key`
/// (`undefined`: no such entry), what `traverseTo()` gives "traverse the history by a
/// delta".
fn navigation_delta_to<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    args: v8::FunctionCallbackArguments<'s>,
    mut rv: v8::ReturnValue,
) {
    let Some((state, document)) = GroupState::current(scope) else { return };
    let Some(key) = args.get(0).integer_value(scope).and_then(|k| u64::try_from(k).ok()) else { return };
    if let Some(delta) = state.history_delta_to_key(document, key) {
        rv.set_double(delta as f64);
    }
}
