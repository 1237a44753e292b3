//! What a document holds for the page model: its scripts (with their positions in the
//! file) and its frames (`<iframe>`, `<frame>`, `<object data>`), in document order. (An
//! XML document's items come from `runtime/loader/xml.rs`.)
//!
//! Parsed with html5ever's tokenizer, which switches to the script-data state after a
//! `<script>` start tag exactly as a browser's parser does, so `</script>` inside strings,
//! comments and other markup are handled the HTML way.
//! [HTML §13.2.5 Tokenization](https://html.spec.whatwg.org/multipage/parsing.html#tokenization)
use std::cell::RefCell;

use html5ever::tendril::StrTendril;

use super::quirks_mode::{QuirksMode, doctype_mode};
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
    /// All attributes, for the DOM.
    pub attrs: Vec<(String, String)>,
    /// The inline text, newlines normalised to `\n`.
    pub text: String,
    /// 0-based line of the text's first character in the file.
    pub line: u32,
    /// 0-based column (in UTF-16 code units, as V8 counts) of that character.
    pub column: u32,
    /// Inside a `<template>`: in its template contents, which are never connected, so the
    /// script never runs (HTML's "prepare the script element", step 6).
    pub in_template: bool,
    /// An SVG `script` element (`src` is its `href`, else its `xlink:href`): it has no
    /// `defer`, `async` or `nomodule`.
    pub svg: bool,
    /// An SVG `script` element of an HTML document (foreign content): its start tag and
    /// its children came as items of their own, as for any foreign element, and this is
    /// its end tag; `text` is its child text content (the Text children directly in it,
    /// not those of elements nested in it).
    pub foreign: bool,
    /// The document base URL when the parser prepared the element, which its `src` is
    /// parsed against though it run later (`defer`), and an inline script's base URL;
    /// `None`: the document's when it runs.
    pub base: Option<url::Url>,
}

impl ScriptElement {
    /// The element's `referrerpolicy` attribute, if any (its request's referrer policy
    /// when it names one).
    pub fn referrer_policy(&self) -> Option<&str> {
        self.attrs.iter().find(|(n, _)| n == "referrerpolicy").map(|(_, v)| v.as_str())
    }

    /// The element's `integrity` attribute, if any (its request's integrity metadata).
    pub fn integrity(&self) -> Option<&str> {
        self.attrs.iter().find(|(n, _)| n == "integrity").map(|(_, v)| v.as_str())
    }

    /// The fetch options of the parser-inserted classic script it is (its `crossorigin`,
    /// `referrerpolicy` and `nonce`).
    pub fn fetch_options(&self) -> crate::runtime::script_fetch_options::ScriptFetchOptions {
        let nonce = self.attrs.iter().find(|(n, _)| n == "nonce").map(|(_, v)| v.as_str());
        let crossorigin = self.crossorigin.as_deref();
        crate::runtime::script_fetch_options::ScriptFetchOptions::of_element(
            crossorigin,
            self.referrer_policy(),
            nonce,
            true,
        )
    }
}

/// The kind of a frame's container element.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FrameKind {
    Iframe,
    Frame,
    Object,
    /// `<embed src>`: Chrome shows the document it fetches in a nested navigable (HTML
    /// itself now creates one only for SVG), so framescope does too.
    Embed,
}

/// A container element of a nested document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameElement {
    pub kind: FrameKind,
    /// The `id` attribute, if any.
    pub id: Option<String>,
    /// The `src` attribute (`data` for `<object>`), if any, as written.
    pub src: Option<String>,
    /// An iframe's `srcdoc` attribute, if any: the frame's document, at `about:srcdoc`.
    pub srcdoc: Option<String>,
    /// The `name` attribute, if any: the target name of the frame's browsing context.
    pub name: Option<String>,
    /// An iframe's `sandbox` attribute, if any (its tokens make the frame's
    /// sandboxing flags at its next navigation).
    pub sandbox: Option<String>,
    /// An iframe's `allow` attribute and whether it has `allowfullscreen`: its container
    /// policy (runtime/permissions_policy.rs).
    pub allow: Option<String>,
    pub allowfullscreen: bool,
    /// The parent's document base URL when the element's `src` was set or it was
    /// inserted, which `src` is parsed against (HTML's "process the iframe attributes");
    /// `None`: the parent document's when the navigation runs. (Boxed: navigations are
    /// queued in tasks.)
    pub base: Option<Box<url::Url>>,
}

/// What the parser saw, in document order: the page model replays these into the DOM,
/// running each script when the parser reaches its end tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A start tag (`iframe`, `frame` and `object` among them) other than `<script>`.
    Start {
        name: String,
        attrs: Vec<(String, String)>,
        self_closing: bool,
        /// The 1-based line of the file the tag ends on (its `on…` handlers are
        /// located there).
        line: u64,
    },
    End {
        name: String,
    },
    Text(String),
    /// A DOCTYPE (`<!DOCTYPE html>`): its name, public and system identifiers; in an HTML
    /// document, the mode it sets the document to (`None` in an XML one).
    Doctype {
        name: String,
        public_id: String,
        system_id: String,
        mode: Option<QuirksMode>,
    },
    /// A whole `<script>` element; in an XML document, the end tag of the XHTML or SVG
    /// script element its `XmlStart` opened (its children came between).
    Script(ScriptElement),
    /// A start tag of an XML document (`runtime/loader/xml.rs`): its qualified name,
    /// namespace (`""` for none) and attributes as (qualified name, value, namespace); the
    /// 1-based line it ends on. Its element ends at an `End` (or a `Script`).
    XmlStart {
        name: String,
        namespace: String,
        attrs: Vec<(String, String, String)>,
        line: u64,
    },
    /// A comment (of an HTML or XML document); an XML document's CDATA section and
    /// processing instruction.
    Comment(String),
    CData(String),
    Instruction {
        target: String,
        data: String,
    },
    /// Where an XML document stops being well-formed: what is wrong, and its 1-based line
    /// and column. Nothing follows it.
    XmlError {
        message: String,
        line: usize,
        column: usize,
    },
}

/// What the page model needs of a parsed document.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Document {
    pub title: String,
    pub items: Vec<Item>,
}

impl Document {
    pub fn scripts(&self) -> impl Iterator<Item = &ScriptElement> {
        self.items.iter().filter_map(|i| if let Item::Script(s) = i { Some(s) } else { None })
    }

    /// The frame elements of the markup, in document order.
    pub fn frames(&self) -> impl Iterator<Item = FrameElement> + '_ {
        self.items.iter().filter_map(|i| match i {
            Item::Start { name, attrs, .. } => frame_element(name, attrs),
            _ => None,
        })
    }
}

/// Whether an `<embed>` of this `type` shows a document in a nested navigable: as in
/// Chrome, every type but an image's (SVG is a document), there being no plugins.
fn embeds_document(kind: &str) -> bool {
    let essence = kind.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    !essence.starts_with("image/") || essence == "image/svg+xml"
}

/// The frame an element with this tag name and these attributes stands for: an
/// `<iframe>` or `<frame>`, an `<object>` with `data` or an `<embed>` with `src`.
pub fn frame_element(name: &str, attrs: &[(String, String)]) -> Option<FrameElement> {
    let attr = |key: &str| attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    let (kind, src) = match name {
        "iframe" => (FrameKind::Iframe, attr("src")),
        "frame" => (FrameKind::Frame, attr("src")),
        "object" => (FrameKind::Object, Some(attr("data")?)),
        // (An embed whose type is an image's has none: Chrome shows the image without a
        // nested navigable; node_connection.js says the same for script's embeds.)
        "embed" if attr("type").is_some_and(|t| !embeds_document(&t)) => return None,
        "embed" => (FrameKind::Embed, Some(attr("src")?)),
        _ => return None,
    };
    let iframe = kind == FrameKind::Iframe;
    let (srcdoc, sandbox) = if iframe { (attr("srcdoc"), attr("sandbox")) } else { (None, None) };
    let allow = attr("allow").filter(|_| iframe);
    let allowfullscreen = iframe && attr("allowfullscreen").is_some();
    Some(FrameElement {
        kind,
        id: attr("id"),
        src,
        srcdoc,
        name: attr("name"),
        sandbox,
        allow,
        allowfullscreen,
        base: None,
    })
}

/// Where the tokenizer is, as far as the tree builder's foreign content goes: inside an
/// `<svg>` or `<math>` element, or an HTML integration point in one (`foreignObject`,
/// `desc` and `title` of SVG; MathML's text integration points and `annotation-xml`),
/// where the HTML rules apply again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Content {
    Svg,
    Math,
    Html,
}

/// An SVG `script` element open in foreign content: how many elements opened inside it
/// are not closed yet (text at 0 is its own), and how deep in foreign content it began.
struct OpenSvgScript {
    element: ScriptElement,
    depth: u32,
    level: usize,
}

#[derive(Default)]
struct Sink {
    /// Stop the tokenizer at each script end tag (the streaming parser, [`InputStream`]).
    pause_at_scripts: bool,
    /// Whether a token other than whitespace came (a DOCTYPE after one is ignored).
    past_initial: std::cell::Cell<bool>,
    items: RefCell<Vec<Item>>,
    open: RefCell<Option<ScriptElement>>,
    title: RefCell<Option<String>>,
    in_title: std::cell::Cell<bool>,
    /// `<template>` start tags not yet closed by their end tags.
    templates: std::cell::Cell<u32>,
    /// `<svg>` and `<math>` start tags (and the HTML integration points in them) not yet
    /// closed by their end tags, innermost last: inside svg or math (foreign content),
    /// `<![CDATA[…]]>` is a CDATA section, its text character tokens, and a `<script>`
    /// start tag makes an SVG script element whose content is markup, not script data.
    foreign: RefCell<Vec<Content>>,
    /// The SVG script elements open, innermost last.
    svg_scripts: RefCell<Vec<OpenSvgScript>>,
}

impl TokenSink for Sink {
    type Handle = ();

    // https://html.spec.whatwg.org/multipage/parsing.html#markup-declaration-open-state:
    // "[CDATA[" starts a CDATA section when the adjusted current node is not an element in
    // the HTML namespace (approximated by an open svg or math element).
    fn adjusted_current_node_present_but_not_in_html_namespace(&self) -> bool {
        self.content() != Content::Html
    }

    fn process_token(&self, token: Token, line: u64) -> TokenSinkResult<()> {
        match token {
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign:
            // in SVG content a script start tag inserts a foreign element (the tokenizer
            // stays in the data state), whose end tag runs it.
            Token::TagToken(tag) if &*tag.name == "script" && self.content() == Content::Svg => {
                return self.svg_script_tag(&tag, line);
            }
            Token::TagToken(tag) if &*tag.name == "title" && self.content() == Content::Html => {
                let first = self.title.borrow().is_none();
                if tag.kind == TagKind::StartTag {
                    self.items.borrow_mut().push(Item::Start {
                        name: "title".into(),
                        attrs: attributes(&tag),
                        self_closing: false,
                        line,
                    });
                    if first {
                        *self.title.borrow_mut() = Some(String::new());
                    }
                    self.in_title.set(first);
                    return TokenSinkResult::RawData(RawKind::Rcdata);
                }
                self.in_title.set(false);
                self.items.borrow_mut().push(Item::End { name: "title".into() });
            }
            Token::TagToken(tag) if &*tag.name == "script" && self.content() == Content::Html => {
                match tag.kind {
                    TagKind::StartTag => {
                        let attr = |name: &str| {
                            tag.attrs.iter().find(|a| &*a.name.local == name).map(|a| a.value.to_string())
                        };
                        let script = ScriptElement {
                            src: attr("src"),
                            crossorigin: attr("crossorigin"),
                            attrs: attributes(&tag),
                            text: String::new(),
                            line: 0,
                            column: 0,
                            in_template: self.templates.get() > 0,
                            svg: false,
                            foreign: false,
                            base: None,
                        };
                        *self.open.borrow_mut() = Some(script);
                        return TokenSinkResult::RawData(RawKind::ScriptData);
                    }
                    TagKind::EndTag => {
                        if let Some(script) = self.open.borrow_mut().take() {
                            self.items.borrow_mut().push(Item::Script(script));
                            if self.pause_at_scripts {
                                return TokenSinkResult::Script(());
                            }
                        }
                    }
                }
            }
            Token::CharacterTokens(text) if self.in_title.get() => {
                if let Some(title) = self.title.borrow_mut().as_mut() {
                    title.push_str(&text);
                }
                self.push_text(&text);
            }
            Token::CharacterTokens(text) => {
                if let Some(script) = self.open.borrow_mut().as_mut() {
                    script.text.push_str(&text);
                } else {
                    if let Some(svg) = self.svg_scripts.borrow_mut().last_mut()
                        && svg.depth == 0
                    {
                        svg.element.text.push_str(&text);
                    }
                    self.push_text(&text);
                }
            }
            Token::TagToken(tag) => {
                self.past_initial.set(true);
                let name = tag.name.to_string();
                if name == "template" {
                    let open = self.templates.get();
                    self.templates.set(if tag.kind == TagKind::EndTag {
                        open.saturating_sub(1)
                    } else {
                        open + 1
                    });
                }
                self.track_foreign(&tag);
                if tag.kind == TagKind::EndTag {
                    self.items.borrow_mut().push(Item::End { name });
                    return TokenSinkResult::Continue;
                }
                let plaintext = name == "plaintext";
                // (An element opened inside an SVG script is not the script's.)
                if !tag.self_closing
                    && let Some(svg) = self.svg_scripts.borrow_mut().last_mut()
                {
                    svg.depth += 1;
                }
                let raw = match name.as_str() {
                    // Their content is raw text, never markup.
                    "iframe" | "style" | "xmp" | "noembed" | "noframes" => Some(RawKind::Rawtext),
                    "textarea" => Some(RawKind::Rcdata),
                    _ => None,
                };
                self.items.borrow_mut().push(Item::Start {
                    name,
                    attrs: attributes(&tag),
                    self_closing: tag.self_closing,
                    line,
                });
                if let Some(kind) = raw {
                    return TokenSinkResult::RawData(kind);
                }
                // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody:
                // a plaintext start tag switches the tokenizer to the PLAINTEXT state.
                if plaintext {
                    return TokenSinkResult::Plaintext;
                }
            }
            // A DOCTYPE before any element (the "initial" insertion mode); any other is
            // a parse error and ignored.
            Token::DoctypeToken(doctype) => {
                let mut items = self.items.borrow_mut();
                if !self.past_initial.get() {
                    let text = |t: &Option<StrTendril>| t.as_deref().unwrap_or_default().to_string();
                    let mode = doctype_mode(
                        doctype.name.as_deref(),
                        doctype.public_id.as_deref(),
                        doctype.system_id.as_deref(),
                        doctype.force_quirks,
                    );
                    items.push(Item::Doctype {
                        name: text(&doctype.name),
                        public_id: text(&doctype.public_id),
                        system_id: text(&doctype.system_id),
                        mode: Some(mode),
                    });
                }
            }
            // https://html.spec.whatwg.org/multipage/parsing.html#tree-construction: a
            // comment token inserts a Comment node (a DOCTYPE may still follow one).
            Token::CommentToken(text) => {
                self.items.borrow_mut().push(Item::Comment(text.to_string()));
            }
            Token::NullCharacterToken => {
                if let Some(script) = self.open.borrow_mut().as_mut() {
                    script.text.push('\u{FFFD}');
                }
            }
            Token::EOFToken => {
                // A script left open at the end of the file still runs (HTML: the
                // element is closed by the end of the input). (An SVG one is popped with
                // the rest: HTML's "stop parsing" runs none.)
                if let Some(script) = self.open.borrow_mut().take() {
                    self.items.borrow_mut().push(Item::Script(script));
                }
                self.svg_scripts.borrow_mut().clear();
            }
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

impl Sink {
    /// Whether the tokens go to foreign content (SVG or MathML) or HTML.
    fn content(&self) -> Content {
        self.foreign.borrow().last().copied().unwrap_or(Content::Html)
    }

    /// Keeps [`Self::foreign`] as `tag` opens or closes foreign content or an HTML
    /// integration point in it (an approximation of the tree builder's stack of open
    /// elements: no breakout of foreign content by HTML start tags). An SVG script open in
    /// foreign content that is closed goes with it, not run (and an end tag inside one
    /// closes an element opened in it).
    fn track_foreign(&self, tag: &html5ever::tokenizer::Tag) {
        let name = &*tag.name;
        let mut foreign = self.foreign.borrow_mut();
        let content = foreign.last().copied().unwrap_or(Content::Html);
        let root = match name {
            "svg" => Some(Content::Svg),
            "math" => Some(Content::Math),
            _ => None,
        };
        // https://html.spec.whatwg.org/multipage/parsing.html#html-integration-point,
        // #mathml-text-integration-point
        let integration = match content {
            Content::Svg => matches!(name, "foreignobject" | "desc" | "title"),
            Content::Math => matches!(name, "mi" | "mo" | "mn" | "ms" | "mtext" | "annotation-xml"),
            Content::Html => false,
        };
        if tag.kind == TagKind::StartTag {
            if tag.self_closing {
                return;
            }
            if let Some(root) = root {
                foreign.push(root);
            } else if integration {
                foreign.push(Content::Html);
            }
            return;
        }
        if let Some(root) = root {
            if let Some(at) = foreign.iter().rposition(|c| *c == root) {
                foreign.truncate(at);
            }
        } else if content == Content::Html
            && !foreign.is_empty()
            && matches!(
                name,
                "foreignobject" | "desc" | "title" | "mi" | "mo" | "mn" | "ms" | "mtext" | "annotation-xml"
            )
        {
            foreign.pop();
        }
        let level = foreign.len();
        let mut scripts = self.svg_scripts.borrow_mut();
        scripts.retain(|s| s.level <= level);
        if let Some(svg) = scripts.last_mut()
            && svg.depth > 0
            && (root.is_none() || svg.level == level)
        {
            svg.depth -= 1;
        }
    }

    /// A `script` start or end tag in SVG content
    /// ([HTML §13.2.6.5](https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign)):
    /// the start tag is an `Item::Start` like any foreign element's (its content is
    /// tokenized as markup); the end tag of an open SVG script is its `Item::Script`, where
    /// the parser stops to run it; a self-closing start tag is both ("acknowledge the
    /// token's self-closing flag, and act as described in the steps for a "script" end
    /// tag").
    fn svg_script_tag(&self, tag: &html5ever::tokenizer::Tag, line: u64) -> TokenSinkResult<()> {
        self.past_initial.set(true);
        let mut items = self.items.borrow_mut();
        if tag.kind == TagKind::StartTag {
            // (A script nested in an open one is on the stack of open SVG scripts: the
            // outer one's text goes on after its end tag.)
            let attrs = attributes(tag);
            let attr = |name: &str| attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
            let element = ScriptElement {
                // (SVG 2: href, else xlink:href.)
                src: attr("href").or_else(|| attr("xlink:href")),
                crossorigin: attr("crossorigin"),
                attrs: attrs.clone(),
                text: String::new(),
                line: line.saturating_sub(1) as u32,
                column: 0,
                in_template: self.templates.get() > 0,
                svg: true,
                foreign: true,
                base: None,
            };
            items.push(Item::Start { name: "script".into(), attrs, self_closing: false, line });
            if !tag.self_closing {
                let level = self.foreign.borrow().len();
                self.svg_scripts.borrow_mut().push(OpenSvgScript { element, depth: 0, level });
                return TokenSinkResult::Continue;
            }
            items.push(Item::Script(element));
            return if self.pause_at_scripts {
                TokenSinkResult::Script(())
            } else {
                TokenSinkResult::Continue
            };
        }
        let mut scripts = self.svg_scripts.borrow_mut();
        match scripts.last_mut() {
            Some(svg) if svg.depth == 0 => {
                let open = scripts.pop();
                if let Some(open) = open {
                    items.push(Item::Script(open.element));
                }
                if self.pause_at_scripts {
                    return TokenSinkResult::Script(());
                }
            }
            // (An element opened in the script is the current node: "any other end tag"
            // finds the script below it and pops both, the script not run.)
            Some(_) => {
                scripts.pop();
                items.push(Item::End { name: "script".into() });
            }
            None => items.push(Item::End { name: "script".into() }),
        }
        TokenSinkResult::Continue
    }

    fn push_text(&self, text: &str) {
        if !text.trim().is_empty() {
            self.past_initial.set(true);
        }
        let mut items = self.items.borrow_mut();
        if let Some(Item::Text(last)) = items.last_mut() {
            last.push_str(text);
        } else {
            items.push(Item::Text(text.to_string()));
        }
    }
}

fn attributes(tag: &html5ever::tokenizer::Tag) -> Vec<(String, String)> {
    tag.attrs.iter().map(|a| (a.name.local.to_string(), a.value.to_string())).collect()
}

/// Parses `html` into its scripts and frames.
pub fn parse(html: &str) -> Document {
    // The tokenizer normalises CR LF and CR to LF; positions are found in the same text.
    let normalized = html.replace("\r\n", "\n").replace('\r', "\n");
    let tokenizer = Tokenizer::new(Sink::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(&normalized));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let mut items = tokenizer.sink.items.take();
    let title = tokenizer.sink.title.take().unwrap_or_default();
    // (An SVG script of foreign content keeps the line of its start tag: its text is
    // not one run of the file when elements are nested in it.)
    let mut scripts: Vec<&mut ScriptElement> = items
        .iter_mut()
        .filter_map(|i| if let Item::Script(s) = i { Some(s).filter(|s| !s.foreign) } else { None })
        .collect();
    locate(&normalized, &mut scripts);
    // HTML: strip and collapse ASCII whitespace.
    Document { title: title.split_ascii_whitespace().collect::<Vec<_>>().join(" "), items }
}

/// An HTML parser's input stream, tokenized as it comes: the tokenizer stops at each
/// script end tag, and keeps its state (inside a tag, say) where the input runs out, so
/// that what `document.write` inserts at the insertion point continues the markup before
/// it and is continued by what follows.
/// [HTML §13.2.2 The input stream](https://html.spec.whatwg.org/multipage/parsing.html#the-input-byte-stream),
/// [insertion point](https://html.spec.whatwg.org/multipage/parsing.html#insertion-point)
pub struct InputStream {
    tokenizer: Tokenizer<Sink>,
    /// The input before the insertion point (all of it while there is none): what the
    /// tokenizer may consume now.
    input: BufferQueue,
    ended: std::cell::Cell<bool>,
}

impl Default for InputStream {
    fn default() -> Self {
        let sink = Sink { pause_at_scripts: true, ..Sink::default() };
        Self {
            tokenizer: Tokenizer::new(sink, TokenizerOpts::default()),
            input: BufferQueue::default(),
            ended: Default::default(),
        }
    }
}

impl InputStream {
    /// Inserts `text` just before the insertion point (at the end of the input the
    /// tokenizer may consume).
    pub fn insert(&self, text: &str) {
        if !text.is_empty() {
            self.input.push_back(StrTendril::from_slice(text));
        }
    }

    /// Tokenizes what there is before the insertion point, up to the end of the first
    /// script element; the items so far (a `Script` last if one ended), empty when the
    /// input is used up.
    pub fn tokenize(&self) -> Vec<Item> {
        let _ = self.tokenizer.feed(&self.input);
        self.tokenizer.sink.items.take()
    }

    /// The insertion point "just before the next input character" (for a script the
    /// parser runs): what is left of the input is set aside, to [`Self::restore`] after.
    pub fn set_aside(&self) -> BufferQueue {
        let rest = BufferQueue::default();
        self.input.swap_with(&rest);
        rest
    }

    /// The insertion point back where it was: what was set aside follows what is left.
    pub fn restore(&self, rest: BufferQueue) {
        while let Some(chunk) = rest.pop_front() {
            self.input.push_back(chunk);
        }
    }

    /// Whether nothing is left before the insertion point.
    pub fn is_empty(&self) -> bool {
        self.input.is_empty()
    }

    /// The end of the input (an explicit "EOF" character): the last items.
    pub fn end(&self) -> Vec<Item> {
        if !self.ended.replace(true) {
            let _ = self.tokenizer.feed(&self.input);
            self.tokenizer.end();
        }
        self.tokenizer.sink.items.take()
    }
}

/// The `<script>` elements of `html`, in document order.
pub fn scripts(html: &str) -> Vec<ScriptElement> {
    parse(html).scripts().cloned().collect()
}

/// Finds where each script's text starts: script data is copied verbatim from the input,
/// so it is the first occurrence after the previous script's text and its start tag.
fn locate(source: &str, scripts: &mut [&mut ScriptElement]) {
    let mut cursor = 0;
    for script in scripts.iter_mut() {
        let Some(tag) = find_ascii_ci(&source[cursor..], "<script").map(|i| cursor + i) else {
            return;
        };
        let after_tag = source[tag..].find('>').map_or(source.len(), |i| tag + i + 1);
        // Not found verbatim (the tokenizer replaced a NUL, say): the text starts right
        // after the tag, and the search goes on from there.
        let found = if script.text.is_empty() { None } else { source[after_tag..].find(&script.text) };
        let start = found.map_or(after_tag, |i| after_tag + i);
        let before = &source[..start];
        script.line = before.matches('\n').count() as u32;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        script.column = before[line_start..].encode_utf16().count() as u32;
        cursor = if found.is_some() { start + script.text.len() } else { after_tag };
    }
}

fn find_ascii_ci(haystack: &str, needle: &str) -> Option<usize> {
    haystack.as_bytes().windows(needle.len()).position(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}
