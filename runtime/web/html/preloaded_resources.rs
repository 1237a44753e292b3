//! Each document's [map of preloaded resources](https://html.spec.whatwg.org/multipage/links.html#map-of-preloaded-resources),
//! for the one destination framescope consumes from it: a style sheet. A `<link
//! rel=preload as=style>` whose response is a success puts it there
//! (`link_preload.rs`); a later `<link rel=stylesheet>` of the same URL and CORS mode
//! [consumes](https://html.spec.whatwg.org/multipage/links.html#consume-a-preloaded-resource)
//! it instead of fetching (`link_stylesheets.rs`), and processes it as a fetched sheet:
//! its `@import`s, fonts and images are fetched then, as in Blink, where the preload
//! only fills the memory cache and the sheet is parsed when a stylesheet link uses it.
use std::cell::RefCell;

use crate::runtime::group::GroupState;
use crate::runtime::loader::response::Response;
use crate::runtime::realm::RealmId;

/// The group's preloaded style sheets: the document's realm, the
/// [preload key](https://html.spec.whatwg.org/multipage/links.html#preload-key) (here
/// the request's CORS mode and its URL, as [`key`] makes it), and the response.
#[derive(Default)]
pub struct PreloadedResources {
    entries: RefCell<Vec<(RealmId, String, Response)>>,
}

/// The preload key of a style sheet request for `url` (absolute, serialized), in CORS
/// mode when `cors` (the element has a `crossorigin` attribute).
pub fn key(url: &str, cors: bool) -> String {
    format!("{} {url}", if cors { "cors" } else { "no-cors" })
}

/// The preload's processResponse: `map[key]`'s response is `response` (an ok response
/// that passed its CORS check). An entry of the same key is replaced; the entries of
/// documents that went away are dropped.
pub fn add(state: &GroupState, realm: RealmId, key: String, response: Response) {
    let map = state.web.get::<PreloadedResources>();
    let mut entries = map.entries.borrow_mut();
    entries.retain(|(of, k, _)| !(state.is_detached(*of) || (*of == realm && *k == key)));
    entries.push((realm, key, response));
}

/// Consume a preloaded resource: the response of the document `realm`'s entry for `key`,
/// which is removed (a second stylesheet link of the URL fetches it, or finds it among
/// the document's loaded sheets), or none.
pub fn consume(state: &GroupState, realm: RealmId, key: &str) -> Option<Response> {
    let map = state.web.get::<PreloadedResources>();
    let mut entries = map.entries.borrow_mut();
    let index = entries.iter().position(|(of, k, _)| *of == realm && k == key)?;
    Some(entries.remove(index).2)
}
