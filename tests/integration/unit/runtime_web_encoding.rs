//! Unit tests of `runtime::web::encoding` (runtime/web/encoding/mod.rs).
use framescope::runtime::web::encoding::*;

#[test]
fn base64_round_trips_and_is_forgiving() {
    for bytes in [&b""[..], b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", &[0, 255, 128, 1]] {
        assert_eq!(forgiving_base64_decode(&base64_encode(bytes)).as_deref(), Some(bytes));
    }
    assert_eq!(base64_encode(b"foobar"), "Zm9vYmFy");
    assert_eq!(forgiving_base64_decode(" Zm9v\nYg== ").as_deref(), Some(&b"foob"[..]));
    assert_eq!(forgiving_base64_decode("Zm9vYg").as_deref(), Some(&b"foob"[..]), "padding is optional");
    assert_eq!(forgiving_base64_decode("Zm9vY"), None, "a remainder of one");
    assert_eq!(forgiving_base64_decode("Zm9v*"), None, "not base64");
    assert_eq!(forgiving_base64_decode("Zm=9"), None, "= inside");
}
