//! The scripts of an HTML document, in document order, with their positions in the file.
//!
//! Parsed with html5ever's tokenizer, which switches to the script-data state after a
//! `<script>` start tag exactly as a browser's parser does, so `</script>` inside strings,
//! comments and other markup are handled the HTML way.
//! [HTML §13.2.5 Tokenization](https://html.spec.whatwg.org/multipage/parsing.html#tokenization)
use std::cell::RefCell;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};

/// A `<script>` element of the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptElement {
    /// The `src` attribute, if any (the inline text is then ignored, as in HTML).
    pub src: Option<String>,
    /// The `crossorigin` attribute, if any (`""` for the bare attribute).
    pub crossorigin: Option<String>,
    /// The inline text, newlines normalised to `\n`.
    pub text: String,
    /// 0-based line of the text's first character in the file.
    pub line: u32,
    /// 0-based column (in UTF-16 code units, as V8 counts) of that character.
    pub column: u32,
}

#[derive(Default)]
struct Sink {
    scripts: RefCell<Vec<ScriptElement>>,
    open: RefCell<Option<ScriptElement>>,
}

impl TokenSink for Sink {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        match token {
            Token::TagToken(tag) if &*tag.name == "script" => match tag.kind {
                TagKind::StartTag => {
                    let attr = |name: &str| {
                        tag.attrs.iter().find(|a| &*a.name.local == name).map(|a| a.value.to_string())
                    };
                    let script = ScriptElement {
                        src: attr("src"),
                        crossorigin: attr("crossorigin"),
                        text: String::new(),
                        line: 0,
                        column: 0,
                    };
                    *self.open.borrow_mut() = Some(script);
                    return TokenSinkResult::RawData(RawKind::ScriptData);
                }
                TagKind::EndTag => {
                    if let Some(script) = self.open.borrow_mut().take() {
                        self.scripts.borrow_mut().push(script);
                    }
                }
            },
            Token::CharacterTokens(text) => {
                if let Some(script) = self.open.borrow_mut().as_mut() {
                    script.text.push_str(&text);
                }
            }
            Token::NullCharacterToken => {
                if let Some(script) = self.open.borrow_mut().as_mut() {
                    script.text.push('\u{FFFD}');
                }
            }
            Token::EOFToken => {
                // A script left open at the end of the file still runs (HTML: the
                // element is closed by the end of the input).
                if let Some(script) = self.open.borrow_mut().take() {
                    self.scripts.borrow_mut().push(script);
                }
            }
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

/// The `<script>` elements of `html`, in document order.
pub fn scripts(html: &str) -> Vec<ScriptElement> {
    // The tokenizer normalises CR LF and CR to LF; positions are found in the same text.
    let normalized = html.replace("\r\n", "\n").replace('\r', "\n");
    let tokenizer = Tokenizer::new(Sink::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(&normalized));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let mut scripts = tokenizer.sink.scripts.take();
    locate(&normalized, &mut scripts);
    scripts
}

/// Finds where each script's text starts: script data is copied verbatim from the input,
/// so it is the first occurrence after the previous script's text and its start tag.
fn locate(source: &str, scripts: &mut [ScriptElement]) {
    let mut cursor = 0;
    for script in scripts {
        let Some(tag) = find_ascii_ci(&source[cursor..], "<script").map(|i| cursor + i) else {
            return;
        };
        let after_tag = source[tag..].find('>').map_or(source.len(), |i| tag + i + 1);
        let start = if script.text.is_empty() {
            after_tag
        } else {
            source[after_tag..].find(&script.text).map_or(after_tag, |i| after_tag + i)
        };
        let before = &source[..start];
        script.line = before.matches('\n').count() as u32;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        script.column = before[line_start..].encode_utf16().count() as u32;
        cursor = start + script.text.len();
    }
}

fn find_ascii_ci(haystack: &str, needle: &str) -> Option<usize> {
    haystack.as_bytes().windows(needle.len()).position(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn script_text_is_raw_and_an_unclosed_script_still_counts() {
        let scripts = scripts("<script>if (a < b && c) x('<!-- not a comment');</script><script>tail()");
        assert_eq!(scripts[0].text, "if (a < b && c) x('<!-- not a comment');");
        assert_eq!(scripts[1].text, "tail()");
    }

    #[test]
    fn columns_count_utf16_units_and_crlf_is_one_line_break() {
        let scripts = scripts("<p>é😀</p><script>x</script>\r\n<script>y</script>");
        assert_eq!((scripts[0].line, scripts[0].column), (0, 3 + 1 + 2 + 4 + 8));
        assert_eq!((scripts[1].line, scripts[1].column), (1, 8));
    }
}
