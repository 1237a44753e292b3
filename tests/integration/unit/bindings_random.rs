//! Unit tests of `bindings::random` (bindings/random.rs).
#[test]
fn fill_gives_bytes_that_are_not_all_zero() {
    let mut bytes = [0u8; 64];
    assert!(framescope::bindings::random::fill(&mut bytes));
    assert!(bytes.iter().any(|&b| b != 0));
}
