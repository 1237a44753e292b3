//! The XML parser: a namespace-aware, well-formedness-checking read of an XML document
//! with quick-xml's `NsReader`, as the events of its nodes in document order, up to the
//! first well-formedness error. Pages (`application/xhtml+xml`, `image/svg+xml`, `*+xml`)
//! take these as the page model's parser items (`xml_document.rs`: each script runs when
//! its end tag is parsed); `DOMParser` builds its documents from them
//! (`runtime/web/html/xml_parsing.rs`).
//! [HTML §13.5 Parsing XML documents](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents)
//!
//! What an XML 1.0 processor that reads no external entities does: the five predefined
//! entities, character references and the internal general entities the document's
//! internal subset declares are expanded (an entity's markup is read as content, in the
//! namespaces in scope where it is referenced; nesting and total growth are bounded), an
//! undeclared one is an error; namespace prefixes must be declared, one root element,
//! names and end tags must match, no attribute twice. A document whose doctype names one
//! of the XHTML and MathML public identifiers HTML lists has HTML's named character
//! references, as the DTD HTML points them to gives them (browsers build it in). Elements
//! nest at most 256 deep, as in Chrome and Firefox (libxml2's and expat's limits): a deeper
//! one is an error.
use std::collections::HashMap;
use std::sync::LazyLock;

use quick_xml::XmlVersion;
use quick_xml::events::{BytesStart, Event};
use quick_xml::name::{PrefixDeclaration, QName, ResolveResult};
use quick_xml::reader::NsReader;

pub const HTML_NS: &str = "http://www.w3.org/1999/xhtml";
pub const SVG_NS: &str = "http://www.w3.org/2000/svg";
pub const XMLNS_NS: &str = "http://www.w3.org/2000/xmlns/";
const XML_NS: &str = "http://www.w3.org/XML/1998/namespace";

/// How deep elements may nest.
pub const MAX_DEPTH: usize = 256;

/// The public identifiers whose documents have HTML's named character references
/// ([HTML §13.5](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents):
/// "the public identifiers given in the following list").
const XHTML_PUBLIC_IDS: [&str; 9] = [
    "-//W3C//DTD XHTML 1.0 Transitional//EN",
    "-//W3C//DTD XHTML 1.1//EN",
    "-//W3C//DTD XHTML 1.0 Strict//EN",
    "-//W3C//DTD XHTML 1.0 Frameset//EN",
    "-//W3C//DTD XHTML Basic 1.0//EN",
    "-//W3C//DTD XHTML 1.1 plus MathML 2.0//EN",
    "-//W3C//DTD XHTML 1.1 plus MathML 2.0 plus SVG 1.1//EN",
    "-//W3C//DTD MathML 2.0//EN",
    "-//WAPFORUM//DTD XHTML Mobile 1.0//EN",
];

/// A node of the document as the reader meets it. An element is its `Start`, its
/// children's events and its `End` (an empty-element tag too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XmlEvent {
    /// A start tag: its qualified name, namespace ("" for none) and attributes as
    /// (qualified name, value, namespace).
    Start {
        name: String,
        namespace: String,
        attrs: Vec<(String, String, String)>,
    },
    End,
    /// Text, references expanded (one event for a run of text and references).
    Text(String),
    CData(String),
    Comment(String),
    Instruction {
        target: String,
        data: String,
    },
    Doctype {
        name: String,
        public_id: String,
        system_id: String,
    },
}

/// Where the text stopped being well-formed: why, and the 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XmlError {
    pub message: String,
    pub line: usize,
    pub column: usize,
}

/// A read document: its events (each with the byte offset of its content in the text, and
/// of the end of its markup), and the error that stopped it, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XmlRead {
    pub events: Vec<Located>,
    pub error: Option<XmlError>,
}

/// An event and where it is: `at`, the byte where its content starts (a start tag's `<`,
/// a text's first character, a CDATA section's first character after `<![CDATA[`); `end`,
/// the byte after its markup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub event: XmlEvent,
    pub at: usize,
    pub end: usize,
}

/// Reads `text` as an XML document: the events of its well-formed part, in order, and the
/// first well-formedness error.
pub fn read(text: &str) -> XmlRead {
    let mut read = XmlRead::default();
    if let Err((message, at)) = read_into(text, &mut read.events, &mut Entities::default(), 0) {
        let (line, column) = line_and_column(text, at);
        read.error = Some(XmlError { message, line, column });
    }
    read
}

/// How deep entity references may nest in entities' replacement texts, and how much text
/// their expansion may add in all: what keeps a document of a few nested entities from
/// expanding to gigabytes (the "billion laughs").
const MAX_ENTITY_NESTING: usize = 8;
const MAX_ENTITY_EXPANSION: usize = 1 << 20;

/// The general entities a document has: those its internal subset declares (name → literal
/// value, character references expanded), and HTML's named character references for the
/// XHTML doctypes; with what their expansion has cost so far.
#[derive(Default)]
struct Entities {
    declared: HashMap<String, String>,
    html: bool,
    nesting: usize,
    expanded: usize,
}

impl Entities {
    /// The replacement text of the entity `name`, if the document has it.
    fn get(&self, name: &str) -> Option<&str> {
        predefined(name)
            .or_else(|| self.declared.get(name).map(String::as_str))
            .or_else(|| if self.html { html_named_reference(name) } else { None })
    }
}

/// Reads `text` into `events`. `base`: 0 for a document; for an entity's replacement text
/// (wrapped in an element that declares the namespaces in scope), the depth of the
/// element it is expanded in, less one.
fn read_into(
    text: &str,
    events: &mut Vec<Located>,
    entities: &mut Entities,
    base: usize,
) -> Result<(), (String, usize)> {
    let mut reader = NsReader::from_str(text);
    let config = reader.config_mut();
    config.check_end_names = true;
    config.check_comments = true;
    config.expand_empty_elements = false;
    let mut depth = base;
    let mut roots = 0;
    loop {
        let start = reader.buffer_position() as usize;
        let (resolved, event) = match reader.read_resolved_event() {
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
            Err(e) => return Err((e.to_string(), reader.error_position() as usize)),
        };
        let end = reader.buffer_position() as usize;
        let fail = |message: String| (message, end);
        let namespace = match (&event, resolved) {
            (Event::Start(_) | Event::Empty(_), Err(message)) => return Err(fail(message)),
            (_, namespace) => namespace.ok().flatten(),
        };
        // Text and references join the run; anything else ends it.
        let piece = match &event {
            Event::Text(t) => match t.decode() {
                Ok(content) => Some(content.into_owned()),
                Err(_) => return Err(fail("text that is not UTF-8".into())),
            },
            Event::GeneralRef(r) => Some(match r.resolve_char_ref() {
                Ok(Some(c)) => c.to_string(),
                Ok(None) => {
                    let name = String::from_utf8_lossy(r).into_owned();
                    let Some(value) = entities.get(&name) else {
                        return Err(fail(format!("the entity \"{name}\" is not defined")));
                    };
                    // (A replacement text with markup or references is read as content, in
                    // the namespaces in scope here.)
                    let declared = predefined(&name).is_none() && entities.declared.contains_key(&name);
                    if depth > 0 && declared && value.contains(['<', '&']) {
                        let value = value.to_owned();
                        expand(&reader, &name, &value, events, entities, depth, (start, end))?;
                        continue;
                    }
                    value.to_owned()
                }
                Err(e) => return Err(fail(e.to_string())),
            }),
            _ => None,
        };
        if let Some(piece) = piece {
            if depth == 0 {
                if matches!(event, Event::GeneralRef(_)) {
                    return Err(fail("a reference outside the root element".into()));
                }
                if !piece.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r')) {
                    return Err(fail("text outside the root element".into()));
                }
                continue;
            }
            // (Every other event is pushed: a text event last is the run so far.)
            match events.last_mut() {
                Some(Located { event: XmlEvent::Text(run), end: run_end, .. }) => {
                    run.push_str(&piece);
                    *run_end = end;
                }
                _ if piece.is_empty() => {}
                _ => events.push(Located { event: XmlEvent::Text(piece), at: start, end }),
            }
            continue;
        }
        let located = |event| Located { event, at: start, end };
        let empty = matches!(event, Event::Empty(_));
        match event {
            Event::Start(tag) | Event::Empty(tag) => {
                if depth == 0 {
                    roots += 1;
                    if roots > 1 {
                        return Err(fail("more than one root element".into()));
                    }
                }
                if depth >= MAX_DEPTH {
                    return Err(fail(format!("the elements nest more than {MAX_DEPTH} deep")));
                }
                events.push(located(element(&reader, namespace, &tag, entities).map_err(fail)?));
                if empty {
                    events.push(located(XmlEvent::End));
                } else {
                    depth += 1;
                }
            }
            Event::End(_) => {
                if depth == base {
                    return Err(fail("an end tag with no start tag".into()));
                }
                depth -= 1;
                events.push(located(XmlEvent::End));
            }
            Event::CData(data) => {
                if depth == 0 {
                    return Err(fail("a CDATA section outside the root element".into()));
                }
                let content = String::from_utf8_lossy(&data).into_owned();
                events.push(Located { event: XmlEvent::CData(content), at: start + "<![CDATA[".len(), end });
            }
            Event::Comment(c) => {
                events.push(located(XmlEvent::Comment(String::from_utf8_lossy(&c).into_owned())))
            }
            Event::PI(pi) => {
                let target = String::from_utf8_lossy(pi.target()).into_owned();
                let data = String::from_utf8_lossy(pi.content()).trim_start().to_owned();
                if target.eq_ignore_ascii_case("xml") {
                    return Err(fail("an XML declaration that is not at the start".into()));
                }
                events.push(located(XmlEvent::Instruction { target, data }));
            }
            Event::DocType(d) => {
                if roots > 0 || base > 0 {
                    return Err(fail("a doctype after the root element".into()));
                }
                let text = String::from_utf8_lossy(&d);
                let Some(doctype) = doctype(&text) else {
                    return Err(fail("a doctype whose identifiers are malformed".into()));
                };
                if let XmlEvent::Doctype { public_id, .. } = &doctype {
                    entities.html = XHTML_PUBLIC_IDS.contains(&public_id.as_str());
                }
                entities.declared = entity_declarations(&text);
                events.push(located(doctype));
            }
            Event::Decl(_) | Event::Text(_) | Event::GeneralRef(_) => {}
            Event::Eof => break,
        }
    }
    if depth > base {
        return Err(("the document ends inside an element".into(), text.len()));
    }
    if base == 0 && roots == 0 {
        return Err(("no root element".into(), text.len()));
    }
    Ok(())
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
fn predefined(name: &str) -> Option<&'static str> {
    Some(match name {
        "lt" => "<",
        "gt" => ">",
        "amp" => "&",
        "apos" => "'",
        "quot" => "\"",
        _ => return None,
    })
}

/// One of HTML's [named character references](https://html.spec.whatwg.org/multipage/named-characters.html)
/// (html5ever's table, made into text once), by its name without `&` and `;`.
fn html_named_reference(name: &str) -> Option<&'static str> {
    static TEXT: LazyLock<HashMap<&'static str, String>> = LazyLock::new(|| {
        let mut text = HashMap::new();
        for (name, &(first, second)) in html5ever::data::NAMED_ENTITIES.entries() {
            let Some(name) = name.strip_suffix(';') else { continue };
            let expanded: String =
                [first, second].into_iter().filter(|&c| c != 0).filter_map(char::from_u32).collect();
            if !expanded.is_empty() {
                text.insert(name, expanded);
            }
        }
        text
    });
    TEXT.get(name).map(String::as_str)
}

/// The internal general entities an internal subset (in `text`, what follows
/// `<!DOCTYPE`) declares: `<!ENTITY name "value">` (a parameter entity, `%`, and an
/// external one, SYSTEM or PUBLIC, are not read); the first declaration of a name counts;
/// character references in a value are expanded where it is declared.
fn entity_declarations(text: &str) -> HashMap<String, String> {
    let mut declared = HashMap::new();
    let Some(open) = text.find('[') else { return declared };
    let mut rest = &text[open + 1..];
    while let Some(at) = rest.find("<!ENTITY") {
        rest = &rest[at + "<!ENTITY".len()..];
        let mut words = rest.trim_start();
        if words.starts_with('%') {
            continue;
        }
        let name_end = words.find(char::is_whitespace).unwrap_or(words.len());
        let name = &words[..name_end];
        words = words[name_end..].trim_start();
        let Some(quote) = words.chars().next().filter(|c| *c == '"' || *c == '\'') else { continue };
        let Some(close) = words[1..].find(quote) else { break };
        let value = expand_character_references(&words[1..close + 1]);
        rest = &words[close + 2..];
        if is_qname(name) {
            declared.entry(name.to_owned()).or_insert(value);
        }
    }
    declared
}

/// `&#NN;` and `&#xHH;` replaced by their characters (a malformed one is left as it is).
fn expand_character_references(value: &str) -> String {
    let mut expanded = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(at) = rest.find("&#") {
        expanded.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').unwrap_or(0);
        let digits = rest.get(2..end).unwrap_or_default();
        let code = match digits.strip_prefix('x') {
            Some(hex) => u32::from_str_radix(hex, 16).ok(),
            None => digits.parse().ok(),
        };
        match code.and_then(char::from_u32) {
            Some(c) => {
                expanded.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                expanded.push_str("&#");
                rest = &rest[2..];
            }
        }
    }
    expanded.push_str(rest);
    expanded
}

/// Expands the entity `name` whose replacement text `value` holds markup or references,
/// in an element at `depth`, as the content XML 1.0 §4.4.2 says it is: read in an element
/// that declares the namespaces in scope, its events put where the reference (`at`) is.
fn expand(
    reader: &NsReader<&[u8]>,
    name: &str,
    value: &str,
    events: &mut Vec<Located>,
    entities: &mut Entities,
    depth: usize,
    at: (usize, usize),
) -> Result<(), (String, usize)> {
    let fail = |message: String| (message, at.1);
    entities.expanded += value.len();
    if entities.nesting >= MAX_ENTITY_NESTING || entities.expanded > MAX_ENTITY_EXPANSION {
        return Err(fail(format!(
            "the entity \"{name}\" expands too much (entities nest too deep or grow too large)"
        )));
    }
    let mut wrapped = String::from("<entity");
    for (prefix, namespace) in reader.resolver().bindings() {
        let namespace =
            String::from_utf8_lossy(namespace.as_ref()).replace('&', "&amp;").replace('"', "&quot;");
        match prefix {
            PrefixDeclaration::Default => wrapped.push_str(&format!(" xmlns=\"{namespace}\"")),
            PrefixDeclaration::Named(p) => {
                wrapped.push_str(&format!(" xmlns:{}=\"{namespace}\"", String::from_utf8_lossy(p)))
            }
        }
    }
    wrapped.push('>');
    wrapped.push_str(value);
    wrapped.push_str("</entity>");
    let mut expanded = Vec::new();
    entities.nesting += 1;
    let result = read_into(&wrapped, &mut expanded, entities, depth - 1);
    entities.nesting -= 1;
    result.map_err(|(message, _)| fail(format!("in the entity \"{name}\": {message}")))?;
    // (Without the wrapping element's start and end.)
    let inner = expanded.len().saturating_sub(1).max(1);
    for Located { event, .. } in expanded.drain(1..inner) {
        match (event, events.last_mut()) {
            (XmlEvent::Text(text), Some(Located { event: XmlEvent::Text(run), end, .. })) => {
                run.push_str(&text);
                *end = at.1;
            }
            (event, _) => events.push(Located { event, at: at.0, end: at.1 }),
        }
    }
    Ok(())
}

/// The start event of a tag: its namespace (the prefix must be declared), its attributes
/// with theirs (none twice; references in values to the document's entities expanded).
fn element(
    reader: &NsReader<&[u8]>,
    namespace: Option<String>,
    start: &BytesStart,
    entities: &Entities,
) -> Result<XmlEvent, String> {
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
        // (In a value, a declared entity whose text has references of its own is not
        // expanded — an error — so that a value grows at most by its entities' lengths;
        // a reference to "&" is quick-xml's `&amp;`, which it does not read again.)
        let resolve = |name: &str| match entities.get(name) {
            Some("&") => Some("&amp;"),
            Some(text) if entities.declared.contains_key(name) && text.contains('&') => None,
            other => other,
        };
        let value = attribute
            .normalized_value_with(XmlVersion::Implicit1_0, 2, resolve)
            .map_err(|e| e.to_string())?
            .into_owned();
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
    Ok(XmlEvent::Start { name, namespace, attrs })
}

/// A doctype's name, public and system identifiers, from the text quick-xml gives (what
/// follows `<!DOCTYPE`); an internal subset is read past.
fn doctype(text: &str) -> Option<XmlEvent> {
    let text = text.trim();
    let text = text.split('[').next().unwrap_or(text).trim();
    let mut words = QuotedWords { rest: text };
    let name = words.next().unwrap_or_default();
    let (mut public_id, mut system_id) = (String::new(), String::new());
    // (PUBLIC needs both identifiers, SYSTEM its one.)
    match words.next().as_deref() {
        Some("PUBLIC") => {
            public_id = words.next()?;
            system_id = words.next()?;
        }
        Some("SYSTEM") => system_id = words.next()?,
        None => {}
        Some(_) => return None,
    }
    Some(XmlEvent::Doctype { name, public_id, system_id })
}

/// Whitespace-separated words, a quoted one without its quotes.
struct QuotedWords<'a> {
    rest: &'a str,
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

/// The 1-based line and column (in characters) of byte `at` of `text`.
pub fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let at = floor_char_boundary(text, at);
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
    (line, column)
}

pub fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}
