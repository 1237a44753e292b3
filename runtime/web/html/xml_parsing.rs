//! XML documents from text, for `DOMParser` with an XML type: the XML parser's events
//! (`runtime/loader/xml.rs`: namespace-aware, well-formedness-checking) as the tree of the
//! document's children the realm builds (`dom_parser.js`), or where the text is not
//! well-formed.
//! [HTML §13.5 Parsing XML documents](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents),
//! [DOM Parsing: parseFromString](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring)
use serde::Serialize;

use crate::runtime::loader::xml::{self, XmlEvent};

use super::window::Native;

/// The natives of XML parsing.
pub fn natives() -> Vec<Native> {
    vec![("parseXML", v8::MapFnTo::map_fn_to(parse_xml_native))]
}

/// A parsed XML node as the realm gets it: `[1, qualifiedName, namespace, [[qualifiedName,
/// value, namespace], …], children]` for an element (namespace "" for none), `[3, text]`,
/// `[4, text]` (CDATA section), `[8, text]`, `[7, target, data]`, `[10, name, publicId,
/// systemId]`.
#[derive(Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum XmlNode {
    Element(u8, String, String, Vec<(String, String, String)>, Vec<XmlNode>),
    Data(u8, String),
    Instruction(u8, String, String),
    Doctype(u8, String, String, String),
}

/// What parsing gave: the document's children, or the first well-formedness error with
/// its line and column (1-based).
#[derive(Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum XmlParse {
    Document { nodes: Vec<XmlNode> },
    Error { error: String, line: usize, column: usize },
}

/// `natives.parseXML(text)`: `{ nodes }` or `{ error, line, column }`.
fn parse_xml_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let text = args.get(0).to_rust_string_lossy(scope);
    if let Ok(value) = serde_v8::to_v8(scope, parse_xml(&text)) {
        rv.set(value);
    }
}

/// Parses `text` as an XML document.
pub fn parse_xml(text: &str) -> XmlParse {
    let read = xml::read(text);
    if let Some(error) = read.error {
        return XmlParse::Error { error: error.message, line: error.line, column: error.column };
    }
    // (Elements under construction: the root list, then each open element's children.)
    let mut stack: Vec<(Option<XmlNode>, Vec<XmlNode>)> = vec![(None, Vec::new())];
    for located in read.events {
        let node = match located.event {
            XmlEvent::Start { name, namespace, attrs } => {
                stack.push((Some(XmlNode::Element(1, name, namespace, attrs, Vec::new())), Vec::new()));
                continue;
            }
            XmlEvent::End => match stack.pop() {
                Some((Some(XmlNode::Element(kind, name, namespace, attrs, _)), children)) => {
                    XmlNode::Element(kind, name, namespace, attrs, children)
                }
                _ => continue,
            },
            XmlEvent::Text(text) => XmlNode::Data(3, text),
            XmlEvent::CData(text) => XmlNode::Data(4, text),
            XmlEvent::Comment(text) => XmlNode::Data(8, text),
            XmlEvent::Instruction { target, data } => XmlNode::Instruction(7, target, data),
            XmlEvent::Doctype { name, public_id, system_id } => {
                XmlNode::Doctype(10, name, public_id, system_id)
            }
        };
        if let Some((_, children)) = stack.last_mut() {
            children.push(node);
        }
    }
    XmlParse::Document { nodes: stack.pop().map(|(_, children)| children).unwrap_or_default() }
}
