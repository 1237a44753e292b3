// Selection (`getSelection()` of the window and the document): each document's one
// selection, a live range or none, with a direction. framescope has no layout and no user
// selecting anything: a selection changes only by script, as in a headless browser that
// nobody clicks in; `modify()` (which needs lines and words on screen) does nothing.
// https://w3c.github.io/selection-api/
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interface is made on first use (`lib.lazily`).
(function selection(lib) {
  "use strict";
  const { Document, info } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["Selection"], globals: ["getSelection"], shared: ["selectionOf"] }, () => {
    const { DOMException, data, illegal, root } = lib;
    const { ObjectCreate, TypeError } = lib.primordials;
    // Each selection's document, range (null: empty) and direction ("forwards",
    // "backwards" or "directionless").
    const states = lib.internalSlots("selection.states");
    const stateOf = (selection) => lib.fieldsOf(states, selection);
    // Each document's selection (https://w3c.github.io/selection-api/#dfn-selection).
    const selections = lib.internalSlots("selection.ofDocument");
    const required = (args, count, operation) => lib.requireArguments(args, count, operation, "Selection");
    const nodeArgument = (value, operation, position = 1) => {
      if (!lib.isTreeNode(value)) throw new TypeError(`Failed to execute '${operation}' on 'Selection': parameter ${position} is not of type 'Node'.`);
      return value;
    };
    const unsignedLong = (value) => lib.primordials.Number(value) >>> 0;
    const { nodeLength } = lib;
    const checkOffset = (node, offset) => {
      if (offset > nodeLength(node)) throw new DOMException(`The offset ${offset} is larger than the node's length (${nodeLength(node)}).`, "IndexSizeError");
    };
    const notDoctype = (node) => {
      if (data(node).type === 10) throw new DOMException("The node provided is of type 'DocumentType'.", "InvalidNodeTypeError");
    };
    // The selection of `document` (made on first use, of the document's realm).
    function selectionOf(document) {
      let selection = selections.get(document);
      if (selection === undefined) {
        selection = ObjectCreate(Selection.prototype);
        states.set(selection, { __proto__: null, document, range: null, direction: "directionless", scheduled: false });
        selections.set(document, selection);
      }
      return selection;
    }
    // https://w3c.github.io/selection-api/#scheduling-selectionchange-events: one task
    // at a time fires selectionchange at the document.
    function changed(s) {
      if (s.scheduled) return;
      s.scheduled = true;
      lib.natives.queueGlobalTask(() => {
        s.scheduled = false;
        lib.dispatch(s.document, lib.trust(new lib.Event("selectionchange")));
      });
    }
    // Sets the selection's range (null: none) and direction; a change schedules a
    // selectionchange event, and so does a change of the range's boundary points by its
    // methods while it is the selection's.
    function setRange(s, range, direction) {
      if (s.range !== null && s.range !== range) lib.rangeState(s.range).changed = undefined;
      const before = s.range;
      s.range = range;
      s.direction = direction;
      // (A range moved out of the document by its methods leaves the selection, as in
      // Chrome.)
      if (range !== null) {
        const state = lib.rangeState(range);
        state.changed = () => {
          if (root(state.start) !== s.document || root(state.end) !== s.document) setRange(s, null, s.direction);
          else changed(s);
        };
      }
      if (range !== null || before !== null) changed(s);
    }
    // A new live range from (a, aOffset) to (b, bOffset), in the selection's document.
    function newRange(start, startOffset, end, endOffset) {
      const range = lib.newLiveRange(start, startOffset);
      lib.setBoundaryPoints(lib.rangeState(range), start, startOffset, end, endOffset);
      return range;
    }
    const anchor = (state) => {
      const r = lib.rangeState(state.range);
      return state.direction === "backwards" ? [r.end, r.endOffset] : [r.start, r.startOffset];
    };
    const focus = (state) => {
      const r = lib.rangeState(state.range);
      return state.direction === "backwards" ? [r.start, r.startOffset] : [r.end, r.endOffset];
    };
    const isCollapsed = (state) => {
      if (state.range === null) return true;
      const r = lib.rangeState(state.range);
      return r.start === r.end && r.startOffset === r.endOffset;
    };
    // https://w3c.github.io/selection-api/#dom-selection-collapse (and setPosition)
    function collapse(s, node, offset) {
      // 1. If node is null, this method must behave identically as removeAllRanges().
      if (node === null) { setRange(s, null, s.direction); return; }
      nodeArgument(node, "collapse");
      offset = unsignedLong(offset);
      // 2. If node is a DocumentType, throw an InvalidNodeTypeError; 3. if offset is
      //    longer than node's length, an IndexSizeError.
      notDoctype(node);
      checkOffset(node, offset);
      // 4. If document associated with this is not a shadow-including inclusive ancestor
      //    of node, abort.
      if (lib.shadowIncludingRoot(node) !== s.document) return;
      // 5–7. A new range at (node, offset) becomes this's range.
      setRange(s, newRange(node, offset, node, offset), "directionless");
    }
    // https://w3c.github.io/selection-api/#selection-interface
    class Selection {
      constructor() { illegal(); }
      get anchorNode() { const s = stateOf(this); return s.range === null ? null : anchor(s)[0]; }
      get anchorOffset() { const s = stateOf(this); return s.range === null ? 0 : anchor(s)[1]; }
      get focusNode() { const s = stateOf(this); return s.range === null ? null : focus(s)[0]; }
      get focusOffset() { const s = stateOf(this); return s.range === null ? 0 : focus(s)[1]; }
      get isCollapsed() { return isCollapsed(stateOf(this)); }
      get rangeCount() { return stateOf(this).range === null ? 0 : 1; }
      get type() { const s = stateOf(this); return s.range === null ? "None" : isCollapsed(s) ? "Caret" : "Range"; }
      // https://w3c.github.io/selection-api/#dom-selection-direction
      get direction() {
        const s = stateOf(this);
        if (s.range === null || isCollapsed(s) || s.direction === "directionless") return "none";
        return s.direction === "forwards" ? "forward" : "backward";
      }
      // https://w3c.github.io/selection-api/#dom-selection-getrangeat
      getRangeAt(index) {
        required(arguments, 1, "getRangeAt");
        const s = stateOf(this);
        index = unsignedLong(index);
        if (index !== 0 || s.range === null) throw new DOMException(`The index provided (${index}) is greater than or equal to the maximum bound (${s.range === null ? 0 : 1}).`, "IndexSizeError");
        return s.range;
      }
      // https://w3c.github.io/selection-api/#dom-selection-addrange
      addRange(range) {
        required(arguments, 1, "addRange");
        const s = stateOf(this);
        if (!lib.isRange(range)) throw new TypeError("Failed to execute 'addRange' on 'Selection': parameter 1 is not of type 'Range'.");
        // 1. If the root of the range's boundary points is not the document associated
        //    with this, abort. 2. If rangeCount is not 0, abort.
        if (root(lib.rangeState(range).start) !== s.document || s.range !== null) return;
        // 3. Set this's range to range by a strong reference (not a copy).
        setRange(s, range, "forwards");
      }
      // https://w3c.github.io/selection-api/#dom-selection-removerange
      removeRange(range) {
        required(arguments, 1, "removeRange");
        const s = stateOf(this);
        if (!lib.isRange(range)) throw new TypeError("Failed to execute 'removeRange' on 'Selection': parameter 1 is not of type 'Range'.");
        if (range !== s.range) throw new DOMException("The given range isn't in document.", "NotFoundError");
        setRange(s, null, s.direction);
      }
      removeAllRanges() { const s = stateOf(this); setRange(s, null, s.direction); }
      empty() { const s = stateOf(this); setRange(s, null, s.direction); }
      collapse(node, offset = 0) {
        required(arguments, 1, "collapse");
        collapse(stateOf(this), node, offset);
      }
      setPosition(node, offset = 0) {
        required(arguments, 1, "setPosition");
        collapse(stateOf(this), node, offset);
      }
      // https://w3c.github.io/selection-api/#dom-selection-collapsetostart
      collapseToStart() {
        const s = stateOf(this);
        if (s.range === null) throw new DOMException("There is no selection to collapse.", "InvalidStateError");
        const r = lib.rangeState(s.range);
        setRange(s, newRange(r.start, r.startOffset, r.start, r.startOffset), "directionless");
      }
      collapseToEnd() {
        const s = stateOf(this);
        if (s.range === null) throw new DOMException("There is no selection to collapse.", "InvalidStateError");
        const r = lib.rangeState(s.range);
        setRange(s, newRange(r.end, r.endOffset, r.end, r.endOffset), "directionless");
      }
      // https://w3c.github.io/selection-api/#dom-selection-extend
      extend(node, offset = 0) {
        required(arguments, 1, "extend");
        const s = stateOf(this);
        nodeArgument(node, "extend");
        offset = unsignedLong(offset);
        // 1. If the document associated with this is not a shadow-including inclusive
        //    ancestor of node, abort. 2. If this is empty, throw an InvalidStateError.
        if (lib.shadowIncludingRoot(node) !== s.document) return;
        if (s.range === null) throw new DOMException("This Selection object doesn't have any Ranges.", "InvalidStateError");
        notDoctype(node);
        checkOffset(node, offset);
        // 3–4. Let oldAnchor be the anchor; newFocus, (node, offset).
        // (No array destructuring: it would call the page's array iterator.)
        const oldAnchor = anchor(s), anchorNode = oldAnchor[0], anchorOffset = oldAnchor[1];
        const r = lib.rangeState(s.range);
        // 5–7. newRange from the earlier of oldAnchor and newFocus to the later (both at
        //    newFocus when node's root is not the range's root).
        let range;
        if (root(node) !== root(r.start)) range = newRange(node, offset, node, offset);
        else if (lib.compareBoundaryPoints(anchorNode, anchorOffset, node, offset) <= 0) range = newRange(anchorNode, anchorOffset, node, offset);
        else range = newRange(node, offset, anchorNode, anchorOffset);
        // 8–9. Set this's range to newRange; its direction by where newFocus is.
        const backwards = root(node) === root(anchorNode) && lib.compareBoundaryPoints(node, offset, anchorNode, anchorOffset) < 0;
        setRange(s, range, backwards ? "backwards" : "forwards");
      }
      // https://w3c.github.io/selection-api/#dom-selection-setbaseandextent
      setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset) {
        required(arguments, 4, "setBaseAndExtent");
        const s = stateOf(this);
        nodeArgument(anchorNode, "setBaseAndExtent", 1);
        nodeArgument(focusNode, "setBaseAndExtent", 3);
        anchorOffset = unsignedLong(anchorOffset);
        focusOffset = unsignedLong(focusOffset);
        // 1. If anchorOffset or focusOffset is longer than its node's length, throw an
        //    IndexSizeError.
        notDoctype(anchorNode);
        notDoctype(focusNode);
        checkOffset(anchorNode, anchorOffset);
        checkOffset(focusNode, focusOffset);
        // 2. If the document associated with this is not a shadow-including inclusive
        //    ancestor of anchorNode or focusNode, abort.
        if (lib.shadowIncludingRoot(anchorNode) !== s.document || lib.shadowIncludingRoot(focusNode) !== s.document) return;
        // 3–6. newRange from the earlier point to the later; its direction.
        const sameTree = root(anchorNode) === root(focusNode);
        const order = sameTree ? lib.compareBoundaryPoints(anchorNode, anchorOffset, focusNode, focusOffset) : 0;
        const range = !sameTree ? newRange(focusNode, focusOffset, focusNode, focusOffset)
          : order <= 0 ? newRange(anchorNode, anchorOffset, focusNode, focusOffset)
          : newRange(focusNode, focusOffset, anchorNode, anchorOffset);
        setRange(s, range, order > 0 ? "backwards" : "forwards");
      }
      // https://w3c.github.io/selection-api/#dom-selection-selectallchildren
      selectAllChildren(node) {
        required(arguments, 1, "selectAllChildren");
        const s = stateOf(this);
        nodeArgument(node, "selectAllChildren");
        notDoctype(node);
        if (lib.shadowIncludingRoot(node) !== s.document) return;
        setRange(s, newRange(node, 0, node, data(node).children.length), "forwards");
      }
      // https://w3c.github.io/selection-api/#dom-selection-modify: by lines, words and
      // characters on screen, which framescope does not lay out.
      modify() { stateOf(this); }
      // https://w3c.github.io/selection-api/#dom-selection-deletefromdocument
      deleteFromDocument() {
        const s = stateOf(this);
        if (s.range !== null) lib.deleteRangeContents(lib.rangeState(s.range));
      }
      // https://w3c.github.io/selection-api/#dom-selection-containsnode
      containsNode(node, allowPartialContainment = false) {
        required(arguments, 1, "containsNode");
        const s = stateOf(this);
        nodeArgument(node, "containsNode");
        if (s.range === null || root(node) !== s.document) return false;
        const r = lib.rangeState(s.range);
        if (root(r.start) !== root(node)) return false;
        const length = nodeLength(node);
        const position = lib.compareBoundaryPoints;
        if (!allowPartialContainment) {
          return position(r.start, r.startOffset, node, 0) <= 0 && position(r.end, r.endOffset, node, length) >= 0;
        }
        return position(r.start, r.startOffset, node, length) <= 0 && position(r.end, r.endOffset, node, 0) >= 0;
      }
      // https://w3c.github.io/selection-api/#dom-selection-stringifier
      toString() {
        const s = stateOf(this);
        return s.range === null ? "" : lib.rangeToString(lib.rangeState(s.range));
      }
    }
    // https://w3c.github.io/selection-api/#dom-window-getselection
    function getSelection() {
      return lib.document === null || lib.document === undefined ? null : selectionOf(lib.document);
    }
    return { __proto__: null, Selection, getSelection, selectionOf };
  });
  // https://w3c.github.io/selection-api/#dom-document-getselection: null for a document
  // without a browsing context.
  ObjectDefineProperty(Document.prototype, "getSelection", {
    __proto__: null,
    value: function getSelection() {
      if (lib.browsingRealm(this) === undefined) { lib.data(this); return null; }
      return lib.selectionOf(this);
    },
    writable: true, enumerable: true, configurable: true,
  });
});
