//! The [DOM](https://chromedevtools.github.io/devtools-protocol/tot/DOM/) domain as
//! Puppeteer and Playwright use it: a node's description (`describeNode`, with the
//! `frameId` of a frame element's document), a node handed to another world
//! (`resolveNode`), a frame's container (`getFrameOwner`), the document (`getDocument`).
//!
//! A node gets a `backendNodeId` the first time the protocol names it, kept on the node
//! (a private symbol only this file uses) and in the page's table, which holds the node
//! for the page's life; `nodeId`s are the same numbers (framescope has no DOM agent
//! pushing nodes to the client).
use std::collections::HashMap;

use serde_json::{Value, json};

/// The nodes the protocol named, by `backendNodeId`.
#[derive(Default)]
pub struct NodeTable {
    nodes: HashMap<u64, v8::Global<v8::Object>>,
    next: u64,
}

/// What describes a node: its record's fields (runtime/web/dom/nodes.js).
pub struct NodeFacts {
    pub node_type: i64,
    pub local_name: String,
    pub html: bool,
    pub child_count: usize,
}

fn private<'s>(scope: &mut v8::PinScope<'s, '_>, name: &str) -> Option<v8::Local<'s, v8::Private>> {
    let name = v8::String::new(scope, name)?;
    Some(v8::Private::for_api(scope, Some(name)))
}

/// The node record of `value`, if it is a node.
fn record<'s>(
    scope: &mut v8::PinScope<'s, '_>,
    value: v8::Local<'_, v8::Value>,
) -> Option<v8::Local<'s, v8::Object>> {
    if value.is_proxy() {
        return None;
    }
    let object = v8::Local::<v8::Object>::try_from(value).ok()?;
    let key = private(scope, "framescope:slot:node")?;
    let record = object.get_private(scope, key)?;
    v8::Local::<v8::Object>::try_from(record).ok()
}

impl NodeTable {
    /// The node's id (made on first use); none for anything but a node.
    pub fn id_of(&mut self, scope: &mut v8::PinScope<'_, '_>, node: v8::Local<v8::Value>) -> Option<u64> {
        record(scope, node)?;
        let object = v8::Local::<v8::Object>::try_from(node).ok()?;
        let key = private(scope, "framescope:devtools:backendNodeId")?;
        if let Some(id) =
            object.get_private(scope, key).filter(|v| v.is_number()).and_then(|v| v.integer_value(scope))
        {
            return Some(id as u64);
        }
        self.next += 1;
        let id = self.next;
        let number = v8::Number::new(scope, id as f64);
        object.set_private(scope, key, number.into())?;
        self.nodes.insert(id, v8::Global::new(scope, object));
        Some(id)
    }

    pub fn node<'s>(
        &self,
        scope: &mut v8::PinScope<'s, '_, ()>,
        id: u64,
    ) -> Option<v8::Local<'s, v8::Object>> {
        self.nodes.get(&id).map(|node| v8::Local::new(scope, node))
    }
}

/// The facts `describeNode` reports of a node.
pub fn facts(scope: &mut v8::PinScope<'_, '_>, node: v8::Local<v8::Value>) -> Option<NodeFacts> {
    let record = record(scope, node)?;
    fn field<'s>(
        scope: &mut v8::PinScope<'s, '_>,
        record: v8::Local<v8::Object>,
        name: &str,
    ) -> Option<v8::Local<'s, v8::Value>> {
        let key = v8::String::new(scope, name)?;
        record.get(scope, key.into())
    }
    let node_type = field(scope, record, "type").and_then(|v| v.integer_value(scope)).unwrap_or(0);
    let local_name = field(scope, record, "name")
        .filter(|v| v.is_string())
        .map(|v| v.to_rust_string_lossy(scope))
        .unwrap_or_default();
    let html = field(scope, record, "ns").is_none_or(|v| v.is_undefined());
    let child_count = field(scope, record, "children")
        .and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
        .map_or(0, |a| a.length() as usize);
    Some(NodeFacts { node_type, local_name, html, child_count })
}

/// `DOM.Node` of a node with `id`; `frame_id`: of a frame element's document, or of the
/// document itself.
pub fn node_json(id: u64, facts: &NodeFacts, frame_id: Option<&str>) -> Value {
    let node_name = match facts.node_type {
        1 if facts.html => facts.local_name.to_ascii_uppercase(),
        1 => facts.local_name.clone(),
        3 => "#text".into(),
        4 => "#cdata-section".into(),
        8 => "#comment".into(),
        9 => "#document".into(),
        10 => "html".into(),
        11 => "#document-fragment".into(),
        _ => String::new(),
    };
    let mut node = json!({
        "nodeId": id,
        "backendNodeId": id,
        "nodeType": facts.node_type,
        "nodeName": node_name,
        "localName": if facts.node_type == 1 { facts.local_name.as_str() } else { "" },
        "nodeValue": "",
        "childNodeCount": facts.child_count,
    });
    if let (Some(frame), Some(object)) = (frame_id, node.as_object_mut()) {
        object.insert("frameId".into(), json!(frame));
    }
    node
}

/// The expression that takes a node stashed on a world's global under `key` (and removes
/// it): how `resolveNode` gets the node a RemoteObject of the session in that world.
pub fn take_expression(key: &str) -> String {
    format!("(() => {{ const node = globalThis[{key:?}]; delete globalThis[{key:?}]; return node; }})()")
}

/// Puts `node` on `context`'s global under a fresh key (non-enumerable, configurable),
/// for [`take_expression`].
pub fn stash(scope: &mut v8::PinScope<'_, '_>, node: v8::Local<v8::Value>) -> Option<String> {
    let key = format!("__framescope_node_{}", super::protocol::new_id());
    let name = v8::String::new(scope, &key)?;
    let global = scope.get_current_context().global(scope);
    let descriptor = v8::PropertyDescriptor::new_from_value_writable(node, true);
    let mut descriptor = descriptor;
    descriptor.set_enumerable(false);
    descriptor.set_configurable(true);
    global.define_property(scope, name.into(), &descriptor)?;
    Some(key)
}

use super::inspector::Rewrite;
use super::page::{Page, Session};
use super::protocol::{self, Command};

/// The node a command names by `objectId` (of `session`), `backendNodeId` or `nodeId`, or
/// the error to answer.
fn named_node<'s>(
    nodes: &NodeTable,
    session: &Session,
    scope: &mut v8::PinScope<'s, '_>,
    command: &Command,
) -> Result<v8::Local<'s, v8::Value>, String> {
    let by_id =
        command.params.get("backendNodeId").or_else(|| command.params.get("nodeId")).and_then(Value::as_u64);
    match (command.string("objectId"), by_id) {
        (Some(object_id), _) => match session.v8.unwrap(scope, object_id) {
            Some((value, _)) => Ok(value),
            None => Err(command.fail(protocol::SERVER_ERROR, "Could not find object with given id")),
        },
        (None, Some(id)) => match nodes.node(scope, id) {
            Some(node) => Ok(node.into()),
            None => Err(command.fail(protocol::SERVER_ERROR, "No node with given id found")),
        },
        (None, None) => Err(command
            .fail(protocol::INVALID_PARAMS, "Either nodeId, backendNodeId or objectId must be specified")),
    }
}

impl Page {
    /// The context whose execution context id is `id` (a document's or a world's).
    fn context_by_id(&self, id: i64) -> Option<&v8::Global<v8::Context>> {
        self.known
            .values()
            .flat_map(|k| std::iter::once(&k.context).chain(k.worlds.iter()))
            .find(|(_, context_id)| *context_id == id)
            .map(|(context, _)| context)
    }

    /// `DOM.describeNode`: by `objectId` (of this session), `backendNodeId` or `nodeId`.
    pub(super) fn describe_node(&mut self, session: &Session, command: &Command) -> String {
        let state = self.group.state().clone();
        let target = self.id().to_string();
        let top = self.top_realm();
        let nodes = &mut self.nodes;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let Some(top) = top.and_then(|top| state.context(scope, top)) else {
            return command.fail(protocol::SERVER_ERROR, "the page has no document");
        };
        let scope = &mut v8::ContextScope::new(scope, top);
        let node = match named_node(nodes, session, scope, command) {
            Ok(node) => node,
            Err(reply) => return reply,
        };
        let context =
            v8::Local::<v8::Object>::try_from(node).ok().and_then(|o| o.get_creation_context(scope));
        let Some(context) = context else {
            return command.fail(protocol::SERVER_ERROR, "Object id doesn't reference a Node");
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let (Some(facts), Some(id)) = (facts(scope, node), nodes.id_of(scope, node)) else {
            return command.fail(protocol::SERVER_ERROR, "Object id doesn't reference a Node");
        };
        // A frame element's document's frame.
        let frame = v8::Local::<v8::Object>::try_from(node)
            .ok()
            .and_then(|element| state.realm_of_element(scope, element))
            .map(|realm| super::frames::frame_id_of(&state, &target, realm));
        command.reply(json!({ "node": node_json(id, &facts, frame.as_deref()) }))
    }

    /// `DOM.getFrameOwner`: the element whose document a frame is.
    pub(super) fn get_frame_owner(&mut self, command: &Command) -> String {
        let Some(frame) = command.string("frameId") else {
            return command
                .fail(protocol::INVALID_PARAMS, "Invalid parameters: frameId: string value expected");
        };
        let Some(realm) = self.realms_by_frame().get(frame).copied() else {
            return command.fail(protocol::SERVER_ERROR, "Frame with the given id was not found.");
        };
        let state = self.group.state().clone();
        let top = self.top_realm();
        let nodes = &mut self.nodes;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let Some(top) = top.and_then(|top| state.context(scope, top)) else {
            return command.fail(protocol::SERVER_ERROR, "the page has no document");
        };
        let scope = &mut v8::ContextScope::new(scope, top);
        let Some(element) = state.element(scope, realm) else {
            return command
                .fail(protocol::SERVER_ERROR, "Frame with the given id does not belong to the target.");
        };
        let Some(context) = element.get_creation_context(scope) else {
            return command
                .fail(protocol::SERVER_ERROR, "Frame with the given id does not belong to the target.");
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        match nodes.id_of(scope, element.into()) {
            Some(id) => command.reply(json!({ "backendNodeId": id, "nodeId": id })),
            None => {
                command.fail(protocol::SERVER_ERROR, "Frame with the given id does not belong to the target.")
            }
        }
    }

    /// `DOM.getDocument`: the top document's node (its children are not pushed).
    pub(super) fn get_document(&mut self, command: &Command) -> String {
        let Some(top) = self.top_realm() else {
            return command.fail(protocol::SERVER_ERROR, "the page has no document");
        };
        let state = self.group.state().clone();
        let frame = self.frame_id(top);
        let nodes = &mut self.nodes;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let Some(context) = state.context(scope, top) else {
            return command.fail(protocol::SERVER_ERROR, "the page has no document");
        };
        let scope = &mut v8::ContextScope::new(scope, context);
        let global = context.global(scope);
        let document = v8::String::new(scope, "document")
            .and_then(|key| global.get(scope, key.into()))
            .filter(|d| record(scope, *d).is_some());
        let described = document.and_then(|d| Some((facts(scope, d)?, nodes.id_of(scope, d)?)));
        match described {
            Some((facts, id)) => command.reply(json!({ "root": node_json(id, &facts, Some(&frame)) })),
            None => command.fail(protocol::SERVER_ERROR, "the page has no document"),
        }
    }

    /// `DOM.resolveNode`: the node as a RemoteObject of `executionContextId`'s world (or
    /// of its own realm). V8 makes RemoteObjects, so the node is stashed on that world's
    /// global and taken back by a `Runtime.evaluate` framescope sends on the session,
    /// whose response becomes this command's. Ok when that was sent.
    pub(super) fn resolve_node(&mut self, session: &Session, command: &Command) -> Result<(), String> {
        let Some(id) = command
            .params
            .get("backendNodeId")
            .or_else(|| command.params.get("nodeId"))
            .and_then(Value::as_u64)
        else {
            return Err(
                command.fail(protocol::INVALID_PARAMS, "Either nodeId or backendNodeId must be specified.")
            );
        };
        let wanted = command.params.get("executionContextId").and_then(Value::as_i64);
        let target = match wanted {
            Some(context_id) => match self.context_by_id(context_id) {
                Some(context) => Some((context.clone(), context_id)),
                None => {
                    return Err(command.fail(protocol::SERVER_ERROR, "Cannot find context with specified id"));
                }
            },
            None => None,
        };
        let known: Vec<(v8::Global<v8::Context>, i64)> =
            self.known.values().map(|k| k.context.clone()).collect();
        let nodes = &self.nodes;
        let Some(top) = known.first().map(|(context, _)| context.clone()) else {
            return Err(command.fail(protocol::SERVER_ERROR, "the page has no document"));
        };
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        let (key, context_id) = {
            v8::scope!(let scope, isolate);
            let top = v8::Local::new(scope, top);
            let scope = &mut v8::ContextScope::new(scope, top);
            let Some(node) = nodes.node(scope, id) else {
                return Err(command.fail(protocol::SERVER_ERROR, "No node with given id found"));
            };
            // Without a context id: the world of the realm the node belongs to.
            let (context, context_id) = match target {
                Some((context, id)) => (v8::Local::new(scope, context), id),
                None => {
                    let own = node.get_creation_context(scope);
                    let found = known.iter().find(|(c, _)| Some(v8::Local::new(scope, c)) == own);
                    match found {
                        Some((context, id)) => (v8::Local::new(scope, context), *id),
                        None => return Err(command.fail(protocol::SERVER_ERROR, "Node is not in a document")),
                    }
                }
            };
            let scope = &mut v8::ContextScope::new(scope, context);
            match stash(scope, node.into()) {
                Some(key) => (key, context_id),
                None => return Err(command.fail(protocol::SERVER_ERROR, "Cannot resolve the node")),
            }
        };
        let own_id = self.next_own_command;
        self.next_own_command -= 1;
        session.rewrites.borrow_mut().insert(
            own_id,
            Rewrite { id: command.id, shape: |result| json!({ "object": result["result"] }) },
        );
        let mut params = json!({ "expression": take_expression(&key), "contextId": context_id });
        if let Some(group) = command.string("objectGroup") {
            params["objectGroup"] = json!(group);
        }
        let evaluate = json!({ "id": own_id, "method": "Runtime.evaluate", "params": params });
        super::inspector::dispatch(&session.v8, &evaluate.to_string());
        Ok(())
    }
}

impl Page {
    /// `DOM.getContentQuads` and `DOM.getBoxModel`: an element's hit box (a served page's
    /// boxes: runtime/web/cssom/cssom_view.js), by `objectId`, `backendNodeId` or `nodeId`.
    pub(super) fn box_of(&mut self, session: &Session, command: &Command) -> String {
        let state = self.group.state().clone();
        let top = self.top_realm();
        let nodes = &self.nodes;
        let isolate: &mut v8::Isolate = self.group.isolate_mut();
        v8::scope!(let scope, isolate);
        let Some(top) = top.and_then(|top| state.context(scope, top)) else {
            return command.fail(protocol::SERVER_ERROR, "the page has no document");
        };
        let scope = &mut v8::ContextScope::new(scope, top);
        let node = match named_node(nodes, session, scope, command) {
            Ok(node) => node,
            Err(reply) => return reply,
        };
        let Some(object) =
            v8::Local::<v8::Object>::try_from(node).ok().filter(|_| record(scope, node).is_some())
        else {
            return command.fail(protocol::SERVER_ERROR, "Could not find node with given id");
        };
        let realm = object
            .get_creation_context(scope)
            .and_then(|context| crate::bindings::realm::realm_id(scope, context));
        let Some(hooks) = realm.and_then(|realm| state.hooks(realm)) else {
            return command.fail(protocol::SERVER_ERROR, "Could not compute content quads.");
        };
        let cell = crate::runtime::event_loop::callbacks::call_platform_hook(
            scope,
            &hooks,
            crate::runtime::hooks::Hook::HitBox,
            &[node],
        )
        .and_then(|v| v8::Local::<v8::Array>::try_from(v).ok())
        .map(|array| {
            (0..4).filter_map(|i| array.get_index(scope, i)?.number_value(scope)).collect::<Vec<f64>>()
        })
        .filter(|cell| cell.len() == 4);
        let Some(cell) = cell else {
            // (No box: disconnected, display: none, or a page that is not served.)
            return command.fail(protocol::SERVER_ERROR, "Could not compute content quads.");
        };
        let (x, y, w, h) = (cell[0], cell[1], cell[2], cell[3]);
        let quad = json!([x, y, x + w, y, x + w, y + h, x, y + h]);
        if command.method == "DOM.getBoxModel" {
            let model = json!({ "content": quad, "padding": quad, "border": quad, "margin": quad, "width": w, "height": h });
            return command.reply(json!({ "model": model }));
        }
        command.reply(json!({ "quads": [quad] }))
    }
}
