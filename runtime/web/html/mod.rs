//! [HTML](https://html.spec.whatwg.org/multipage/): the window and its template, frames
//! from script, dedicated workers' interfaces.
pub mod frames;
pub mod window;
pub mod workers;
