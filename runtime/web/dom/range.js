// Ranges: AbstractRange, StaticRange and Range (`document.createRange()`, `new Range()`),
// boundary points in the node tree; a live range kept right by every mutation of the tree
// (the DOM's insert, remove, replace data, split and normalize steps call the hooks here);
// Range's extract, clone, delete, insert and surround; createContextualFragment (DOM
// Parsing); getClientRects and getBoundingClientRect without a layout (empty).
// https://dom.spec.whatwg.org/#ranges
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`).
(function range(lib) {
  "use strict";
  const { Document, info } = lib;
  const { ObjectDefineProperty } = lib.primordials;
  if (info.scope !== "Window") return;
  // The live ranges (https://dom.spec.whatwg.org/#concept-live-range): the surrounding
  // agent's, as any of its realms may change any same-origin tree, each held weakly (a
  // range a page dropped is not kept, nor updated, for ever). The DOM's steps (nodes.js,
  // character_data.js) call the hooks below only while there is one.
  const liveRanges = () => (lib.agent.ranges ??= lib.agentObject("set"));
  lib.lazily({
    interfaces: ["AbstractRange", "StaticRange", "Range"],
    shared: [
      "createRange", "newLiveRange", "rangeState", "setBoundaryPoints", "compareBoundaryPoints", "isRange", "rangeToString",
      "deleteRangeContents", "rangesInserted", "rangesRemoved", "rangesReplacedData", "rangesSplit", "rangesMerged",
    ],
  }, () => {
    const {
      DOMException, DocumentFragment, Text, cloneNode, contains, data, illegal, insertNode, nodeIndex, preInsertionValidity,
      removeNode, replaceAll, root, sibling,
    } = lib;
    const {
      Object, ObjectCreate, ReflectConstruct, String, StringPrototypeSlice, TypeError, WeakRef, WeakRefPrototypeDeref,
    } = lib.primordials;
    // Each range's boundary points: { start, startOffset, end, endOffset, live }.
    const states = lib.internalSlots("range.states");
    const stateOf = (range) => lib.fieldsOf(states, range);
    const forEachLive = (steps) => {
      const ranges = liveRanges();
      ranges.forEach((ref) => {
        const state = WeakRefPrototypeDeref(ref);
        if (state === undefined) ranges.delete(ref);
        else steps(state);
      });
    };
    const required = (args, count, operation, iface = "Range") => lib.requireArguments(args, count, operation, iface);
    const nodeArgument = (value, operation, position = 1, iface = "Range") => {
      if (!lib.isTreeNode(value)) throw new TypeError(`Failed to execute '${operation}' on '${iface}': parameter ${position} is not of type 'Node'.`);
      return value;
    };
    // Web IDL's unsigned long.
    const unsignedLong = (value) => lib.primordials.Number(value) >>> 0;
    const isCharacterData = (node) => lib.isCharacterData(data(node));
    // A Text node (a CDATASection is one too).
    const isText = (node) => { const t = data(node).type; return t === 3 || t === 4; };
    const { nodeLength } = lib;
    // https://dom.spec.whatwg.org/#concept-tree-following: whether `a` follows `b` in tree
    // order (both in one tree).
    function follows(a, b) {
      if (a === b) return false;
      const ancestorsOf = (node) => {
        const list = [];
        for (let n = node; n !== null; n = data(n).parent) list[list.length] = n;
        return list;
      };
      const pa = ancestorsOf(a), pb = ancestorsOf(b);
      // Walk down from the root while the chains agree.
      let i = pa.length - 1, k = pb.length - 1;
      while (i >= 0 && k >= 0 && pa[i] === pb[k]) { i--; k--; }
      // b is an ancestor of a: a follows; a an ancestor of b: it precedes.
      if (k < 0) return true;
      if (i < 0) return false;
      return nodeIndex(pa[i]) > nodeIndex(pb[k]);
    }
    // https://dom.spec.whatwg.org/#concept-range-bp-position: -1 (before), 0 (equal) or 1
    // (after), for two boundary points of one tree.
    function position(nodeA, offsetA, nodeB, offsetB) {
      // 2. If nodeA is nodeB, compare the offsets.
      if (nodeA === nodeB) return offsetA === offsetB ? 0 : offsetA < offsetB ? -1 : 1;
      // 3. If nodeA is following nodeB, the reverse of (nodeB, offsetB)'s position.
      if (follows(nodeA, nodeB)) return -position(nodeB, offsetB, nodeA, offsetA);
      // 4. If nodeA is an ancestor of nodeB: the child of nodeA that is an inclusive
      //    ancestor of nodeB; if its index is less than offsetA, after.
      if (contains(nodeA, nodeB)) {
        let child = nodeB;
        while (data(child).parent !== nodeA) child = data(child).parent;
        if (nodeIndex(child) < offsetA) return 1;
      }
      // 5. Before.
      return -1;
    }
    const rootOf = (state) => root(state.start);
    const collapsed = (state) => state.start === state.end && state.startOffset === state.endOffset;
    // https://dom.spec.whatwg.org/#contained
    const isContained = (node, state) =>
      root(node) === rootOf(state) && position(node, 0, state.start, state.startOffset) === 1 &&
      position(node, nodeLength(node), state.end, state.endOffset) === -1;
    // https://dom.spec.whatwg.org/#partially-contained
    const isPartiallyContained = (node, state) => contains(node, state.start) !== contains(node, state.end);

    class AbstractRange {
      constructor() { illegal(); }
      get startContainer() { return stateOf(this).start; }
      get startOffset() { return stateOf(this).startOffset; }
      get endContainer() { return stateOf(this).end; }
      get endOffset() { return stateOf(this).endOffset; }
      get collapsed() { return collapsed(stateOf(this)); }
    }
    // (`changed`: what to do when a method changes the boundary points — a selection's
    // range tells its selection.)
    const makeState = (start, startOffset, end, endOffset, live) =>
      ({ __proto__: null, start, startOffset, end, endOffset, live, changed: undefined });
    // https://dom.spec.whatwg.org/#interface-staticrange
    class StaticRange extends AbstractRange {
      constructor(init) {
        required(arguments, 1, "constructor", "StaticRange");
        if (typeof init !== "object" || init === null) throw new TypeError("Failed to construct 'StaticRange': The provided value is not of type 'StaticRangeInit'.");
        const member = (name) => {
          const value = init[name];
          if (value === undefined) throw new TypeError(`Failed to construct 'StaticRange': Failed to read the '${name}' property from 'StaticRangeInit': Required member is undefined.`);
          return value;
        };
        const start = member("startContainer"), startOffset = member("startOffset");
        const end = member("endContainer"), endOffset = member("endOffset");
        const isNode = (value) => lib.isTreeNode(value) || lib.is(value, lib.Attr);
        if (!isNode(start) || !isNode(end)) throw new TypeError("Failed to construct 'StaticRange': Failed to read a container from 'StaticRangeInit': The provided value is not of type 'Node'.");
        // 1. If init's startContainer or endContainer is a DocumentType or Attr node, then
        //    throw an "InvalidNodeTypeError" DOMException.
        if (!lib.isTreeNode(start) || !lib.isTreeNode(end) || data(start).type === 10 || data(end).type === 10) {
          throw new DOMException("The container is a DocumentType or Attr node.", "InvalidNodeTypeError");
        }
        // 2. Set this's start to (startContainer, startOffset) and end to (endContainer,
        //    endOffset).
        const range = ReflectConstruct(Object, [], new.target);
        states.set(range, makeState(start, unsignedLong(startOffset), end, unsignedLong(endOffset), false));
        return range;
      }
    }
    // A new live range, collapsed at (node, offset).
    function newLiveRange(node, offset = 0) {
      const range = ObjectCreate(Range.prototype);
      const state = makeState(node, offset, node, offset, true);
      states.set(range, state);
      liveRanges().add(new WeakRef(state));
      return range;
    }
    const isRange = (value) => states.get(value)?.live === true;
    // https://dom.spec.whatwg.org/#concept-range-bp-set
    function setBoundary(state, node, offset, start) {
      // 1. If node is a doctype, then throw an "InvalidNodeTypeError" DOMException.
      if (data(node).type === 10) throw new DOMException("The node provided is of type 'DocumentType'.", "InvalidNodeTypeError");
      // 2. If offset is greater than node's length, then throw an "IndexSizeError".
      if (offset > nodeLength(node)) throw new DOMException(`The offset ${offset} is larger than the node's length (${nodeLength(node)}).`, "IndexSizeError");
      // 3–4. Set the start (the end) to bp; if range's root is not node's root, or bp is
      //    after the range's end (before its start), the other one too.
      if (start) {
        if (rootOf(state) !== root(node) || position(node, offset, state.end, state.endOffset) === 1) {
          state.end = node; state.endOffset = offset;
        }
        state.start = node; state.startOffset = offset;
      } else {
        if (rootOf(state) !== root(node) || position(node, offset, state.start, state.startOffset) === -1) {
          state.start = node; state.startOffset = offset;
        }
        state.end = node; state.endOffset = offset;
      }
      // (A selection's range: the selection changed, selection.js.)
      state.changed?.();
    }
    const setBoundaryPoints = (state, start, startOffset, end, endOffset) => {
      state.start = start; state.startOffset = startOffset; state.end = end; state.endOffset = endOffset;
      state.changed?.();
    };
    const parentOrThrow = (node) => {
      const parent = data(node).parent;
      if (parent === null) throw new DOMException("The node provided has no parent.", "InvalidNodeTypeError");
      return parent;
    };
    // https://dom.spec.whatwg.org/#concept-range-select
    function select(node, state) {
      // 1–2. Let parent be node's parent; if it is null, throw an "InvalidNodeTypeError".
      const parent = parentOrThrow(node);
      // 3–5. From (parent, index) to (parent, index + 1).
      const index = nodeIndex(node);
      setBoundaryPoints(state, parent, index, parent, index + 1);
    }
    // The child of the common ancestor that is partially contained, first or last.
    function partiallyContainedChild(common, state, last) {
      const children = data(common).children;
      if (last) {
        for (let i = children.length - 1; i >= 0; i--) if (isPartiallyContained(children[i], state)) return children[i];
      } else {
        for (let i = 0; i < children.length; i++) if (isPartiallyContained(children[i], state)) return children[i];
      }
      return null;
    }
    function commonAncestor(state) {
      let container = state.start;
      while (!contains(container, state.end)) container = data(container).parent;
      return container;
    }
    const newFragment = (state) => lib.makeNode(DocumentFragment, { __proto__: null, type: 11, owner: lib.nodeDocument(state.start) });
    const substring = (node, from, to) => StringPrototypeSlice(data(node).text, from, to);
    // A copy of a CharacterData node with data `text`.
    const copyWith = (node, text) => { const copy = cloneNode(node, false); data(copy).text = text; return copy; };
    // https://dom.spec.whatwg.org/#concept-range-extract (`clone`: the clone steps,
    // https://dom.spec.whatwg.org/#concept-range-clone, which change nothing).
    function extract(state, clone) {
      // 1. Let fragment be a new DocumentFragment whose node document is range's start
      //    node's node document.
      const fragment = newFragment(state);
      // 2. If range is collapsed, then return fragment.
      if (collapsed(state)) return fragment;
      // 3. The original start and end.
      const { start, startOffset, end, endOffset } = state;
      // 4. If original start node is original end node and it is a CharacterData node: a
      //    copy with the data between the offsets (replaced with nothing, if extracting).
      if (start === end && isCharacterData(start)) {
        insertNode(fragment, copyWith(start, substring(start, startOffset, endOffset)), null);
        if (!clone) lib.replaceData(start, startOffset, endOffset - startOffset, "");
        return fragment;
      }
      // 5. Let common ancestor be original start node; while it is not an inclusive
      //    ancestor of original end node, its parent.
      const common = commonAncestor(state);
      // 6–7. The first and last partially contained children of common ancestor, unless
      //    one end's node is an inclusive ancestor of the other's.
      const first = contains(start, end) ? null : partiallyContainedChild(common, state, false);
      const last = contains(end, start) ? null : partiallyContainedChild(common, state, true);
      // 8. Let contained children be the children of common ancestor contained in range.
      const contained = [];
      const children = data(common).children;
      for (let i = 0; i < children.length; i++) if (isContained(children[i], state)) contained[contained.length] = children[i];
      // 9. If any member of contained children is a doctype, then throw a
      //    "HierarchyRequestError" DOMException.
      for (let i = 0; i < contained.length; i++) {
        if (data(contained[i]).type === 10) throw new DOMException("A DocumentType node cannot be in a fragment.", "HierarchyRequestError");
      }
      // 10–11. Where the range is collapsed to after extracting.
      let newNode, newOffset;
      if (!clone) {
        if (contains(start, end)) {
          newNode = start; newOffset = startOffset;
        } else {
          let reference = start;
          while (data(reference).parent !== null && !contains(data(reference).parent, end)) reference = data(reference).parent;
          newNode = data(reference).parent; newOffset = nodeIndex(reference) + 1;
        }
      }
      // 12–13. The first partially contained child: its data from the start offset, or a
      //    copy holding what a subrange to its end extracts.
      if (first !== null && isCharacterData(first)) {
        insertNode(fragment, copyWith(start, substring(start, startOffset)), null);
        if (!clone) lib.replaceData(start, startOffset, nodeLength(start) - startOffset, "");
      } else if (first !== null) {
        const copy = cloneNode(first, false);
        insertNode(fragment, copy, null);
        const sub = makeState(start, startOffset, first, nodeLength(first), false);
        insertNode(copy, extract(sub, clone), null);
      }
      // 14. Each contained child is appended to fragment (a deep copy, if cloning).
      for (let i = 0; i < contained.length; i++) insertNode(fragment, clone ? cloneNode(contained[i], true) : contained[i], null);
      // 15–16. The last partially contained child: its data to the end offset, or a copy
      //    holding what a subrange from its start extracts.
      if (last !== null && isCharacterData(last)) {
        insertNode(fragment, copyWith(end, substring(end, 0, endOffset)), null);
        if (!clone) lib.replaceData(end, 0, endOffset, "");
      } else if (last !== null) {
        const copy = cloneNode(last, false);
        insertNode(fragment, copy, null);
        const sub = makeState(last, 0, end, endOffset, false);
        insertNode(copy, extract(sub, clone), null);
      }
      // 17. Set range's start and end to (new node, new offset).
      if (!clone) setBoundaryPoints(state, newNode, newOffset, newNode, newOffset);
      // 18. Return fragment.
      return fragment;
    }
    // https://dom.spec.whatwg.org/#dom-range-deletecontents
    function deleteContents(state) {
      // 1. If this is collapsed, then return.
      if (collapsed(state)) return;
      // 2. The original start and end.
      const { start, startOffset, end, endOffset } = state;
      // 3. If original start node is original end node and it is a CharacterData node,
      //    replace its data between the offsets with nothing, and return.
      if (start === end && isCharacterData(start)) {
        lib.replaceData(start, startOffset, endOffset - startOffset, "");
        return;
      }
      // 4. Let nodes to remove be the nodes contained in this, in tree order, omitting any
      //    whose parent is also contained.
      const toRemove = [];
      const common = commonAncestor(state);
      const walk = (node) => {
        const children = data(node).children;
        for (let i = 0; i < children.length; i++) {
          const child = children[i];
          if (isContained(child, state)) toRemove[toRemove.length] = child;
          else if (isPartiallyContained(child, state)) walk(child);
        }
      };
      walk(common);
      // 5–6. Where the range is collapsed to.
      let newNode, newOffset;
      if (contains(start, end)) {
        newNode = start; newOffset = startOffset;
      } else {
        let reference = start;
        while (data(reference).parent !== null && !contains(data(reference).parent, end)) reference = data(reference).parent;
        newNode = data(reference).parent; newOffset = nodeIndex(reference) + 1;
      }
      // 7. If original start node is a CharacterData node, its data from the start offset
      //    is replaced with nothing.
      if (isCharacterData(start)) lib.replaceData(start, startOffset, nodeLength(start) - startOffset, "");
      // 8. For each node in nodes to remove, in tree order, remove node.
      for (let i = 0; i < toRemove.length; i++) {
        const parent = data(toRemove[i]).parent;
        if (parent !== null) removeNode(parent, toRemove[i]);
      }
      // 9. If original end node is a CharacterData node, its data to the end offset is
      //    replaced with nothing.
      if (isCharacterData(end)) lib.replaceData(end, 0, endOffset, "");
      // 10. Set start and end to (new node, new offset).
      setBoundaryPoints(state, newNode, newOffset, newNode, newOffset);
    }
    // https://dom.spec.whatwg.org/#concept-range-insert
    function insert(state, node) {
      const start = state.start, startType = data(start).type;
      // 1. If range's start node is a ProcessingInstruction or Comment node, is a Text
      //    node whose parent is null, or is node, then throw a "HierarchyRequestError".
      if (startType === 7 || startType === 8 || ((startType === 3 || startType === 4) && data(start).parent === null) || start === node) {
        throw new DOMException("The range's start cannot hold the node.", "HierarchyRequestError");
      }
      // 2–4. Let referenceNode be the start node if it is a Text node, else its child at
      //    the start offset (null if none).
      let reference = startType === 3 || startType === 4 ? start : data(start).children[state.startOffset] ?? null;
      // 5. Let parent be range's start node if referenceNode is null, else its parent.
      const parent = reference === null ? start : data(reference).parent;
      // 6. Ensure pre-insertion validity of node into parent before referenceNode.
      preInsertionValidity(parent, node, reference);
      // 7. If range's start node is a Text node, set referenceNode to the result of
      //    splitting it with offset range's start offset.
      if (startType === 3 || startType === 4) reference = lib.splitText(start, state.startOffset);
      // 8. If node is referenceNode, then set referenceNode to its next sibling.
      if (node === reference) reference = sibling(reference, 1);
      // 9. If node's parent is non-null, then remove node.
      if (data(node).parent !== null) removeNode(data(node).parent, node);
      // 10–11. Let newOffset be parent's length if referenceNode is null, else its index;
      //    increase it by node's length if node is a DocumentFragment, else by one.
      let newOffset = reference === null ? nodeLength(parent) : nodeIndex(reference);
      newOffset += data(node).type === 11 ? nodeLength(node) : 1;
      // 12. Pre-insert node into parent before referenceNode.
      insertNode(parent, node, reference);
      // 13. If range is collapsed, then set range's end to (parent, newOffset).
      if (collapsed(state)) setBoundaryPoints(state, state.start, state.startOffset, parent, newOffset);
    }
    // https://dom.spec.whatwg.org/#dom-range-stringifier
    function toString(state) {
      const { start, startOffset, end, endOffset } = state;
      // 2. If start node is end node and it is a Text node, its data between the offsets.
      if (start === end && isText(start)) return substring(start, startOffset, endOffset);
      let s = "";
      // 3. If start node is a Text node, its data from the start offset.
      if (isText(start)) s += substring(start, startOffset);
      // 4. The data of the Text nodes contained in this, in tree order.
      const walk = (node) => {
        const children = data(node).children;
        for (let i = 0; i < children.length; i++) {
          const child = children[i];
          if (isText(child)) {
            if (isContained(child, state)) s += data(child).text;
          } else if (isContained(child, state) || isPartiallyContained(child, state)) walk(child);
        }
      };
      walk(commonAncestor(state));
      // 5. If end node is a Text node, its data up to the end offset.
      if (isText(end)) s += substring(end, 0, endOffset);
      return s;
    }
    const check = (range) => { const state = stateOf(range); if (!state.live) throw new TypeError("Illegal invocation"); return state; };
    // https://dom.spec.whatwg.org/#interface-range
    class Range extends AbstractRange {
      // https://dom.spec.whatwg.org/#dom-range-range: (current global's document, 0).
      constructor() {
        const range = ReflectConstruct(Object, [], new.target);
        const state = makeState(lib.document, 0, lib.document, 0, true);
        states.set(range, state);
        liveRanges().add(new WeakRef(state));
        return range;
      }
      static {
        const constants = [["START_TO_START", 0], ["START_TO_END", 1], ["END_TO_END", 2], ["END_TO_START", 3]];
        for (let i = 0; i < constants.length; i++) {
          const descriptor = { __proto__: null, value: constants[i][1], enumerable: true };
          ObjectDefineProperty(this, constants[i][0], descriptor);
          ObjectDefineProperty(this.prototype, constants[i][0], descriptor);
        }
      }
      // https://dom.spec.whatwg.org/#dom-range-commonancestorcontainer
      get commonAncestorContainer() { return commonAncestor(check(this)); }
      setStart(node, offset) {
        required(arguments, 2, "setStart");
        setBoundary(check(this), nodeArgument(node, "setStart"), unsignedLong(offset), true);
      }
      setEnd(node, offset) {
        required(arguments, 2, "setEnd");
        setBoundary(check(this), nodeArgument(node, "setEnd"), unsignedLong(offset), false);
      }
      setStartBefore(node) {
        required(arguments, 1, "setStartBefore");
        const state = check(this);
        const parent = parentOrThrow(nodeArgument(node, "setStartBefore"));
        setBoundary(state, parent, nodeIndex(node), true);
      }
      setStartAfter(node) {
        required(arguments, 1, "setStartAfter");
        const state = check(this);
        const parent = parentOrThrow(nodeArgument(node, "setStartAfter"));
        setBoundary(state, parent, nodeIndex(node) + 1, true);
      }
      setEndBefore(node) {
        required(arguments, 1, "setEndBefore");
        const state = check(this);
        const parent = parentOrThrow(nodeArgument(node, "setEndBefore"));
        setBoundary(state, parent, nodeIndex(node), false);
      }
      setEndAfter(node) {
        required(arguments, 1, "setEndAfter");
        const state = check(this);
        const parent = parentOrThrow(nodeArgument(node, "setEndAfter"));
        setBoundary(state, parent, nodeIndex(node) + 1, false);
      }
      // https://dom.spec.whatwg.org/#dom-range-collapse
      collapse(toStart = false) {
        const state = check(this);
        if (toStart) setBoundaryPoints(state, state.start, state.startOffset, state.start, state.startOffset);
        else setBoundaryPoints(state, state.end, state.endOffset, state.end, state.endOffset);
      }
      selectNode(node) {
        required(arguments, 1, "selectNode");
        select(nodeArgument(node, "selectNode"), check(this));
      }
      // https://dom.spec.whatwg.org/#concept-range-select-contents
      selectNodeContents(node) {
        required(arguments, 1, "selectNodeContents");
        const state = check(this);
        // 1. If node is a doctype, throw an "InvalidNodeTypeError" DOMException.
        if (data(nodeArgument(node, "selectNodeContents")).type === 10) throw new DOMException("The node provided is of type 'DocumentType'.", "InvalidNodeTypeError");
        // 2–4. From (node, 0) to (node, length).
        setBoundaryPoints(state, node, 0, node, nodeLength(node));
      }
      // https://dom.spec.whatwg.org/#dom-range-compareboundarypoints
      compareBoundaryPoints(how, sourceRange) {
        required(arguments, 2, "compareBoundaryPoints");
        how = lib.primordials.Number(how) << 16 >>> 16;
        const state = check(this);
        if (!isRange(sourceRange)) throw new TypeError("Failed to execute 'compareBoundaryPoints' on 'Range': parameter 2 is not of type 'Range'.");
        const source = stateOf(sourceRange);
        // 1. If how is not one of the four constants, throw a "NotSupportedError".
        if (how > 3) throw new DOMException("The comparison method provided must be one of 'START_TO_START', 'START_TO_END', 'END_TO_END', or 'END_TO_START'.", "NotSupportedError");
        // 2. If this's root is not sourceRange's root, throw a "WrongDocumentError".
        if (rootOf(state) !== rootOf(source)) throw new DOMException("The two Ranges are not in the same tree.", "WrongDocumentError");
        // 3–4. This point and other point, by how; their position.
        const thisStart = how === 0 || how === 3, otherStart = how === 0 || how === 1;
        return position(
          thisStart ? state.start : state.end, thisStart ? state.startOffset : state.endOffset,
          otherStart ? source.start : source.end, otherStart ? source.startOffset : source.endOffset,
        );
      }
      deleteContents() { deleteContents(check(this)); }
      extractContents() { return extract(check(this), false); }
      cloneContents() { return extract(check(this), true); }
      insertNode(node) {
        required(arguments, 1, "insertNode");
        insert(check(this), nodeArgument(node, "insertNode"));
      }
      // https://dom.spec.whatwg.org/#dom-range-surroundcontents
      surroundContents(newParent) {
        required(arguments, 1, "surroundContents");
        const state = check(this);
        nodeArgument(newParent, "surroundContents");
        // 1. If a non-Text node is partially contained in this, throw an
        //    "InvalidStateError" DOMException.
        for (let n = state.start; n !== null; n = data(n).parent) {
          if (!isText(n) && isPartiallyContained(n, state)) throw new DOMException("The Range has partially selected a non-Text node.", "InvalidStateError");
        }
        for (let n = state.end; n !== null; n = data(n).parent) {
          if (!isText(n) && isPartiallyContained(n, state)) throw new DOMException("The Range has partially selected a non-Text node.", "InvalidStateError");
        }
        // 2. If newParent is a Document, DocumentType, or DocumentFragment node, throw an
        //    "InvalidNodeTypeError" DOMException.
        const type = data(newParent).type;
        if (type === 9 || type === 10 || type === 11) throw new DOMException("The node provided is a Document, DocumentType or DocumentFragment.", "InvalidNodeTypeError");
        // 3. Let fragment be the result of extracting this.
        const fragment = extract(state, false);
        // 4. If newParent has children, replace all with null within newParent.
        if (data(newParent).children.length > 0) replaceAll(newParent, []);
        // 5. Insert newParent into this.
        insert(state, newParent);
        // 6. Append fragment to newParent.
        insertNode(newParent, fragment, null);
        // 7. Select newParent within this.
        select(newParent, state);
      }
      cloneRange() {
        const state = check(this);
        const range = newLiveRange(state.start, state.startOffset);
        setBoundaryPoints(stateOf(range), state.start, state.startOffset, state.end, state.endOffset);
        return range;
      }
      detach() { check(this); }
      // https://dom.spec.whatwg.org/#dom-range-ispointinrange
      isPointInRange(node, offset) {
        required(arguments, 2, "isPointInRange");
        const state = check(this);
        nodeArgument(node, "isPointInRange");
        offset = unsignedLong(offset);
        // 1. If node's root is different from this's root, return false.
        if (root(node) !== rootOf(state)) return false;
        // 2. If node is a doctype, then throw an "InvalidNodeTypeError" DOMException.
        if (data(node).type === 10) throw new DOMException("The node provided is of type 'DocumentType'.", "InvalidNodeTypeError");
        // 3. If offset is greater than node's length, then throw an "IndexSizeError".
        if (offset > nodeLength(node)) throw new DOMException(`The offset ${offset} is larger than the node's length (${nodeLength(node)}).`, "IndexSizeError");
        // 4–5. Whether (node, offset) is between the start and the end.
        return position(node, offset, state.start, state.startOffset) !== -1 && position(node, offset, state.end, state.endOffset) !== 1;
      }
      // https://dom.spec.whatwg.org/#dom-range-comparepoint
      comparePoint(node, offset) {
        required(arguments, 2, "comparePoint");
        const state = check(this);
        nodeArgument(node, "comparePoint");
        offset = unsignedLong(offset);
        // 1. If node's root is different from this's root, throw a "WrongDocumentError".
        if (root(node) !== rootOf(state)) throw new DOMException("The node provided and the Range are not in the same tree.", "WrongDocumentError");
        // 2. If node is a doctype, then throw an "InvalidNodeTypeError" DOMException.
        if (data(node).type === 10) throw new DOMException("The node provided is of type 'DocumentType'.", "InvalidNodeTypeError");
        // 3. If offset is greater than node's length, then throw an "IndexSizeError".
        if (offset > nodeLength(node)) throw new DOMException(`The offset ${offset} is larger than the node's length (${nodeLength(node)}).`, "IndexSizeError");
        // 4–6. −1 before the start, 1 after the end, else 0.
        if (position(node, offset, state.start, state.startOffset) === -1) return -1;
        if (position(node, offset, state.end, state.endOffset) === 1) return 1;
        return 0;
      }
      // https://dom.spec.whatwg.org/#dom-range-intersectsnode
      intersectsNode(node) {
        required(arguments, 1, "intersectsNode");
        const state = check(this);
        nodeArgument(node, "intersectsNode");
        // 1. If node's root is different from this's root, return false.
        if (root(node) !== rootOf(state)) return false;
        // 2–3. Let parent be node's parent; if it is null, return true.
        const parent = data(node).parent;
        if (parent === null) return true;
        // 4–5. Whether (parent, offset) is before the end and (parent, offset + 1) after
        //    the start.
        const offset = nodeIndex(node);
        return position(parent, offset, state.end, state.endOffset) === -1 && position(parent, offset + 1, state.start, state.startOffset) === 1;
      }
      toString() { return toString(check(this)); }
      // https://drafts.csswg.org/cssom-view/#dom-range-getclientrects: no layout, no boxes.
      getClientRects() { check(this); return []; }
      getBoundingClientRect() { check(this); return lib.emptyRect(); }
      // https://w3c.github.io/DOM-Parsing/#dom-range-createcontextualfragment (now HTML's
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment)
      createContextualFragment(fragment) {
        required(arguments, 1, "createContextualFragment");
        const state = check(this);
        fragment = String(fragment);
        // 1–2. Let node be this's start node; element, node if an Element, its parent if
        //    a Text or Comment node, else null.
        const node = state.start, type = data(node).type;
        let element = type === 1 ? node : type === 3 || type === 4 || type === 8 ? data(node).parent : null;
        if (element !== null && data(element).type !== 1) element = null;
        // 3. If element is null, or it is the html element of an HTML document, let
        //    element be a new body element.
        const contextName = element === null || lib.isHTML(element, "html") ? "body" : data(element).name;
        // 4–5. Let fragment node be the result of the fragment parsing algorithm with
        //    element as the context; its scripts are not already started (they run when
        //    inserted into a document).
        const owner = lib.nodeDocument(node);
        const nodes = lib.parseFragment(fragment, contextName, owner);
        const result = lib.makeNode(DocumentFragment, { __proto__: null, type: 11, owner });
        for (let i = 0; i < nodes.length; i++) insertNode(result, nodes[i], null);
        const all = lib.inclusiveDescendants(result);
        for (let i = 0; i < all.length; i++) if (lib.isHTML(all[i], "script")) lib.scriptNotStarted(all[i]);
        return result;
      }
    }
    // The live range hooks, called by the DOM's steps while there is a live range.
    // https://dom.spec.whatwg.org/#concept-node-insert step 4: `count` nodes go in
    // `parent` at `index`.
    function rangesInserted(parent, index, count) {
      forEachLive((s) => {
        if (s.start === parent && s.startOffset > index) s.startOffset += count;
        if (s.end === parent && s.endOffset > index) s.endOffset += count;
      });
    }
    // https://dom.spec.whatwg.org/#concept-node-remove steps 4–7: `child`, at `index` in
    // `parent`, is about to go.
    function rangesRemoved(parent, child, index) {
      forEachLive((s) => {
        if (contains(child, s.start)) { s.start = parent; s.startOffset = index; }
        if (contains(child, s.end)) { s.end = parent; s.endOffset = index; }
        if (s.start === parent && s.startOffset > index) s.startOffset--;
        if (s.end === parent && s.endOffset > index) s.endOffset--;
      });
    }
    // https://dom.spec.whatwg.org/#concept-cd-replace steps 8–11: `count` code units at
    // `offset` in `node` were replaced with `added`.
    function rangesReplacedData(node, offset, count, added) {
      forEachLive((s) => {
        if (s.start === node && s.startOffset > offset && s.startOffset <= offset + count) s.startOffset = offset;
        if (s.end === node && s.endOffset > offset && s.endOffset <= offset + count) s.endOffset = offset;
        if (s.start === node && s.startOffset > offset + count) s.startOffset += added - count;
        if (s.end === node && s.endOffset > offset + count) s.endOffset += added - count;
      });
    }
    // https://dom.spec.whatwg.org/#concept-text-split steps 7.2–7.5: `node` was split at
    // `offset` into it and `newNode`, now `parent`'s child after it.
    function rangesSplit(node, newNode, offset, parent) {
      const index = nodeIndex(node);
      forEachLive((s) => {
        if (s.start === node && s.startOffset > offset) { s.start = newNode; s.startOffset -= offset; }
        if (s.end === node && s.endOffset > offset) { s.end = newNode; s.endOffset -= offset; }
        if (s.start === parent && s.startOffset === index + 1) s.startOffset++;
        if (s.end === parent && s.endOffset === index + 1) s.endOffset++;
      });
    }
    // https://dom.spec.whatwg.org/#dom-node-normalize steps 6.1–6.4: `current` merges into
    // `node`, whose data before it was `length` long.
    function rangesMerged(node, current, length) {
      const parent = data(current).parent, index = nodeIndex(current);
      forEachLive((s) => {
        if (s.start === current) { s.start = node; s.startOffset += length; }
        if (s.end === current) { s.end = node; s.endOffset += length; }
        if (s.start === parent && s.startOffset === index) { s.start = node; s.startOffset = length; }
        if (s.end === parent && s.endOffset === index) { s.end = node; s.endOffset = length; }
      });
    }
    return {
      __proto__: null, AbstractRange, StaticRange, Range,
      createRange: (document) => newLiveRange(document, 0),
      newLiveRange, rangeState: stateOf, setBoundaryPoints, compareBoundaryPoints: position, isRange, rangeToString: toString,
      deleteRangeContents: deleteContents,
      rangesInserted, rangesRemoved, rangesReplacedData, rangesSplit, rangesMerged,
    };
  });
  // https://dom.spec.whatwg.org/#dom-document-createrange: a live range at (this, 0).
  ObjectDefineProperty(Document.prototype, "createRange", {
    __proto__: null,
    value: function createRange() {
      lib.data(this);
      return lib.createRange(this);
    },
    writable: true, enumerable: true, configurable: true,
  });
});
