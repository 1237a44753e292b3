//! Unit tests of `runtime::web::html::xml_parsing` (runtime/web/html/xml_parsing.rs).
use framescope::runtime::web::html::xml_parsing::*;

#[test]
fn a_tree_of_the_documents_nodes() {
    let XmlParse::Document { nodes } = parse_xml(
        "<!DOCTYPE r><r xmlns='urn:a'>a<b:c xmlns:b='urn:b'><d/></b:c><![CDATA[x]]><!--n--><?pi data?></r>",
    ) else {
        panic!("not parsed");
    };
    assert_eq!(nodes[0], XmlNode::Doctype(10, "r".into(), String::new(), String::new()));
    let XmlNode::Element(1, name, ns, _, children) = &nodes[1] else { panic!("{nodes:?}") };
    assert_eq!((name.as_str(), ns.as_str(), children.len()), ("r", "urn:a", 5));
    assert_eq!(children[0], XmlNode::Data(3, "a".into()));
    let XmlNode::Element(1, _, ns, _, inner) = &children[1] else { panic!("{children:?}") };
    assert_eq!((ns.as_str(), inner.len()), ("urn:b", 1));
    assert_eq!(children[2], XmlNode::Data(4, "x".into()));
    assert_eq!(children[3], XmlNode::Data(8, "n".into()));
    assert_eq!(children[4], XmlNode::Instruction(7, "pi".into(), "data".into()));
}

#[test]
fn not_well_formed_text_is_an_error_with_its_place() {
    let XmlParse::Error { line, .. } = parse_xml("<a>\n<b>\n</a>") else { panic!() };
    assert!(line >= 2);
}
