//! Unit tests of `runtime::web::js_self_profiling::document_policy` (runtime/web/js_self_profiling/document_policy.rs).
use framescope::runtime::web::js_self_profiling::document_policy::allows_js_profiling;

#[test]
fn reads_the_dictionary() {
    assert!(allows_js_profiling(Some("js-profiling")));
    assert!(allows_js_profiling(Some("force-load-at-top, js-profiling;report-to=x")));
    assert!(allows_js_profiling(Some("js-profiling=?1")));
    assert!(!allows_js_profiling(Some("js-profiling=?0")));
    assert!(!allows_js_profiling(Some("js-profiling-x")));
    assert!(!allows_js_profiling(None));
}
