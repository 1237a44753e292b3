//! Unit tests of `runtime::web::html::window_open` (runtime/web/html/window_open.rs).
use framescope::runtime::web::html::window_open::*;

#[test]
fn features() {
    let pairs = |f: &str| tokenize_features(f);
    assert_eq!(pairs("noopener"), vec![("noopener".into(), "".into())]);
    assert_eq!(
        pairs(" NoOpener = yes ,width=100"),
        vec![("noopener".into(), "yes".into()), ("width".into(), "100".into())]
    );
    assert_eq!(pairs("a,,b=0"), vec![("a".into(), "".into()), ("b".into(), "0".into())]);
    assert!(boolean_feature("") && boolean_feature("yes") && boolean_feature("true") && boolean_feature("1"));
    assert!(!boolean_feature("0") && !boolean_feature("no") && !boolean_feature("-0"));
    assert!(boolean_feature("-2") && boolean_feature("7px"));
}
