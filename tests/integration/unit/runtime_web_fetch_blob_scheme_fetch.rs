//! Unit tests of `runtime::web::fetch::blob_scheme_fetch` (runtime/web/fetch/blob_scheme_fetch.rs).
use framescope::runtime::web::fetch::blob_scheme_fetch::parse_single_range_header_value as parse;

#[test]
fn a_single_range_header_value_parses_as_fetch_says() {
    assert_eq!(parse("bytes=9-21", true), Some((Some(9), Some(21))));
    assert_eq!(parse("bytes=11-", true), Some((Some(11), None)));
    assert_eq!(parse("bytes=-8", true), Some((None, Some(8))));
    assert_eq!(parse("bytes \t =\t 6-", true), Some((Some(6), None)));
    assert_eq!(parse("bytes=5 - 10", true), Some((Some(5), Some(10))));
    // Whitespace only where allowed.
    assert_eq!(parse("bytes= 9-21", false), None);
    // Not one range of bytes.
    for bad in [
        "",
        "byte=0-",
        "bytes",
        "bytes\t \t",
        "bytes=0-5,15-",
        "bytes=-",
        "bytes=10-5",
        "bytes=x-5",
        "bytes=5",
        "5-",
        "bytes=5-x ",
    ] {
        assert_eq!(parse(bad, true), None, "{bad:?}");
    }
    // A number past 64 bits saturates (past any blob's end) rather than failing.
    assert_eq!(parse("bytes=4-100000000000000000000000", true), Some((Some(4), Some(u64::MAX))));
}
