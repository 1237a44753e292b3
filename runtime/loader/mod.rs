//! Loading documents: virtual hosts, headers files, redirects, HTML parsing.
pub mod cors;
pub mod cors_requests;
pub mod encoding_sniffing;
pub mod headers;
pub mod hosts;
pub mod html;
