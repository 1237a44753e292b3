//! Loading documents: virtual hosts, headers files, redirects, MIME types, HTML and XML parsing.
pub mod cors;
pub mod cors_requests;
pub mod encoding_sniffing;
pub mod headers;
pub mod hosts;
pub mod html;
pub mod mime_type;
pub mod xml;
pub mod xml_document;
