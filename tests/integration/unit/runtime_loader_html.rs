//! Unit tests of `runtime::loader::html` (runtime/loader/html.rs).
use framescope::runtime::loader::html::*;

#[test]
fn finds_inline_and_external_scripts_with_positions() {
    let html = "<!doctype html>\n<title>t</title>\n<script>one()</script>\n<p>x</p>\n  <SCRIPT src=\"/a.js\" crossorigin></SCRIPT>\n<script>\nconst s = '</scr' + 'ipt>';\n</script>";
    let scripts = scripts(html);
    assert_eq!(scripts.len(), 3);
    assert_eq!((scripts[0].text.as_str(), scripts[0].line, scripts[0].column), ("one()", 2, 8));
    assert_eq!(scripts[1].src.as_deref(), Some("/a.js"));
    assert_eq!(scripts[1].crossorigin.as_deref(), Some(""));
    assert_eq!((scripts[2].line, scripts[2].column), (5, 8));
    assert_eq!(scripts[2].text, "\nconst s = '</scr' + 'ipt>';\n");
}

#[test]
fn scripts_in_a_template_are_its_contents_and_nested_templates_count() {
    let scripts = scripts(
        "<script>a()</script><template><script>b()</script><template><script>c()</script></template>\
         <script>d()</script></template><script>e()</script></template><script>f()</script>",
    );
    let inert: Vec<(&str, bool)> = scripts.iter().map(|s| (s.text.as_str(), s.in_template)).collect();
    // (A stray end tag closes no template.)
    assert_eq!(
        inert,
        [("a()", false), ("b()", true), ("c()", true), ("d()", true), ("e()", false), ("f()", false)]
    );
}

#[test]
fn script_text_is_raw_and_an_unclosed_script_still_counts() {
    let scripts = scripts("<script>if (a < b && c) x('<!-- not a comment');</script><script>tail()");
    assert_eq!(scripts[0].text, "if (a < b && c) x('<!-- not a comment');");
    assert_eq!(scripts[1].text, "tail()");
}

#[test]
fn frames_and_scripts_come_in_document_order() {
    let doc = parse(
        "<title> My\n  page </title><script>a()</script><iframe id=f1 src=\"x.html\"><script>not()</script></iframe>\
         <object data=o.html></object><object></object><frameset><frame src=fr.html></frameset><script>b()</script>",
    );
    assert_eq!(doc.title, "My page");
    let frames: Vec<String> = doc.frames().map(|f| format!("{:?} {:?} {:?}", f.kind, f.id, f.src)).collect();
    assert_eq!(
        frames,
        [
            "Iframe Some(\"f1\") Some(\"x.html\")",
            "Object None Some(\"o.html\")",
            "Frame None Some(\"fr.html\")"
        ]
    );
    let order: Vec<String> = doc
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Script(s) => Some(format!("script {}", s.text)),
            Item::Start { name, .. } if name != "title" => Some(name.clone()),
            Item::Text(t) if t.contains("not()") => Some(format!("text {t}")),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        [
            "script a()",
            "iframe",
            "text <script>not()</script>",
            "object",
            "object",
            "frameset",
            "frame",
            "script b()"
        ]
    );
}

#[test]
fn the_input_stream_keeps_its_state_between_inserts_and_stops_at_scripts() {
    let stream = InputStream::default();
    // A tag, an attribute and a character reference split across inserts are one.
    for part in ["<i i", "d='a'>x &no", "tin;", "<!--c--><script>s()</scr", "ipt>tail"] {
        stream.insert(part);
    }
    let items = stream.tokenize();
    assert!(matches!(items.last(), Some(Item::Script(script)) if script.text == "s()"));
    assert!(items.contains(&Item::Start {
        name: "i".into(),
        attrs: vec![("id".into(), "a".into())],
        self_closing: false,
        line: 1
    }));
    assert!(items.contains(&Item::Text("x \u{2209}".into())));
    assert!(items.contains(&Item::Comment("c".into())));
    // What was set aside (the insertion point just before it) follows what is inserted.
    let rest = stream.set_aside();
    stream.insert("<b>");
    stream.restore(rest);
    let items = [stream.tokenize(), stream.end()].concat();
    let names: Vec<String> = items
        .iter()
        .map(|item| match item {
            Item::Start { name, .. } => name.clone(),
            Item::Text(text) => text.clone(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(names, ["b", "tail"]);
}

#[test]
fn cdata_is_text_in_svg_only_and_plaintext_takes_the_rest() {
    let items = parse("<![CDATA[a]]><svg><![CDATA[<b>]]></svg><plaintext><p>x").items;
    assert!(items.contains(&Item::Text("<b>".into())));
    assert!(items.contains(&Item::Comment("[CDATA[a]]".into())));
    assert!(items.contains(&Item::Text("<p>x".into())));
}

#[test]
fn odd_input_does_not_panic() {
    for html in [
        "<script>a\0b</script><script>c</script>",
        "<script",
        "<script>",
        "<ScRiPt>é</sCrIpT><script src=x>",
        "\r\r<script>\r</script>",
    ] {
        let doc = parse(html);
        assert!(doc.scripts().count() <= 2, "{html:?}");
    }
    assert_eq!(parse("<script>a\0b</script><script>c</script>").scripts().nth(1).map(|s| s.column), Some(28));
}

#[test]
fn columns_count_utf16_units_and_crlf_is_one_line_break() {
    let scripts = scripts("<p>é😀</p><script>x</script>\r\n<script>y</script>");
    assert_eq!((scripts[0].line, scripts[0].column), (0, 3 + 1 + 2 + 4 + 8));
    assert_eq!((scripts[1].line, scripts[1].column), (1, 8));
}
