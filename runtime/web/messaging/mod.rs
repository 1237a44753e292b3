//! [HTML §9 Communication](https://html.spec.whatwg.org/multipage/comms.html): `postMessage`
//! and structured clone between realms, `MessageChannel` and `MessagePort`.
pub mod broadcast_channel;
pub mod message_ports;
pub mod port_links;
pub mod post_message;
