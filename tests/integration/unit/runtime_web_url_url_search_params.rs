//! Unit tests of `runtime::web::url::url_search_params` (runtime/web/url/url_search_params.rs).
use framescope::runtime::web::url::url_search_params::*;

#[test]
fn parses_and_serializes_as_the_standard_says() {
    assert_eq!(parse("a=1&b=%20x+y&&c&=d"), ["a", "1", "b", " x y", "c", "", "", "d"]);
    assert_eq!(parse("%zz=%F0%9F%92%A9"), ["%zz", "\u{1F4A9}"]);
    let flat: Vec<String> = ["a b", "~!*'()", "é", ""].iter().map(|s| s.to_string()).collect();
    assert_eq!(serialize(&flat), "a+b=%7E%21*%27%28%29&%C3%A9=");
}
