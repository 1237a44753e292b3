//! Unit tests of `runtime::loader::header_case` (runtime/loader/header_case.rs).
use framescope::runtime::loader::header_case::*;

#[test]
fn header_names_take_the_authors_case() {
    let mut connection = HeaderCase::new((), ["x-Test", "X-TEST", "content-TYPE"]);
    let head = b"GET /x-test: HTTP/1.1\r\nHost: a.test\r\nX-Test: 1\r\nContent-Type: a\r\n\r\nX-Test: body";
    let recased = connection.recase(head);
    assert_eq!(
        String::from_utf8_lossy(&recased),
        "GET /x-test: HTTP/1.1\r\nHost: a.test\r\nx-Test: 1\r\ncontent-TYPE: a\r\n\r\nX-Test: body"
    );
}
