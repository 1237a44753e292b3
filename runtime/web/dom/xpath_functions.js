// XPath 1.0's core function library: the node-set, string, boolean and number functions
// (https://www.w3.org/TR/xpath-10/#corelib), entered into the function table of
// xpath_syntax.js over the data model of xpath.js's evaluator, which calls
// `lib.xpathCoreFunctions(model)` once, when it is made (the first XPath expression).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function xpathFunctions(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  // `model`: the evaluator's table and functions (see the call in xpath.js).
  lib.xpathCoreFunctions = (model) => {
    const { data, isTreeNode, lowercase } = lib;
    const { MathFloor, NumberIsFinite, SafeMap, StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeStartsWith } =
      lib.primordials;
    const {
      FUNCTIONS, HTML_NS, XML_NS, add, descendants, isNodeSet, isSpace, nodeSetArgument, rootOf, sortUnique, stringValue,
      toBoolean, toNumber, toString,
    } = model;
    const define = (name, least, most, type, fn) => { FUNCTIONS[name] = [least, most, type, fn]; };
    // The first node of a node-set argument, or the context node without one.
    const firstNode = (values, node, name) => (values.length === 0 ? node : nodeSetArgument(values[0], name)[0]);
    // An argument as a string, or the context node's string-value without one.
    const stringArgument = (values, node) => (values.length === 0 ? stringValue(node) : toString(values[0]));
    const localPart = (node) => {
      if (!isTreeNode(node)) return node.local;
      const d = data(node);
      return d.type === 1 ? d.local ?? d.name : d.type === 7 ? d.target : "";
    };
    // https://www.w3.org/TR/xpath-10/#section-Node-Set-Functions
    define("last", 0, 0, "number", (values, node, position, size) => size);
    define("position", 0, 0, "number", (values, node, position) => position);
    define("count", 1, 1, "number", (values) => nodeSetArgument(values[0], "count").length);
    define("id", 1, 1, "nodeset", (values, node, position, size, ctx) => {
      // The elements of the context node's tree whose IDs are among the tokens of the
      // argument (of each node's string-value, for a node-set).
      const root = rootOf(node);
      if (!isTreeNode(root)) return [];
      const tokens = [];
      const split = (text) => {
        let start = -1;
        for (let i = 0; i <= text.length; i++) {
          const space = i === text.length || isSpace(StringPrototypeCharCodeAt(text, i));
          if (space && start >= 0) { add(tokens, StringPrototypeSlice(text, start, i)); start = -1; } else if (!space && start < 0) start = i;
        }
      };
      if (isNodeSet(values[0])) for (let i = 0; i < values[0].length; i++) split(stringValue(values[0][i]));
      else split(toString(values[0]));
      const ids = idsOf(root, ctx);
      const found = [];
      for (let i = 0; i < tokens.length; i++) {
        const element = ids.get(tokens[i]);
        if (element !== undefined) add(found, element);
      }
      return found.length > 1 ? sortUnique(found, ctx) : found;
    });
    define("local-name", 0, 1, "string", (values, node) => {
      const n = firstNode(values, node, "local-name");
      return n === undefined ? "" : localPart(n);
    });
    define("namespace-uri", 0, 1, "string", (values, node) => {
      const n = firstNode(values, node, "namespace-uri");
      if (n === undefined) return "";
      if (!isTreeNode(n)) return n.uri ?? "";
      const d = data(n);
      return d.type !== 1 ? "" : d.ns === undefined ? HTML_NS : d.ns ?? "";
    });
    define("name", 0, 1, "string", (values, node) => {
      const n = firstNode(values, node, "name");
      if (n === undefined) return "";
      const prefix = isTreeNode(n) ? (data(n).type === 1 ? data(n).prefix ?? null : null) : n.prefix;
      return prefix === null || prefix === "" ? localPart(n) : prefix + ":" + localPart(n);
    });
    // https://www.w3.org/TR/xpath-10/#section-String-Functions
    define("string", 0, 1, "string", (values, node) => (values.length === 0 ? stringValue(node) : toString(values[0])));
    define("concat", 2, Infinity, "string", (values) => {
      let text = "";
      for (let i = 0; i < values.length; i++) text += toString(values[i]);
      return text;
    });
    define("starts-with", 2, 2, "boolean", (values) => StringPrototypeStartsWith(toString(values[0]), toString(values[1])));
    define("contains", 2, 2, "boolean", (values) => StringPrototypeIndexOf(toString(values[0]), toString(values[1])) >= 0);
    define("substring-before", 2, 2, "string", (values) => {
      const text = toString(values[0]);
      const at = StringPrototypeIndexOf(text, toString(values[1]));
      return at < 0 ? "" : StringPrototypeSlice(text, 0, at);
    });
    define("substring-after", 2, 2, "string", (values) => {
      const text = toString(values[0]), part = toString(values[1]);
      const at = StringPrototypeIndexOf(text, part);
      return at < 0 ? "" : StringPrototypeSlice(text, at + part.length);
    });
    // The characters at positions p (from 1) with round(start) ≤ p < round(start) +
    // round(length) — NaN and infinities as IEEE 754 says.
    define("substring", 2, 3, "string", (values) => {
      const text = toString(values[0]);
      const start = round(toNumber(values[1]));
      const end = values.length > 2 ? start + round(toNumber(values[2])) : Infinity;
      if (start !== start || end !== end) return "";
      const from = start > 1 ? start : 1;
      const to = end < text.length + 1 ? end : text.length + 1;
      return from < to ? StringPrototypeSlice(text, from - 1, to - 1) : "";
    });
    define("string-length", 0, 1, "number", (values, node) => stringArgument(values, node).length);
    define("normalize-space", 0, 1, "string", (values, node) => {
      const text = stringArgument(values, node);
      let out = "", pending = false;
      for (let i = 0; i < text.length; i++) {
        if (isSpace(StringPrototypeCharCodeAt(text, i))) {
          pending = out !== "";
        } else {
          if (pending) out += " ";
          pending = false;
          out += text[i];
        }
      }
      return out;
    });
    define("translate", 3, 3, "string", (values) => {
      const text = toString(values[0]), from = toString(values[1]), to = toString(values[2]);
      let out = "";
      for (let i = 0; i < text.length; i++) {
        const at = StringPrototypeIndexOf(from, text[i]);
        if (at < 0) out += text[i];
        else if (at < to.length) out += to[at];
      }
      return out;
    });
    // https://www.w3.org/TR/xpath-10/#section-Boolean-Functions
    define("boolean", 1, 1, "boolean", (values) => toBoolean(values[0]));
    define("not", 1, 1, "boolean", (values) => !toBoolean(values[0]));
    define("true", 0, 0, "boolean", () => true);
    define("false", 0, 0, "boolean", () => false);
    // https://www.w3.org/TR/xpath-10/#function-lang: the xml:lang of the context node or
    // its nearest ancestor with one, equal to the argument or to it followed by a suffix
    // starting with '-', ignoring ASCII case.
    define("lang", 1, 1, "boolean", (values, node) => {
      const wanted = lowercase(toString(values[0]));
      let value;
      for (let n = isTreeNode(node) ? node : node.element; n !== null && value === undefined; n = data(n).parent) {
        const d = data(n);
        if (d.type !== 1) continue;
        const name = lib.findAttributeNS(d, XML_NS, "lang");
        if (name !== undefined) value = d.attrs.get(name);
      }
      if (value === undefined) return false;
      value = lowercase(value);
      return value === wanted || (StringPrototypeStartsWith(value, wanted) && value[wanted.length] === "-");
    });
    // https://www.w3.org/TR/xpath-10/#section-Number-Functions
    define("number", 0, 1, "number", (values, node) => (values.length === 0 ? toNumber(stringValue(node)) : toNumber(values[0])));
    define("sum", 1, 1, "number", (values) => {
      const set = nodeSetArgument(values[0], "sum");
      let sum = 0;
      for (let i = 0; i < set.length; i++) sum += toNumber(stringValue(set[i]));
      return sum;
    });
    define("floor", 1, 1, "number", (values) => MathFloor(toNumber(values[0])));
    define("ceiling", 1, 1, "number", (values) => -MathFloor(-toNumber(values[0])));
    define("round", 1, 1, "number", (values) => round(toNumber(values[0])));
    // The integer closest to n, the greater of two (-0 for -0.5 ≤ n < 0); NaN, the
    // infinities and the zeros as they are.
    function round(n) {
      if (n !== n || !NumberIsFinite(n) || n === 0) return n;
      if (n < 0 && n >= -0.5) return -0;
      if (n >= 4503599627370496 || n <= -4503599627370496) return n;
      return MathFloor(n + 0.5);
    }
    // The elements of a tree by ID (the first of each), found once per evaluation.
    function idsOf(root, ctx) {
      const all = (ctx.ids ??= new SafeMap());
      let ids = all.get(root);
      if (ids !== undefined) return ids;
      ids = new SafeMap();
      all.set(root, ids);
      const elements = [];
      descendants(root, { __proto__: null, type: "name", any: true, ns: null }, ctx, elements);
      for (let i = 0; i < elements.length; i++) {
        const id = data(elements[i]).attrs.get("id");
        if (id !== undefined && id !== "" && !ids.has(id)) ids.set(id, elements[i]);
      }
      return ids;
    }
  };
});
