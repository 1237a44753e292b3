//! Unit tests of `runtime::loader::xml` (runtime/loader/xml.rs).
use framescope::runtime::loader::xml::*;

fn events(text: &str) -> Vec<XmlEvent> {
    let read = read(text);
    assert_eq!(read.error, None, "{text}");
    read.events.into_iter().map(|l| l.event).collect()
}

#[test]
fn namespaces_entities_and_cdata() {
    let parsed = events(
        "<?xml version='1.0'?><!DOCTYPE r SYSTEM 'r.dtd'><r xmlns='urn:a' xmlns:b='urn:b' b:x='1 &lt; 2'>a&amp;b&#x41;<b:c/><![CDATA[<raw>]]><!--n--><?pi data?></r>",
    );
    assert_eq!(
        parsed[0],
        XmlEvent::Doctype { name: "r".into(), public_id: String::new(), system_id: "r.dtd".into() }
    );
    let XmlEvent::Start { name, namespace, attrs } = &parsed[1] else { panic!("{parsed:?}") };
    assert_eq!((name.as_str(), namespace.as_str()), ("r", "urn:a"));
    assert!(attrs.contains(&("b:x".into(), "1 < 2".into(), "urn:b".into())));
    assert!(attrs.contains(&("xmlns".into(), "urn:a".into(), XMLNS_NS.into())));
    assert_eq!(parsed[2], XmlEvent::Text("a&bA".into()));
    assert!(
        matches!(&parsed[3], XmlEvent::Start { name, namespace, .. } if name == "b:c" && namespace == "urn:b")
    );
    assert_eq!(parsed[4], XmlEvent::End);
    assert_eq!(parsed[5], XmlEvent::CData("<raw>".into()));
    assert_eq!(parsed[6], XmlEvent::Comment("n".into()));
    assert_eq!(parsed[7], XmlEvent::Instruction { target: "pi".into(), data: "data".into() });
    assert_eq!(parsed[8], XmlEvent::End);
    assert_eq!(parsed.len(), 9);
}

#[test]
fn not_well_formed_text_is_an_error_with_its_place() {
    for bad in [
        "<a><b></a>",
        "<a>",
        "<a/><b/>",
        "",
        "<p:a/>",
        "<a x='1' x='2'/>",
        "<a>&nope;</a>",
        "text<a/>",
        "<a :t='1'/>",
        "<a novalue/>",
        "<a x=1/>",
        "<8:t xmlns:8='urn:x'/>",
        "<a xmlns:xmlns=''/>",
        "<a xmlns:p=''/>",
        "< a/>",
        "<a>1</ a>",
        "<a/>&amp;",
    ] {
        assert!(read(bad).error.is_some(), "{bad:?} parsed");
    }
    let read = read("<a>\n<b>\n</a>");
    assert!(read.error.is_some_and(|e| e.line >= 2));
    // (What came before the error is read, the text before it too.)
    assert_eq!(read.events.len(), 4);
}

#[test]
fn xhtml_doctypes_have_html_named_references() {
    let xhtml = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"x.dtd\"><html>&Aacute;&nbsp;&amp;&NotEqualTilde;</html>";
    assert_eq!(events(xhtml)[2], XmlEvent::Text("\u{C1}\u{A0}&\u{2242}\u{338}".into()));
    assert!(read("<!DOCTYPE html><html>&nbsp;</html>").error.is_some());
    assert!(read("<html>&nbsp;</html>").error.is_some());
}

#[test]
fn internal_entities_expand_text_and_markup_in_the_namespaces_in_scope() {
    let doc = "<!DOCTYPE r [\n<!ENTITY t \"<b id='x'>one &amp; &#x41;</b>\">\n<!ENTITY w 'word'>\n<!ENTITY % p 'no'>\n<!ENTITY w 'again'>\n]>\
               <r xmlns='urn:a' at='&w;'>&w; &t;!</r>";
    let parsed = events(doc);
    let XmlEvent::Start { attrs, .. } = &parsed[1] else { panic!("{parsed:?}") };
    assert_eq!(attrs[1], ("at".into(), "word".into(), String::new()));
    assert_eq!(parsed[2], XmlEvent::Text("word ".into()));
    let XmlEvent::Start { name, namespace, attrs } = &parsed[3] else { panic!("{parsed:?}") };
    assert_eq!((name.as_str(), namespace.as_str(), attrs[0].1.as_str()), ("b", "urn:a", "x"));
    assert_eq!(parsed[4], XmlEvent::Text("one & A".into()));
    assert_eq!(parsed[5], XmlEvent::End);
    assert_eq!(parsed[6], XmlEvent::Text("!".into()));
    // Entities that expand without end are an error, not a hang.
    let laughs = "<!DOCTYPE r [<!ENTITY a 'ha'><!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;'>\
                  <!ENTITY c '&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;'><!ENTITY d '&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;'>\
                  <!ENTITY e '&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;'><!ENTITY f '&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;'>\
                  <!ENTITY g '&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;'>]><r>&g;</r>";
    assert!(read(laughs).error.is_some_and(|e| e.message.contains("expands too much")));
    assert!(read("<!DOCTYPE r [<!ENTITY s '&s;'>]><r>&s;</r>").error.is_some());
    assert!(read("<!DOCTYPE r [<!ENTITY s '&s;'>]><r a='&s;'/>").error.is_some());
    let xhtml = "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" \"x\"><html a='&AMP;&nbsp;&lt;'/>";
    let XmlEvent::Start { attrs, .. } = &events(xhtml)[1] else { panic!() };
    assert_eq!(attrs[0].1, "&\u{A0}<");
    assert!(read("<!DOCTYPE r [<!ENTITY u '<open>'>]><r>&u;</r>").error.is_some());
}

#[test]
fn elements_nest_at_most_256_deep() {
    let nested = |n: usize| format!("{}{}", "<a>".repeat(n), "</a>".repeat(n));
    assert_eq!(read(&nested(MAX_DEPTH)).error, None);
    let error = read(&nested(MAX_DEPTH + 1)).error.map(|e| e.message);
    assert_eq!(error.as_deref(), Some("the elements nest more than 256 deep"));
}
