//! Documents from text files: a response whose MIME type is `text/plain`, `text/css`,
//! `text/vtt`, a JavaScript MIME type or a JSON MIME type makes an HTML document whose
//! body holds the text in a `pre` element, not markup parsed from the text.
//! [HTML §7.4.6.4 Page load processing model for text files](https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-text),
//! chosen by [navigate](https://html.spec.whatwg.org/multipage/browsing-the-web.html#loading-a-document)
//! ("loading a document", step 3's types).
//!
//! framescope's HTML parser has no entry in the PLAINTEXT state, so the text is given to
//! it escaped inside a `pre` start tag ([`markup`]): the same tree (`html`, an empty
//! `head`, `body`, `pre` with one text node), without the head content Chrome adds (a
//! `color-scheme` meta and a style for the `pre`). The document's `contentType` is the
//! response's type (`text_document.js`).

/// Whether a document of MIME type `essence` (lowercased) is a text file's: `text/css`,
/// `text/plain`, `text/vtt`, a [JavaScript MIME type](https://mimesniff.spec.whatwg.org/#javascript-mime-type)
/// or a [JSON MIME type](https://mimesniff.spec.whatwg.org/#json-mime-type) (a subtype
/// ending in `+json`, `application/json`, `text/json`).
pub fn is_text_document(essence: &str) -> bool {
    matches!(essence, "text/css" | "text/plain" | "text/vtt" | "application/json" | "text/json")
        || essence.split_once('/').is_some_and(|(_, subtype)| subtype.ends_with("+json"))
        || super::mime_type::is_javascript(essence)
}

/// The markup whose parsing gives the text file's tree: `text` in a `pre` element (a
/// line feed first, which the parser drops after `<pre>`, so the text's own first line
/// feed stays), with `&` and `<` escaped.
pub fn markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    out.push_str("<pre>\n");
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            c => out.push(c),
        }
    }
    out
}
