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

#[test]
fn size_and_position_names_are_normalized() {
    assert_eq!(
        tokenize_features("screenX=5,SCREENY=6 innerWidth=7,innerheight=8,left=9"),
        vec![
            ("left".into(), "5".into()),
            ("top".into(), "6".into()),
            ("width".into(), "7".into()),
            ("height".into(), "8".into()),
            ("left".into(), "9".into()),
        ]
    );
}
