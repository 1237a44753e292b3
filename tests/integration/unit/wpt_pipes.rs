//! Unit tests of `wpt::pipes` (src/wpt/pipes.rs).
use framescope::wpt::pipes::*;
use url::Url;

fn pipe(name: &str, args: &[&str]) -> Pipe {
    Pipe { name: name.into(), args: args.iter().map(|a| a.to_string()).collect() }
}

#[test]
fn pipes_parse_with_arguments_and_escapes() {
    assert_eq!(
        parse("header(Access-Control-Allow-Origin,*)|status(404)|sub"),
        [pipe("header", &["Access-Control-Allow-Origin", "*"]), pipe("status", &["404"]), pipe("sub", &[])]
    );
    assert_eq!(parse(r"header(X,a\,b\)c,True)"), [pipe("header", &["X", "a,b)c", "True"])]);
    assert_eq!(parse(""), []);
    let url = Url::parse("http://w.test/x.js?a=1&pipe=header(Content-Type,text/plain%3Bcharset=utf-8)")
        .expect("url");
    assert_eq!(pipes_of(&url), [pipe("header", &["Content-Type", "text/plain;charset=utf-8"])]);
}
