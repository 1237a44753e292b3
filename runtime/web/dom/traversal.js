// NodeIterator, TreeWalker and NodeFilter (`document.createNodeIterator`,
// `document.createTreeWalker`): nodes of a subtree in tree order, filtered; an iterator
// kept valid while nodes are removed under it, a walker free to move in every direction.
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
  const agentIterators = () => (lib.agent.iterators ??= lib.agentObject("set"));
  lib.lazily({
    interfaces: ["NodeIterator", "TreeWalker", "NodeFilter"],
    shared: ["createNodeIterator", "createTreeWalker", "iteratorsPreRemove"],
  }, () => {
    const { DOMException, contains, data, illegal, sibling } = lib;
    const { FunctionPrototypeCall, SafeWeakMap, TypeError } = lib.primordials;
    // https://dom.spec.whatwg.org/#interface-nodefilter: a callback interface with
    // constants, whose legacy callback interface object
    // (https://webidl.spec.whatwg.org/#legacy-callback-interface-object) is a function
    // that throws when called, with no prototype property.
    const NodeFilter = () => { throw new TypeError("Illegal constructor"); };
    const constants = [
      ["FILTER_ACCEPT", 1], ["FILTER_REJECT", 2], ["FILTER_SKIP", 3], ["SHOW_ALL", 0xFFFFFFFF], ["SHOW_ELEMENT", 0x1],
      ["SHOW_ATTRIBUTE", 0x2], ["SHOW_TEXT", 0x4], ["SHOW_CDATA_SECTION", 0x8], ["SHOW_ENTITY_REFERENCE", 0x10],
      ["SHOW_ENTITY", 0x20], ["SHOW_PROCESSING_INSTRUCTION", 0x40], ["SHOW_COMMENT", 0x80], ["SHOW_DOCUMENT", 0x100],
      ["SHOW_DOCUMENT_TYPE", 0x200], ["SHOW_DOCUMENT_FRAGMENT", 0x400], ["SHOW_NOTATION", 0x800],
    ];
    for (let i = 0; i < constants.length; i++) {
      ObjectDefineProperty(NodeFilter, constants[i][0], { __proto__: null, value: constants[i][1], enumerable: true });
    }
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
        // 5. Let result be the return value of call a user object's operation with
        //    traverser's filter, "acceptNode", and « node »: in the filter's realm, so a
        //    missing acceptNode or a revoked proxy is a TypeError of that realm.
        const filter = state.filter;
        let realm = lib;
        try {
          realm = lib.realmOfObject(filter);
        } catch {
          // (A revoked proxy has no realm to ask: this one calls it.)
        }
        // (The filter's realm's document is no longer fully active: its frame is gone. Its
        // callback can no longer run, and the traversal throws, as in Chrome.)
        if (realm.info.scope === "Window" && !realm.natives.fullyActive()) {
          throw new DOMException("The provided callback is no longer runnable.", "InvalidStateError");
        }
        const result = realm !== lib ? lib.natives.callUserObject(realm.global, filter, undefined, node, "acceptNode")
          : typeof filter === "function"
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
      detach() { stateOf(this); }
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
        //    root, return. (Nor when it is an ancestor of the root, as browsers do: the
        //    reference never leaves the root.)
        if (contains(toBeRemoved, state.root) || !contains(toBeRemoved, state.reference)) return;
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
    // https://dom.spec.whatwg.org/#interface-treewalker
    const walkers = lib.internalSlots("traversal.walkers");
    const walkerOf = (walker) => lib.fieldsOf(walkers, walker);
    const FILTER_ACCEPT = 1, FILTER_REJECT = 2;
    const parentOf = (node) => data(node).parent;
    const firstChildOf = (node) => data(node).children[0] ?? null;
    const lastChildOf = (node) => { const c = data(node).children; return c[c.length - 1] ?? null; };
    // https://dom.spec.whatwg.org/#concept-traverse-children (`first`: first child, else
    // last child)
    function traverseChildren(walker, first) {
      const state = walkerOf(walker);
      // 1. Let node be walker's current's first (or last) child.
      let node = first ? firstChildOf(state.current) : lastChildOf(state.current);
      // 2. While node is non-null:
      while (node !== null) {
        // 2.1. Let result be the result of filtering node within walker.
        const result = filterNode(state, node);
        // 2.2. If result is FILTER_ACCEPT, set walker's current to node and return node.
        if (result === FILTER_ACCEPT) { state.current = node; return node; }
        // 2.3. If result is FILTER_SKIP: if node has a first (last) child, it is node; continue.
        if (result === 3) {
          const child = first ? firstChildOf(node) : lastChildOf(node);
          if (child !== null) { node = child; continue; }
        }
        // 2.4. While node is non-null: its next (previous) sibling, if any, is node (break);
        //      else its parent, unless that is null, walker's root or current (return null).
        while (node !== null) {
          const next = sibling(node, first ? 1 : -1);
          if (next !== null) { node = next; break; }
          const parent = parentOf(node);
          if (parent === null || parent === state.root || parent === state.current) return null;
          node = parent;
        }
      }
      // 3. Return null.
      return null;
    }
    // https://dom.spec.whatwg.org/#concept-traverse-siblings (`next`: next, else previous)
    function traverseSiblings(walker, next) {
      const state = walkerOf(walker);
      // 1. Let node be walker's current. 2. If node is root, return null.
      let node = state.current;
      if (node === state.root) return null;
      // 3. While true:
      for (;;) {
        // 3.1. Let sibling be node's next (previous) sibling.
        let other = sibling(node, next ? 1 : -1);
        // 3.2. While sibling is non-null:
        while (other !== null) {
          // 3.2.1–3. Set node to sibling; filter it; FILTER_ACCEPT: it is current, return it.
          node = other;
          const result = filterNode(state, node);
          if (result === FILTER_ACCEPT) { state.current = node; return node; }
          // 3.2.4. Set sibling to node's first (last) child.
          other = next ? firstChildOf(node) : lastChildOf(node);
          // 3.2.5. If result is FILTER_REJECT or sibling is null, set sibling to node's
          //        next (previous) sibling.
          if (result === FILTER_REJECT || other === null) other = sibling(node, next ? 1 : -1);
        }
        // 3.3. Set node to node's parent. 3.4. If node is null or walker's root, return null.
        node = parentOf(node);
        if (node === null || node === state.root) return null;
        // 3.5. If the return value of filtering node within walker is FILTER_ACCEPT, return null.
        if (filterNode(state, node) === FILTER_ACCEPT) return null;
      }
    }
    class TreeWalker {
      constructor() { illegal(); }
      get root() { return walkerOf(this).root; }
      get whatToShow() { return walkerOf(this).whatToShow; }
      get filter() { return walkerOf(this).filter; }
      get currentNode() { return walkerOf(this).current; }
      set currentNode(node) {
        const state = walkerOf(this);
        if (!lib.isTreeNode(node)) throw new TypeError("Failed to set the 'currentNode' property on 'TreeWalker': The provided value is not of type 'Node'.");
        state.current = node;
      }
      // https://dom.spec.whatwg.org/#dom-treewalker-parentnode
      parentNode() {
        const state = walkerOf(this);
        // 1. Let node be this's current. 2. While node is non-null and is not this's root:
        let node = state.current;
        while (node !== null && node !== state.root) {
          // 2.1. Set node to node's parent. 2.2. If node is non-null and filtering it is
          //      FILTER_ACCEPT, set this's current to node and return node.
          node = parentOf(node);
          if (node !== null && filterNode(state, node) === FILTER_ACCEPT) { state.current = node; return node; }
        }
        // 3. Return null.
        return null;
      }
      firstChild() { return traverseChildren(this, true); }
      lastChild() { return traverseChildren(this, false); }
      previousSibling() { return traverseSiblings(this, false); }
      nextSibling() { return traverseSiblings(this, true); }
      // https://dom.spec.whatwg.org/#dom-treewalker-previousnode
      previousNode() {
        const state = walkerOf(this);
        // 1. Let node be this's current. 2. While node is not this's root:
        let node = state.current;
        while (node !== state.root) {
          // 2.1. Let sibling be node's previous sibling. 2.2. While sibling is non-null:
          let other = sibling(node, -1);
          while (other !== null) {
            // 2.2.1–2. Set node to sibling; let result be the result of filtering it.
            node = other;
            let result = filterNode(state, node);
            // 2.2.3. While result is not FILTER_REJECT and node has a child: node is its
            //        last child, and result the result of filtering it.
            while (result !== FILTER_REJECT && data(node).children.length > 0) {
              node = lastChildOf(node);
              result = filterNode(state, node);
            }
            // 2.2.4. If result is FILTER_ACCEPT, set this's current to node and return node.
            if (result === FILTER_ACCEPT) { state.current = node; return node; }
            // 2.2.5. Set sibling to node's previous sibling.
            other = sibling(node, -1);
          }
          // 2.3. If node is this's root or node's parent is null, return null.
          const parent = parentOf(node);
          if (node === state.root || parent === null) return null;
          // 2.4–5. Set node to its parent; if filtering it is FILTER_ACCEPT, it is current.
          node = parent;
          if (filterNode(state, node) === FILTER_ACCEPT) { state.current = node; return node; }
        }
        // 3. Return null.
        return null;
      }
      // https://dom.spec.whatwg.org/#dom-treewalker-nextnode
      nextNode() {
        const state = walkerOf(this);
        // 1. Let node be this's current. 2. Let result be FILTER_ACCEPT. 3. While true:
        let node = state.current, result = FILTER_ACCEPT;
        for (;;) {
          // 3.1. While result is not FILTER_REJECT and node has a child: node is its first
          //      child; filter it; FILTER_ACCEPT: it is current, return it.
          while (result !== FILTER_REJECT && data(node).children.length > 0) {
            node = firstChildOf(node);
            result = filterNode(state, node);
            if (result === FILTER_ACCEPT) { state.current = node; return node; }
          }
          // 3.2–3. Let sibling be null and temporary be node; while temporary is non-null:
          //        root: return null; its next sibling, if any, is node (break); else its
          //        parent is temporary.
          //        (A walk that leaves a tree the root is not in ends there, as in
          //        browsers: no next sibling up to the top is null, not a loop.)
          let found = false;
          for (let temporary = node; temporary !== null; temporary = parentOf(temporary)) {
            if (temporary === state.root) return null;
            const next = sibling(temporary, 1);
            if (next !== null) { node = next; found = true; break; }
          }
          if (!found) return null;
          // 3.4–5. Filter node; FILTER_ACCEPT: it is current, return it.
          result = filterNode(state, node);
          if (result === FILTER_ACCEPT) { state.current = node; return node; }
        }
      }
    }
    // https://dom.spec.whatwg.org/#dom-document-createtreewalker
    function createTreeWalker(root, whatToShow = 0xFFFFFFFF, filter = null) {
      if (!lib.isTreeNode(root)) throw new TypeError("Failed to execute 'createTreeWalker' on 'Document': parameter 1 is not of type 'Node'.");
      const walker = { __proto__: TreeWalker.prototype };
      walkers.set(walker, {
        __proto__: null, root, current: root, whatToShow: whatToShow >>> 0,
        filter: filter === undefined ? null : filter, active: false,
      });
      return walker;
    }
    return { __proto__: null, NodeIterator, TreeWalker, NodeFilter, createNodeIterator, createTreeWalker, iteratorsPreRemove };
  });
  ObjectDefineProperty(Document.prototype, "createTreeWalker", {
    __proto__: null,
    value: function createTreeWalker(root, whatToShow = 0xFFFFFFFF, filter = null) {
      lib.data(this);
      lib.requireArguments(arguments, 1, "createTreeWalker", "Document");
      return lib.createTreeWalker(root, whatToShow, filter);
    },
    writable: true, enumerable: true, configurable: true,
  });
  ObjectDefineProperty(Document.prototype, "createNodeIterator", {
    __proto__: null,
    value: function createNodeIterator(root, whatToShow = 0xFFFFFFFF, filter = null) {
      lib.data(this);
      lib.requireArguments(arguments, 1, "createNodeIterator", "Document");
      return lib.createNodeIterator(root, whatToShow, filter);
    },
    writable: true, enumerable: true, configurable: true,
  });
});
