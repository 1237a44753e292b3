//! Unit tests of `runtime::snapshot_json` (runtime/snapshot_json.rs).
use framescope::runtime::snapshot_json::iso_date;

#[test]
fn dates_as_javascript_writes_them() {
    assert_eq!(iso_date(0.0).as_deref(), Some("1970-01-01T00:00:00.000Z"));
    assert_eq!(iso_date(951_782_400_123.0).as_deref(), Some("2000-02-29T00:00:00.123Z"));
    assert_eq!(iso_date(-1.0).as_deref(), Some("1969-12-31T23:59:59.999Z"));
    assert_eq!(iso_date(8.64e15).as_deref(), Some("+275760-09-13T00:00:00.000Z"));
    assert_eq!(iso_date(f64::NAN), None);
}
