//! The blob behind each document loaded from a `blob:` URL, for its reloads.
//!
//! Parsing a `blob:` URL attaches its blob URL entry to the URL record
//! ([URL parsing](https://url.spec.whatwg.org/#concept-url-parser) with the File API's
//! [blob URL entry](https://w3c.github.io/FileAPI/#blob-url-entry)), and a session history
//! entry keeps its URL, so a reload (which navigates to the entry's URL again) reads the
//! same blob even after the URL was revoked. framescope keeps the blob a document was made
//! of, per document, until the document goes.
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::runtime::group::GroupState;
use crate::runtime::realm::RealmId;

/// A blob's bytes and type.
pub(crate) type Blob = Rc<(Vec<u8>, String)>;

/// The group's documents loaded from a blob, and their blobs.
#[derive(Default)]
struct BlobDocuments(RefCell<HashMap<RealmId, Blob>>);

/// Records that document `id` is made of `blob` (forgetting the blobs of documents gone).
pub(crate) fn record(state: &GroupState, id: RealmId, blob: Blob) {
    let store = state.web.get::<BlobDocuments>();
    let mut documents = store.0.borrow_mut();
    documents.retain(|document, _| !state.is_detached(*document));
    documents.insert(id, blob);
}

/// The blob document `id` was made of, if it came from a `blob:` URL.
pub(crate) fn of(state: &GroupState, id: RealmId) -> Option<Blob> {
    state.web.get::<BlobDocuments>().0.borrow().get(&id).cloned()
}
