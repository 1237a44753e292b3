//! An XML document as the page model's parser items: the XML parser's events
//! (`runtime/loader/xml.rs`) in document order, each XHTML or SVG script element's end
//! tag an `Item::Script` (run when the parser reaches it), the first well-formedness error
//! an `Item::XmlError` after what came before it.
//! [HTML §13.5 Parsing XML documents](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents)
use super::html::{Document, Item, ScriptElement};
use super::xml::{HTML_NS, Located, SVG_NS, XmlError, XmlEvent, floor_char_boundary, read};

const XLINK_NS: &str = "http://www.w3.org/1999/xlink";

/// Counts lines as offsets grow (each byte of the text is looked at once).
struct Lines<'a> {
    text: &'a str,
    at: usize,
    /// 0-based line of `at`.
    line: usize,
}

impl Lines<'_> {
    /// The 0-based line of byte `to` (never before the last one asked).
    fn line(&mut self, to: usize) -> usize {
        let to = floor_char_boundary(self.text, to.max(self.at));
        self.line += self.text.as_bytes()[self.at..to].iter().filter(|&&b| b == b'\n').count();
        self.at = to;
        self.line
    }
}

/// An open element of [`parse_document`]: a script's element (its text gathered from its
/// Text and CDATA children, located where the first starts), and whether it is a template.
struct Open {
    script: Option<ScriptElement>,
    located: bool,
    template: bool,
}

/// A page's XML document as the page model's parser items (`Item::XmlStart`, `End`,
/// `Text`, `CData`, `Comment`, `Instruction`, `Doctype`; a script element's end tag is
/// `Item::Script`; where the text stops being well-formed, `Item::XmlError`).
/// [HTML §13.5](https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents):
/// "When the element's end tag is subsequently parsed, the user agent must perform a
/// microtask checkpoint, and then prepare the script element."
pub fn parse_document(text: &str) -> Document {
    // (CR LF and CR are one line break in XML, as in HTML.)
    let normalized = text.replace("\r\n", "\n").replace('\r', "\n");
    let read = read(&normalized);
    let mut lines = Lines { text: &normalized, at: 0, line: 0 };
    let mut items = Vec::with_capacity(read.events.len() + 1);
    let mut open: Vec<Open> = Vec::new();
    let mut templates = 0u32;
    let mut title: Option<String> = None;
    let mut in_title = false;
    for Located { event, at, end } in read.events {
        // A script's text: its Text and CDATA children's, located at the first.
        if let (XmlEvent::Text(text) | XmlEvent::CData(text), Some(parent)) = (&event, open.last_mut())
            && let Some(script) = &mut parent.script
        {
            if !parent.located {
                parent.located = true;
                (script.line, script.column) = line_and_utf16_column(&mut lines, at);
            }
            script.text.push_str(text);
        }
        match event {
            XmlEvent::Start { name, namespace, attrs } => {
                let local = name.rsplit(':').next().unwrap_or(&name);
                let html = namespace == HTML_NS;
                let script = ((html || namespace == SVG_NS) && local == "script")
                    .then(|| script_element(&attrs, namespace == SVG_NS, templates > 0));
                let template = html && local == "template";
                in_title = html && local == "title" && title.is_none();
                if in_title {
                    title = Some(String::new());
                }
                templates += u32::from(template);
                open.push(Open { script, located: false, template });
                let line = lines.line(end) as u64 + 1;
                items.push(Item::XmlStart { name, namespace, attrs, line });
            }
            XmlEvent::End => {
                in_title = false;
                let Some(element) = open.pop() else { continue };
                templates -= u32::from(element.template);
                match element.script {
                    Some(mut script) => {
                        if !element.located {
                            (script.line, script.column) = line_and_utf16_column(&mut lines, at);
                        }
                        items.push(Item::Script(script));
                    }
                    None => items.push(Item::End { name: String::new() }),
                }
            }
            XmlEvent::Text(text) => {
                if in_title && let Some(title) = &mut title {
                    title.push_str(&text);
                }
                items.push(Item::Text(text));
            }
            XmlEvent::CData(text) => items.push(Item::CData(text)),
            XmlEvent::Comment(text) => items.push(Item::Comment(text)),
            XmlEvent::Instruction { target, data } => items.push(Item::Instruction { target, data }),
            XmlEvent::Doctype { name, public_id, system_id } => {
                items.push(Item::Doctype { name, public_id, system_id, mode: None })
            }
        }
    }
    if let Some(XmlError { message, line, column }) = read.error {
        items.push(Item::XmlError { message, line, column });
    }
    let title = title.unwrap_or_default();
    Document { title: title.split_ascii_whitespace().collect::<Vec<_>>().join(" "), items }
}

/// The 0-based line and column (in UTF-16 code units, as V8 counts) of byte `at`.
fn line_and_utf16_column(lines: &mut Lines, at: usize) -> (u32, u32) {
    let line = lines.line(at) as u32;
    let at = floor_char_boundary(lines.text, at);
    let line_start = lines.text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, lines.text[line_start..at].encode_utf16().count() as u32)
}

/// The script element of an XHTML or SVG `<script>` start tag (its text comes later): an
/// SVG script's URL is its `href` (or `xlink:href`), an XHTML one's its `src`.
fn script_element(attrs: &[(String, String, String)], svg: bool, in_template: bool) -> ScriptElement {
    let plain =
        |name: &str| attrs.iter().find(|(n, _, ns)| n == name && ns.is_empty()).map(|(_, v, _)| v.clone());
    let src = if svg {
        plain("href").or_else(|| {
            attrs.iter().find(|(n, _, ns)| ns == XLINK_NS && n.ends_with(":href")).map(|(_, v, _)| v.clone())
        })
    } else {
        plain("src")
    };
    ScriptElement {
        src,
        crossorigin: plain("crossorigin"),
        attrs: attrs
            .iter()
            .filter(|(_, _, ns)| ns.is_empty())
            .map(|(n, v, _)| (n.clone(), v.clone()))
            .collect(),
        text: String::new(),
        line: 0,
        column: 0,
        in_template,
        svg,
        foreign: false,
        base: None,
    }
}
