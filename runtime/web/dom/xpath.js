// XPath (`document.evaluate`, `createExpression`, `createNSResolver`, XPathEvaluator,
// XPathExpression, XPathResult): XPath 1.0 expressions over the DOM, written to the
// specification — a tokenizer with XPath's lexical disambiguation rules, a parser into a
// syntax tree, and an evaluator of the thirteen axes (the namespace axis is always empty),
// node tests, predicates, the four data types and the 27 core functions (the tokenizer and
// parser are xpath_syntax.js's, the core functions xpath_functions.js's).
// https://dom.spec.whatwg.org/#xpath, https://www.w3.org/TR/xpath-10/, and HTML's rules for
// XPath in HTML documents:
// https://html.spec.whatwg.org/multipage/infrastructure.html#interactions-with-xpath-and-xslt
//
// XPath's data model over framescope's nodes: the document is the root node; elements,
// text (a run of adjacent Text nodes is one text node, found as its first), comments and
// processing instructions are its nodes in tree order; doctypes are not nodes; an
// element's attributes are nodes on the attribute axis (namespace declarations are not),
// after their element and before its children in document order. While evaluating, an
// attribute is a small record (element, name), made into its Attr only when a result
// returns it: a walk over `@*` of a large document makes no Attr objects.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`): a realm that
// never uses XPath has only Document's three small methods.
(function xpath(lib) {
  "use strict";
  const { Document, info } = lib;
  const { ObjectDefineProperty, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  lib.lazily({
    interfaces: ["XPathEvaluator", "XPathExpression", "XPathResult"],
    shared: ["xpathEvaluate", "xpathCreateExpression", "xpathCreateNSResolver"],
  }, () => {
    const { DOMException, data, illegal, isTreeNode, lowercase, sibling } = lib;
    const {
      ArrayPrototypeSort, MathFloor, Number, NumberIsFinite, ObjectFreeze, ReflectApply, RegExpPrototypeExec, SafeMap,
      String, StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice, StringPrototypeStartsWith,
    } = lib.primordials;
    const isObject = (value) => (typeof value === "object" && value !== null) || typeof value === "function";
    const HTML_NS = "http://www.w3.org/1999/xhtml";
    const XML_NS = "http://www.w3.org/XML/1998/namespace";
    const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

    // The expressions' syntax (xpath_syntax.js).
    const { FUNCTIONS, includes, isSpace, parse, step } = lib.xpathSyntax();

    // ——— The data model ———
    // An attribute while evaluating: its element (null for an Attr no element has), its
    // qualified name, its namespace, prefix and local name, its index among its element's
    // attributes (-1: not known yet) and its Attr, if it came as one.
    function attributeRecord(element, name, index, attr = undefined) {
      const record = { __proto__: null, element, name, index, attr, uri: null, prefix: null, local: name, ns: undefined, value: "" };
      const d = data(element);
      if (d.attrNS === undefined && StringPrototypeIndexOf(name, ":") < 0) {
        // (The HTML parser's `xmlns` on a foreign element is a namespace declaration.)
        if (name === "xmlns" && d.ns !== undefined) record.uri = XMLNS_NS;
        return record;
      }
      const parts = lib.attrNamespace(record);
      record.uri = parts[0];
      record.prefix = parts[1];
      record.local = parts[2];
      return record;
    }
    // The record of an Attr given as the context node.
    function attrAsRecord(attr) {
      const f = lib.attrFields(attr);
      if (f.element !== null) return attributeRecord(f.element, f.name, -1, attr);
      const parts = lib.attrNamespace(f);
      return {
        __proto__: null, element: null, name: f.name, index: 0, attr, uri: parts[0], prefix: parts[1], local: parts[2], ns: f.ns, value: f.value,
      };
    }
    const isText = (type) => type === 3 || type === 4;
    // Whether the `index`th of `children` (whose record is `d`) is a node of XPath's model:
    // not a doctype, nor a Text node after another (part of the first one's text node).
    const visible = (d, children, index) =>
      d.type !== 10 && !(isText(d.type) && index > 0 && isText(data(children[index - 1]).type));
    // https://www.w3.org/TR/xpath-10/#data-model: string-values.
    function stringValue(node) {
      if (!isTreeNode(node)) return node.element === null ? node.value : data(node.element).attrs.get(node.name) ?? "";
      const d = data(node);
      if (isText(d.type)) {
        // A text node: the run of adjacent Text nodes it starts.
        let text = d.text;
        for (let n = sibling(node, 1); n !== null && isText(data(n).type); n = sibling(n, 1)) text += data(n).text;
        return text;
      }
      if (d.type === 8 || d.type === 7) return d.text;
      // The root and elements: their descendant text nodes, in document order.
      let text = "";
      const stack = [];
      let children = d.children, i = 0;
      for (;;) {
        if (i < children.length) {
          const cd = data(children[i++]);
          if (isText(cd.type)) text += cd.text;
          else if (cd.type === 1 && cd.children.length > 0) {
            stack[stack.length] = children;
            stack[stack.length] = i;
            children = cd.children;
            i = 0;
          }
        } else if (stack.length > 0) {
          i = stack[stack.length - 1];
          children = stack[stack.length - 2];
          stack.length -= 2;
        } else {
          return text;
        }
      }
    }

    // ——— Node tests (https://www.w3.org/TR/xpath-10/#node-tests, HTML's rules) ———
    // An element against a name test: in an HTML document, an unprefixed name matches HTML
    // elements by their local name ASCII-lowercased (and no element of another namespace);
    // a prefixed one matches its namespace's elements (HTML elements ASCII-case-insensitively).
    function elementMatches(d, test, ctx) {
      const uri = d.ns === undefined ? HTML_NS : d.ns;
      if (test.any) return test.ns === null || uri === test.ns;
      const local = d.local ?? d.name;
      if (ctx.html) {
        if (d.ns === undefined) {
          return (test.ns === null || test.ns === HTML_NS) &&
            (local === test.local || local === test.lower || (local.length === test.lower.length && lowercase(local) === test.lower));
        }
        return test.ns !== null && uri === test.ns && local === test.local;
      }
      return uri === test.ns && local === test.local;
    }
    // An attribute against a node test of the attribute axis (its principal node type).
    function attributeMatches(record, test, ctx) {
      if (record.uri === XMLNS_NS) return false;
      if (test.type === "node") return true;
      if (test.type !== "name") return false;
      if (test.any) return test.ns === null || record.uri === test.ns;
      if (ctx.html && test.ns === null && record.uri === null && record.element !== null && data(record.element).ns === undefined) {
        const local = record.local;
        return local === test.local || local === test.lower || (local.length === test.lower.length && lowercase(local) === test.lower);
      }
      return record.uri === test.ns && record.local === test.local;
    }
    // A node of a tree (record `d`) against a node test of an axis whose principal node
    // type is element.
    function nodeMatches(d, test, ctx) {
      switch (test.type) {
        case "node": return true;
        case "name": return d.type === 1 && elementMatches(d, test, ctx);
        case "text": return isText(d.type);
        case "comment": return d.type === 8;
        default: return d.type === 7 && (test.target === null || d.target === test.target);
      }
    }
    // Any node (an attribute record too) against a test of such an axis.
    const matches = (node, test, ctx) => (isTreeNode(node) ? nodeMatches(data(node), test, ctx) : test.type === "node");
    const add = (list, node) => { list[list.length] = node; };

    // ——— Axes (https://www.w3.org/TR/xpath-10/#axes), each in its own order ———
    // The descendants of `node` that pass `test`, in document order, onto `out`.
    function descendants(node, test, ctx, out) {
      const stack = [];
      let children = data(node).children, i = 0;
      for (;;) {
        if (i < children.length) {
          const child = children[i++];
          const cd = data(child);
          if (visible(cd, children, i - 1) && nodeMatches(cd, test, ctx)) add(out, child);
          if (cd.children.length > 0) {
            stack[stack.length] = children;
            stack[stack.length] = i;
            children = cd.children;
            i = 0;
          }
        } else if (stack.length > 0) {
          i = stack[stack.length - 1];
          children = stack[stack.length - 2];
          stack.length -= 2;
        } else {
          return;
        }
      }
    }
    const parentOf = (node) => (isTreeNode(node) ? data(node).parent : node.element);
    // Whether a sibling `n` (not a doctype) starts an XPath node: a Text node after another
    // does not.
    const visibleSibling = (n, d) => d.type !== 10 && !(isText(d.type) && (n = sibling(n, -1)) !== null && isText(data(n).type));
    // The nodes of `axis` from `node` that pass `test`, in the axis's order.
    function axisNodes(axis, node, test, ctx) {
      const out = [];
      const tree = isTreeNode(node);
      switch (axis) {
        case "child":
          if (tree) {
            const children = data(node).children;
            for (let i = 0; i < children.length; i++) {
              const cd = data(children[i]);
              if (visible(cd, children, i) && nodeMatches(cd, test, ctx)) add(out, children[i]);
            }
          }
          break;
        case "descendant":
          if (tree) descendants(node, test, ctx, out);
          break;
        case "descendant-or-self":
          if (matches(node, test, ctx)) add(out, node);
          if (tree) descendants(node, test, ctx, out);
          break;
        case "self":
          if (matches(node, test, ctx)) add(out, node);
          break;
        case "parent": {
          const parent = parentOf(node);
          if (parent !== null && nodeMatches(data(parent), test, ctx)) add(out, parent);
          break;
        }
        case "ancestor-or-self":
          if (matches(node, test, ctx)) add(out, node);
        // fall through
        case "ancestor":
          for (let n = parentOf(node); n !== null; n = data(n).parent) if (nodeMatches(data(n), test, ctx)) add(out, n);
          break;
        case "following-sibling":
        case "preceding-sibling":
          if (tree) {
            const step = axis === "following-sibling" ? 1 : -1;
            for (let n = sibling(node, step); n !== null; n = sibling(n, step)) {
              const d = data(n);
              if (visibleSibling(n, d) && nodeMatches(d, test, ctx)) add(out, n);
            }
          }
          break;
        case "following": {
          // After the node, not its descendants (an attribute's are its element's children).
          let n = node;
          if (!tree) {
            if (node.element === null) break;
            n = node.element;
            descendants(n, test, ctx, out);
          }
          for (; n !== null; n = data(n).parent) {
            for (let s = sibling(n, 1); s !== null; s = sibling(s, 1)) {
              const d = data(s);
              if (visibleSibling(s, d) && nodeMatches(d, test, ctx)) add(out, s);
              descendants(s, test, ctx, out);
            }
          }
          break;
        }
        case "preceding": {
          // Before the node, not its ancestors, nearest first: each preceding sibling's
          // subtree of each ancestor-or-self, last node first.
          let n = node;
          if (!tree) {
            if (node.element === null) break;
            n = node.element;
          }
          for (; n !== null; n = data(n).parent) {
            for (let s = sibling(n, -1); s !== null; s = sibling(s, -1)) {
              const subtree = [];
              const d = data(s);
              if (visibleSibling(s, d) && nodeMatches(d, test, ctx)) add(subtree, s);
              descendants(s, test, ctx, subtree);
              for (let i = subtree.length - 1; i >= 0; i--) add(out, subtree[i]);
            }
          }
          break;
        }
        case "attribute":
          if (tree) {
            const d = data(node);
            if (d.type !== 1 || d.attrs.size === 0) break;
            let index = 0;
            d.attrs.forEach((_, name) => {
              const record = attributeRecord(node, name, index++);
              if (attributeMatches(record, test, ctx)) add(out, record);
            });
          }
          break;
        // The namespace axis: framescope keeps no namespace nodes (always empty).
        default:
          break;
      }
      return out;
    }
    const REVERSE = { __proto__: null, ancestor: true, "ancestor-or-self": true, preceding: true, "preceding-sibling": true };

    // ——— Document order ———
    // A node's place: its tree's nodes numbered in tree order on first need (one walk per
    // tree per evaluation), trees after one another; an attribute after its element, in
    // its element's order of attributes.
    function orderOf(node, ctx) {
      const order = (ctx.order ??= new SafeMap());
      let index = order.get(node);
      if (index !== undefined) return index;
      if (!isTreeNode(node)) {
        order.set(node, ctx.count++);
        return order.get(node);
      }
      const root = lib.root(node);
      order.set(root, ctx.count++);
      const stack = [];
      let children = data(root).children, i = 0;
      for (;;) {
        if (i < children.length) {
          const child = children[i++];
          order.set(child, ctx.count++);
          const cd = data(child);
          if (cd.children.length > 0) {
            stack[stack.length] = children;
            stack[stack.length] = i;
            children = cd.children;
            i = 0;
          }
        } else if (stack.length > 0) {
          i = stack[stack.length - 1];
          children = stack[stack.length - 2];
          stack.length -= 2;
        } else {
          break;
        }
      }
      return order.get(node);
    }
    function attributeIndex(record) {
      if (record.index < 0) {
        let index = 0;
        data(record.element).attrs.forEach((_, name) => {
          if (name === record.name) record.index = index;
          index++;
        });
      }
      return record.index;
    }
    // Negative, zero (the same node) or positive.
    function compareOrder(a, b, ctx) {
      const ta = isTreeNode(a), tb = isTreeNode(b);
      const ea = ta ? a : a.element ?? a.attr, eb = tb ? b : b.element ?? b.attr;
      if (ea !== eb) return orderOf(ea, ctx) - orderOf(eb, ctx);
      if (ta && tb) return 0;
      if (ta) return -1;
      if (tb) return 1;
      return a.element === null ? 0 : attributeIndex(a) - attributeIndex(b);
    }
    // `list` in document order, each node once.
    function sortUnique(list, ctx) {
      ArrayPrototypeSort(list, (a, b) => compareOrder(a, b, ctx));
      const out = [];
      for (let i = 0; i < list.length; i++) {
        if (i === 0 || compareOrder(list[i - 1], list[i], ctx) !== 0) add(out, list[i]);
      }
      return out;
    }

    // ——— Conversions (https://www.w3.org/TR/xpath-10/#section-String-Functions, …) ———
    // A node-set is an array of nodes in document order; the other types are JavaScript's.
    const isNodeSet = (value) => typeof value === "object";
    const NUMBER = /^[\x20\x09\x0d\x0a]*-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[\x20\x09\x0d\x0a]*$/;
    // https://www.w3.org/TR/xpath-10/#function-number
    function toNumber(value) {
      if (typeof value === "number") return value;
      if (typeof value === "boolean") return value ? 1 : 0;
      const text = typeof value === "string" ? value : toString(value);
      return RegExpPrototypeExec(NUMBER, text) === null ? NaN : Number(text);
    }
    // https://www.w3.org/TR/xpath-10/#function-string
    function toString(value) {
      if (typeof value === "string") return value;
      if (typeof value === "boolean") return value ? "true" : "false";
      if (typeof value === "number") return numberToString(value);
      return value.length === 0 ? "" : stringValue(value[0]);
    }
    // https://www.w3.org/TR/xpath-10/#function-boolean
    function toBoolean(value) {
      if (typeof value === "boolean") return value;
      if (typeof value === "number") return value !== 0 && value === value;
      return value.length > 0;
    }
    const zeros = (count) => {
      let text = "";
      for (let i = 0; i < count; i++) text += "0";
      return text;
    };
    // A number as a string: NaN, Infinity, -Infinity, an integer without a decimal point
    // (0 for -0), else a decimal without exponent notation.
    function numberToString(n) {
      if (n !== n) return "NaN";
      if (n === 0) return "0";
      if (!NumberIsFinite(n)) return n > 0 ? "Infinity" : "-Infinity";
      let text = String(n);
      const e = StringPrototypeIndexOf(text, "e");
      if (e < 0) return text;
      // d[.ddd]e±x written out.
      const negative = n < 0;
      const mantissa = StringPrototypeSlice(text, negative ? 1 : 0, e);
      const exponent = Number(StringPrototypeSlice(text, e + 1));
      const dot = StringPrototypeIndexOf(mantissa, ".");
      const digits = dot < 0 ? mantissa : StringPrototypeSlice(mantissa, 0, dot) + StringPrototypeSlice(mantissa, dot + 1);
      const point = (dot < 0 ? mantissa.length : dot) + exponent;
      if (point <= 0) text = "0." + zeros(-point) + digits;
      else if (point >= digits.length) text = digits + zeros(point - digits.length);
      else text = StringPrototypeSlice(digits, 0, point) + "." + StringPrototypeSlice(digits, point);
      return negative ? "-" + text : text;
    }
    const nodeSetArgument = (value, name) => {
      if (!isNodeSet(value)) throw new TypeError(`Failed to execute 'evaluate': The argument of ${name}() is not a node-set.`);
      return value;
    };

    // ——— Comparisons (https://www.w3.org/TR/xpath-10/#booleans) ———
    function compareNumbers(op, a, b) {
      switch (op) {
        case "=": return a === b;
        case "!=": return a !== b;
        case "<": return a < b;
        case "<=": return a <= b;
        case ">": return a > b;
        default: return a >= b;
      }
    }
    // Neither a node-set: = and != as booleans if either is one, else as numbers if either
    // is one, else as strings; the others as numbers.
    function comparePrimitives(op, a, b) {
      if (op !== "=" && op !== "!=") return compareNumbers(op, toNumber(a), toNumber(b));
      let equal;
      if (typeof a === "boolean" || typeof b === "boolean") equal = toBoolean(a) === toBoolean(b);
      else if (typeof a === "number" || typeof b === "number") equal = toNumber(a) === toNumber(b);
      else equal = a === b;
      return op === "=" ? equal : !equal;
    }
    // A node-set and another value (`set` on the right when `swapped`): true if some node's
    // string-value (as a number against a number, or for relational operators) compares
    // true; against a boolean, the node-set as a boolean.
    function compareNodeSet(op, set, value, swapped) {
      if (typeof value === "boolean") {
        const b = set.length > 0;
        return swapped ? comparePrimitives(op, value, b) : comparePrimitives(op, b, value);
      }
      const numeric = typeof value === "number" || (op !== "=" && op !== "!=");
      const other = numeric ? toNumber(value) : value;
      for (let i = 0; i < set.length; i++) {
        const text = stringValue(set[i]);
        const own = numeric ? toNumber(text) : text;
        if (swapped ? compareNumbers(op, other, own) : compareNumbers(op, own, other)) return true;
      }
      return false;
    }
    // Two node-sets: true if some pair of nodes' string-values compares true (in linear
    // time: a set of strings for =, the distinct values for !=, extremes for the others).
    function compareNodeSets(op, a, b) {
      if (a.length === 0 || b.length === 0) return false;
      if (op === "=") {
        const strings = new SafeMap();
        for (let i = 0; i < b.length; i++) strings.set(stringValue(b[i]), true);
        for (let i = 0; i < a.length; i++) if (strings.has(stringValue(a[i]))) return true;
        return false;
      }
      if (op === "!=") {
        const first = stringValue(a[0]);
        for (let i = 1; i < a.length; i++) if (stringValue(a[i]) !== first) return true;
        for (let i = 0; i < b.length; i++) if (stringValue(b[i]) !== first) return true;
        return false;
      }
      const extremes = (set) => {
        let min = NaN, max = NaN;
        for (let i = 0; i < set.length; i++) {
          const n = toNumber(stringValue(set[i]));
          if (n !== n) continue;
          if (!(n >= min)) min = n;
          if (!(n <= max)) max = n;
        }
        return [min, max];
      };
      const ea = extremes(a), eb = extremes(b);
      // a < b for some pair iff min(a) < max(b); a > b iff max(a) > min(b).
      return op === "<" || op === "<=" ? compareNumbers(op, ea[0], eb[1]) : compareNumbers(op, ea[1], eb[0]);
    }
    function compare(op, a, b) {
      const sa = isNodeSet(a), sb = isNodeSet(b);
      if (sa && sb) return compareNodeSets(op, a, b);
      if (sa) return compareNodeSet(op, a, b, false);
      if (sb) return compareNodeSet(op, b, a, true);
      return comparePrimitives(op, a, b);
    }

    // ——— Evaluation (https://www.w3.org/TR/xpath-10/#section-Expressions) ———
    // `ctx`: the evaluation's own state (whether its nodes are in an HTML document, the
    // document order numbering, the IDs of its trees). The context is the node, the
    // proximity position and the size.
    function evaluate(e, node, position, size, ctx) {
      switch (e.kind) {
        case "literal": case "number": return e.value;
        case "or": return toBoolean(evaluate(e.a, node, position, size, ctx)) || toBoolean(evaluate(e.b, node, position, size, ctx));
        case "and": return toBoolean(evaluate(e.a, node, position, size, ctx)) && toBoolean(evaluate(e.b, node, position, size, ctx));
        case "compare": return compare(e.op, evaluate(e.a, node, position, size, ctx), evaluate(e.b, node, position, size, ctx));
        case "arith": {
          const a = toNumber(evaluate(e.a, node, position, size, ctx)), b = toNumber(evaluate(e.b, node, position, size, ctx));
          switch (e.op) {
            case "+": return a + b;
            case "-": return a - b;
            case "*": return a * b;
            case "div": return a / b;
            default: return a % b;
          }
        }
        case "neg": return -toNumber(evaluate(e.a, node, position, size, ctx));
        case "union": {
          // https://www.w3.org/TR/xpath-10/#node-sets: both node-sets, the union in document order.
          const a = evaluate(e.a, node, position, size, ctx), b = evaluate(e.b, node, position, size, ctx);
          if (!isNodeSet(a) || !isNodeSet(b)) throw new TypeError("Failed to execute 'evaluate': The operands of '|' must be node-sets.");
          if (b.length === 0) return a;
          if (a.length === 0) return b;
          const all = [];
          for (let i = 0; i < a.length; i++) add(all, a[i]);
          for (let i = 0; i < b.length; i++) add(all, b[i]);
          return sortUnique(all, ctx);
        }
        case "call": {
          const values = [];
          for (let i = 0; i < e.args.length; i++) values[i] = evaluate(e.args[i], node, position, size, ctx);
          return e.fn[3](values, node, position, size, ctx);
        }
        case "filter": {
          // https://www.w3.org/TR/xpath-10/#path-abbrev [20]: predicates over a node-set,
          // with respect to the child axis (positions in document order).
          let nodes = evaluate(e.a, node, position, size, ctx);
          if (!isNodeSet(nodes)) throw new TypeError("Failed to execute 'evaluate': A predicate applies to a node-set only.");
          for (let i = 0; i < e.predicates.length; i++) nodes = filter(nodes, e.predicates[i], ctx);
          return nodes;
        }
        default: {
          // A location path (https://www.w3.org/TR/xpath-10/#location-paths), from the
          // node-set of a FilterExpr, the root, or the context node.
          let nodes;
          if (e.filter !== null) {
            nodes = evaluate(e.filter, node, position, size, ctx);
            if (!isNodeSet(nodes)) throw new TypeError("Failed to execute 'evaluate': A location path applies to a node-set only.");
          } else if (e.absolute) {
            nodes = [rootOf(node)];
          } else {
            nodes = [node];
          }
          for (let i = 0; i < e.steps.length && nodes.length > 0; i++) nodes = evaluateStep(e.steps[i], nodes, ctx);
          return nodes;
        }
      }
    }
    // The root node: the root of the context node's tree (an attribute's element's); for
    // a node in a shadow tree, its shadow-including root (the document, when connected),
    // as in browsers.
    function rootOf(node) {
      if (!isTreeNode(node)) {
        if (node.element === null) return node;
        node = node.element;
      }
      const root = lib.root(node);
      return data(root).mode === undefined ? root : lib.shadowIncludingRoot(node);
    }
    // https://www.w3.org/TR/xpath-10/#predicates: the nodes for which the predicate is true
    // (a number: equal to the proximity position), positions in `nodes`' order.
    function filter(nodes, predicate, ctx) {
      if (predicate.kind === "number") {
        const n = predicate.value;
        return n >= 1 && n <= nodes.length && MathFloor(n) === n ? [nodes[n - 1]] : [];
      }
      const out = [];
      const size = nodes.length;
      for (let i = 0; i < size; i++) {
        const value = evaluate(predicate, nodes[i], i + 1, size, ctx);
        if (typeof value === "number" ? value === i + 1 : toBoolean(value)) add(out, nodes[i]);
      }
      return out;
    }
    // A step from each node of `contexts` (in document order): the union of each one's
    // axis nodes that pass the node test and the predicates, in document order.
    function evaluateStep(s, contexts, ctx) {
      let out = null, lists = 0;
      for (let c = 0; c < contexts.length; c++) {
        let nodes = axisNodes(s.axis, contexts[c], s.test, ctx);
        for (let i = 0; i < s.predicates.length && nodes.length > 0; i++) nodes = filter(nodes, s.predicates[i], ctx);
        if (nodes.length === 0) continue;
        if (REVERSE[s.axis] === true) {
          for (let i = 0, j = nodes.length - 1; i < j; i++, j--) {
            const t = nodes[i];
            nodes[i] = nodes[j];
            nodes[j] = t;
          }
        }
        if (out === null) {
          out = nodes;
        } else {
          for (let i = 0; i < nodes.length; i++) add(out, nodes[i]);
        }
        lists++;
      }
      if (out === null) return [];
      return lists > 1 ? sortUnique(out, ctx) : out;
    }

    // ——— The core function library (xpath_functions.js), over this evaluator's model ———
    lib.xpathCoreFunctions({
      __proto__: null, FUNCTIONS, HTML_NS, XML_NS, add, descendants, isNodeSet, isSpace, nodeSetArgument, rootOf, sortUnique,
      stringValue, toBoolean, toNumber, toString,
    });

    // ——— The DOM's interfaces (https://dom.spec.whatwg.org/#interface-xpathresult, …) ———
    const results = lib.internalSlots("xpath.results");
    const resultOf = (result) => lib.fieldsOf(results, result);
    const expressions = lib.internalSlots("xpath.expressions");
    const evaluators = lib.internalSlots("xpath.evaluators");
    const TYPES = [
      ["ANY_TYPE", 0], ["NUMBER_TYPE", 1], ["STRING_TYPE", 2], ["BOOLEAN_TYPE", 3], ["UNORDERED_NODE_ITERATOR_TYPE", 4],
      ["ORDERED_NODE_ITERATOR_TYPE", 5], ["UNORDERED_NODE_SNAPSHOT_TYPE", 6], ["ORDERED_NODE_SNAPSHOT_TYPE", 7],
      ["ANY_UNORDERED_NODE_TYPE", 8], ["FIRST_ORDERED_NODE_TYPE", 9],
    ];
    // The trees' version: an iterator result is invalid once it changed (a node inserted
    // or removed, an attribute or character data changed, in any tree of the agent).
    const treeVersion = () => lib.agent.domVersion + lib.agent.dataVersion;
    const wrongType = (what) => { throw new TypeError(`Failed to read the '${what}' property from 'XPathResult': The result type is not ${what === "numberValue" ? "a number" : what === "stringValue" ? "a string" : what === "booleanValue" ? "a boolean" : what === "singleNodeValue" ? "a single node" : what === "snapshotLength" ? "a snapshot" : "an iterator"}.`); };
    class XPathResult {
      constructor() { illegal(); }
      get resultType() { return resultOf(this).type; }
      get numberValue() { const f = resultOf(this); if (f.type !== 1) wrongType("numberValue"); return f.value; }
      get stringValue() { const f = resultOf(this); if (f.type !== 2) wrongType("stringValue"); return f.value; }
      get booleanValue() { const f = resultOf(this); if (f.type !== 3) wrongType("booleanValue"); return f.value; }
      get singleNodeValue() { const f = resultOf(this); if (f.type !== 8 && f.type !== 9) wrongType("singleNodeValue"); return f.nodes[0] ?? null; }
      get invalidIteratorState() { const f = resultOf(this); return (f.type === 4 || f.type === 5) && f.version !== treeVersion(); }
      get snapshotLength() { const f = resultOf(this); if (f.type !== 6 && f.type !== 7) wrongType("snapshotLength"); return f.nodes.length; }
      // https://dom.spec.whatwg.org/#dom-xpathresult-iteratenext
      iterateNext() {
        const f = resultOf(this);
        if (f.type !== 4 && f.type !== 5) throw new TypeError("Failed to execute 'iterateNext' on 'XPathResult': The result type is not an iterator.");
        if (f.version !== treeVersion()) throw new DOMException("Failed to execute 'iterateNext' on 'XPathResult': The document has mutated since the result was returned.", "InvalidStateError");
        if (f.index >= f.nodes.length) return null;
        return f.nodes[f.index++];
      }
      snapshotItem(index) {
        const f = resultOf(this);
        if (f.type !== 6 && f.type !== 7) throw new TypeError("Failed to execute 'snapshotItem' on 'XPathResult': The result type is not a snapshot.");
        return f.nodes[index >>> 0] ?? null;
      }
    }
    for (let i = 0; i < TYPES.length; i++) {
      const descriptor = { __proto__: null, value: TYPES[i][1], enumerable: true };
      ObjectDefineProperty(XPathResult, TYPES[i][0], descriptor);
      ObjectDefineProperty(XPathResult.prototype, TYPES[i][0], descriptor);
    }
    // A node of the DOM as a node of XPath's model (an Attr as its record); a TypeError for
    // a value that is no Node, a NotSupportedError for one XPath has no context node of.
    function contextOf(value, method, owner) {
      if (isTreeNode(value)) {
        const type = data(value).type;
        if (type === 10 || type === 11) {
          throw new DOMException(`Failed to execute '${method}' on '${owner}': The node provided is '${type === 10 ? "a doctype" : "#document-fragment"}', which is not a valid context node type.`, "NotSupportedError");
        }
        return value;
      }
      if (isObject(value) && lib.attrFields(value) !== undefined) return attrAsRecord(value);
      throw new TypeError(`Failed to execute '${method}' on '${owner}': parameter ${method === "evaluate" && owner !== "XPathExpression" ? 2 : 1} is not of type 'Node'.`);
    }
    // A node of XPath's model as the DOM's.
    const domNode = (node) => (isTreeNode(node) ? node : node.attr ?? lib.attributeNode(node.element, node.name));
    // https://dom.spec.whatwg.org/#dom-xpathexpression-evaluate: the expression evaluated
    // with the context node, its value converted to the result type asked for (ANY_TYPE:
    // its own; a node-set is an unordered iterator).
    function evaluateParsed(parsed, contextNode, type, method, owner) {
      const node = contextOf(contextNode, method, owner);
      type = (type >>> 0) & 0xffff;
      const documentNode = lib.nodeDocument(isTreeNode(node) ? node : node.element ?? lib.document);
      const ctx = { __proto__: null, html: data(documentNode).xml !== true, order: undefined, count: 0, ids: undefined };
      const value = evaluate(parsed, node, 1, 1, ctx);
      if (type === 0) type = typeof value === "number" ? 1 : typeof value === "string" ? 2 : typeof value === "boolean" ? 3 : 4;
      const f = { __proto__: null, type, value: undefined, nodes: null, index: 0, version: 0 };
      if (type === 1) f.value = toNumber(value);
      else if (type === 2) f.value = toString(value);
      else if (type === 3) f.value = toBoolean(value);
      else if (type <= 9) {
        if (!isNodeSet(value)) throw new TypeError(`Failed to execute '${method}' on '${owner}': The result is not a node set, and therefore cannot be converted to the desired type.`);
        const count = type >= 8 ? (value.length > 0 ? 1 : 0) : value.length;
        const nodes = [];
        for (let i = 0; i < count; i++) nodes[i] = domNode(value[i]);
        f.nodes = nodes;
        if (type === 4 || type === 5) f.version = treeVersion();
      } else {
        throw new DOMException(`Failed to execute '${method}' on '${owner}': The result type '${type}' is not supported.`, "NotSupportedError");
      }
      const result = { __proto__: XPathResult.prototype };
      results.set(result, f);
      return result;
    }
    // The `result` argument (XPathResult?): another result to reuse, which browsers (and
    // framescope) do not; only its type is checked.
    function resultArgument(result, method, owner) {
      if (result !== null && result !== undefined && !results.has(result)) {
        throw new TypeError(`Failed to execute '${method}' on '${owner}': The provided value is not of type 'XPathResult'.`);
      }
    }
    // A resolver argument (XPathNSResolver?, a callback interface: an object or null).
    function resolverArgument(resolver, method, owner) {
      if (resolver === null || resolver === undefined) return null;
      if (!isObject(resolver)) throw new TypeError(`Failed to execute '${method}' on '${owner}': The provided value is not of type 'XPathNSResolver'.`);
      return resolver;
    }
    class XPathExpression {
      constructor() { illegal(); }
      evaluate(contextNode, type = 0, result = null) {
        const parsed = lib.fieldsOf(expressions, this);
        if (arguments.length < 1) throw new TypeError("Failed to execute 'evaluate' on 'XPathExpression': 1 argument required, but only 0 present.");
        resultArgument(result, "evaluate", "XPathExpression");
        return evaluateParsed(parsed, contextNode, type, "evaluate", "XPathExpression");
      }
    }
    // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression
    function createExpression(count, expression, resolver, owner) {
      if (count < 1) throw new TypeError(`Failed to execute 'createExpression' on '${owner}': 1 argument required, but only 0 present.`);
      const parsed = parse(String(expression), resolverArgument(resolver, "createExpression", owner));
      const object = { __proto__: XPathExpression.prototype };
      expressions.set(object, parsed);
      return object;
    }
    // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-evaluate
    function evaluateExpression(count, expression, contextNode, resolver, type, result, owner) {
      if (count < 2) throw new TypeError(`Failed to execute 'evaluate' on '${owner}': 2 arguments required, but only ${count} present.`);
      expression = String(expression);
      contextOf(contextNode, "evaluate", owner);
      resolver = resolverArgument(resolver, "evaluate", owner);
      resultArgument(result, "evaluate", owner);
      const parsed = parse(expression, resolver);
      return evaluateParsed(parsed, contextNode, type, "evaluate", owner);
    }
    // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-creatensresolver: the node itself.
    function createNSResolver(count, nodeResolver, owner) {
      if (count < 1) throw new TypeError(`Failed to execute 'createNSResolver' on '${owner}': 1 argument required, but only 0 present.`);
      if (!isTreeNode(nodeResolver) && !(isObject(nodeResolver) && lib.attrFields(nodeResolver) !== undefined)) {
        throw new TypeError(`Failed to execute 'createNSResolver' on '${owner}': parameter 1 is not of type 'Node'.`);
      }
      return nodeResolver;
    }
    // https://dom.spec.whatwg.org/#interface-xpathevaluator
    class XPathEvaluator {
      constructor() { evaluators.set(this, true); }
      createExpression(expression, resolver = null) {
        lib.fieldsOf(evaluators, this);
        return createExpression(arguments.length, expression, resolver, "XPathEvaluator");
      }
      createNSResolver(nodeResolver) {
        lib.fieldsOf(evaluators, this);
        return createNSResolver(arguments.length, nodeResolver, "XPathEvaluator");
      }
      evaluate(expression, contextNode, resolver = null, type = 0, result = null) {
        lib.fieldsOf(evaluators, this);
        return evaluateExpression(arguments.length, expression, contextNode, resolver, type, result, "XPathEvaluator");
      }
    }
    return {
      __proto__: null, XPathEvaluator, XPathExpression, XPathResult,
      xpathEvaluate: evaluateExpression, xpathCreateExpression: createExpression, xpathCreateNSResolver: createNSResolver,
    };
  });
  // Document includes XPathEvaluatorBase (https://dom.spec.whatwg.org/#mixin-xpathevaluatorbase).
  const documentThis = (value, method) => {
    if (!lib.isTreeNode(value) || lib.data(value).type !== 9) throw new TypeError(`Failed to execute '${method}' on 'Document': Illegal invocation`);
  };
  const methods = {
    createExpression(expression, resolver = null) {
      documentThis(this, "createExpression");
      return lib.xpathCreateExpression(arguments.length, expression, resolver, "Document");
    },
    createNSResolver(nodeResolver) {
      documentThis(this, "createNSResolver");
      return lib.xpathCreateNSResolver(arguments.length, nodeResolver, "Document");
    },
    evaluate(expression, contextNode, resolver = null, type = 0, result = null) {
      documentThis(this, "evaluate");
      return lib.xpathEvaluate(arguments.length, expression, contextNode, resolver, type, result, "Document");
    },
  };
  const names = ["createExpression", "createNSResolver", "evaluate"];
  for (let i = 0; i < names.length; i++) {
    ObjectDefineProperty(Document.prototype, names[i], {
      __proto__: null, value: methods[names[i]], writable: true, enumerable: true, configurable: true,
    });
  }
});
