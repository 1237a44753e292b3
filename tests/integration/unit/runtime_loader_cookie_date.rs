//! Unit tests of `runtime::loader::cookie_date` (runtime/loader/cookie_date.rs).
use framescope::runtime::loader::cookie_date::*;

#[test]
fn cookie_dates_in_the_shapes_servers_send() {
    let imf = "Thu, 01 Jan 1970 00:00:00 GMT";
    assert_eq!(normalize(imf).as_deref(), Some(imf));
    assert_eq!(normalize("27 nov 2026 11:40:00 GMT").as_deref(), Some("Fri, 27 Nov 2026 11:40:00 GMT"));
    assert_eq!(normalize("Sunday, 06-Nov-94 08:49:37 GMT").as_deref(), Some("Sun, 06 Nov 1994 08:49:37 GMT"));
    assert_eq!(normalize("Sun Nov  6 08:49:37 1994").as_deref(), Some("Sun, 06 Nov 1994 08:49:37 GMT"));
    assert_eq!(normalize("Tue, 29 Feb 2000 12:00:00 GMT").as_deref(), Some("Tue, 29 Feb 2000 12:00:00 GMT"));
    // Before 1970 it is the epoch (expired); after 9999 the last second of 9999.
    assert_eq!(normalize("01 Jan 1601 00:00:00").as_deref(), Some(imf));
    assert_eq!(normalize("01 Jan 12345 00:00:00"), None, "a five-digit year is no year");
    assert_eq!(normalize("30 Feb 2001 00:00:00"), None);
    assert_eq!(normalize("01 Jan 2001 24:00:00"), None);
    assert_eq!(normalize("01 Jan 1600 00:00:00"), None);
    assert_eq!(normalize("not a date"), None);
}
