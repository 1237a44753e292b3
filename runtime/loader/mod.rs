//! Loading documents: virtual hosts, the opt-in network loader, headers files, redirects,
//! MIME types, HTML and XML parsing.
pub mod allow_net;
pub mod authorization;
pub mod closed_head;
pub mod cookie_date;
pub mod cookie_jar;
pub mod cors;
pub mod cors_preflight;
pub mod cors_redirects;
pub mod cors_requests;
pub mod data_url;
pub mod encoding_sniffing;
pub mod header_case;
pub mod headers;
pub mod host_resolver_rules;
pub mod hosts;
pub mod html;
pub mod memory_cache;
pub mod mime_type;
pub mod network;
pub mod network_observer;
pub mod post_resource;
pub mod referrer_policy;
pub mod response;
pub mod timing_info;
pub mod xml;
pub mod xml_document;
