//! The HTML fragment parsing algorithm, with html5ever's tree builder: what `innerHTML`,
//! `outerHTML` and `insertAdjacentHTML` set (`dom_parsing.js` builds the nodes from the
//! result). The tree builder gets a sink of its own (an arena of nodes, [`Arena`]): html5ever
//! decides the tree — implied end tags, table fix-ups, foster parenting, `<select>` and
//! `<template>` rules — and the realm only makes the nodes.
//! [HTML §13.4 Parsing HTML fragments](https://html.spec.whatwg.org/multipage/parsing.html#parsing-html-fragments)
use std::borrow::Cow;
use std::cell::{Ref, RefCell};

use html5ever::interface::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::{Attribute, LocalName, QualName, local_name, ns, parse_fragment};
use serde::Serialize;

use super::window::Native;
use crate::runtime::loader::quirks_mode;

/// The natives of fragment and document parsing.
pub fn natives() -> Vec<Native> {
    vec![
        ("parseFragment", v8::MapFnTo::map_fn_to(parse_fragment_native)),
        ("parseDocument", v8::MapFnTo::map_fn_to(parse_document_native)),
    ]
}

/// `natives.parseDocument(markup)`: the children of the document html5ever's tree builder
/// makes of `markup` (`DOMParser`'s text/html; doctypes left out); the array's `mode` is
/// the document's mode the tree builder set (`"quirks"`, `"limited-quirks"` or
/// `"no-quirks"`).
fn parse_document_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let markup = args.get(0).to_rust_string_lossy(scope);
    let (nodes, mode) = parse_document_with_mode(&markup);
    let Ok(value) = serde_v8::to_v8(scope, nodes) else { return };
    if let (Ok(array), Some(key), Some(mode)) = (
        v8::Local::<v8::Object>::try_from(value),
        v8::String::new(scope, "mode"),
        v8::String::new(scope, quirks_mode::name(mode)),
    ) {
        array.set(scope, key.into(), mode.into());
    }
    rv.set(value);
}

/// [Parsing HTML documents](https://html.spec.whatwg.org/multipage/parsing.html#parsing)
/// (scripting disabled, as for `DOMParser`): the document's children.
pub fn parse_document(markup: &str) -> Vec<FragmentNode> {
    parse_document_with_mode(markup).0
}

/// [`parse_document`], and the [document mode](https://dom.spec.whatwg.org/#concept-document-mode)
/// the tree builder's "initial" insertion mode set from the DOCTYPE (or its absence).
pub fn parse_document_with_mode(markup: &str) -> (Vec<FragmentNode>, QuirksMode) {
    let mut opts = html5ever::ParseOpts::default();
    opts.tree_builder.scripting_enabled = false;
    let arena = html5ever::parse_document(Arena::default(), opts).one(StrTendril::from(markup));
    let mode = arena.mode.get();
    let nodes = arena.nodes.into_inner();
    (convert_children(&nodes, 0), mode)
}

/// A parsed node as the realm gets it: `[1, localName, [[name, value], …], children,
/// namespace]` for an element (the namespace empty for HTML's), `[3, text]` for text,
/// `[8, text]` for a comment.
#[derive(Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum FragmentNode {
    Element(u8, String, Vec<(String, String)>, Vec<FragmentNode>, String),
    Text(u8, String),
}

/// `natives.parseFragment(markup, contextLocalName)`: the fragment's nodes, in order.
fn parse_fragment_native(
    scope: &mut v8::PinScope,
    args: v8::FunctionCallbackArguments,
    mut rv: v8::ReturnValue<v8::Value>,
) {
    let markup = args.get(0).to_rust_string_lossy(scope);
    let context = args.get(1).to_rust_string_lossy(scope);
    if let Ok(value) = serde_v8::to_v8(scope, parse(&markup, &context)) {
        rv.set(value);
    }
}

/// [The HTML fragment parsing algorithm](https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm)
/// for `markup` with a context element of local name `context` (HTML namespace), scripting
/// enabled: the children of the root `html` element it makes.
pub fn parse(markup: &str, context: &str) -> Vec<FragmentNode> {
    let context_name = QualName::new(None, ns!(html), LocalName::from(context));
    let parser = parse_fragment(Arena::default(), Default::default(), context_name, Vec::new(), true);
    let arena = parser.one(StrTendril::from(markup));
    // 13.4 step 14: the root's children (the root is the document's first child).
    let nodes = arena.nodes.into_inner();
    let root = nodes.first().and_then(|document| document.children.first().copied());
    root.map(|root| convert_children(&nodes, root)).unwrap_or_default()
}

fn convert_children(nodes: &[Node], parent: usize) -> Vec<FragmentNode> {
    let Some(node) = nodes.get(parent) else { return Vec::new() };
    // A template's children are its contents (framescope's templates have no separate
    // DocumentFragment).
    let children = match &node.data {
        NodeData::Element { template_contents: Some(contents), .. } => &nodes[*contents].children,
        _ => &node.children,
    };
    children.iter().filter_map(|&child| convert(nodes, child)).collect()
}

fn convert(nodes: &[Node], index: usize) -> Option<FragmentNode> {
    match &nodes.get(index)?.data {
        NodeData::Element { name, attrs, .. } => {
            let attrs = attrs.iter().map(|a| (attribute_name(&a.name), a.value.to_string())).collect();
            let namespace = if name.ns == ns!(html) { String::new() } else { name.ns.to_string() };
            Some(FragmentNode::Element(
                1,
                name.local.to_string(),
                attrs,
                convert_children(nodes, index),
                namespace,
            ))
        }
        NodeData::Text(text) => Some(FragmentNode::Text(3, text.clone())),
        NodeData::Comment(text) => Some(FragmentNode::Text(8, text.clone())),
        NodeData::Document => None,
    }
}

/// An attribute's qualified name (`xlink:href` for a foreign element's prefixed ones).
fn attribute_name(name: &QualName) -> String {
    match &name.prefix {
        Some(prefix) => format!("{prefix}:{}", name.local),
        None => name.local.to_string(),
    }
}

#[derive(Debug)]
enum NodeData {
    Document,
    Element { name: QualName, attrs: Vec<Attribute>, template_contents: Option<usize> },
    Text(String),
    Comment(String),
}

#[derive(Debug)]
struct Node {
    data: NodeData,
    parent: Option<usize>,
    children: Vec<usize>,
}

/// The tree builder's sink: every node in one list, a node's handle its index (0 is the
/// document).
struct Arena {
    nodes: RefCell<Vec<Node>>,
    /// What [`TreeSink::elem_name`] gives for a handle that is not an element (the tree
    /// builder never asks for one), in a cell for `Ref::map`'s sake.
    no_name: RefCell<QualName>,
    /// The document's mode, as the tree builder sets it.
    mode: std::cell::Cell<QuirksMode>,
}

impl Default for Arena {
    fn default() -> Self {
        let document = Node { data: NodeData::Document, parent: None, children: Vec::new() };
        let no_name = QualName::new(None, ns!(), local_name!(""));
        Self {
            nodes: RefCell::new(vec![document]),
            no_name: RefCell::new(no_name),
            mode: std::cell::Cell::new(QuirksMode::NoQuirks),
        }
    }
}

impl Arena {
    fn add(&self, data: NodeData) -> usize {
        let mut nodes = self.nodes.borrow_mut();
        nodes.push(Node { data, parent: None, children: Vec::new() });
        nodes.len() - 1
    }

    fn detach(nodes: &mut [Node], child: usize) {
        if let Some(parent) = nodes[child].parent.take() {
            nodes[parent].children.retain(|&c| c != child);
        }
    }

    /// Inserts `child` into `parent` at `position` (its index among the children),
    /// merging text into a text node just before it.
    fn insert(&self, parent: usize, position: usize, child: NodeOrText<usize>) {
        let mut nodes = self.nodes.borrow_mut();
        let index = match child {
            NodeOrText::AppendText(text) => {
                let previous = position.checked_sub(1).and_then(|i| nodes[parent].children.get(i).copied());
                if let Some(previous) = previous
                    && let NodeData::Text(existing) = &mut nodes[previous].data
                {
                    existing.push_str(&text);
                    return;
                }
                nodes.push(Node {
                    data: NodeData::Text(text.to_string()),
                    parent: None,
                    children: Vec::new(),
                });
                nodes.len() - 1
            }
            NodeOrText::AppendNode(node) => {
                Self::detach(&mut nodes, node);
                node
            }
        };
        let position = position.min(nodes[parent].children.len());
        nodes[parent].children.insert(position, index);
        nodes[index].parent = Some(parent);
    }
}

impl TreeSink for Arena {
    type Handle = usize;
    type Output = Self;
    type ElemName<'a> = Ref<'a, QualName>;

    fn finish(self) -> Self {
        self
    }

    // Parse errors change nothing: the tree builder recovers as the spec says.
    fn parse_error(&self, _message: Cow<'static, str>) {}

    fn get_document(&self) -> usize {
        0
    }

    fn elem_name<'a>(&'a self, target: &'a usize) -> Ref<'a, QualName> {
        let name = Ref::filter_map(self.nodes.borrow(), |nodes| match nodes.get(*target).map(|n| &n.data) {
            Some(NodeData::Element { name, .. }) => Some(name),
            _ => None,
        });
        name.unwrap_or_else(|_| self.no_name.borrow())
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> usize {
        let template_contents = flags.template.then(|| self.add(NodeData::Document));
        self.add(NodeData::Element { name, attrs, template_contents })
    }

    fn create_comment(&self, text: StrTendril) -> usize {
        self.add(NodeData::Comment(text.to_string()))
    }

    // Processing instructions are comments in HTML (the tree builder makes none).
    fn create_pi(&self, _target: StrTendril, data: StrTendril) -> usize {
        self.add(NodeData::Comment(data.to_string()))
    }

    fn append(&self, parent: &usize, child: NodeOrText<usize>) {
        let end = self.nodes.borrow()[*parent].children.len();
        self.insert(*parent, end, child);
    }

    fn append_based_on_parent_node(&self, element: &usize, previous: &usize, child: NodeOrText<usize>) {
        let has_parent = self.nodes.borrow()[*element].parent.is_some();
        match has_parent {
            true => self.append_before_sibling(element, child),
            false => self.append(previous, child),
        }
    }

    // A fragment has no doctype.
    fn append_doctype_to_document(&self, _name: StrTendril, _public: StrTendril, _system: StrTendril) {}

    fn get_template_contents(&self, target: &usize) -> usize {
        match self.nodes.borrow().get(*target).map(|n| &n.data) {
            Some(NodeData::Element { template_contents: Some(contents), .. }) => *contents,
            _ => *target,
        }
    }

    fn same_node(&self, x: &usize, y: &usize) -> bool {
        x == y
    }

    fn set_quirks_mode(&self, mode: QuirksMode) {
        self.mode.set(mode);
    }

    fn append_before_sibling(&self, sibling: &usize, child: NodeOrText<usize>) {
        let place = {
            let nodes = self.nodes.borrow();
            nodes[*sibling].parent.map(|parent| {
                (parent, nodes[parent].children.iter().position(|&c| c == *sibling).unwrap_or(0))
            })
        };
        if let Some((parent, position)) = place {
            self.insert(parent, position, child);
        }
    }

    fn add_attrs_if_missing(&self, target: &usize, new: Vec<Attribute>) {
        if let Some(NodeData::Element { attrs, .. }) =
            self.nodes.borrow_mut().get_mut(*target).map(|n| &mut n.data)
        {
            for attribute in new {
                if !attrs.iter().any(|a| a.name == attribute.name) {
                    attrs.push(attribute);
                }
            }
        }
    }

    fn remove_from_parent(&self, target: &usize) {
        Self::detach(&mut self.nodes.borrow_mut(), *target);
    }

    fn reparent_children(&self, node: &usize, new_parent: &usize) {
        let mut nodes = self.nodes.borrow_mut();
        let children = std::mem::take(&mut nodes[*node].children);
        for &child in &children {
            nodes[child].parent = Some(*new_parent);
        }
        nodes[*new_parent].children.extend(children);
    }
}
