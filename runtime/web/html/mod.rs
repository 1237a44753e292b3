//! [HTML](https://html.spec.whatwg.org/multipage/): the window and its template, frames
//! from script, dedicated workers' interfaces.
pub mod frames;
pub mod realm_boot;
pub mod realm_snapshot;
pub mod window;
pub mod window_open;
pub mod workers;
