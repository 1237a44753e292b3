//! Loading documents: virtual hosts, headers files, redirects, HTML parsing.
pub mod allow_net;
pub mod cors;
pub mod cors_requests;
pub mod encoding_sniffing;
pub mod headers;
pub mod host_resolver_rules;
pub mod hosts;
pub mod html;
pub mod network;
