//! Unit tests of `runtime::web::html::images` (runtime/web/html/images.rs).
use framescope::runtime::web::html::images::dimensions;

#[test]
fn images_are_known_by_their_headers() {
    // A 1×1 GIF.
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;";
    assert_eq!(dimensions(gif, None), Some((1, 1)));
    assert_eq!(dimensions(b"<svg xmlns='http://www.w3.org/2000/svg'/>", None), Some((0, 0)));
    assert_eq!(dimensions(b"<!doctype html><p>not an image", Some("text/html")), None);
}
