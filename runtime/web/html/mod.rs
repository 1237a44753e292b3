//! [HTML](https://html.spec.whatwg.org/multipage/): the window and its template, frames
//! from script, workers' interfaces (dedicated, shared, service).
pub mod cookies;
pub mod cross_origin;
pub mod dynamic_markup_insertion;
pub mod element_interfaces;
pub mod event_handlers;
pub mod fragment_parsing;
pub mod frames;
pub mod history_traversal;
pub mod images;
pub mod import_maps;
pub mod link_stylesheets;
pub mod module_scripts;
pub mod navigator;
pub mod realm_boot;
pub mod realm_snapshot;
pub mod realm_snapshot_cache;
pub mod referrer;
pub mod scripting;
pub mod service_workers;
pub mod shared_workers;
pub mod simple_dialogs;
pub mod window;
pub mod window_indexed_properties;
pub mod window_open;
pub mod workers;
pub mod xml_parsing;
