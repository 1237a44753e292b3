// Nodes and the node tree: Node, DocumentFragment; inserting and removing (frames load when connected).
// (CharacterData, Text and Comment: character_data.js.)
// https://dom.spec.whatwg.org/#nodes
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function nodes(lib, hooks) {
  "use strict";
  const { DOMException, EventTarget, exposeAll, illegal, info, is, natives } = lib;
  const {
    ArrayPrototypeIndexOf, ObjectAssign, ObjectCreate, ObjectDefineProperty, SafeSet, SafeWeakMap, SymbolUnscopables,
    ReflectConstruct, String, TypeError, arrayInsertAt, arrayRemoveAt, copyArray,
  } = lib.primordials;
  // https://dom.spec.whatwg.org/#nodes — a small DOM: enough for pages and test
  // harnesses that build frames from script. Node data lives in `nodeData`, an internal
  // slot every realm of the isolate shares (bootstrap.js's `internalSlots`): a node is a
  // Node to every realm's code, and the same-origin realms of a page hand each other nodes
  // as in a browser. What happens because of a node's place in a document (frames load,
  // scripts run, the base URL) is done by the realm of that document (`realmOf`). The
  // DOM's own steps call each other, never the members a page can replace.
  const nodeData = lib.internalSlots("node");
  const work = lib.work;
  const data = (node) => {
    work.nodeReads++;
    const d = nodeData.get(node);
    if (!d) throw new TypeError("Illegal invocation");
    return d;
  };
  // The trees' version: one more after each change of a node's children or an element's
  // attributes (collections.js: live collections compute their items again). Kept by the
  // surrounding agent, as every realm of it may change any of its same-origin trees.
  lib.agent.domVersion = 0;
  // (Character data changes count apart, `dataVersion`: they change no collection's items.
  // XPath's iterator results are invalid after either changed, xpath.js.)
  lib.agent.dataVersion = 0;
  lib.onRealm(() => { lib.agent.domVersion ??= 0; lib.agent.dataVersion ??= 0; });
  const domVersion = () => lib.agent.domVersion;
  const domChanged = () => { lib.agent.domVersion++; };
  const VOID = new SafeSet();
  for (const name of ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "frame", "param"]) VOID.add(name);
  const FRAMES = { __proto__: null, iframe: "src", frame: "src", object: "data", embed: "src" };
  class Node extends EventTarget {
    constructor() { illegal(); super(); }
    static {
      // https://dom.spec.whatwg.org/#interface-node: the node types and document positions.
      const constants = [
        ["ELEMENT_NODE", 1], ["ATTRIBUTE_NODE", 2], ["TEXT_NODE", 3], ["CDATA_SECTION_NODE", 4],
        ["ENTITY_REFERENCE_NODE", 5], ["ENTITY_NODE", 6], ["PROCESSING_INSTRUCTION_NODE", 7], ["COMMENT_NODE", 8],
        ["DOCUMENT_NODE", 9], ["DOCUMENT_TYPE_NODE", 10], ["DOCUMENT_FRAGMENT_NODE", 11], ["NOTATION_NODE", 12],
        ["DOCUMENT_POSITION_DISCONNECTED", 0x01], ["DOCUMENT_POSITION_PRECEDING", 0x02],
        ["DOCUMENT_POSITION_FOLLOWING", 0x04], ["DOCUMENT_POSITION_CONTAINS", 0x08],
        ["DOCUMENT_POSITION_CONTAINED_BY", 0x10], ["DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC", 0x20],
      ];
      for (let i = 0; i < constants.length; i++) {
        const descriptor = { __proto__: null, value: constants[i][1], enumerable: true };
        lib.primordials.ObjectDefineProperty(this, constants[i][0], descriptor);
        lib.primordials.ObjectDefineProperty(this.prototype, constants[i][0], descriptor);
      }
    }
    get nodeType() { return data(this).type; }
    get nodeName() { return nodeName(data(this)); }
    get nodeValue() { const d = data(this); return isCharacterData(d) ? d.text : null; }
    set nodeValue(value) { const d = data(this); if (isCharacterData(d)) lib.setData(this, value === null ? "" : String(value)); }
    get parentNode() { return data(this).parent; }
    get parentElement() { return parentElement(this); }
    get firstChild() { return data(this).children[0] ?? null; }
    get lastChild() { const c = data(this).children; return c[c.length - 1] ?? null; }
    get previousSibling() { return sibling(this, -1); }
    get nextSibling() { return sibling(this, 1); }
    get ownerDocument() { const d = nodeData.get(this); return d?.type === 9 ? null : nodeDocument(this); }
    // https://dom.spec.whatwg.org/#connected: its root is a document (any document, one
    // with a browsing context or not).
    get isConnected() { return data(shadowIncludingRoot(this)).type === 9; }
    hasChildNodes() { return data(this).children.length > 0; }
    contains(other) {
      lib.requireArguments(arguments, 1, "contains", "Node");
      checkNode(this);
      if (other === this) return true;
      return nodeData.has(this) && nodeData.has(other) && contains(this, other);
    }
    // https://dom.spec.whatwg.org/#dom-node-getrootnode
    getRootNode(options = undefined) { return options?.composed ? shadowIncludingRoot(this) : root(this); }
    isSameNode(other) { lib.requireArguments(arguments, 1, "isSameNode", "Node"); checkNode(this); return this === other; }
    // https://dom.spec.whatwg.org/#dom-node-isequalnode
    isEqualNode(other) { lib.requireArguments(arguments, 1, "isEqualNode", "Node"); data(this); return other !== null && other !== undefined && lib.nodesEqual(this, other); }
    // https://dom.spec.whatwg.org/#dom-node-baseuri: this's node document's document base
    // URL (its realm's document's, or that of a document with a URL of its own, as
    // DOMParser's; other documents, as createHTMLDocument's, take their realm's).
    get baseURI() {
      const r = realmOf(this);
      const doc = nodeDocument(this);
      if (doc !== r.document && data(doc).url !== undefined && r.documentBaseURL !== undefined) return r.documentBaseURL(doc);
      return r.baseURL?.() ?? r.info.location.href;
    }
    // https://dom.spec.whatwg.org/#dom-node-clonenode
    cloneNode(deep = false) {
      // (An Attr's clone: named_node_map.js.)
      if (!nodeData.has(this)) return lib.cloneAttr(this);
      // 1. If this is a shadow root, then throw a "NotSupportedError" DOMException.
      if (data(this).mode !== undefined) throw new DOMException("ShadowRoot nodes are not clonable.", "NotSupportedError");
      return lib.cloneNode(this, !!deep);
    }
    // https://dom.spec.whatwg.org/#dom-node-comparedocumentposition (one tree per realm,
    // no attributes as nodes)
    compareDocumentPosition(other) {
      if (!nodeData.has(other)) throw new TypeError("Failed to execute 'compareDocumentPosition' on 'Node': parameter 1 is not of type 'Node'.");
      if (other === this) return 0;
      if (root(other) !== root(this)) return 0x01 | 0x20 | 0x02;
      if (contains(other, this)) return 0x08 | 0x02;
      if (contains(this, other)) return 0x10 | 0x04;
      const order = inclusiveDescendants(root(this));
      return ArrayPrototypeIndexOf(order, other) < ArrayPrototypeIndexOf(order, this) ? 0x02 : 0x04;
    }
    // https://dom.spec.whatwg.org/#dom-node-normalize: no empty text nodes, no adjacent ones.
    normalize() {
      const nodes = inclusiveDescendants(this);
      // For each descendant exclusive Text node node of this:
      for (let i = 1; i < nodes.length; i++) {
        const node = nodes[i], d = data(node);
        if (d.type !== 3 || d.parent === null) continue;
        // 1–2. Let length be node's length; if it is zero, remove node and continue.
        let length = d.text.length;
        if (length === 0) { removeNode(d.parent, node); continue; }
        // 3. Let data be the concatenation of the data of node's contiguous exclusive Text
        //    nodes (excluding itself), in tree order.
        let text = "";
        for (let n = sibling(node, 1); n !== null && data(n).type === 3; n = sibling(n, 1)) text += data(n).text;
        if (text === "" && (sibling(node, 1) === null || data(sibling(node, 1)).type !== 3)) continue;
        // 4. Replace data with node node, offset length, count 0, and data data.
        lib.setData(node, d.text + text, length, 0, text.length);
        // 5–6. The live ranges in the following Text nodes move into node (range.js).
        const ranges = lib.agent.ranges !== undefined && lib.agent.ranges.size > 0;
        for (let current = sibling(node, 1); current !== null && data(current).type === 3; current = sibling(current, 1)) {
          if (ranges) lib.rangesMerged(node, current, length);
          length += data(current).text.length;
        }
        // 7. Remove node's contiguous exclusive Text nodes (excluding itself), in tree order.
        for (let next = sibling(node, 1); next !== null && data(next).type === 3; next = sibling(node, 1)) removeNode(d.parent, next);
      }
    }
    get textContent() { return textContent(this); }
    set textContent(value) { setTextContent(this, value); }
    appendChild(node) { return insertNode(this, node, null); }
    insertBefore(node, child) { lib.requireArguments(arguments, 2, "insertBefore", "Node"); return insertNode(this, node, child); }
    removeChild(child) {
      // (A node of another realm's DOM, or an Attr, is a node, just not a child here:
      // NotFoundError.)
      if (!isNode(child)) throw new TypeError("Failed to execute 'removeChild' on 'Node': parameter 1 is not of type 'Node'.");
      return removeNode(this, child);
    }
  }
  // A Node's brand check: a tree node or an Attr (named_node_map.js's slot), of any realm.
  const attrSlot = lib.internalSlots("named_node_map.attrs");
  const isNode = (value) => nodeData.has(value) || attrSlot.get(value) !== undefined;
  const checkNode = (value) => { if (!isNode(value)) throw new TypeError("Illegal invocation"); };
  // Text, Comment and ProcessingInstruction nodes (https://dom.spec.whatwg.org/#characterdata).
  const isCharacterData = (d) => d.type === 3 || d.type === 8 || d.type === 7 || d.type === 4;
  // https://dom.spec.whatwg.org/#concept-document-type: whether an element record is of
  // an HTML element whose node document is an HTML document. A document's record has
  // `xml: true` when its type is "xml" (else it is "html"), and a `contentType` when it is
  // not "text/html" (an XML document's; a text file's HTML document, text_document.js).
  const inHTMLDocument = (d) => d.ns === undefined && nodeData.get(d.owner)?.xml !== true;
  // https://dom.spec.whatwg.org/#dom-node-nodename (an element's: its HTML-uppercased
  // qualified name, https://dom.spec.whatwg.org/#element-html-uppercased-qualified-name).
  const nodeName = (d) =>
    d.type === 1 ? (inHTMLDocument(d) ? lib.asciiUppercase(qualifiedName(d)) : qualifiedName(d)) : d.type === 3 ? "#text" : d.type === 8 ? "#comment" : d.type === 4 ? "#cdata-section"
      : d.type === 11 ? "#document-fragment" : d.type === 10 ? d.name : d.type === 7 ? d.target : "#document";
  // An element's qualified name. (Its record's name is its local name for an HTML element
  // the XML parser made with a prefix, so that what HTML does by local name applies; its
  // qualified name for other prefixed elements.)
  const qualifiedName = (d) => (d.prefix !== undefined && d.name === d.local ? d.prefix + ":" + d.name : d.name);
  const parentElement = (node) => { const p = data(node).parent; return p && data(p).type === 1 ? p : null; };
  function contains(node, other) { for (let n = other; n; n = data(n).parent) if (n === node) return true; return false; }
  function textContent(node) {
    const d = data(node);
    if (isCharacterData(d)) return d.text;
    if (d.type === 9 || d.type === 10) return null;
    let text = "";
    for (let i = 0; i < d.children.length; i++) {
      const child = d.children[i];
      const type = data(child).type;
      if (type === 3 || type === 1 || type === 4) text += textContent(child);
    }
    return text;
  }
  function setTextContent(node, value) {
    const d = data(node);
    if (isCharacterData(d)) { lib.setData(node, String(value ?? "")); return; }
    if (d.type === 9 || d.type === 10) return;
    // https://dom.spec.whatwg.org/#string-replace-all
    const text = value === null || value === undefined ? "" : String(value);
    replaceAll(node, text === "" ? [] : [makeNode(lib.Text, { __proto__: null, type: 3, text })]);
  }
  // The DOM's own insert and remove, which the parser uses too (a page's overrides of
  // appendChild and friends do not see the parser's work).
  // https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity steps 4–6 (the
  // rest are insertNode's own checks): what a document may hold — one element, one
  // doctype before it, no text.
  function ensureDocumentValidity(parent, node, child) {
    const type = data(node).type, parentType = data(parent).type;
    const error = (what) => new DOMException(`Failed to insert: ${what}.`, "HierarchyRequestError");
    // 4. node must be a DocumentFragment, DocumentType, Element or CharacterData node.
    if (type === 9) throw error("a document cannot be inserted");
    // 5. No text in a document; no doctype outside one.
    if ((type === 3 || type === 4) && parentType === 9) throw error("a document cannot hold text");
    if (type === 10 && parentType !== 9) throw error("only a document can hold a doctype");
    if (parentType !== 9) return;
    const children = data(parent).children;
    const hasElement = () => childOfType(children, 1) !== undefined;
    const childIndex = child === null ? children.length : ArrayPrototypeIndexOf(children, child);
    const doctypeAfterChild = () => {
      for (let i = childIndex; i < children.length; i++) if (data(children[i]).type === 10) return true;
      return false;
    };
    const childIsDoctype = child !== null && data(child).type === 10;
    // 6. Where the node goes in a document.
    if (type === 11) {
      let elements = 0;
      const fragmentChildren = data(node).children;
      for (let i = 0; i < fragmentChildren.length; i++) {
        const t = data(fragmentChildren[i]).type;
        if (t === 3 || t === 4) throw error("a document cannot hold text");
        if (t === 1) elements++;
      }
      if (elements > 1) throw error("a document holds one element");
      if (elements === 1 && (hasElement() || childIsDoctype || doctypeAfterChild())) throw error("a document holds one element, after its doctype");
    } else if (type === 1) {
      if (hasElement() || childIsDoctype || doctypeAfterChild()) throw error("a document holds one element, after its doctype");
    } else if (type === 10) {
      let elementBefore = false, doctype = false;
      for (let i = 0; i < children.length; i++) {
        const t = data(children[i]).type;
        if (t === 10) doctype = true;
        if (t === 1 && i < childIndex) elementBefore = true;
      }
      if (doctype || elementBefore || (child === null && hasElement())) throw error("a document holds one doctype, before its element");
    }
  }
  const childOfType = (children, type) => {
    for (let i = 0; i < children.length; i++) if (data(children[i]).type === type) return children[i];
    return undefined;
  };
  // The suppress observers flag of insert and remove, while a step queues one record for
  // several (https://dom.spec.whatwg.org/#concept-node-replace-all).
  let suppressRecords = 0;
  const observed = () => lib.agent.observing === true && suppressRecords === 0;
  function withoutRecords(steps) {
    suppressRecords++;
    try {
      steps();
    } finally {
      suppressRecords--;
    }
  }
  // The nodes inserting `node` adds: a fragment's children, else the node.
  const addedBy = (node) => (data(node).type === 11 ? copyArray(data(node).children) : [node]);
  // https://dom.spec.whatwg.org/#concept-node-replace-all: `nodes` (or their children, for
  // fragments) replace `parent`'s children, in one mutation record.
  function replaceAll(parent, nodes) {
    // 1–3. Let removedNodes be parent's children; addedNodes, the nodes inserted.
    const removed = copyArray(data(parent).children);
    const added = [];
    for (let i = 0; i < nodes.length; i++) {
      const list = addedBy(nodes[i]);
      for (let k = 0; k < list.length; k++) added[added.length] = list[k];
    }
    // 4–5. Remove all parent's children and insert the nodes, with the suppress observers
    //    flag set.
    withoutRecords(() => {
      for (let i = 0; i < removed.length; i++) removeNode(parent, removed[i]);
      for (let i = 0; i < nodes.length; i++) insertNode(parent, nodes[i], null);
    });
    // 7. If either addedNodes or removedNodes is not empty, queue a tree mutation record.
    if (observed() && (added.length > 0 || removed.length > 0)) {
      lib.queueMutationRecord("childList", parent, null, null, added, removed, null, null);
    }
  }
  // https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
  function preInsertionValidity(parent, node, child) {
    if (!nodeData.has(node)) throw new TypeError("Failed to execute 'insertBefore' on 'Node': parameter 1 is not of type 'Node'.");
    const d = data(parent);
    // 1. If parent is not a Document, DocumentFragment, or Element node, then throw a
    //    "HierarchyRequestError" DOMException.
    if (d.type !== 1 && d.type !== 9 && d.type !== 11) throw new DOMException("This node type does not support this method.", "HierarchyRequestError");
    // 2. If node is a host-including inclusive ancestor of parent, then throw a
    //    "HierarchyRequestError" DOMException. (A node with no children is an inclusive
    //    ancestor of parent only if it is parent: the parser's inserts need no walk up.)
    if ((node === parent || data(node).children?.length > 0) && contains(node, parent)) {
      throw new DOMException("The new child element contains the parent.", "HierarchyRequestError");
    }
    // 3. If child is non-null and its parent is not parent, then throw a "NotFoundError".
    if (child !== null && child !== undefined && data(child).parent !== parent) {
      throw new DOMException("The node before which the new node is to be inserted is not a child of this node.", "NotFoundError");
    }
    // 4–6.
    ensureDocumentValidity(parent, node, child ?? null);
  }
  function insertNode(parent, node, child) {
    preInsertionValidity(parent, node, child);
    // https://dom.spec.whatwg.org/#concept-node-pre-insert step 3: child is node's next sibling.
    if (child === node) child = sibling(node, 1) ?? null;
    const d = data(parent);
    // https://dom.spec.whatwg.org/#concept-node-insert step 1–4: a fragment inserts its
    // children, in order.
    if (data(node).type === 11) {
      const children = copyArray(data(node).children);
      if (children.length === 0) return node;
      const previous = child === null || child === undefined ? d.children[d.children.length - 1] ?? null : sibling(child, -1);
      // 4–5. The fragment's children leave it (one record for it), and 7.5 arrive in
      //    parent (one record for parent).
      const records = observed();
      // 8. The children changed steps run once, after all of them are in, and 9–11. the
      //    post-connection steps of those that became connected after those.
      const inserted = [];
      withoutRecords(() => {
        for (let i = 0; i < children.length; i++) removeNode(node, children[i]);
        const outer = fragmentConnected;
        fragmentConnected = inserted;
        try {
          for (let i = 0; i < children.length; i++) insertNode(parent, children[i], child);
        } finally {
          fragmentConnected = outer;
        }
      });
      const r = browsingRealm(shadowIncludingRoot(parent));
      if (r !== undefined) {
        if (d.type === 1 && d.name === "script") r.scriptConnected(parent);
        // (A style element's children changed steps: update a style block, style_resources.js.)
        else if (d.type === 1 && d.name === "style") r.styleChildrenChanged(parent);
        for (let i = 0; i < inserted.length; i++) r.connected(inserted[i]);
      }
      // (The fragment's record is queued even with the suppress observers flag set.)
      if (lib.agent.observing) lib.queueMutationRecord("childList", node, null, null, null, children, null, null);
      if (records) lib.queueMutationRecord("childList", parent, null, null, children, null, previous, child ?? null);
      return node;
    }
    if (data(node).type === 9) throw new DOMException("Nodes of type '#document' may not be inserted inside nodes of type '" + nodeName(d) + "'.", "HierarchyRequestError");
    // 7.1. Adopt node: removed from its parent, with a record of its own (the suppress
    //      observers flag is the insert's, not the removal's).
    if (data(node).parent) {
      const suppressed = suppressRecords;
      suppressRecords = 0;
      try {
        removeNode(data(node).parent, node);
      } finally {
        suppressRecords = suppressed;
      }
    }
    // https://dom.spec.whatwg.org/#concept-node-adopt: into the parent's node document.
    adopt(node, d.type === 9 ? parent : d.owner ?? lib.document);
    const index = child ? ArrayPrototypeIndexOf(d.children, child) : d.children.length;
    // https://dom.spec.whatwg.org/#concept-node-insert step 4: live ranges after child
    // (range.js).
    if (child && lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) lib.rangesInserted(parent, index, 1);
    arrayInsertAt(d.children, index, node);
    lib.agent.domVersion++;
    data(node).parent = parent;
    // The form owners of the form-associated elements in it (forms.js).
    if (lib.agent.formOwners === true) lib.formOwnersChanged(node, parent);
    // A rendering opportunity for resize and intersection observers, whose targets may
    // have gained or lost their boxes, and for the focus fixup, whose focused element may
    // have stopped being focusable (animation_frames.js).
    if (lib.agent.renderingObservers === true) realmOf(parent).requestRendering?.();
    // 7.2–7.5. Slots: assign a slot for node if parent is a shadow host, signal a slot
    //    change for an empty slot parent, and assign slottables for node's root's tree.
    if (lib.agent.shadowTrees === true) lib.slotsInserted(parent, node);
    // https://dom.spec.whatwg.org/#concept-node-insert step 7.5 (mutation_observer.js)
    if (observed()) {
      lib.queueMutationRecord("childList", parent, null, null, [node], null, d.children[index - 1] ?? null, d.children[index + 1] ?? null);
    }
    // 7.7. Custom elements that became connected: connectedCallback, or an upgrade,
    //      enqueued (custom_elements.js; they run when the [CEReactions] member returns).
    if (lib.agent.customElements === true) lib.ceInserted(node);
    // Form-associated custom elements moved into a disabled fieldset (element_internals.js).
    if (lib.agent.formAssociated === true && lib.agent.disabledFieldsets === true) lib.faceMoved(node);
    const r = browsingRealm(shadowIncludingRoot(parent));
    if (r !== undefined) {
      if (fragmentConnected !== null) {
        fragmentConnected[fragmentConnected.length] = node;
        return node;
      }
      // 8. A connected script element whose children changed is prepared; then 9–11. the
      //    node's post-connection steps.
      if (d.type === 1 && d.name === "script") r.scriptConnected(parent);
      else if (d.type === 1 && d.name === "style") r.styleChildrenChanged(parent);
      r.connected(node);
    }
    return node;
  }
  // While a fragment's children are inserted, those that became connected (their
  // post-connection steps wait for the last one; see insertNode).
  let fragmentConnected = null;
  function removeNode(parent, child) {
    const d = data(parent);
    const index = ArrayPrototypeIndexOf(d.children, child);
    if (index < 0) throw new DOMException("The node to be removed is not a child of this node.", "NotFoundError");
    const wasConnected = browsingRealm(shadowIncludingRoot(child));
    const customConnected = lib.agent.customElements === true && data(shadowIncludingRoot(child)).type === 9;
    // https://dom.spec.whatwg.org/#concept-node-remove step 6: the node iterators'
    // pre-removing steps (traversal.js).
    if (lib.agent.iterators !== undefined && lib.agent.iterators.size > 0) lib.iteratorsPreRemove(child);
    // Steps 4–7: live ranges in or after child (range.js).
    if (lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) lib.rangesRemoved(parent, child, index);
    // Step 11 (mutation_observer.js).
    if (observed()) {
      lib.queueMutationRecord("childList", parent, null, null, null, [child], d.children[index - 1] ?? null, d.children[index + 1] ?? null);
    }
    arrayRemoveAt(d.children, index);
    lib.agent.domVersion++;
    data(child).parent = null;
    if (lib.agent.formOwners === true) lib.formOwnersChanged(child, parent);
    if (lib.agent.renderingObservers === true) realmOf(parent).requestRendering?.();
    // 12–15. Slots: child's assigned slot and the slots of both trees are assigned again.
    if (lib.agent.shadowTrees === true) lib.slotsRemoved(parent, child);
    if (wasConnected !== undefined) {
      // (A style element's children changed steps: update a style block, style_resources.js.)
      if (d.type === 1 && d.name === "style") wasConnected.styleChildrenChanged(parent);
      wasConnected.disconnected(child, parent);
      // HTML's removing steps: the focused area and the sequential focus navigation
      // starting point leave with child (focus.js).
      if (lib.agent.focusing === true) wasConnected.focusRemoved(child, parent);
    }
    // 15–16. Custom elements that were connected: disconnectedCallback enqueued
    //     (custom_elements.js).
    if (customConnected) lib.ceRemoved(child);
    // Form-associated custom elements moved out of a disabled fieldset (element_internals.js).
    if (lib.agent.formAssociated === true && lib.agent.disabledFieldsets === true) lib.faceMoved(child, parent);
    return child;
  }
  // https://dom.spec.whatwg.org/#concept-node-replace: `node` takes `child`'s place, in one
  // mutation record.
  function replaceNode(parent, node, child) {
    if (!nodeData.has(node)) throw new TypeError("Failed to execute 'replaceChild' on 'Node': parameter 1 is not of type 'Node'.");
    if (!isNode(child)) throw new TypeError("Failed to execute 'replaceChild' on 'Node': parameter 2 is not of type 'Node'.");
    const error = (what) => new DOMException(`Failed to replace a child: ${what}.`, "HierarchyRequestError");
    // 1. If parent is not a Document, DocumentFragment, or Element node, throw a
    //    "HierarchyRequestError" DOMException.
    const parentType = data(parent).type, type = data(node).type;
    if (parentType !== 1 && parentType !== 9 && parentType !== 11) throw error("this node type cannot have children");
    // 2. If node is a host-including inclusive ancestor of parent, throw one too.
    if (contains(node, parent)) throw new DOMException("The new child element contains the parent.", "HierarchyRequestError");
    // 3. If child's parent is not parent, then throw a "NotFoundError" DOMException.
    if (!nodeData.has(child) || data(child).parent !== parent) {
      throw new DOMException("The node to be replaced is not a child of this node.", "NotFoundError");
    }
    // 4–5. What node may be, and where.
    if (type === 9) throw error("a document cannot be inserted");
    if ((type === 3 || type === 4) && parentType === 9) throw error("a document cannot hold text");
    if (type === 10 && parentType !== 9) throw error("only a document can hold a doctype");
    // 6. If parent is a document: one element, one doctype before it, and child is the
    //    one replaced.
    if (parentType === 9) {
      const children = data(parent).children, childIndex = ArrayPrototypeIndexOf(children, child);
      let elementOther = false, doctypeOther = false, doctypeAfter = false, elementBefore = false;
      for (let i = 0; i < children.length; i++) {
        const t = data(children[i]).type;
        if (children[i] !== child && t === 1) elementOther = true;
        if (children[i] !== child && t === 10) doctypeOther = true;
        if (i > childIndex && t === 10) doctypeAfter = true;
        if (i < childIndex && t === 1) elementBefore = true;
      }
      if (type === 11) {
        let elements = 0;
        const fragmentChildren = data(node).children;
        for (let i = 0; i < fragmentChildren.length; i++) {
          const t = data(fragmentChildren[i]).type;
          if (t === 3 || t === 4) throw error("a document cannot hold text");
          if (t === 1) elements++;
        }
        if (elements > 1 || (elements === 1 && (elementOther || doctypeAfter))) throw error("a document holds one element, after its doctype");
      } else if (type === 1) {
        if (elementOther || doctypeAfter) throw error("a document holds one element, after its doctype");
      } else if (type === 10) {
        if (doctypeOther || elementBefore) throw error("a document holds one doctype, before its element");
      }
    }
    const added = addedBy(node);
    // 7–10. The reference child is child's next sibling (node's, if it is that).
    let reference = sibling(child, 1);
    if (reference === node) reference = sibling(node, 1);
    // 11. previousSibling: child's previous sibling (node's, if it is node).
    let previous = sibling(child, -1);
    if (previous === node) previous = sibling(node, -1);
    const records = observed();
    // 12. Adopt node: removed from its parent first, with a record of its own (when node
    //     is child, child itself goes so).
    if (data(node).type !== 11 && data(node).parent !== null) removeNode(data(node).parent, node);
    // 13. If child's parent is non-null, removedNodes is « child » and child is removed
    //     with the suppress observers flag set. 14. Insert node, with it set too.
    const removed = data(child).parent !== null ? [child] : [];
    withoutRecords(() => {
      if (removed.length !== 0) removeNode(parent, child);
      insertNode(parent, node, reference);
    });
    // 15. Queue a tree mutation record for parent with nodes, removedNodes, previousSibling
    //    and referenceChild.
    if (records) lib.queueMutationRecord("childList", parent, null, null, added, removed, previous, reference);
    return child;
  }
  Node.prototype.replaceChild = function replaceChild(node, child) { lib.requireArguments(arguments, 2, "replaceChild", "Node"); return replaceNode(this, node, child); };
  function sibling(node, step) {
    const d = data(node);
    if (!d.parent) return null;
    const children = data(d.parent).children;
    return children[indexAmong(node, d, children) + step] ?? null;
  }
  // The index of `node` (whose record is `d`) among its parent's `children`: the one
  // recorded when those children were last numbered, if it is still right, else all of
  // them numbered again. One pass after a change, then one step per sibling: a walk by
  // nextSibling over n children reads O(n) records, not O(n²).
  function indexAmong(node, d, children) {
    if (children[d.index] === node) return d.index;
    for (let i = 0; i < children.length; i++) data(children[i]).index = i;
    return d.index;
  }
  // https://dom.spec.whatwg.org/#concept-node-length
  const nodeLength = (node) => {
    const d = data(node);
    return d.type === 10 ? 0 : isCharacterData(d) ? d.text.length : d.children.length;
  };
  // https://dom.spec.whatwg.org/#concept-tree-index
  const nodeIndex = (node) => {
    const d = data(node);
    return d.parent === null ? 0 : indexAmong(node, d, data(d.parent).children);
  };
  function root(node) { let n = node; while (data(n).parent) n = data(n).parent; return n; }
  // https://dom.spec.whatwg.org/#concept-shadow-including-root: the root, or for a shadow
  // root its host's shadow-including root.
  function shadowIncludingRoot(node) {
    let r = root(node);
    for (let host = data(r).host; host !== undefined && data(r).mode !== undefined; host = data(r).host) r = root(host);
    return r;
  }
  // https://dom.spec.whatwg.org/#concept-shadow-including-tree-order: `node`, its
  // descendants, and those of the shadow roots of shadow hosts among them.
  function shadowIncludingDescendants(node, list = []) {
    list[list.length] = node;
    const d = data(node);
    if (d.shadowRoot !== undefined) shadowIncludingDescendants(d.shadowRoot, list);
    const children = d.children;
    for (let i = 0; i < children.length; i++) shadowIncludingDescendants(children[i], list);
    return list;
  }
  // The node document of `node` (https://dom.spec.whatwg.org/#concept-node-document).
  // (An Attr is no tree node: its element's node document, else the document that made
  // it, named_node_map.js.)
  const nodeDocument = (node) => {
    const d = nodeData.get(node);
    if (d === undefined) return lib.attrDocument(node);
    return d.type === 9 ? node : d.owner ?? lib.document;
  };
  // The realm of `node`'s node document (its relevant realm, whose `lib` does what its
  // place in that document asks): the realm that made the document.
  const realmOf = (node) => data(nodeDocument(node)).realm ?? lib;
  // The realm whose browsing context `document` is the document of (its `lib`), or
  // undefined for a node that is not such a document: a created document (DOMParser's,
  // DOMImplementation's, a template's), a fragment, a node outside any document.
  const browsingRealm = (node) => {
    const d = data(node);
    if (d.type !== 9) return undefined;
    const realm = d.realm ?? lib;
    return realm.document === node ? realm : undefined;
  };
  // https://dom.spec.whatwg.org/#concept-node-adopt steps 3–: `node` and its descendants
  // get `document` for node document (its parent already removed it, step 2). Nodes keep
  // their wrappers (and prototypes), as in browsers.
  function adopt(node, document) {
    const oldDocument = data(node).owner;
    if (oldDocument === document) return;
    const realm = browsingRealm(document);
    // 3. For each inclusiveDescendant in node's shadow-including inclusive descendants:
    //    set its node document (its shadow root's too).
    const nodes = shadowIncludingTree(node);
    for (let i = 0; i < nodes.length; i++) {
      const d = data(nodes[i]);
      d.owner = document;
      // (Its `on…` attributes set in a document without scripting: global_event_handlers.js.)
      if (d.uncompiledHandlers === true && realm !== undefined) realm.handlersAdopted(nodes[i]);
      // https://html.spec.whatwg.org/multipage/scripting.html#template-adopting-steps
      // (dom_parsing.js): a template's contents follow it.
      if (d.type === 1 && d.name === "template" && d.ns === undefined) lib.templateAdopted(nodes[i], document);
      // 3.2–3.3.2. A shadow root's or element's custom element registry
      // (custom_element_registry.js; nothing to do while no node has one of its own).
      if (lib.agent.registries === true) lib.registryAdopted(nodes[i], oldDocument, document);
      // A custom element's adoptedCallback (custom_elements.js).
      if (d.ce !== undefined && d.ce.state === "custom") lib.ceAdopted(nodes[i], oldDocument ?? lib.document, document);
    }
  }
  // `node` and its descendants in tree order, as a list.
  function inclusiveDescendants(node, list = []) {
    list[list.length] = node;
    const children = data(node).children;
    for (let i = 0; i < children.length; i++) inclusiveDescendants(children[i], list);
    return list;
  }
  // `node`'s shadow-including inclusive descendants (its inclusive descendants while the
  // agent has no shadow roots).
  const shadowIncludingTree = (node) =>
    lib.agent.shadowTrees === true ? shadowIncludingDescendants(node) : inclusiveDescendants(node);
  const toNode = (n) => (nodeData.has(n) ? n : makeNode(lib.Text, { __proto__: null, type: 3, text: String(n) }));
  // https://dom.spec.whatwg.org/#converting-nodes-into-a-node: one node, or a fragment of
  // them all (strings as Text nodes).
  function convertNodes(nodes) {
    if (nodes.length === 1) return toNode(nodes[0]);
    const fragment = makeNode(DocumentFragment, { __proto__: null, type: 11 });
    for (let i = 0; i < nodes.length; i++) insertNode(fragment, toNode(nodes[i]), null);
    return fragment;
  }
  // The first sibling of `node` in direction `step` that is not among `nodes` (the viable
  // previous or next sibling).
  function viableSibling(node, step, nodes) {
    let n = sibling(node, step);
    while (n !== null && ArrayPrototypeIndexOf(nodes, n) >= 0) n = sibling(n, step);
    return n;
  }
  const childNodeMixin = {
    append(...nodes) { insertNode(this, convertNodes(nodes), null); },
    prepend(...nodes) { insertNode(this, convertNodes(nodes), data(this).children[0] ?? null); },
    remove() { const p = data(this).parent; if (p) removeNode(p, this); },
    // https://dom.spec.whatwg.org/#dom-childnode-before
    before(...nodes) {
      // 1–2. Let parent be this's parent; if parent is null, then return.
      const parent = data(this).parent;
      if (!parent) return;
      // 3. Let viablePreviousSibling be this's first preceding sibling not in nodes.
      const previous = viableSibling(this, -1, nodes);
      // 4. Let node be the result of converting nodes into a node.
      const node = convertNodes(nodes);
      // 5–6. viablePreviousSibling's next sibling (parent's first child if null), and
      //    pre-insert node into parent before it.
      insertNode(parent, node, previous === null ? data(parent).children[0] ?? null : sibling(previous, 1));
    },
    // https://dom.spec.whatwg.org/#dom-childnode-after
    after(...nodes) {
      const parent = data(this).parent;
      if (!parent) return;
      // 3. Let viableNextSibling be this's first following sibling not in nodes.
      const next = viableSibling(this, 1, nodes);
      // 4–5. Pre-insert the converted node into parent before viableNextSibling.
      insertNode(parent, convertNodes(nodes), next);
    },
    // https://dom.spec.whatwg.org/#dom-childnode-replacewith
    replaceWith(...nodes) {
      const parent = data(this).parent;
      if (!parent) return;
      // 3. Let viableNextSibling be this's first following sibling not in nodes.
      const next = viableSibling(this, 1, nodes);
      // 4. Let node be the result of converting nodes into a node.
      const node = convertNodes(nodes);
      // 5–6. Replace this with node if this's parent is still parent, else pre-insert.
      if (data(this).parent === parent) removeNode(parent, this);
      insertNode(parent, node, next);
    },
    // https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
    replaceChildren(...nodes) {
      // 1. Let node be the result of converting nodes into a node.
      const node = nodes.length === 0 ? null : convertNodes(nodes);
      // 2. Ensure pre-insertion validity of node into this before null.
      if (node !== null) preInsertionValidity(this, node, null);
      // 3. Replace all with node within this.
      replaceAll(this, node === null ? [] : [node]);
    },
  };
  // https://dom.spec.whatwg.org/#interface-nondocumenttypechildnode
  const elementSibling = (node, step) => {
    let n = sibling(node, step);
    while (n !== null && data(n).type !== 1) n = sibling(n, step);
    return n;
  };
  // https://dom.spec.whatwg.org/#interface-documentfragment
  class DocumentFragment extends Node {
    constructor() {
      const node = ReflectConstruct(EventTarget, [], new.target);
      nodeData.set(node, { __proto__: null, parent: null, children: [], type: 11, owner: lib.document });
      return node;
    }
    // https://dom.spec.whatwg.org/#interface-parentnode
    get firstElementChild() { return lib.elementChildren(this)[0] ?? null; }
    get lastElementChild() { const c = lib.elementChildren(this); return c[c.length - 1] ?? null; }
    get childElementCount() { return lib.elementChildren(this).length; }
    // https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid (no element has
    // the empty ID)
    getElementById(id) {
      lib.requireArguments(arguments, 1, "getElementById", "DocumentFragment");
      id = String(id);
      if (id === "") return null;
      const nodes = inclusiveDescendants(this);
      for (let i = 1; i < nodes.length; i++) if (data(nodes[i]).type === 1 && data(nodes[i]).attrs.get("id") === id) return nodes[i];
      return null;
    }
    querySelector(selectors) { lib.requireSelectors(arguments.length, "querySelector"); return lib.querySelectorAll(this, selectors, true)[0] ?? null; }
  }
  // https://webidl.spec.whatwg.org/#interface-prototype-object (the @@unscopables
  // property): the [Unscopable] members of an interface, kept out of `with` scopes — and
  // so out of event handler scopes, where an element's `append` must not hide the
  // global's.
  const PARENT_NODE = ["append", "prepend", "replaceChildren"];
  const CHILD_NODE = ["after", "before", "remove", "replaceWith"];
  function unscopable(prototype, names) {
    const object = { __proto__: null };
    for (let i = 0; i < names.length; i++) object[names[i]] = true;
    ObjectDefineProperty(prototype, SymbolUnscopables, { __proto__: null, value: object, configurable: true });
  }
  ObjectAssign(DocumentFragment.prototype, {
    append: childNodeMixin.append, prepend: childNodeMixin.prepend, replaceChildren: childNodeMixin.replaceChildren,
  });
  unscopable(DocumentFragment.prototype, PARENT_NODE);
  // A node of `cls` with record `fields`: a document's record names the realm that made
  // it; another node's its node document (this realm's document unless `fields` says).
  // (A node of another realm's document is made with that realm's interface of the same
  // name, as elements are: elements.js.)
  // (`make`: makes the object from its prototype in place of ObjectCreate: a form's,
  // form_elements.js.)
  function makeNode(cls, fields, make = undefined) {
    if (fields.owner !== undefined && fields.owner !== lib.document && fields.type !== 9) {
      const realm = realmOf(fields.owner);
      if (realm !== lib && typeof realm[cls.name] === "function") cls = realm[cls.name];
    }
    const node = make === undefined ? ObjectCreate(cls.prototype) : make(cls.prototype);
    const record = { __proto__: null, parent: null, children: [], ...fields };
    if (record.type === 9) record.realm = lib;
    else record.owner ??= lib.document;
    nodeData.set(node, record);
    return node;
  }
  // https://dom.spec.whatwg.org/#get-the-parent: a node's is its parent; a document's is
  // its window (HTML: its relevant global object), except for a `load` event.
  // A shadow root's is its host, unless the event is not composed and the shadow root is
  // the root of the path's first invocation target (`first`); a slottable's that is
  // assigned is its assigned slot.
  lib.setGetTheParent((target, type, composed, first) => {
    const d = nodeData.get(target);
    if (d === undefined) return null;
    // (A document without a browsing context has no window: null.)
    if (d.type === 9) return type === "load" ? null : browsingRealm(target)?.global ?? null;
    if (d.mode !== undefined) return !composed && nodeData.has(first) && root(first) === target ? null : d.host;
    return d.assignedSlot ?? d.parent;
  });
  if (info.scope === "Window") exposeAll({ Node, DocumentFragment });
  // An element's local name; undefined for anything else (no throw).
  // Whether `value` is a node (of any realm of the isolate; not an Attr).
  const isTreeNode = (value) => nodeData.has(value);
  // Whether `node` is an element in the HTML namespace (named `name`, if given).
  const isHTML = (node, name = undefined) => {
    const d = nodeData.get(node);
    return d !== undefined && d.type === 1 && d.ns === undefined && (name === undefined || d.name === name);
  };
  const localNameOf = (value) => {
    const d = nodeData.get(value);
    return d !== undefined && d.type === 1 ? d.name : undefined;
  };
  ObjectAssign(lib, {
    localNameOf, isHTML, inHTMLDocument, qualifiedName, isTreeNode, isNode, checkNode, domVersion, domChanged, nodeDocument, realmOf, browsingRealm, adopt, shadowIncludingTree,
    shadowIncludingRoot, shadowIncludingDescendants,
    data, VOID, FRAMES, Node, parentElement, contains, textContent, setTextContent, insertNode,
    removeNode, sibling, elementSibling, root, inclusiveDescendants, childNodeMixin,
    DocumentFragment, makeNode, isCharacterData, nodeLength, replaceAll, replaceNode,
    unscopable, PARENT_NODE, CHILD_NODE, nodeIndex, preInsertionValidity,
  });
});
