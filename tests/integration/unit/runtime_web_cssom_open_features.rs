//! Unit tests of `runtime::web::cssom::open_features` (runtime/web/cssom/open_features.rs).
use framescope::runtime::web::cssom::open_features::*;

fn features(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

#[test]
fn integers_parse_as_html_says() {
    for (input, expected) in [
        ("405", Some(405)),
        ("405.5", Some(405)),
        ("405e1", Some(405)),
        ("  -204", Some(-204)),
        ("+7x", Some(7)),
        ("/404", None),
        ("", None),
        ("-", None),
    ] {
        assert_eq!(parse_integer(input), expected, "{input:?}");
    }
}

#[test]
fn sizes_and_positions_are_clamped_as_chrome_clamps_them() {
    let rect = |list: &[(&str, &str)]| window_rect(&features(list), (1280, 720), (1280, 720));
    assert_eq!(rect(&[("noopener", "")]), None);
    assert_eq!(
        rect(&[("width", "401"), ("height", "1"), ("left", "141"), ("top", "-5")]),
        Some(WindowRect { x: 141, y: 0, width: Some(401), height: Some(100) })
    );
    // Too big a window is the screen's size; a position keeps it on the screen.
    assert_eq!(
        rect(&[("width", "5000"), ("left", "30"), ("height", "300"), ("top", "600")]),
        Some(WindowRect { x: 0, y: 420, width: Some(1280), height: Some(300) })
    );
    // A size of 0 (or an unparsable one) is the default size.
    assert_eq!(
        rect(&[("width", "0"), ("height", "x"), ("left", "2000")]),
        Some(WindowRect { x: 1180, y: 0, width: None, height: None })
    );
}
