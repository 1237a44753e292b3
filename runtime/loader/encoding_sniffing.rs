//! Decoding a fetched file's bytes: the BOM, the `Content-Type` header's `charset`, and
//! for an HTML document the `<meta charset>` prescan, for an XML document its XML
//! declaration's `encoding`, with the Encoding Standard's labels and decoders
//! (`encoding_rs`, Firefox's implementation of it).
//! [HTML §13.2.3 Determining the character encoding](https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding),
//! [XML 1.0 §4.3.3 Character encoding in entities](https://www.w3.org/TR/xml/#charencoding)
//!
//! Where HTML leaves the default to the user agent (no BOM, no charset, no `<meta>`),
//! framescope decodes as UTF-8, as it always did, rather than a locale's legacy encoding.
use encoding_rs::{Encoding, UTF_8, UTF_16BE, UTF_16LE, WINDOWS_1252, X_USER_DEFINED};

/// How many bytes the prescan looks at (HTML: "the first 1024 bytes").
pub const PRESCAN_BYTES: usize = 1024;

/// What kind of document a file is, for the declarations its text may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// An HTML document: `<meta>` declarations count.
    Html,
    /// An XML document: its XML declaration's `encoding` counts.
    Xml,
    Other,
}

/// `bytes` decoded, and the name of the encoding used (what `document.characterSet`
/// says). `content_type` is the response's `Content-Type`; `syntax` what the file is.
pub fn decode(bytes: &[u8], content_type: Option<&str>, syntax: Syntax) -> (String, &'static str) {
    decode_document(bytes, content_type, syntax, None)
}

/// `bytes` of a document decoded as [`decode`] does, where `parent` is the encoding of
/// the document's [container document](https://html.spec.whatwg.org/multipage/document-sequences.html#doc-container-document)
/// when that is same origin with it: HTML's step 6 ("the encoding of the parent") comes
/// after the `<meta>` prescan and before the default.
pub fn decode_document(
    bytes: &[u8],
    content_type: Option<&str>,
    syntax: Syntax,
    parent: Option<&str>,
) -> (String, &'static str) {
    let encoding = document_encoding(bytes, content_type, syntax, parent);
    // The decoder removes a BOM of its encoding and replaces malformed sequences.
    let (text, used, _) = encoding.decode(bytes);
    (text.into_owned(), used.name())
}

/// The encoding [`decode_document`] decodes a document with, from its first bytes (at
/// least [`PRESCAN_BYTES`] of them, or all there are): what a document parsed as its body
/// arrives is decoded with (`runtime/navigation/streamed_body.rs`).
pub fn document_encoding(
    bytes: &[u8],
    content_type: Option<&str>,
    syntax: Syntax,
    parent: Option<&str>,
) -> &'static Encoding {
    let parent = parent.and_then(|name| Encoding::for_label(name.as_bytes()));
    sniff(bytes, content_type, syntax, parent)
}

/// XMLHttpRequest's [text response](https://xhr.spec.whatwg.org/#text-response), steps 2–5:
/// 2. the charset is the final charset: `override_type`'s `charset`, else
///    `content_type`'s (a label that names no encoding is none);
/// 3. without one, and `xml` (an XML final MIME type), the XML declaration's encoding;
/// 4. without one, UTF-8;
/// 5. [decode](https://encoding.spec.whatwg.org/#decode) `bytes` with that fallback (a
///    BOM wins).
pub fn decode_text(
    bytes: &[u8],
    override_type: Option<&str>,
    content_type: Option<&str>,
    xml: bool,
) -> String {
    let label =
        override_type.and_then(charset_parameter).or_else(|| content_type.and_then(charset_parameter));
    let charset = label
        .and_then(for_label)
        .or_else(|| xml.then(|| xml_declaration(bytes).map(|encoding| meta_rules(encoding, true))).flatten())
        .unwrap_or(UTF_8);
    charset.decode(bytes).0.into_owned()
}

/// The encoding to decode `bytes` with; `parent` is a same-origin container document's.
fn sniff(
    bytes: &[u8],
    content_type: Option<&str>,
    syntax: Syntax,
    parent: Option<&'static Encoding>,
) -> &'static Encoding {
    let html = syntax == Syntax::Html;
    // 1. A BOM decides ("BOM sniffing").
    if let Some((encoding, _)) = Encoding::for_bom(bytes) {
        return encoding;
    }
    // 4. The transport layer's character encoding: Content-Type's charset parameter.
    if let Some(encoding) = content_type.and_then(charset_parameter).and_then(for_label) {
        return meta_rules(encoding, html);
    }
    // 6. For HTML, the prescan of the first 1024 bytes for a <meta> declaration.
    if html && let Some(encoding) = prescan(&bytes[..bytes.len().min(PRESCAN_BYTES)]) {
        return encoding;
    }
    // For XML, the XML declaration's encoding (a UTF-16 one without a BOM means UTF-8,
    // as the Encoding Standard's XML users treat it).
    if syntax == Syntax::Xml
        && let Some(encoding) = xml_declaration(bytes)
    {
        return meta_rules(encoding, true);
    }
    // 6. For HTML in a nested browsing context, a same-origin parent's encoding (unless
    //    that is UTF-16).
    if html && let Some(encoding) = parent.filter(|e| *e != UTF_16LE && *e != UTF_16BE) {
        return encoding;
    }
    UTF_8
}

/// The encoding an XML declaration at the start of `bytes` names
/// (`<?xml version="1.0" encoding="…"?>`), if it names one.
fn xml_declaration(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(PRESCAN_BYTES)];
    let declaration = head.strip_prefix(b"<?xml")?;
    let end = declaration.windows(2).position(|w| w == b"?>")?;
    let text = String::from_utf8_lossy(&declaration[..end]);
    let after = &text[text.find("encoding")? + "encoding".len()..];
    let value = after.trim_start().strip_prefix('=')?.trim_start();
    let quote = value.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    for_label(value[1..].split(quote).next()?)
}

/// An encoding a document declared: UTF-16 declarations mean UTF-8 (a document that got
/// this far is not UTF-16: it would have a BOM), x-user-defined means windows-1252.
fn meta_rules(encoding: &'static Encoding, html: bool) -> &'static Encoding {
    if !html {
        return encoding;
    }
    if encoding == UTF_16LE || encoding == UTF_16BE {
        UTF_8
    } else if encoding == X_USER_DEFINED {
        WINDOWS_1252
    } else {
        encoding
    }
}

/// [Get an encoding](https://encoding.spec.whatwg.org/#concept-encoding-get): a label,
/// trimmed and ASCII-case-insensitive.
fn for_label(label: &str) -> Option<&'static Encoding> {
    Encoding::for_label(label.trim_matches(|c: char| c.is_ascii_whitespace()).as_bytes())
}

/// `charset=…` of a MIME type, unquoted.
fn charset_parameter(content_type: &str) -> Option<&str> {
    content_type.split(';').skip(1).find_map(|parameter| {
        let (name, value) = parameter.split_once('=')?;
        name.trim().eq_ignore_ascii_case("charset").then(|| value.trim().trim_matches('"'))
    })
}

/// [Prescan a byte stream to determine its encoding](https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding),
/// for `<meta charset=…>` and `<meta http-equiv=content-type content="…; charset=…">`
/// (comments skipped; other tags passed over).
fn prescan(bytes: &[u8]) -> Option<&'static Encoding> {
    let text = String::from_utf8_lossy(bytes).to_ascii_lowercase();
    let mut rest = text.as_str();
    while let Some(start) = rest.find('<') {
        rest = &rest[start..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..end];
        rest = &rest[end.min(rest.len())..];
        let Some(attributes) =
            tag.strip_prefix("<meta").filter(|a| a.starts_with([' ', '\t', '\n', '\r', '\x0c', '/']))
        else {
            continue;
        };
        if let Some(encoding) = meta_encoding(&parse_attributes(attributes)) {
            return Some(meta_rules(encoding, true));
        }
    }
    None
}

/// The encoding a `<meta>` tag's attributes declare, if any (the prescan's steps for
/// `charset`, and `http-equiv` with `content`).
fn meta_encoding(attributes: &[(String, String)]) -> Option<&'static Encoding> {
    let get = |name: &str| attributes.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    if let Some(charset) = get("charset") {
        return for_label(charset);
    }
    if get("http-equiv").map(str::trim) == Some("content-type") {
        let content = get("content")?;
        // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element
        let after = &content[content.find("charset")? + "charset".len()..];
        let value = after.trim_start().strip_prefix('=')?.trim_start();
        let value = match value.chars().next() {
            Some(quote @ ('"' | '\'')) => value[1..].split(quote).next()?,
            _ => value.split(|c: char| c.is_ascii_whitespace() || c == ';').next()?,
        };
        return for_label(value);
    }
    None
}

/// A tag's attributes (after its name), lowercased: `name=value`, quoted or not, or a
/// bare name.
fn parse_attributes(text: &str) -> Vec<(String, String)> {
    let mut attributes = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '/');
        if rest.is_empty() {
            return attributes;
        }
        let name_end =
            rest.find(|c: char| c.is_ascii_whitespace() || c == '=' || c == '/').unwrap_or(rest.len());
        let name = rest[..name_end].to_string();
        rest = rest[name_end..].trim_start();
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let inner = &after[1..];
                    let end = inner.find(quote).unwrap_or(inner.len());
                    value = inner[..end].to_string();
                    rest = inner.get(end + 1..).unwrap_or("");
                }
                _ => {
                    let end = after.find(|c: char| c.is_ascii_whitespace()).unwrap_or(after.len());
                    value = after[..end].to_string();
                    rest = &after[end..];
                }
            }
        }
        if name.is_empty() {
            return attributes;
        }
        attributes.push((name, value));
    }
}
