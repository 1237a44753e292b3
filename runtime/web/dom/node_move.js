// The DOM's state-preserving move: ParentNode's `moveBefore()` and the move algorithm it
// runs, which takes a node out of its parent and puts it in another of the same
// shadow-including tree without the removing and insertion steps — so a moved frame keeps
// its document, a focused element its focus, a shown popover or modal dialog its state,
// and a custom element gets `connectedMoveCallback` (or, without one, disconnected and
// connected callbacks) rather than a removal and an insertion.
// https://dom.spec.whatwg.org/#dom-parentnode-movebefore, https://dom.spec.whatwg.org/#move
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). It uses the bookkeeping steps the insert and remove algorithms
// share (nodes.js): live ranges (range.js), node iterators (traversal.js), slots
// (slots.js) and mutation records (mutation_observer.js).
(function nodeMove(lib) {
  "use strict";
  const { DOMException, Document, Element, DocumentFragment, data, info, sibling, shadowIncludingRoot, shadowIncludingDescendants } = lib;
  const { ArrayPrototypeIndexOf, TypeError, arrayInsertAt, arrayRemoveAt } = lib.primordials;
  if (info.scope !== "Window") return;

  // https://dom.spec.whatwg.org/#concept-tree-host-including-inclusive-ancestor: `node`
  // is `other`, or an ancestor of it, or of a shadow root's host on the way up.
  function hostIncludingInclusiveAncestor(node, other) {
    for (let n = other; n !== null && n !== undefined; ) {
      if (n === node) return true;
      const d = data(n);
      n = d.parent ?? (d.mode !== undefined ? d.host : null);
    }
    return false;
  }
  const fail = (message) => new DOMException(`Failed to execute 'moveBefore' on 'Node': ${message}.`, "HierarchyRequestError");

  // https://dom.spec.whatwg.org/#move: move `node` into `newParent` before `child` (null:
  // at the end).
  function move(node, newParent, child) {
    const n = data(node), p = data(newParent);
    // 1. If newParent's shadow-including root is not the same as node's shadow-including
    //    root, then throw a "HierarchyRequestError" DOMException. (So node and newParent
    //    are both connected, in one document, or in one tree outside any.)
    if (shadowIncludingRoot(newParent) !== shadowIncludingRoot(node)) {
      throw fail("the new parent and the node are not in the same tree (moves are within one connected document or one disconnected tree)");
    }
    // 2. If node is a host-including inclusive ancestor of newParent, then throw a
    //    "HierarchyRequestError" DOMException.
    if (hostIncludingInclusiveAncestor(node, newParent)) throw fail("the new child element contains the parent");
    // 3. If child is non-null and its parent is not newParent, then throw a
    //    "NotFoundError" DOMException.
    if (child !== null && data(child).parent !== newParent) {
      throw new DOMException("Failed to execute 'moveBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.", "NotFoundError");
    }
    // 4. If node is not an Element or a CharacterData node, then throw a
    //    "HierarchyRequestError" DOMException.
    if (n.type !== 1 && !lib.isCharacterData(n)) throw fail("only elements and character data can be moved");
    // 5. If node is a Text node and newParent is a document, then throw a
    //    "HierarchyRequestError" DOMException.
    if ((n.type === 3 || n.type === 4) && p.type === 9) throw fail("a document cannot hold text");
    // 6. If newParent is a document, node is an Element node, and either newParent has an
    //    element child, child is a doctype, or child is non-null and a doctype is following
    //    child, then throw a "HierarchyRequestError" DOMException.
    if (p.type === 9 && n.type === 1) {
      const children = p.children;
      const childIndex = child === null ? -1 : ArrayPrototypeIndexOf(children, child);
      for (let i = 0; i < children.length; i++) {
        const t = data(children[i]).type;
        if (t === 1) throw fail("a document holds one element");
        if (t === 10 && childIndex >= 0 && i >= childIndex) throw fail("a document's element follows its doctype");
      }
    }
    // 7. Let oldParent be node's parent. 8. Assert: oldParent is non-null (step 1: a node
    //    without a parent is its own root, and a root that holds newParent fails step 2).
    const oldParent = n.parent;
    const o = data(oldParent);
    // 9. Run the live range pre-remove steps, given node (range.js), and 10. the
    //    NodeIterator pre-remove steps for each node iterator (traversal.js).
    const oldIndex = ArrayPrototypeIndexOf(o.children, node);
    if (lib.agent.iterators !== undefined && lib.agent.iterators.size > 0) lib.iteratorsPreRemove(node);
    if (lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) lib.rangesRemoved(oldParent, node, oldIndex);
    // 11–12. Let oldPreviousSibling and oldNextSibling be node's previous and next
    //     siblings.
    const oldPreviousSibling = o.children[oldIndex - 1] ?? null;
    const oldNextSibling = o.children[oldIndex + 1] ?? null;
    // 13. Remove node from oldParent's children.
    arrayRemoveAt(o.children, oldIndex);
    n.parent = null;
    lib.agent.domVersion++;
    // 14–16. Slots: node's assigned slot, an emptied slot parent, and the slots of both
    //     trees (slots.js; the remove algorithm's steps).
    if (lib.agent.shadowTrees === true) lib.slotsRemoved(oldParent, node);
    // 17. If child is non-null: live ranges in newParent after child's index move on by
    //     one (range.js).
    const index = child === null ? p.children.length : ArrayPrototypeIndexOf(p.children, child);
    if (child !== null && lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) lib.rangesInserted(newParent, index, 1);
    // 18. Let newPreviousSibling be child's previous sibling if child is non-null, and
    //     newParent's last child otherwise.
    const newPreviousSibling = p.children[index - 1] ?? null;
    // 19. Insert node into newParent's children before child (or at the end).
    arrayInsertAt(p.children, index, node);
    n.parent = newParent;
    // 20–22. Slots: assign a slot for node if newParent is a shadow host, signal a slot
    //     change for an empty slot newParent, and assign slottables for node's root's tree
    //     (slots.js; the insert algorithm's steps).
    if (lib.agent.shadowTrees === true) lib.slotsInserted(newParent, node);
    // (A rendering opportunity, as for an insert: nodes.js.)
    if (lib.agent.renderingObservers === true) lib.realmOf(newParent).requestRendering?.();
    // 23. For each shadow-including inclusive descendant of node, in shadow-including tree
    //     order: 1. the moving steps (HTML's: form-associated custom elements whose
    //     fieldset changed, element_internals.js); 2. if it is custom and newParent is
    //     connected, enqueue a custom element callback reaction with it,
    //     "connectedMoveCallback" and « » (custom_element_reactions.js).
    if (lib.agent.formAssociated === true && lib.agent.disabledFieldsets === true) {
      lib.faceMoved(node, oldParent);
      lib.faceMoved(node);
    }
    // (And the form-associated elements' moving steps: reset the form owner, forms.js.)
    if (lib.agent.formOwners === true) {
      lib.formOwnersChanged(node, newParent, false, true);
      if (lib.root(oldParent) !== lib.root(newParent)) lib.formOwnersChanged(node, oldParent, true);
    }
    if (lib.agent.customElements === true && data(shadowIncludingRoot(newParent)).type === 9) {
      const nodes = shadowIncludingDescendants(node);
      for (let i = 0; i < nodes.length; i++) {
        const ce = data(nodes[i]).ce;
        if (ce !== undefined && ce.state === "custom") lib.enqueueCallbackReaction(nodes[i], "connectedMoveCallback", []);
      }
    }
    // 24. Queue a tree mutation record for oldParent with « », « node », oldPreviousSibling
    //     and oldNextSibling. 25. Queue one for newParent with « node », « »,
    //     newPreviousSibling and child.
    if (lib.agent.observing === true) {
      lib.queueMutationRecord("childList", oldParent, null, null, null, [node], oldPreviousSibling, oldNextSibling);
      lib.queueMutationRecord("childList", newParent, null, null, [node], null, newPreviousSibling, child);
    }
  }

  // https://dom.spec.whatwg.org/#dom-parentnode-movebefore
  const members = {
    moveBefore(node, child) {
      // (Web IDL: this is a ParentNode; node a Node; child a Node or null.)
      const t = data(this).type;
      if (t !== 1 && t !== 9 && t !== 11) throw new TypeError("Illegal invocation");
      lib.requireArguments(arguments, 2, "moveBefore", "Node");
      if (!lib.isTreeNode(node)) throw new TypeError("Failed to execute 'moveBefore' on 'Node': parameter 1 is not of type 'Node'.");
      if (child === undefined) child = null;
      if (child !== null && !lib.isTreeNode(child)) throw new TypeError("Failed to execute 'moveBefore' on 'Node': parameter 2 is not of type 'Node'.");
      // 1. Let referenceChild be child. 2. If referenceChild is node, then set
      //    referenceChild to node's next sibling.
      const referenceChild = child === node ? sibling(node, 1) : child;
      // 3. Move node into this before referenceChild.
      move(node, this, referenceChild);
    },
  };
  lib.defineMembers(Element.prototype, members);
  lib.defineMembers(Document.prototype, members);
  lib.defineMembers(DocumentFragment.prototype, members);
});
