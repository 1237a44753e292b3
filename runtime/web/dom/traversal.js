// NodeIterator and NodeFilter (`document.createNodeIterator`): nodes of a subtree in tree
// order, filtered, kept valid while nodes are removed under them.
// https://dom.spec.whatwg.org/#traversal
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function traversal(lib) {
  "use strict";
  const { Document, info } = lib;
  const { ObjectDefineProperty, SafeSet } = lib.primordials;
  if (info.scope !== "Window") return;
  // The node iterators that have not reached their end (the DOM's removal steps look at
  // them, nodes.js): the surrounding agent's, as any of its realms may remove a node.
  const agentIterators = () => (lib.agent.iterators ??= new SafeSet());
  lib.lazily({ interfaces: ["NodeIterator", "NodeFilter"], shared: ["createNodeIterator", "iteratorsPreRemove"] }, () => {
    const { DOMException, contains, data, illegal, sibling } = lib;
    const { FunctionPrototypeCall, ObjectCreate, ObjectFreeze, SafeWeakMap, TypeError } = lib.primordials;
    // https://dom.spec.whatwg.org/#interface-nodefilter (a callback interface with
    // constants: an object)
    const NodeFilter = ObjectCreate(null);
    const constants = [
      ["FILTER_ACCEPT", 1], ["FILTER_REJECT", 2], ["FILTER_SKIP", 3], ["SHOW_ALL", 0xFFFFFFFF], ["SHOW_ELEMENT", 0x1],
      ["SHOW_ATTRIBUTE", 0x2], ["SHOW_TEXT", 0x4], ["SHOW_CDATA_SECTION", 0x8], ["SHOW_ENTITY_REFERENCE", 0x10],
      ["SHOW_ENTITY", 0x20], ["SHOW_PROCESSING_INSTRUCTION", 0x40], ["SHOW_COMMENT", 0x80], ["SHOW_DOCUMENT", 0x100],
      ["SHOW_DOCUMENT_TYPE", 0x200], ["SHOW_DOCUMENT_FRAGMENT", 0x400], ["SHOW_NOTATION", 0x800],
    ];
    for (let i = 0; i < constants.length; i++) {
      ObjectDefineProperty(NodeFilter, constants[i][0], { __proto__: null, value: constants[i][1], enumerable: true });
    }
    ObjectFreeze(NodeFilter);
    const states = lib.internalSlots("traversal.states");
    const stateOf = (iterator) => lib.fieldsOf(states, iterator);
    // The node after `node` in tree order, within `root`.
    function following(node, root, skipChildren = false) {
      const children = data(node).children;
      if (!skipChildren && children.length > 0) return children[0];
      for (let n = node; n !== root && n !== null; n = data(n).parent) {
        const next = sibling(n, 1);
        if (next !== null) return next;
      }
      return null;
    }
    function preceding(node, root) {
      if (node === root) return null;
      let n = sibling(node, -1);
      if (n === null) return data(node).parent;
      for (let c = data(n).children; c.length > 0; c = data(n).children) n = c[c.length - 1];
      return n;
    }
    // https://dom.spec.whatwg.org/#concept-node-filter
    function filterNode(state, node) {
      if (state.active) throw new DOMException("The iterator is already filtering.", "InvalidStateError");
      const type = data(node).type;
      if (((1 << (type - 1)) & state.whatToShow) === 0) return 3;
      if (state.filter === null) return 1;
      state.active = true;
      try {
        const filter = state.filter;
        const result = typeof filter === "function"
          ? FunctionPrototypeCall(filter, undefined, node)
          : FunctionPrototypeCall(filter.acceptNode, filter, node);
        return result >>> 0 & 0xFFFF;
      } finally {
        state.active = false;
      }
    }
    // https://dom.spec.whatwg.org/#concept-nodeiterator-traverse
    function traverse(iterator, next) {
      const state = stateOf(iterator);
      let node = state.reference, before = state.pointerBeforeReference;
      for (;;) {
        if (next) {
          if (!before) {
            node = following(node, state.root);
            if (node === null) { agentIterators().delete(iterator); return null; }
          } else before = false;
        } else if (before) {
          node = preceding(node, state.root);
          if (node === null) return null;
        } else before = true;
        if (filterNode(state, node) === 1) break;
      }
      state.reference = node;
      state.pointerBeforeReference = before;
      return node;
    }
    class NodeIterator {
      constructor() { illegal(); }
      get root() { return stateOf(this).root; }
      get referenceNode() { return stateOf(this).reference; }
      get pointerBeforeReferenceNode() { return stateOf(this).pointerBeforeReference; }
      get whatToShow() { return stateOf(this).whatToShow; }
      get filter() { return stateOf(this).filter; }
      nextNode() { return traverse(this, true); }
      previousNode() { return traverse(this, false); }
      detach() {}
    }
    // https://dom.spec.whatwg.org/#dom-document-createnodeiterator
    function createNodeIterator(root, whatToShow = 0xFFFFFFFF, filter = null) {
      if (!lib.isTreeNode(root)) throw new TypeError("Failed to execute 'createNodeIterator' on 'Document': parameter 1 is not of type 'Node'.");
      const iterator = { __proto__: NodeIterator.prototype };
      states.set(iterator, {
        __proto__: null, root, reference: root, pointerBeforeReference: true, whatToShow: whatToShow >>> 0,
        filter: filter === undefined ? null : filter, active: false,
      });
      agentIterators().add(iterator);
      return iterator;
    }
    // https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps
    function iteratorsPreRemove(toBeRemoved) {
      agentIterators().forEach((iterator) => {
        const state = states.get(iterator);
        // 1. If toBeRemovedNode is not an inclusive ancestor of the reference, or is the
        //    root, return.
        if (toBeRemoved === state.root || !contains(toBeRemoved, state.reference)) return;
        // 2. If pointerBeforeReference is true: the first following node of
        //    toBeRemovedNode (not inside it), within root, if any, is the reference.
        if (state.pointerBeforeReference) {
          const next = following(toBeRemoved, state.root, true);
          if (next !== null && contains(state.root, next)) { state.reference = next; return; }
          state.pointerBeforeReference = false;
        }
        // 3. Else the reference is toBeRemovedNode's parent, when it has no previous
        //    sibling, or its previous sibling's last inclusive descendant.
        let previous = sibling(toBeRemoved, -1);
        if (previous === null) { state.reference = data(toBeRemoved).parent; return; }
        for (let c = data(previous).children; c.length > 0; c = data(previous).children) previous = c[c.length - 1];
        state.reference = previous;
      });
    }
    return { __proto__: null, NodeIterator, NodeFilter, createNodeIterator, iteratorsPreRemove };
  });
  ObjectDefineProperty(Document.prototype, "createNodeIterator", {
    __proto__: null,
    value: function createNodeIterator(root, whatToShow = 0xFFFFFFFF, filter = null) {
      return lib.createNodeIterator(root, whatToShow, filter);
    },
    writable: true, enumerable: true, configurable: true,
  });
});
