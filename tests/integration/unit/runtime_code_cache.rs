//! Unit tests of `runtime::code_cache` (runtime/code_cache.rs).
use framescope::runtime::code_cache::*;

#[test]
fn a_script_is_cached_on_its_second_load_and_consumed_after() {
    let text = "x".repeat(MIN_LENGTH + 1);
    let name = "https://example.test/a-script-is-cached.js";
    assert!(matches!(plan(name, &text), Plan::Compile(None)));
    let Plan::Compile(Some(key)) = plan(name, &text) else { panic!("the second load produces") };
    store(key.clone(), b"code");
    assert!(matches!(plan(name, &text), Plan::Consume(_, data) if &*data == b"code"));
    reject(&key);
    assert!(matches!(plan(name, &text), Plan::Compile(Some(_))));
    // Another text of the same length and name is another script.
    let other = "y".repeat(MIN_LENGTH + 1);
    assert!(matches!(plan(name, &other), Plan::Compile(None)));
    assert!(matches!(plan(name, "short"), Plan::Compile(None)));
}
