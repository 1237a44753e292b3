//! Loading documents: HTML parsing (and, with the page model, virtual hosts, headers
//! files and redirects).
pub mod html;
