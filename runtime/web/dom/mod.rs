//! [DOM](https://dom.spec.whatwg.org/): nodes, elements, events and the rest are the
//! JavaScript beside this file; here, what they ask of Rust.
pub mod selectors;
