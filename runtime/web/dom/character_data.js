// CharacterData and the nodes that hold text (Text, CDATASection, Comment); CharacterData's
// data methods (substringData, appendData, insertData, deleteData, replaceData) and Text's
// splitText and wholeText.
// https://dom.spec.whatwg.org/#interface-characterdata, https://dom.spec.whatwg.org/#interface-text
//
// A module of the realm's bootstrap (see bootstrap.js), run after nodes.js in order with
// its `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function characterData(lib) {
  "use strict";
  const {
    CHILD_NODE, DOMException, EventTarget, Node, childNodeMixin, data, elementSibling, exposeAll, illegal, info, insertNode, makeNode,
    sibling, unscopable,
  } = lib;
  const { ObjectAssign, ReflectConstruct, String, StringPrototypeSlice, TypeError, copyMember } = lib.primordials;
  const nodeData = lib.internalSlots("node");
  // https://dom.spec.whatwg.org/#concept-cd-replace (the whole data; step 4's record)
  // https://dom.spec.whatwg.org/#concept-cd-replace steps 4–11, once the text is known:
  // `node`'s data becomes `text`, having replaced `count` code units at `offset` with
  // `added` (by default: all of them, with all of `text`).
  function setData(node, text, offset = 0, count = -1, added = -1) {
    const d = data(node);
    if (lib.agent.observing === true) lib.queueMutationRecord("characterData", node, null, d.text, null, null, null, null);
    const length = d.text.length;
    d.text = text;
    // 8–11. Live ranges in node (range.js).
    if (lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) {
      lib.rangesReplacedData(node, offset, count < 0 ? length : count, added < 0 ? text.length : added);
    }
    lib.agent.dataVersion++;
    // 12. The children changed steps of node's parent: a connected style element's style
    //     block is updated (style_resources.js).
    const parent = d.parent === null || d.parent === undefined ? undefined : data(d.parent);
    if (parent !== undefined && parent.type === 1 && parent.name === "style") {
      lib.browsingRealm(lib.shadowIncludingRoot(d.parent))?.styleChildrenChanged(d.parent);
    }
    // (An xml-stylesheet processing instruction's data changed: xml_stylesheet.js.)
    if (d.type === 7 && parent !== undefined && parent.type === 9) lib.browsingRealm(d.parent)?.instructionChanged(node);
  }
  class CharacterData extends Node {
    get data() { return data(this).text; }
    // ([LegacyNullToEmptyString]: null is the empty string.)
    set data(value) { setData(this, value === null ? "" : String(value)); }
    get length() { return data(this).text.length; }
  }
  class Text extends CharacterData {
    constructor(text = "") {
      const node = ReflectConstruct(EventTarget, [], new.target);
      nodeData.set(node, { __proto__: null, parent: null, children: [], type: 3, text: String(text), owner: lib.document });
      return node;
    }
  }
  // https://dom.spec.whatwg.org/#interface-cdatasection (XML documents only)
  class CDATASection extends Text {
    constructor() { illegal(); super(); }
  }
  class Comment extends CharacterData {
    constructor(text = "") {
      const node = ReflectConstruct(EventTarget, [], new.target);
      nodeData.set(node, { __proto__: null, parent: null, children: [], type: 8, text: String(text), owner: lib.document });
      return node;
    }
  }
  ObjectAssign(CharacterData.prototype, {
    remove: childNodeMixin.remove, before: childNodeMixin.before, after: childNodeMixin.after,
    replaceWith: childNodeMixin.replaceWith,
  });
  unscopable(CharacterData.prototype, CHILD_NODE);
  // (Accessors of an object literal: named "get <name>", as Web IDL's.)
  const siblings = {
    get nextElementSibling() { return elementSibling(this, 1); },
    get previousElementSibling() { return elementSibling(this, -1); },
  };
  copyMember(CharacterData.prototype, siblings, "nextElementSibling");
  copyMember(CharacterData.prototype, siblings, "previousElementSibling");
  if (info.scope === "Window") exposeAll({ CharacterData, Text, CDATASection, Comment });
  ObjectAssign(lib, { CharacterData, Text, CDATASection, Comment, setData });
  if (info.scope !== "Window") return;
  // Web IDL's `unsigned long` (https://webidl.spec.whatwg.org/#es-unsigned-long), after a
  // check that the operation got its arguments.
  const required = (args, count, operation) => {
    if (args.length < count) {
      throw new TypeError(`Failed to execute '${operation}' on 'CharacterData': ${count} arguments required, but only ${args.length} present.`);
    }
  };
  const unsignedLong = (value) => lib.primordials.Number(value) >>> 0;
  // https://dom.spec.whatwg.org/#concept-cd-replace
  function replaceData(node, offset, count, text) {
    const current = data(node).text;
    // 1. Let length be node's length.
    const length = current.length;
    // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
    if (offset > length) throw new DOMException(`The offset ${offset} is greater than the node's length (${length}).`, "IndexSizeError");
    // 3. If offset plus count is greater than length, then set count to length minus offset.
    if (offset + count > length) count = length - offset;
    // 4–11. Queue a mutation record; insert data after offset code units, then remove
    //    count code units after the inserted data; live ranges in node (setData).
    setData(node, StringPrototypeSlice(current, 0, offset) + text + StringPrototypeSlice(current, offset + count), offset, count, text.length);
  }
  // https://dom.spec.whatwg.org/#concept-cd-substring
  function substringData(node, offset, count) {
    const current = data(node).text;
    // 2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
    if (offset > current.length) throw new DOMException(`The offset ${offset} is greater than the node's length (${current.length}).`, "IndexSizeError");
    // 3–4. The code units from offset to offset plus count (or the end).
    return StringPrototypeSlice(current, offset, offset + count);
  }
  ObjectAssign(CharacterData.prototype, {
    substringData(offset, count) {
      required(arguments, 2, "substringData");
      return substringData(this, unsignedLong(offset), unsignedLong(count));
    },
    appendData(text) {
      required(arguments, 1, "appendData");
      replaceData(this, data(this).text.length, 0, String(text));
    },
    insertData(offset, text) {
      required(arguments, 2, "insertData");
      replaceData(this, unsignedLong(offset), 0, String(text));
    },
    deleteData(offset, count) {
      required(arguments, 2, "deleteData");
      replaceData(this, unsignedLong(offset), unsignedLong(count), "");
    },
    replaceData(offset, count, text) {
      required(arguments, 3, "replaceData");
      replaceData(this, unsignedLong(offset), unsignedLong(count), String(text));
    },
  });
  ObjectAssign(Text.prototype, {
    splitText(offset) {
      required(arguments, 1, "splitText");
      return split(this, unsignedLong(offset));
    },
  });
  // https://dom.spec.whatwg.org/#concept-text-split
  function split(node, offset) {
    const d = data(node);
    // 1–2. If offset is greater than length, then throw an "IndexSizeError" DOMException.
    // 3–4. Let count be length minus offset, new data the substring from offset.
    const newData = substringData(node, offset, d.text.length - offset);
    // 5. Let new node be a new Text node, with the same node document as node.
    const fields = { __proto__: null, type: 3, text: newData };
    if (d.owner !== undefined) fields.owner = d.owner;
    const newNode = makeNode(Text, fields);
    // 6–7. If parent is not null: insert new node into parent before node's next sibling,
    //    then move the live ranges past offset into new node (range.js).
    const parent = d.parent;
    if (parent !== null) {
      insertNode(parent, newNode, sibling(node, 1));
      if (lib.agent.ranges !== undefined && lib.agent.ranges.size > 0) lib.rangesSplit(node, newNode, offset, parent);
    }
    // 8. Replace data with node node, offset offset, count count, and data the empty string.
    replaceData(node, offset, d.text.length - offset, "");
    return newNode;
  }
  lib.replaceData = replaceData;
  lib.splitText = split;
  // https://dom.spec.whatwg.org/#dom-text-wholetext: the contiguous Text nodes around it.
  const wholeText = {
    get wholeText() {
      data(this);
      let first = this;
      for (let n = sibling(this, -1); n !== null && data(n).type === 3; n = sibling(n, -1)) first = n;
      let text = "";
      for (let n = first; n !== null && data(n).type === 3; n = sibling(n, 1)) text += data(n).text;
      return text;
    },
  };
  copyMember(Text.prototype, wholeText, "wholeText");
});
