//! Unit tests of `runtime::web::html::element_interfaces` (runtime/web/html/element_interfaces.rs).
use framescope::runtime::web::html::element_interfaces::*;

#[test]
fn elements_have_their_interfaces() {
    assert_eq!(interface_of("h3"), Some("HTMLHeadingElement"));
    assert_eq!(interface_of("listing"), Some("HTMLPreElement"));
    assert_eq!(interface_of("section"), None);
    assert_eq!(interface_of("my-element"), None);
    assert_eq!(interface_of("font-face"), Some("HTMLUnknownElement"));
    assert_eq!(interface_of("blink"), Some("HTMLUnknownElement"));
    assert_eq!(interface_of("x"), Some("HTMLUnknownElement"));
}
