//! What a style sheet or a `<style>` block may fetch beyond its `@import` rules: the
//! `url()` images of its style rules' properties that fetch (`background-image`,
//! `list-style-image`, `cursor`…) and the fonts of its `@font-face` rules. framescope has
//! no cascade: it cannot compute which rules apply to which element, so it takes a rule
//! as applying when its selector matches an element of the document when the sheet is
//! processed (style_resources.js), and a font as used when a matching rule's or an
//! element's `style` attribute's `font-family` names its family — then fetches them as
//! Chrome's style resolution would, each with a Resource Timing entry of initiator type
//! "css". This file reads the sheets' text (`cssparser`'s tokens) and fetches; which
//! rules apply is decided in JavaScript, where the selectors are matched.
//! [CSS Values 4 §4.5.1 Fetching a style resource](https://drafts.csswg.org/css-values-4/#fetch-a-style-resource),
//! [CSS Fonts 4 §4.3 Font reference](https://drafts.csswg.org/css-fonts-4/#font-face-src-parsing).
use cssparser::{ParseError, Parser, Token};
use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::loader::cors::CredentialsMode;
use crate::runtime::loader::network_observer::Destination;
use crate::runtime::loader::origin_header;
use crate::runtime::loader::referrer_policy::Referrer;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing;

use super::window::Native;

/// The properties whose `url()` values an element's computed style fetches as images.
const IMAGE_PROPERTIES: [&str; 9] = [
    "background",
    "background-image",
    "border-image",
    "border-image-source",
    "cursor",
    "list-style",
    "list-style-image",
    "mask",
    "mask-image",
];

/// The style natives.
pub fn natives() -> Vec<Native> {
    vec![
        ("styleResources", v8::MapFnTo::map_fn_to(style_resources)),
        ("fetchStyleResource", v8::MapFnTo::map_fn_to(fetch_style_resource)),
    ]
}

/// What a sheet's text may fetch.
#[derive(Debug, Default, PartialEq)]
pub struct SheetResources {
    /// Each `@font-face` rule's family (ASCII-lowercased) and the URL of its first `src`
    /// `url()`.
    pub font_faces: Vec<(String, Url)>,
    /// Each style rule that names a font family or a fetching image: its selector text, the
    /// families of its `font-family` (lowercased), the URLs of its image properties.
    pub rules: Vec<StyleRule>,
}

/// A style rule's selector and what it may fetch.
#[derive(Debug, Default, PartialEq)]
pub struct StyleRule {
    pub selector: String,
    pub families: Vec<String>,
    pub images: Vec<Url>,
}

/// The resources of style sheet text `css` whose URLs resolve against `base` (the
/// sheet's URL): its top-level style rules and `@font-face` rules (not those inside
/// `@media` or `@supports` blocks).
pub fn sheet_resources(css: &str, base: &Url) -> SheetResources {
    let mut parser = Parser::new(css);
    let mut resources = SheetResources::default();
    loop {
        let start = parser.position();
        let token = match parser.next() {
            Ok(token) => token.clone(),
            Err(_) => break,
        };
        match token {
            Token::CDO | Token::CDC => {}
            Token::AtKeyword(name) => {
                let font_face = name.eq_ignore_ascii_case("font-face");
                // (To the end of the at-rule: its `;` or its block.)
                let block = loop {
                    match parser.next() {
                        Ok(Token::Semicolon) | Err(_) => break false,
                        Ok(Token::CurlyBracketBlock) => break true,
                        Ok(_) => {}
                    }
                };
                if block && font_face {
                    let declarations = declarations_of_block(&mut parser, base);
                    let family = declarations.families.into_iter().next();
                    if let (Some(family), Some(url)) = (family, declarations.src) {
                        resources.font_faces.push((family, url));
                    }
                }
            }
            Token::CurlyBracketBlock => {}
            _ => {
                // A style rule: its prelude (the selector) up to its block.
                let block = loop {
                    match parser.next() {
                        Ok(Token::CurlyBracketBlock) => break true,
                        Err(_) => break false,
                        Ok(_) => {}
                    }
                };
                if !block {
                    break;
                }
                let selector = parser.slice_from(start).trim_end_matches('{').trim().to_string();
                let declarations = declarations_of_block(&mut parser, base);
                if !declarations.families.is_empty() || !declarations.images.is_empty() {
                    resources.rules.push(StyleRule {
                        selector,
                        families: declarations.families,
                        images: declarations.images,
                    });
                }
            }
        }
    }
    resources
}

/// What a declaration block names: `font-family`'s families, the image properties' URLs,
/// and `src`'s first URL (an `@font-face` rule's).
#[derive(Default)]
pub struct Declarations {
    pub families: Vec<String>,
    pub images: Vec<Url>,
    pub src: Option<Url>,
}

/// The declarations of the block the parser is at (its `{` just read).
fn declarations_of_block(parser: &mut Parser, base: &Url) -> Declarations {
    parser.parse_nested_block(|block| Ok::<_, ParseError<()>>(declarations(block, base))).unwrap_or_default()
}

/// The declarations of a declaration list: a `style` attribute's, or a block's.
pub fn declarations_text(text: &str, base: &Url) -> Declarations {
    declarations(&mut Parser::new(text), base)
}

fn declarations(parser: &mut Parser, base: &Url) -> Declarations {
    let mut found = Declarations::default();
    loop {
        // A declaration: a name, a colon, its value up to `;`.
        let name = match parser.next() {
            Err(_) => break,
            Ok(Token::Ident(name)) => name.to_ascii_lowercase(),
            Ok(_) => continue,
        };
        if !matches!(parser.next(), Ok(Token::Colon)) {
            skip_declaration(parser);
            continue;
        }
        let mut family = String::new();
        loop {
            let token = match parser.next() {
                Err(_) | Ok(Token::Semicolon) => break,
                Ok(token) => token.clone(),
            };
            let url = match token {
                Token::UnquotedUrl(url) => Some(url.to_string()),
                Token::Function(function) if function.eq_ignore_ascii_case("url") => parser
                    .parse_nested_block(|b| {
                        b.expect_string().map(|s| s.to_string()).map_err(ParseError::<()>::from)
                    })
                    .ok(),
                Token::Ident(word) | Token::QuotedString(word) if name == "font-family" => {
                    if !family.is_empty() {
                        family.push(' ');
                    }
                    family.push_str(&word.to_ascii_lowercase());
                    None
                }
                Token::Comma if name == "font-family" => {
                    found.families.push(std::mem::take(&mut family));
                    None
                }
                _ => None,
            };
            if let Some(url) = url.and_then(|url| base.join(&url).ok()) {
                if name == "src" && found.src.is_none() {
                    found.src = Some(url);
                } else if IMAGE_PROPERTIES.contains(&name.as_str()) {
                    found.images.push(url);
                }
            }
        }
        if !family.is_empty() {
            found.families.push(family);
        }
    }
    found
}

/// Skips to the end of a declaration (its `;`).
fn skip_declaration(parser: &mut Parser) {
    while let Ok(token) = parser.next() {
        if matches!(token, Token::Semicolon) {
            break;
        }
    }
}

/// `natives.styleResources(text, base)`: the resources of sheet text `text` (URLs against
/// the absolute URL `base`), as an array: its `@font-face` rules as [family, url] pairs
/// flattened, then its rules as [selector, families (comma-separated), image URLs
/// (space-separated)] triples flattened — `[faces, rules]`. With a third argument true,
/// `text` is a declaration list (a `style` attribute): `[families, images]`.
fn style_resources(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let text = args.get(0).to_rust_string_lossy(scope);
    let Ok(base) = Url::parse(&args.get(1).to_rust_string_lossy(scope)) else { return };
    if args.get(2).is_true() {
        let found = declarations_text(&text, &base);
        let value = strings(scope, vec![found.families.join(","), images_text(&found.images)]);
        rv.set(value.into());
        return;
    }
    let found = sheet_resources(&text, &base);
    rv.set(resources_value(scope, &found).into());
}

/// `[faces, rules]` of [`SheetResources`] as `natives.styleResources` gives them.
pub fn resources_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    found: &SheetResources,
) -> v8::Local<'s, v8::Array> {
    let faces: Vec<String> =
        found.font_faces.iter().flat_map(|(family, url)| [family.clone(), url.to_string()]).collect();
    let rules: Vec<String> = found
        .rules
        .iter()
        .flat_map(|rule| [rule.selector.clone(), rule.families.join(","), images_text(&rule.images)])
        .collect();
    let (faces, rules) = (strings(scope, faces), strings(scope, rules));
    v8::Array::new_with_elements(scope, &[faces.into(), rules.into()])
}

/// URLs, space-separated.
fn images_text(urls: &[Url]) -> String {
    urls.iter().map(Url::as_str).collect::<Vec<_>>().join(" ")
}

/// A JavaScript array of strings.
fn strings<'s>(scope: &mut v8::PinScope<'s, '_>, items: Vec<String>) -> v8::Local<'s, v8::Array> {
    let items: Vec<v8::Local<v8::Value>> =
        items.iter().filter_map(|item| v8::String::new(scope, item).map(Into::into)).collect();
    v8::Array::new_with_elements(scope, &items)
}

/// `natives.fetchStyleResource(url, kind, sheet, clean)`: fetches the absolute URL `url`
/// as a style resource — `kind` "font" (in CORS mode, "same-origin" credentials, as CSS
/// Fonts fetches a font) or "image" (no-cors) — with the sheet at URL `sheet` (or null: a
/// `style` attribute's, the document's) as its referrer, and marks its Resource Timing
/// entry (initiator type "css") unless `clean` is false (a resource of a cross-origin
/// sheet fetched without CORS, which Chrome does not report). Gives whether it loaded.
fn fetch_style_resource(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(false);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let Ok(url) = Url::parse(&args.get(0).to_rust_string_lossy(scope)) else { return };
    let font = args.get(1).to_rust_string_lossy(scope) == "font";
    let sheet = Url::parse(&args.get(2).to_rust_string_lossy(scope)).ok();
    let clean = args.get(3).is_true();
    let start = hr_time::now();
    let cors = font.then_some(CredentialsMode::SameOrigin);
    let credentials = origin_header::subresource_credentials(cors, &info.origin);
    let document = crate::runtime::navigation::request_referrer::request_referrer(&state, &info);
    let referrer = match &sheet {
        Some(sheet) => Referrer::new(sheet, &document.policy),
        None => document,
    };
    let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(&state, &info, credentials)
        .for_destination(if font { Destination::Other } else { Destination::Image })
        .with_referrer(referrer);
    let Ok(response) = origin_header::fetch_in_mode(&hosts, &url, &info.origin, cors) else { return };
    let hooks = if clean { state.hooks(realm) } else { None };
    resource_timing::mark_response(scope, hooks.as_deref(), "css", &response, &info.origin, start, cors);
    let what = "the font was fetched in CORS mode";
    rv.set_bool(origin_header::succeeded_in_mode(&response, &info.origin, cors, what));
}
