//! Unit tests of `bench::instrument` (src/bench/instrument.rs).
use framescope::bench::instrument::*;

#[test]
fn every_kind_of_function_gets_one_probe() {
    let script = r#"
        function f(a) { "use strict"; return a; }
        const g = function () { return 1 };
        const h = (x) => x + 1;
        const k = async () => { await 0; };
        class C extends Object { constructor() { super(); } get v() { return 1; } static m() {} }
        const o = { m() { return () => ({ a: 1 }); } };
    "#;
    let out = instrument("t.js", script).expect("parses");
    // f, g, h, k, constructor, get v, m (static), o.m, and the inner arrow.
    assert_eq!(out.functions, 9, "{}", out.text);
    assert_eq!(out.text.matches(PROBE_SAMPLE).count(), 9);
    assert!(out.text.contains(r#""use strict";;if(__fsProbe[0]!==0)__fsSample();"#), "{}", out.text);
    assert!(out.text.contains("(x) => (__fsProbe[0]!==0&&__fsSample(),x + 1)"), "{}", out.text);
    assert!(out.text.contains("() => (__fsProbe[0]!==0&&__fsSample(),({ a: 1 }))"), "{}", out.text);
    // The result is a script oxc parses again, with the same functions.
    assert_eq!(instrument("again.js", &out.text).expect("still parses").functions, 9);
}

#[test]
fn a_script_that_does_not_parse_is_an_error_naming_it() {
    let error = instrument("bad.js", "function (").expect_err("does not parse");
    assert!(error.starts_with("bad.js: "), "{error}");
}

#[test]
fn non_ascii_text_keeps_its_bytes() {
    let out = instrument("u.js", "const s = 'é'; function f() { return 'ü'; }").expect("parses");
    assert_eq!(out.text, "const s = 'é'; function f() {if(__fsProbe[0]!==0)__fsSample(); return 'ü'; }");
}
