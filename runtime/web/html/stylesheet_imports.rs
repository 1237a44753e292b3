//! A style sheet's `@import` rules: the style sheets a fetched style sheet imports are
//! fetched too (each one's own imports after it), each with a Resource Timing entry of
//! initiator type "css", before its `<link>` fires `load` or `error`. framescope applies
//! no CSS, so an imported sheet is fetched for what pages observe (its request, its
//! entry, its link's event), and nothing else is read from it.
//! [CSS Cascade 5 §2.1 Importing Style Sheets](https://drafts.csswg.org/css-cascade-5/#at-import),
//! [CSSOM §6.4.1 fetching CSS style sheets](https://drafts.csswg.org/cssom/#fetching-css-style-sheets),
//! [HTML §4.6.7.19 Link type "stylesheet"](https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet)
//! (the element's critical subresources).
use cssparser::{ParseError, Parser, Token};
use url::Url;

use crate::runtime::group::GroupState;
use crate::runtime::hooks::RealmHooks;
use crate::runtime::loader::cookie_jar::Credentials;
use crate::runtime::loader::headers::Headers;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::loader::network_observer::Destination;
use crate::runtime::loader::referrer_policy::{Referrer, policy_of_response};
use crate::runtime::realm::RealmInfo;
use crate::runtime::web::performance::hr_time;
use crate::runtime::web::performance::resource_timing::{self, ResourceFetch};

use super::link_stylesheets::is_text_css;
use super::window::Native;

/// The `<style>` block natives.
pub fn natives() -> Vec<Native> {
    vec![("styleBlockImports", v8::MapFnTo::map_fn_to(style_block_imports))]
}

/// `natives.styleBlockImports(text, base, renderBlocking)`: fetches the `@import` rules of
/// a `<style>` element's text (its child text content), resolved against the absolute URL
/// `base` (the document's base URL, which is also the imports' referrer), as
/// [`fetch_imports`] does for a linked sheet: whether all of them loaded (the element's
/// `load`; else its `error`). An inline sheet is origin-clean.
fn style_block_imports(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_bool(true);
    let Some((state, realm)) = GroupState::current(scope) else { return };
    let Some(info) = state.info(realm) else { return };
    let text = args.get(0).to_rust_string_lossy(scope);
    let Ok(base) = Url::parse(&args.get(1).to_rust_string_lossy(scope)) else { return };
    let render_blocking = args.get(2).is_true();
    let hosts = crate::runtime::navigation::site_for_cookies::hosts_for(&state, &info, Credentials::Include)
        .for_destination(Destination::Stylesheet);
    let headers = Headers::default();
    let loaded = fetch_imports(scope, &state, &info, &hosts, (&base, &headers, &text), render_blocking, true);
    rv.set_bool(loaded);
}

/// The most style sheets one `<link>`'s imports may fetch (a tree of imports that grows
/// without a cycle ends there, as a page that never finishes would).
const MAX_IMPORTS: usize = 256;

/// The URLs of the `@import` rules of style sheet text `css`, parsed against `base` (the
/// sheet's URL), in order. CSS Cascade's rule: `@import` rules come first in a sheet,
/// after only `@charset` and `@layer` statements; an `@import` after any other rule is
/// invalid and ignored, so the scan stops at the first other rule. The URL is the rule's
/// string or `url()`; its layer, `supports()` and media query list do not stop the fetch
/// (Chrome fetches an import whatever media it is for).
pub fn import_urls(css: &str, base: &Url) -> Vec<Url> {
    let mut parser = Parser::new(css);
    let mut urls = Vec::new();
    loop {
        let name = match parser.next() {
            // (`<!--` and `-->` at the top level of a sheet are skipped.)
            Ok(Token::CDO | Token::CDC) => continue,
            Ok(Token::AtKeyword(name)) => name.to_ascii_lowercase(),
            _ => break,
        };
        match name.as_str() {
            "import" => {
                let url = match parser.next() {
                    Ok(Token::QuotedString(url) | Token::UnquotedUrl(url)) => Some(url.to_string()),
                    Ok(Token::Function(name)) if name.eq_ignore_ascii_case("url") => parser
                        .parse_nested_block(|block| {
                            block.expect_string().map(|s| s.to_string()).map_err(ParseError::<()>::from)
                        })
                        .ok(),
                    _ => None,
                };
                if !end_of_statement(&mut parser) {
                    break;
                }
                // (A URL that does not parse fetches nothing.)
                if let Some(url) = url.and_then(|url| base.join(&url).ok()) {
                    urls.push(url);
                }
            }
            "charset" | "layer" => {
                if !end_of_statement(&mut parser) {
                    break;
                }
            }
            _ => break,
        }
    }
    urls
}

/// Skips to the `;` that ends a statement at-rule: false when a block (or the end of the
/// sheet) comes first, so it was a block rule, after which no `@import` is valid.
fn end_of_statement(parser: &mut Parser) -> bool {
    loop {
        match parser.next() {
            Ok(Token::Semicolon) => return true,
            Ok(Token::CurlyBracketBlock) | Err(_) => return false,
            Ok(_) => {}
        }
    }
}

/// The style sheets the sheet `sheet` (its response's URL, headers and text) imports,
/// fetched depth-first in order, each with its Resource Timing entry (initiator type
/// "css"): whether all of them loaded (false: one was a network error, not ok, or not
/// `text/css`, so the `<link>` fires `error`). An import's request is the sheet's: its
/// referrer is the sheet's URL, under the sheet's `Referrer-Policy` header when it names
/// one, else the document's policy (as Chrome fetches a style sheet's subresources). An
/// import of a sheet already in the chain that leads to it (a cycle) fetches nothing.
/// An import's request is render-blocking when its sheet's is (`render_blocking`). The
/// resources a sheet that is not [origin-clean](https://drafts.csswg.org/cssom/#concept-css-style-sheet-origin-clean-flag)
/// fetches (`clean` false: a cross-origin sheet fetched without CORS, and what it
/// imports) have no entry, as Chrome reports none: the page cannot tell what it fetched.
pub fn fetch_imports(
    scope: &mut v8::PinScope,
    state: &GroupState,
    info: &RealmInfo,
    hosts: &VirtualHosts,
    sheet: (&Url, &Headers, &str),
    render_blocking: bool,
    clean: bool,
) -> bool {
    let hooks = state.hooks(info.id);
    let mut imports = Imports {
        info,
        hooks: if clean { hooks.as_deref() } else { None },
        document_policy: crate::runtime::navigation::request_referrer::request_referrer(state, info).policy,
        render_blocking,
        chain: vec![sheet.0.clone()],
        budget: MAX_IMPORTS,
    };
    imports.fetch(scope, hosts, sheet)
}

/// The walk through one sheet's tree of imports.
struct Imports<'a> {
    info: &'a RealmInfo,
    /// Where entries go (`None`: the tree is not origin-clean, no entries).
    hooks: Option<&'a RealmHooks>,
    /// The document's referrer policy as it is now.
    document_policy: String,
    render_blocking: bool,
    /// The sheets from the top one to the one whose imports are being fetched.
    chain: Vec<Url>,
    /// How many more sheets may be fetched.
    budget: usize,
}

impl Imports<'_> {
    /// Fetches the imports of the sheet `(url, headers, text)` and theirs, with `hosts`.
    fn fetch(
        &mut self,
        scope: &mut v8::PinScope,
        hosts: &VirtualHosts,
        (url, headers, text): (&Url, &Headers, &str),
    ) -> bool {
        let header_policy = policy_of_response(headers);
        let policy =
            if header_policy.is_empty() { self.document_policy.as_str() } else { header_policy.as_str() };
        let hosts = hosts.with_referrer(Referrer::new(url, policy));
        let mut loaded = true;
        for import in import_urls(text, url) {
            if self.chain.contains(&import) || self.budget == 0 {
                continue;
            }
            self.budget -= 1;
            let start = hr_time::now();
            let Ok(response) = hosts.fetch_http(&import) else {
                loaded = false;
                continue;
            };
            if let Some(hooks) = self.hooks {
                let fetch = ResourceFetch::new(
                    "css",
                    &response.url,
                    &self.info.origin,
                    start,
                    response.status,
                    &response.headers,
                    response.body.len(),
                )
                .over_network(response.timing.as_deref())
                .after_redirects(&response, &self.info.origin)
                .render_blocking(self.render_blocking);
                resource_timing::mark(scope, hooks, &fetch);
            }
            if response.error_status().is_some() || !is_text_css(response.headers.get("content-type")) {
                loaded = false;
                continue;
            }
            // (What a cross-origin import imports is not origin-clean either.)
            let hooks = self.hooks;
            if response.url.origin() != self.info.origin {
                self.hooks = None;
            }
            self.chain.push(import);
            loaded &= self.fetch(scope, &hosts, (&response.url, &response.headers, response.body.as_str()));
            self.chain.pop();
            self.hooks = hooks;
        }
        loaded
    }
}
