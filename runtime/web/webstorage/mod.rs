//! [Web Storage](https://html.spec.whatwg.org/multipage/webstorage.html)'s storage areas:
//! the string pairs `localStorage` (one area per origin) and `sessionStorage` (one per
//! top-level traversable and origin) show, kept here for the whole group rather than in
//! any realm's heap — so every window of an origin sees one area, and a removed frame's
//! realm is not kept alive by the pairs it stored. `web_storage.js` makes the `Storage`
//! objects over them and fires the `storage` events; these natives read and change the
//! area of the calling window.
mod storage_areas;

pub use storage_areas::natives;
