//! Parsing a selector string for `querySelector`, `querySelectorAll`, `matches` and
//! `closest` with Servo's `selectors` and `cssparser` crates (as Firefox does), into a
//! plain form that `selectors.js` matches against the realm's nodes.
//! [DOM §4.2.6 "scope-match a selectors string"](https://dom.spec.whatwg.org/#scope-match-a-selectors-string),
//! [Selectors Level 4](https://drafts.csswg.org/selectors-4/)
//!
//! `natives.parseSelector(text)` gives null for a string that is not a valid selector (the
//! DOM's SyntaxError), else the list: an array of complex selectors, each an array in
//! *match* order (right to left) of compounds and the combinators between them
//! (`" "`, `">"`, `"+"`, `"~"`). A compound is an array of simple selectors, each an array
//! whose first item says its kind:
//!
//! | simple | selector |
//! | --- | --- |
//! | `["tag", name, lowerName]` | a type selector |
//! | `["ns", url]` | a namespace constraint (`url` null: no namespace) |
//! | `["id", name]`, `["class", name]` | `#name`, `.name` |
//! | `["attr", name, lowerName, op, value, caseFlag, ns]` | an attribute selector: `op` one of `""` (exists), `=`, `~=`, `\|=`, `^=`, `$=`, `*=`; `caseFlag` 0 sensitive, 1 `i`, 2 insensitive on an HTML element of an HTML document (HTML's list); `ns` `"*"`, a URL, `""` (none) or undefined (no prefix) |
//! | `["not", list]`, `["is", list]` | `:not()`, `:is()` / `:where()` |
//! | `["has", list]`, `["anchor"]` | `:has()`, whose relative selectors end (in match order) with the anchor: the element `:has` is asked of |
//! | `["nth", type, a, b, list]` | `:nth-child(an+b [of list])` and friends: `type` `child`, `last-child`, `of-type`, `last-of-type` (`:only-*` are two of these) |
//! | `["root"]`, `["empty"]`, `["scope"]` | those pseudo-classes |
//! | `["pc", name, argument]` | another pseudo-class the DOM can answer (`checked`, `disabled`, `link`, `lang(…)`, …) |
//! | `["never"]` | what never matches an element (a pseudo-element, `:hover`, …) |

use cssparser::{ParseError, Parser as CssParser, ToCss};
use selectors::attr::{
    AttrSelectorOperator, NamespaceConstraint, ParsedAttrSelectorOperation, ParsedCaseSensitivity,
};
use selectors::parser::{
    Combinator, Component, NthSelectorData, NthType, ParseRelative, Selector, SelectorList,
    SelectorParseErrorKind,
};
use std::fmt;

use crate::runtime::web::html::window::Native;

/// The selector natives.
pub fn natives() -> Vec<Native> {
    vec![("parseSelector", v8::MapFnTo::map_fn_to(parse_selector))]
}

fn parse_selector(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    rv.set_null();
    let text = args.get(0).to_rust_string_lossy(scope);
    if let Some(list) = parse(&text) {
        rv.set(list_value(scope, &list).into());
    }
}

/// The selector list `text` is, or None when it is not one (or uses a namespace prefix,
/// which the DOM's selectors cannot declare).
pub fn parse(text: &str) -> Option<SelectorList<Impl>> {
    let mut parser = CssParser::new(text);
    parser.parse_entirely(|p| SelectorList::parse(&DomParser, p, ParseRelative::No)).ok()
}

/// The selectors' types for the DOM: strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Impl;

/// A string of a selector (an identifier, a local name, an attribute value, a namespace).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Text(pub String);

impl From<&str> for Text {
    fn from(text: &str) -> Self {
        Self(text.to_string())
    }
}

impl std::borrow::Borrow<str> for Text {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl ToCss for Text {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        cssparser::serialize_identifier(&self.0, dest)
    }
}

impl precomputed_hash::PrecomputedHash for Text {
    fn precomputed_hash(&self) -> u32 {
        self.0.bytes().fold(0u32, |hash, byte| hash.wrapping_mul(31).wrapping_add(u32::from(byte)))
    }
}

/// The pseudo-classes the DOM knows beyond Selectors' structural ones: the name, and the
/// argument of `:lang()`, `:dir()` and `:state()` (empty for the others).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PseudoClass(&'static str, String);

/// [Selectors §4](https://drafts.csswg.org/selectors-4/#overview): the pseudo-classes a
/// page may write; those needing layout, user interaction or media never match here.
const PSEUDO_CLASSES: [&str; 38] = [
    "active",
    "any-link",
    "autofill",
    "blank",
    "checked",
    "current",
    "default",
    "defined",
    "disabled",
    "enabled",
    "focus",
    "focus-visible",
    "focus-within",
    "future",
    "fullscreen",
    "hover",
    "in-range",
    "indeterminate",
    "invalid",
    "link",
    "local-link",
    "modal",
    "muted",
    "optional",
    "out-of-range",
    "past",
    "paused",
    "placeholder-shown",
    "playing",
    "popover-open",
    "read-only",
    "read-write",
    "required",
    "target",
    "target-within",
    "user-invalid",
    "valid",
    "visited",
];

impl selectors::parser::NonTSPseudoClass for PseudoClass {
    fn is_active_or_hover(&self) -> bool {
        matches!(self.0, "active" | "hover")
    }
    fn is_user_action_state(&self) -> bool {
        matches!(self.0, "active" | "hover" | "focus")
    }
}

impl ToCss for PseudoClass {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        dest.write_char(':')?;
        dest.write_str(self.0)?;
        if matches!(self.0, "lang" | "dir" | "state") {
            dest.write_char('(')?;
            cssparser::serialize_identifier(&self.1, dest)?;
            dest.write_char(')')?;
        }
        Ok(())
    }
}

/// A pseudo-element: it never matches an element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PseudoElement(String);

impl selectors::parser::PseudoElement for PseudoElement {}

impl ToCss for PseudoElement {
    fn to_css<W: fmt::Write>(&self, dest: &mut W) -> fmt::Result {
        dest.write_str("::")?;
        dest.write_str(&self.0)
    }
}

impl selectors::parser::SelectorImpl for Impl {
    type ExtraMatchingData<'a> = std::marker::PhantomData<&'a ()>;
    type AttrValue = Text;
    type Identifier = Text;
    type LocalName = Text;
    type NamespaceUrl = Text;
    type NamespacePrefix = Text;
    type BorrowedLocalName = str;
    type BorrowedNamespaceUrl = str;
    type NonTSPseudoClass = PseudoClass;
    type PseudoElement = PseudoElement;
}

/// The parser's options: what browsers' `querySelector` accepts.
struct DomParser;

/// [CSS pseudo-elements](https://drafts.csswg.org/css-pseudo-4/) a selector may name.
const PSEUDO_ELEMENTS: [&str; 16] = [
    "after",
    "backdrop",
    "before",
    "cue",
    "details-content",
    "file-selector-button",
    "first-letter",
    "first-line",
    "grammar-error",
    "marker",
    "placeholder",
    "selection",
    "spelling-error",
    "target-text",
    "view-transition",
    "picker-icon",
];

impl<'i> selectors::parser::Parser<'i> for DomParser {
    type Impl = Impl;
    type Error = SelectorParseErrorKind;

    fn parse_nth_child_of(&self) -> bool {
        true
    }
    fn parse_is_and_where(&self) -> bool {
        true
    }
    fn parse_has(&self) -> bool {
        true
    }
    fn parse_slotted(&self) -> bool {
        true
    }
    fn parse_host(&self) -> bool {
        true
    }
    fn is_is_alias(&self, name: &str) -> bool {
        name.eq_ignore_ascii_case("matches") || name.eq_ignore_ascii_case("-webkit-any")
    }

    fn parse_non_ts_pseudo_class(&self, name: &str) -> Result<PseudoClass, ParseError<Self::Error>> {
        let lower = name.to_ascii_lowercase();
        match PSEUDO_CLASSES.iter().find(|known| **known == lower) {
            Some(known) => Ok(PseudoClass(known, String::new())),
            None => Err(ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement)),
        }
    }

    fn parse_non_ts_functional_pseudo_class(
        &self,
        name: &str,
        arguments: &mut CssParser<'i>,
        _after_part: bool,
    ) -> Result<PseudoClass, ParseError<Self::Error>> {
        if name.eq_ignore_ascii_case("lang") {
            let language = arguments.expect_ident_or_string()?.as_ref().to_owned();
            return Ok(PseudoClass("lang", language));
        }
        if name.eq_ignore_ascii_case("dir") {
            let direction = arguments.expect_ident()?.as_ref().to_ascii_lowercase();
            return Ok(PseudoClass("dir", direction));
        }
        // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-custom: a
        // custom element's custom state (case-sensitive).
        if name.eq_ignore_ascii_case("state") {
            let state = arguments.expect_ident()?.as_ref().to_owned();
            return Ok(PseudoClass("state", state));
        }
        Err(ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement))
    }

    fn parse_pseudo_element(&self, name: &str) -> Result<PseudoElement, ParseError<Self::Error>> {
        let lower = name.to_ascii_lowercase();
        if PSEUDO_ELEMENTS.contains(&lower.as_str()) || lower.starts_with("-webkit-") {
            return Ok(PseudoElement(lower));
        }
        Err(ParseError::custom(SelectorParseErrorKind::UnsupportedPseudoClassOrElement))
    }
}

/// A selector list as the JavaScript array the module comment describes.
fn list_value<'s>(scope: &mut v8::PinScope<'s, '_>, list: &SelectorList<Impl>) -> v8::Local<'s, v8::Array> {
    let selectors: Vec<_> = list.slice().iter().map(|s| selector_value(scope, s).into()).collect();
    v8::Array::new_with_elements(scope, &selectors)
}

fn selector_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    selector: &Selector<Impl>,
) -> v8::Local<'s, v8::Array> {
    let mut items: Vec<v8::Local<v8::Value>> = Vec::new();
    let mut compound: Vec<v8::Local<v8::Value>> = Vec::new();
    for component in selector.iter_raw_match_order() {
        if let Component::Combinator(combinator) = component {
            items.push(v8::Array::new_with_elements(scope, &compound).into());
            compound.clear();
            let text = match combinator {
                Combinator::Child => ">",
                Combinator::Descendant => " ",
                Combinator::NextSibling => "+",
                Combinator::LaterSibling => "~",
                // (What is left of a pseudo-element, ::slotted or ::part: never an element.)
                Combinator::PseudoElement | Combinator::SlotAssignment | Combinator::Part => "!",
            };
            items.push(string(scope, text));
            continue;
        }
        if let Some(simple) = simple_value(scope, component) {
            compound.push(simple.into());
        }
    }
    items.push(v8::Array::new_with_elements(scope, &compound).into());
    v8::Array::new_with_elements(scope, &items)
}

fn string<'s>(scope: &mut v8::PinScope<'s, '_>, text: &str) -> v8::Local<'s, v8::Value> {
    match v8::String::new(scope, text) {
        Some(s) => s.into(),
        None => v8::undefined(scope).into(),
    }
}

/// One simple selector; None for one that matches every element (`*`, `*|`).
fn simple_value<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    component: &Component<Impl>,
) -> Option<v8::Local<'s, v8::Array>> {
    let mut items: Vec<v8::Local<v8::Value>> = Vec::new();
    match component {
        Component::LocalName(name) => {
            items.push(string(scope, "tag"));
            items.push(string(scope, &name.name.0));
            items.push(string(scope, &name.lower_name.0));
        }
        Component::ExplicitUniversalType | Component::ExplicitAnyNamespace => return None,
        Component::ExplicitNoNamespace => {
            items.push(string(scope, "ns"));
            items.push(v8::null(scope).into());
        }
        Component::DefaultNamespace(url) | Component::Namespace(_, url) => {
            items.push(string(scope, "ns"));
            items.push(string(scope, &url.0));
        }
        Component::ID(name) => {
            items.push(string(scope, "id"));
            items.push(string(scope, &name.0));
        }
        Component::Class(name) => {
            items.push(string(scope, "class"));
            items.push(string(scope, &name.0));
        }
        Component::AttributeInNoNamespaceExists { local_name, local_name_lower } => {
            for text in ["attr", &local_name.0, &local_name_lower.0, ""] {
                items.push(string(scope, text));
            }
        }
        Component::AttributeInNoNamespace { local_name, operator, value, case_sensitivity } => {
            for text in ["attr", &local_name.0, &local_name.0, operator_text(*operator), &value.0] {
                items.push(string(scope, text));
            }
            items.push(v8::Integer::new(scope, case_flag(*case_sensitivity)).into());
        }
        Component::AttributeOther(attr) => {
            for text in ["attr", &attr.local_name.0, &attr.local_name_lower.0] {
                items.push(string(scope, text));
            }
            match &attr.operation {
                ParsedAttrSelectorOperation::Exists => {
                    items.push(string(scope, ""));
                    items.push(string(scope, ""));
                    items.push(v8::Integer::new(scope, 0).into());
                }
                ParsedAttrSelectorOperation::WithValue { operator, case_sensitivity, value } => {
                    items.push(string(scope, operator_text(*operator)));
                    items.push(string(scope, &value.0));
                    items.push(v8::Integer::new(scope, case_flag(*case_sensitivity)).into());
                }
            }
            match &attr.namespace {
                None => {}
                Some(NamespaceConstraint::Any) => items.push(string(scope, "*")),
                Some(NamespaceConstraint::Specific((_, url))) => items.push(string(scope, &url.0)),
            }
        }
        Component::Negation(list) | Component::Is(list) | Component::Where(list) => {
            items.push(string(scope, if matches!(component, Component::Negation(_)) { "not" } else { "is" }));
            items.push(list_value(scope, list).into());
        }
        Component::Nth(data) => nth_items(scope, &mut items, data, None),
        Component::NthOf(of) => nth_items(scope, &mut items, of.nth_data(), Some(of.selectors())),
        Component::Has(relative) => {
            items.push(string(scope, "has"));
            let list: Vec<_> = relative.iter().map(|r| selector_value(scope, &r.selector).into()).collect();
            items.push(v8::Array::new_with_elements(scope, &list).into());
        }
        Component::RelativeSelectorAnchor => items.push(string(scope, "anchor")),
        Component::Root => items.push(string(scope, "root")),
        Component::Empty => items.push(string(scope, "empty")),
        Component::Scope | Component::ImplicitScope => items.push(string(scope, "scope")),
        Component::NonTSPseudoClass(class) => {
            items.push(string(scope, "pc"));
            items.push(string(scope, class.0));
            items.push(string(scope, &class.1));
        }
        _ => items.push(string(scope, "never")),
    }
    Some(v8::Array::new_with_elements(scope, &items))
}

fn nth_items<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    items: &mut Vec<v8::Local<'s, v8::Value>>,
    data: &NthSelectorData,
    of: Option<&[Selector<Impl>]>,
) {
    let (ty, a, b) = match data.ty {
        // :only-child and :only-of-type: first and last (two simple selectors would do; one
        // with the type "only-…" is shorter).
        NthType::OnlyChild => ("only-child", 0, 1),
        NthType::OnlyOfType => ("only-of-type", 0, 1),
        NthType::Child => ("child", data.an_plus_b.0, data.an_plus_b.1),
        NthType::LastChild => ("last-child", data.an_plus_b.0, data.an_plus_b.1),
        NthType::OfType => ("of-type", data.an_plus_b.0, data.an_plus_b.1),
        NthType::LastOfType => ("last-of-type", data.an_plus_b.0, data.an_plus_b.1),
    };
    items.push(string(scope, "nth"));
    items.push(string(scope, ty));
    items.push(v8::Integer::new(scope, a).into());
    items.push(v8::Integer::new(scope, b).into());
    if let Some(selectors) = of {
        let list: Vec<_> = selectors.iter().map(|s| selector_value(scope, s).into()).collect();
        items.push(v8::Array::new_with_elements(scope, &list).into());
    }
}

fn operator_text(operator: AttrSelectorOperator) -> &'static str {
    match operator {
        AttrSelectorOperator::Equal => "=",
        AttrSelectorOperator::Includes => "~=",
        AttrSelectorOperator::DashMatch => "|=",
        AttrSelectorOperator::Prefix => "^=",
        AttrSelectorOperator::Substring => "*=",
        AttrSelectorOperator::Suffix => "$=",
    }
}

fn case_flag(case: ParsedCaseSensitivity) -> i32 {
    match case {
        ParsedCaseSensitivity::ExplicitCaseSensitive | ParsedCaseSensitivity::CaseSensitive => 0,
        ParsedCaseSensitivity::AsciiCaseInsensitive => 1,
        ParsedCaseSensitivity::AsciiCaseInsensitiveIfInHtmlElementInHtmlDocument => 2,
    }
}
