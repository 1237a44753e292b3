//! Unit tests of `runtime::loader::xml_document` (runtime/loader/xml_document.rs).
use framescope::runtime::loader::html::{Item, ScriptElement};
use framescope::runtime::loader::xml_document::*;

#[test]
fn pages_run_xhtml_and_svg_scripts_at_their_end_tags() {
    let doc = parse_document(
        "<html xmlns='http://www.w3.org/1999/xhtml'><head><title> A\n page</title>\
         <script src='a.js' defer='defer'/></head><body>\n<script>//<![CDATA[\nx()\n//]]></script>\
         <svg xmlns='http://www.w3.org/2000/svg' xmlns:xl='http://www.w3.org/1999/xlink'><script xl:href='s.js'/></svg>\
         <template><script>never()</script></template><p/></body></html>",
    );
    assert_eq!(doc.title, "A page");
    let scripts: Vec<&ScriptElement> = doc.scripts().collect();
    assert_eq!(scripts.len(), 4);
    assert_eq!((scripts[0].src.as_deref(), scripts[0].svg), (Some("a.js"), false));
    assert_eq!(scripts[1].text, "//\nx()\n//");
    assert_eq!((scripts[1].line, scripts[1].column), (2, 8));
    assert_eq!((scripts[2].src.as_deref(), scripts[2].svg), (Some("s.js"), true));
    assert!(scripts[3].in_template && !scripts[1].in_template);
    assert!(doc.items.iter().any(|i| matches!(i, Item::CData(t) if t == "\nx()\n//")));
    let ends = doc.items.iter().filter(|i| matches!(i, Item::End { .. } | Item::Script(_))).count();
    let starts = doc.items.iter().filter(|i| matches!(i, Item::XmlStart { .. })).count();
    assert_eq!(starts, ends);
}

#[test]
fn a_page_that_is_not_well_formed_keeps_what_came_before_the_error() {
    let doc = parse_document(
        "<html xmlns='http://www.w3.org/1999/xhtml'><body><script>a()</script><p>\n</body></html>",
    );
    assert!(matches!(doc.items.last(), Some(Item::XmlError { line: 2, .. })));
    assert_eq!(doc.scripts().count(), 1);
    for odd in [
        "",
        "<",
        "<a",
        "\u{0}",
        "<a>\r\n&#0;</a>",
        "<?xml version='1.0'?>",
        "<a><![CDATA[</a>",
        "\u{FEFF}<a/>",
    ] {
        let doc = parse_document(odd);
        assert!(doc.items.len() < 4, "{odd:?}");
    }
}
