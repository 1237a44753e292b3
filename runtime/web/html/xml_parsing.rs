//! XML documents from text, for `DOMParser` with an XML type: a namespace-aware,
//! well-formedness-checking parse with quick-xml's `NsReader`, giving the realm the
//! document's children to build (`dom_parser.js`), or where the text is not well-formed.
//! [HTML §13.5 Parsing XML documents](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents),
//! [DOM Parsing: parseFromString](https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring)
//!
//! What an XML 1.0 processor that reads no external entities does: the five predefined
//! entities and character references are expanded, an entity a document declares in its
//! internal subset is not (a reference to it is an error, as for an undeclared one),
//! namespace prefixes must be declared, one root element, names and end tags must match,
//! no attribute twice.
use serde::Serialize;

use quick_xml::XmlVersion;
use quick_xml::events::{BytesStart, Event};
use quick_xml::name::{QName, ResolveResult};
use quick_xml::reader::NsReader;

use super::window::Native;

const XMLNS_NS: &str = "http://www.w3.org/2000/xmlns/";
const XML_NS: &str = "http://www.w3.org/XML/1998/namespace";

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
    let mut reader = NsReader::from_str(text);
    let config = reader.config_mut();
    config.check_end_names = true;
    config.check_comments = true;
    config.expand_empty_elements = false;
    // (Elements under construction: the root list, then each open element's children.)
    let mut stack: Vec<(Option<XmlNode>, Vec<XmlNode>)> = vec![(None, Vec::new())];
    let mut roots = 0;
    let error = |message: String, at: u64| {
        let (line, column) = line_and_column(text, at as usize);
        XmlParse::Error { error: message, line, column }
    };
    loop {
        let event = match reader.read_resolved_event() {
            Ok((resolved, event)) => {
                // (An element's namespace: bound, none, or an undeclared prefix's error.)
                let namespace = match resolved {
                    ResolveResult::Bound(ns) => Ok(Some(String::from_utf8_lossy(ns.as_ref()).into_owned())),
                    ResolveResult::Unbound => Ok(None),
                    ResolveResult::Unknown(prefix) if prefix == b"xml" => Ok(Some(XML_NS.to_owned())),
                    ResolveResult::Unknown(prefix) => Err(format!(
                        "the namespace prefix \"{}\" is not declared",
                        String::from_utf8_lossy(&prefix)
                    )),
                };
                (namespace, event.into_owned())
            }
            Err(e) => return error(e.to_string(), reader.error_position()),
        };
        let position = reader.buffer_position();
        let (namespace, event) = event;
        let namespace = match (&event, namespace) {
            (Event::Start(_) | Event::Empty(_), Err(message)) => return error(message, position),
            (_, namespace) => namespace.ok().flatten(),
        };
        match (namespace, event) {
            (namespace, Event::Start(start)) => {
                if stack.len() == 1 {
                    roots += 1;
                }
                match element(&reader, namespace, &start) {
                    Ok(node) => stack.push((Some(node), Vec::new())),
                    Err(message) => return error(message, position),
                }
            }
            (namespace, Event::Empty(start)) => {
                if stack.len() == 1 {
                    roots += 1;
                }
                match element(&reader, namespace, &start) {
                    Ok(node) => push(&mut stack, node),
                    Err(message) => return error(message, position),
                }
            }
            (_, Event::End(_)) => {
                let (node, children) = stack.pop().unwrap_or((None, Vec::new()));
                let Some(XmlNode::Element(kind, name, namespace, attrs, _)) = node else {
                    return error("an end tag with no start tag".into(), position);
                };
                push(&mut stack, XmlNode::Element(kind, name, namespace, attrs, children));
            }
            (_, Event::Text(t)) => {
                let Ok(content) = t.decode() else {
                    return error("text that is not UTF-8".into(), position);
                };
                if stack.len() == 1 {
                    if !content.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r')) {
                        return error("text outside the root element".into(), position);
                    }
                    continue;
                }
                push_text(&mut stack, &content);
            }
            (_, Event::GeneralRef(r)) => {
                let expanded = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    Ok(None) => {
                        let name = String::from_utf8_lossy(&r).into_owned();
                        match predefined(&name) {
                            Some(c) => c.to_string(),
                            None => return error(format!("the entity \"{name}\" is not defined"), position),
                        }
                    }
                    Err(e) => return error(e.to_string(), position),
                };
                if stack.len() == 1 {
                    return error("a reference outside the root element".into(), position);
                }
                push_text(&mut stack, &expanded);
            }
            (_, Event::CData(data)) => {
                if stack.len() == 1 {
                    return error("a CDATA section outside the root element".into(), position);
                }
                push(&mut stack, XmlNode::Data(4, String::from_utf8_lossy(&data).into_owned()));
            }
            (_, Event::Comment(c)) => {
                push(&mut stack, XmlNode::Data(8, String::from_utf8_lossy(&c).into_owned()));
            }
            (_, Event::PI(pi)) => {
                let target = String::from_utf8_lossy(pi.target()).into_owned();
                let content = String::from_utf8_lossy(pi.content()).trim_start().to_owned();
                if target.eq_ignore_ascii_case("xml") {
                    return error("an XML declaration that is not at the start".into(), position);
                }
                push(&mut stack, XmlNode::Instruction(7, target, content));
            }
            (_, Event::DocType(d)) => {
                if roots > 0 || stack.len() > 1 {
                    return error("a doctype after the root element".into(), position);
                }
                match doctype(&String::from_utf8_lossy(&d)) {
                    Some(node) => push(&mut stack, node),
                    None => return error("a doctype whose identifiers are malformed".into(), position),
                }
            }
            (_, Event::Decl(_)) => {}
            (_, Event::Eof) => break,
        }
    }
    if stack.len() > 1 {
        return error("the document ends inside an element".into(), text.len() as u64);
    }
    if roots != 1 {
        let message = if roots == 0 { "no root element" } else { "more than one root element" };
        return error(message.into(), text.len() as u64);
    }
    XmlParse::Document { nodes: stack.pop().map(|(_, children)| children).unwrap_or_default() }
}

/// Whether `name` is a [QName](https://www.w3.org/TR/xml-names/#NT-QName): an NCName, or
/// two joined by one colon.
fn is_qname(name: &str) -> bool {
    let mut parts = name.split(':');
    let first = parts.next().unwrap_or("");
    match (parts.next(), parts.next()) {
        (None, _) => is_ncname(first),
        (Some(local), None) => is_ncname(first) && is_ncname(local),
        _ => false,
    }
}

/// Whether `name` is an [NCName](https://www.w3.org/TR/xml-names/#NT-NCName): XML 1.0's
/// Name without colons.
fn is_ncname(name: &str) -> bool {
    let start = |c: char| {
        c.is_ascii_alphabetic()
            || c == '_'
            || matches!(c, '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}' | '\u{F8}'..='\u{2FF}' | '\u{370}'..='\u{37D}'
                | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}' | '\u{2070}'..='\u{218F}' | '\u{2C00}'..='\u{2FEF}'
                | '\u{3001}'..='\u{D7FF}' | '\u{F900}'..='\u{FDCF}' | '\u{FDF0}'..='\u{FFFD}' | '\u{10000}'..='\u{EFFFF}')
    };
    let mut chars = name.chars();
    chars.next().is_some_and(start)
        && chars.all(|c| {
            start(c)
                || c.is_ascii_digit()
                || matches!(c, '-' | '.' | '\u{B7}' | '\u{300}'..='\u{36F}' | '\u{203F}'..='\u{2040}')
        })
}

/// The five entities every XML document has.
fn predefined(name: &str) -> Option<char> {
    Some(match name {
        "lt" => '<',
        "gt" => '>',
        "amp" => '&',
        "apos" => '\'',
        "quot" => '"',
        _ => return None,
    })
}

fn push(stack: &mut [(Option<XmlNode>, Vec<XmlNode>)], node: XmlNode) {
    if let Some((_, children)) = stack.last_mut() {
        children.push(node);
    }
}

/// Text joins the text before it (a reference splits quick-xml's text events).
fn push_text(stack: &mut [(Option<XmlNode>, Vec<XmlNode>)], text: &str) {
    let Some((_, children)) = stack.last_mut() else { return };
    if let Some(XmlNode::Data(3, previous)) = children.last_mut() {
        previous.push_str(text);
    } else if !text.is_empty() {
        children.push(XmlNode::Data(3, text.to_owned()));
    }
}

/// An element of a start tag: its namespace (the prefix must be declared), its attributes
/// with theirs (none twice).
fn element(
    reader: &NsReader<&[u8]>,
    namespace: Option<String>,
    start: &BytesStart,
) -> Result<XmlNode, String> {
    let name = String::from_utf8_lossy(start.name().as_ref()).into_owned();
    if !is_qname(&name) || name.starts_with("xmlns:") {
        return Err(format!("\"{name}\" is not a valid element name"));
    }
    let namespace = namespace.unwrap_or_default();
    let mut attrs: Vec<(String, String, String)> = Vec::new();
    let mut seen: Vec<(String, String)> = Vec::new();
    for attribute in start.attributes().with_checks(true) {
        let attribute = attribute.map_err(|e| e.to_string())?;
        let key = String::from_utf8_lossy(attribute.key.as_ref()).into_owned();
        if !is_qname(&key) {
            return Err(format!("\"{key}\" is not a valid attribute name"));
        }
        let value =
            attribute.normalized_value(XmlVersion::Implicit1_0).map_err(|e| e.to_string())?.into_owned();
        let attribute_ns = if key == "xmlns" || key.starts_with("xmlns:") {
            // (Namespaces in XML 1.0: a prefix is bound to a name, never xmlns's; xml only
            // to its own.)
            let prefix = key.strip_prefix("xmlns:");
            if prefix == Some("xmlns")
                || (prefix.is_some() && value.is_empty())
                || (prefix == Some("xml")) != (value == XML_NS)
            {
                return Err(format!("\"{key}\" cannot declare \"{value}\""));
            }
            XMLNS_NS.to_owned()
        } else if key.starts_with("xml:") {
            XML_NS.to_owned()
        } else {
            match reader.resolver().resolve_attribute(QName(attribute.key.as_ref())).0 {
                ResolveResult::Bound(ns) => String::from_utf8_lossy(ns.as_ref()).into_owned(),
                ResolveResult::Unbound => String::new(),
                ResolveResult::Unknown(prefix) => {
                    return Err(format!(
                        "the namespace prefix \"{}\" is not declared",
                        String::from_utf8_lossy(&prefix)
                    ));
                }
            }
        };
        // (Two attributes of one namespace and local name are one attribute twice.)
        let local = key.rsplit(':').next().unwrap_or(&key).to_owned();
        if !attribute_ns.is_empty() && seen.iter().any(|(ns, l)| *ns == attribute_ns && *l == local) {
            return Err(format!("the attribute \"{key}\" is given twice"));
        }
        seen.push((attribute_ns.clone(), local));
        attrs.push((key, value, attribute_ns));
    }
    Ok(XmlNode::Element(1, name, namespace, attrs, Vec::new()))
}

/// A doctype's name, public and system identifiers, from the text quick-xml gives (what
/// follows `<!DOCTYPE`); an internal subset is read past.
fn doctype(text: &str) -> Option<XmlNode> {
    let text = text.trim();
    let text = text.split('[').next().unwrap_or(text).trim();
    let mut words = QuotedWords::new(text);
    let name = words.next().unwrap_or_default();
    let (mut public, mut system) = (String::new(), String::new());
    // (PUBLIC needs both identifiers, SYSTEM its one.)
    match words.next().as_deref() {
        Some("PUBLIC") => {
            public = words.next()?;
            system = words.next()?;
        }
        Some("SYSTEM") => system = words.next()?,
        None => {}
        Some(_) => return None,
    }
    Some(XmlNode::Doctype(10, name, public, system))
}

/// Whitespace-separated words, a quoted one without its quotes.
struct QuotedWords<'a> {
    rest: &'a str,
}

impl<'a> QuotedWords<'a> {
    fn new(text: &'a str) -> Self {
        Self { rest: text }
    }
}

impl Iterator for QuotedWords<'_> {
    type Item = String;
    fn next(&mut self) -> Option<String> {
        let rest = self.rest.trim_start();
        let first = rest.chars().next()?;
        if first == '"' || first == '\'' {
            let end = rest[1..].find(first).map(|i| i + 1).unwrap_or(rest.len());
            self.rest = rest.get(end + 1..).unwrap_or("");
            return Some(rest[1..end].to_owned());
        }
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.rest = &rest[end..];
        Some(rest[..end].to_owned())
    }
}

/// The 1-based line and column of byte `at` of `text`.
fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes(text: &str) -> Vec<XmlNode> {
        match parse_xml(text) {
            XmlParse::Document { nodes } => nodes,
            XmlParse::Error { error, .. } => panic!("{text}: {error}"),
        }
    }

    #[test]
    fn namespaces_entities_and_cdata() {
        let parsed = nodes(
            "<?xml version='1.0'?><!DOCTYPE r SYSTEM 'r.dtd'><r xmlns='urn:a' xmlns:b='urn:b' b:x='1 &lt; 2'>a&amp;b&#x41;<b:c/><![CDATA[<raw>]]><!--n--><?pi data?></r>",
        );
        assert_eq!(parsed[0], XmlNode::Doctype(10, "r".into(), String::new(), "r.dtd".into()));
        let XmlNode::Element(1, name, ns, attrs, children) = &parsed[1] else { panic!("{parsed:?}") };
        assert_eq!((name.as_str(), ns.as_str()), ("r", "urn:a"));
        assert!(attrs.contains(&("b:x".into(), "1 < 2".into(), "urn:b".into())));
        assert!(attrs.contains(&("xmlns".into(), "urn:a".into(), XMLNS_NS.into())));
        assert_eq!(children[0], XmlNode::Data(3, "a&bA".into()));
        assert!(matches!(&children[1], XmlNode::Element(1, n, ns, _, _) if n == "b:c" && ns == "urn:b"));
        assert_eq!(children[2], XmlNode::Data(4, "<raw>".into()));
        assert_eq!(children[3], XmlNode::Data(8, "n".into()));
        assert_eq!(children[4], XmlNode::Instruction(7, "pi".into(), "data".into()));
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
        ] {
            assert!(matches!(parse_xml(bad), XmlParse::Error { .. }), "{bad:?} parsed");
        }
        let XmlParse::Error { line, .. } = parse_xml("<a>\n<b>\n</a>") else { panic!() };
        assert!(line >= 2);
    }
}
