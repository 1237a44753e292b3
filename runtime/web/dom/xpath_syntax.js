// XPath's syntax: the tokenizer, with XPath 1.0's lexical disambiguation rules, and the
// parser of expressions into syntax trees (their prefixes resolved by the resolver), for
// xpath.js's evaluator. Made with the first XPath expression (`lib.xpathSyntax()`).
// https://www.w3.org/TR/xpath-10/#exprlex, https://www.w3.org/TR/xpath-10/#location-paths
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function xpathSyntax(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  let made;
  // { FUNCTIONS (the core function library's table, which xpath_functions.js fills), includes,
  // isSpace, parse, step }
  lib.xpathSyntax = () => (made ??= make());
  function make() {
    const { DOMException, lowercase } = lib;
    const {
      Number, ObjectFreeze, ReflectApply, String, StringPrototypeCharCodeAt, StringPrototypeIndexOf, StringPrototypeSlice,
      TypeError,
    } = lib.primordials;
    // ——— Lexical structure (https://www.w3.org/TR/xpath-10/#exprlex) ———
    // ExprWhitespace: only #x20, #x9, #xD and #xA.
    const isSpace = (c) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
    const isDigit = (c) => c >= 0x30 && c <= 0x39;
    // NCName's characters (https://www.w3.org/TR/xml-names/#NT-NCName, XML 1.0's NameStartChar
    // and NameChar without ":"; a surrogate counts as a character of the supplementary
    // planes).
    const isNameStart = (c) =>
      (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || (c >= 0xc0 && c <= 0xd6) ||
      (c >= 0xd8 && c <= 0xf6) || (c >= 0xf8 && c <= 0x2ff) || (c >= 0x370 && c <= 0x37d) || (c >= 0x37f && c <= 0x1fff) ||
      c === 0x200c || c === 0x200d || (c >= 0x2070 && c <= 0x218f) || (c >= 0x2c00 && c <= 0x2fef) ||
      (c >= 0x3001 && c <= 0xdfff) || (c >= 0xf900 && c <= 0xfdcf) || (c >= 0xfdf0 && c <= 0xfffd);
    const isNameChar = (c) =>
      isNameStart(c) || c === 0x2d || c === 0x2e || isDigit(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || c === 0x203f || c === 0x2040;
    const OPERATOR_NAMES = { __proto__: null, and: true, or: true, mod: true, div: true };
    const NODE_TYPES = { __proto__: null, comment: "comment", text: "text", "processing-instruction": "pi", node: "node" };
    const AXES = {
      __proto__: null, ancestor: true, "ancestor-or-self": true, attribute: true, child: true, descendant: true,
      "descendant-or-self": true, following: true, "following-sibling": true, namespace: true, parent: true,
      preceding: true, "preceding-sibling": true, self: true,
    };
    const syntaxError = (expression, why) =>
      new DOMException(`Failed to execute 'evaluate': The string '${expression}' is not a valid XPath expression (${why}).`, "SyntaxError");
    // The tokens of `text`: { t, v } with t one of ( ) [ ] . .. @ , :: (v unused), "op"
    // (v: and or mod div * / // | + - = != < <= > >=), "name" (a NameTest, v: { prefix,
    // local }, local "*" for a wildcard), "nodetype", "function" (v: { prefix, local }),
    // "axis", "literal", "number" or "var".
    function tokenize(text) {
      const tokens = [];
      const n = text.length;
      let i = 0;
      const at = (k) => (k < n ? StringPrototypeCharCodeAt(text, k) : -1);
      const push = (t, v = undefined) => { tokens[tokens.length] = { __proto__: null, t, v }; };
      const fail = (why) => { throw syntaxError(text, why); };
      // https://www.w3.org/TR/xpath-10/#exprlex rule 1: after a token that is not @, ::,
      // (, [, , or an Operator, * is the MultiplyOperator and an NCName an OperatorName.
      const operatorExpected = () => {
        if (tokens.length === 0) return false;
        const t = tokens[tokens.length - 1].t;
        return !(t === "@" || t === "::" || t === "(" || t === "[" || t === "," || t === "op");
      };
      const ncname = () => {
        const start = i;
        if (!isNameStart(at(i))) return null;
        i++;
        while (isNameChar(at(i))) i++;
        return StringPrototypeSlice(text, start, i);
      };
      for (;;) {
        while (isSpace(at(i))) i++;
        if (i >= n) break;
        const c = at(i);
        if (c === 0x28 || c === 0x29 || c === 0x5b || c === 0x5d || c === 0x2c || c === 0x40) {
          push(text[i]);
          i++;
        } else if (c === 0x2e) {
          if (at(i + 1) === 0x2e) { push(".."); i += 2; } else if (isDigit(at(i + 1))) number(); else { push("."); i++; }
        } else if (isDigit(c)) {
          number();
        } else if (c === 0x22 || c === 0x27) {
          // Literal: up to the next quote of the same kind.
          const end = StringPrototypeIndexOf(text, text[i], i + 1);
          if (end < 0) fail("an unterminated literal");
          push("literal", StringPrototypeSlice(text, i + 1, end));
          i = end + 1;
        } else if (c === 0x2f) {
          if (at(i + 1) === 0x2f) { push("op", "//"); i += 2; } else { push("op", "/"); i++; }
        } else if (c === 0x7c || c === 0x2b || c === 0x2d || c === 0x3d) {
          push("op", text[i]);
          i++;
        } else if (c === 0x21) {
          if (at(i + 1) !== 0x3d) fail("'!' without '='");
          push("op", "!=");
          i += 2;
        } else if (c === 0x3c || c === 0x3e) {
          if (at(i + 1) === 0x3d) { push("op", text[i] + "="); i += 2; } else { push("op", text[i]); i++; }
        } else if (c === 0x3a) {
          if (at(i + 1) !== 0x3a) fail("a ':' out of place");
          push("::");
          i += 2;
        } else if (c === 0x2a) {
          i++;
          if (operatorExpected()) push("op", "*");
          else push("name", { __proto__: null, prefix: null, local: "*" });
        } else if (c === 0x24) {
          // VariableReference: '$' QName.
          i++;
          const name = ncname();
          if (name === null) fail("a '$' without a variable name");
          if (at(i) === 0x3a && at(i + 1) !== 0x3a) { i++; if (ncname() === null) fail("a bad variable name"); }
          push("var", name);
        } else if (isNameStart(c)) {
          const name = ncname();
          // Rule 1: an OperatorName where an operator is expected.
          if (operatorExpected()) {
            if (OPERATOR_NAMES[name] !== true) fail(`'${name}' where an operator was expected`);
            push("op", name);
            continue;
          }
          // A QName (prefix:local) or prefix:* (no whitespace around the colon).
          let prefix = null, local = name;
          if (at(i) === 0x3a && at(i + 1) !== 0x3a) {
            i++;
            if (at(i) === 0x2a) {
              i++;
              prefix = name;
              local = "*";
            } else {
              const rest = ncname();
              if (rest === null) fail("a bad qualified name");
              prefix = name;
              local = rest;
            }
          }
          let j = i;
          while (isSpace(at(j))) j++;
          if (at(j) === 0x28 && local !== "*") {
            // Rule 2: followed by '(', a NodeType or a FunctionName.
            if (prefix === null && NODE_TYPES[local] !== undefined) push("nodetype", NODE_TYPES[local]);
            else push("function", { __proto__: null, prefix, local });
          } else if (at(j) === 0x3a && at(j + 1) === 0x3a && prefix === null) {
            // Rule 3: followed by '::', an AxisName.
            if (AXES[local] !== true) fail(`'${local}' is not an axis`);
            push("axis", local);
          } else {
            // Rule 4: otherwise a NameTest.
            push("name", { __proto__: null, prefix, local });
          }
        } else {
          fail(`the character '${text[i]}'`);
        }
      }
      return tokens;
      // Number: Digits ('.' Digits?)? | '.' Digits.
      function number() {
        const start = i;
        while (isDigit(at(i))) i++;
        if (at(i) === 0x2e) {
          i++;
          while (isDigit(at(i))) i++;
        }
        push("number", Number(StringPrototypeSlice(text, start, i)));
      }
    }

    // ——— Syntax (https://www.w3.org/TR/xpath-10/#location-paths, #section-Expressions) ———
    // Expressions are records { kind, … }: "literal" and "number" (value), "or", "and",
    // "compare" (op = != < <= > >=), "arith" (op + - * div mod), "neg", "union" (a, b),
    // "call" (fn, args), "filter" (a, predicates), "path" (filter or null, absolute,
    // steps). A step is { axis, test, predicates }; a test { type: "node" | "text" |
    // "comment" | "pi" (target) | "name" (ns, local, lower, any) }.
    // The core function library (https://www.w3.org/TR/xpath-10/#corelib): name → [least
    // and most arguments, result type, implementation].
    const FUNCTIONS = { __proto__: null };
    const LEVELS = [["or"], ["and"], ["=", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "div", "mod"]];
    const KINDS = ["or", "and", "compare", "compare", "arith", "arith"];
    const includes = (list, value) => {
      for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
      return false;
    };
    const NODE_TEST = ObjectFreeze({ __proto__: null, type: "node" });
    const step = (axis, test, predicates) => ({ __proto__: null, axis, test, predicates });
    // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression: the expression
    // parsed, its prefixes resolved by `resolver` (a NamespaceError for one it does not
    // resolve).
    function parse(text, resolver) {
      const tokens = tokenize(text);
      let k = 0;
      const fail = (why) => { throw syntaxError(text, why); };
      const is = (t, v = undefined) => {
        const token = tokens[k];
        return token !== undefined && token.t === t && (v === undefined || token.v === v);
      };
      const expect = (t) => {
        if (!is(t)) fail(k < tokens.length ? `'${t}' expected` : "an unexpected end");
        k++;
      };
      // [14] Expr ::= OrExpr, down to [26] MultiplicativeExpr.
      function expression(level = 0) {
        let left = level < LEVELS.length - 1 ? expression(level + 1) : unary();
        while (k < tokens.length && tokens[k].t === "op" && includes(LEVELS[level], tokens[k].v)) {
          const op = tokens[k++].v;
          const right = level < LEVELS.length - 1 ? expression(level + 1) : unary();
          left = { __proto__: null, kind: KINDS[level] === "or" || KINDS[level] === "and" ? op : KINDS[level], op, a: left, b: right };
        }
        return left;
      }
      // [27] UnaryExpr ::= UnionExpr | '-' UnaryExpr
      function unary() {
        if (is("op", "-")) {
          k++;
          return { __proto__: null, kind: "neg", a: unary() };
        }
        // [18] UnionExpr ::= PathExpr | UnionExpr '|' PathExpr
        let left = path();
        while (is("op", "|")) {
          k++;
          left = { __proto__: null, kind: "union", a: left, b: path() };
        }
        return left;
      }
      const startsStep = () => is(".") || is("..") || is("@") || is("axis") || is("name") || is("nodetype");
      // [19] PathExpr ::= LocationPath | FilterExpr | FilterExpr ('/' | '//') RelativeLocationPath
      function path() {
        if (is("var") || is("(") || is("literal") || is("number") || is("function")) {
          const filter = filterExpression();
          if (!is("op", "/") && !is("op", "//")) return filter;
          const steps = [];
          relative(steps);
          return { __proto__: null, kind: "path", filter, absolute: false, steps: simplify(steps) };
        }
        const steps = [];
        let absolute = false;
        if (is("op", "/")) {
          // [2] AbsoluteLocationPath ::= '/' RelativeLocationPath?
          k++;
          absolute = true;
          if (startsStep()) locationSteps(steps);
        } else if (is("op", "//")) {
          absolute = true;
          relative(steps);
        } else {
          if (!startsStep()) fail(k < tokens.length ? "a location step expected" : "an unexpected end");
          locationSteps(steps);
        }
        return { __proto__: null, kind: "path", filter: null, absolute, steps: simplify(steps) };
      }
      // After a FilterExpr or at the start: '/' or '//' (the abbreviation of
      // /descendant-or-self::node()/), then a RelativeLocationPath.
      function relative(steps) {
        if (tokens[k++].v === "//") steps[steps.length] = step("descendant-or-self", NODE_TEST, []);
        locationSteps(steps);
      }
      // [3] RelativeLocationPath ::= Step | RelativeLocationPath ('/' | '//') Step
      function locationSteps(steps) {
        steps[steps.length] = locationStep();
        while (is("op", "/") || is("op", "//")) {
          if (tokens[k++].v === "//") steps[steps.length] = step("descendant-or-self", NODE_TEST, []);
          steps[steps.length] = locationStep();
        }
      }
      // [4] Step ::= AxisSpecifier NodeTest Predicate* | '.' | '..'
      function locationStep() {
        if (is(".")) { k++; return step("self", NODE_TEST, []); }
        if (is("..")) { k++; return step("parent", NODE_TEST, []); }
        // [5] AxisSpecifier ::= AxisName '::' | '@'?
        let axis = "child";
        if (is("axis")) {
          axis = tokens[k++].v;
          expect("::");
        } else if (is("@")) {
          k++;
          axis = "attribute";
        }
        // [7] NodeTest ::= NameTest | NodeType '(' ')' | 'processing-instruction' '(' Literal ')'
        let test;
        if (is("name")) {
          test = nameTest(tokens[k++].v);
        } else if (is("nodetype")) {
          const type = tokens[k++].v;
          expect("(");
          let target = null;
          if (type === "pi" && is("literal")) target = tokens[k++].v;
          expect(")");
          test = type === "node" ? NODE_TEST : { __proto__: null, type, target };
        } else {
          fail("a node test expected");
        }
        return step(axis, test, predicates());
      }
      // [8] Predicate ::= '[' PredicateExpr ']'
      function predicates() {
        const list = [];
        while (is("[")) {
          k++;
          list[list.length] = expression();
          expect("]");
        }
        return list;
      }
      // [20] FilterExpr ::= PrimaryExpr | FilterExpr Predicate
      function filterExpression() {
        const primary = primaryExpression();
        const list = predicates();
        return list.length === 0 ? primary : { __proto__: null, kind: "filter", a: primary, predicates: list };
      }
      // [15] PrimaryExpr ::= VariableReference | '(' Expr ')' | Literal | Number | FunctionCall
      function primaryExpression() {
        const token = tokens[k++];
        if (token.t === "var") {
          // (The DOM's XPath has no variable bindings: every reference is an error.)
          fail(`the variable '$${token.v}' is not bound`);
        }
        if (token.t === "(") {
          const inner = expression();
          expect(")");
          return inner;
        }
        if (token.t === "literal") return { __proto__: null, kind: "literal", value: token.v };
        if (token.t === "number") return { __proto__: null, kind: "number", value: token.v };
        // [16] FunctionCall ::= FunctionName '(' ( Argument ( ',' Argument )* )? ')'
        const name = token.v;
        const fn = name.prefix === null ? FUNCTIONS[name.local] : undefined;
        if (fn === undefined) fail(`no function '${name.prefix === null ? "" : name.prefix + ":"}${name.local}'`);
        expect("(");
        const args = [];
        if (!is(")")) {
          args[0] = expression();
          while (is(",")) {
            k++;
            args[args.length] = expression();
          }
        }
        expect(")");
        if (args.length < fn[0] || args.length > fn[1]) fail(`${name.local}() given ${args.length} arguments`);
        return { __proto__: null, kind: "call", fn, args };
      }
      // https://www.w3.org/TR/xpath-10/#node-tests: a QName's prefix is expanded through the
      // resolver; a prefix it does not resolve is an error.
      function nameTest(name) {
        let ns = null;
        if (name.prefix !== null) {
          ns = resolver === null ? null : lookupNamespaceURI(resolver, name.prefix);
          if (ns === null) throw new DOMException(`Failed to execute 'evaluate': The namespace prefix '${name.prefix}' is not resolved.`, "NamespaceError");
          if (ns === "") ns = null;
        }
        return { __proto__: null, type: "name", ns, local: name.local, lower: lowercase(name.local), any: name.local === "*" };
      }
      const result = expression();
      if (k < tokens.length) fail("unexpected text after the expression");
      return result;
    }
    // https://webidl.spec.whatwg.org/#call-a-user-objects-operation for XPathNSResolver's
    // lookupNamespaceURI: a function is called as is, an object's lookupNamespaceURI (read
    // each time; a TypeError if it is not callable) with the object as this; the result
    // converted to DOMString? . As in browsers, an exception is reported (in the resolver's
    // realm) and the prefix is then unresolved.
    function lookupNamespaceURI(resolver, prefix) {
      try {
        let fn = resolver, thisArg = undefined;
        if (typeof resolver !== "function") {
          fn = resolver.lookupNamespaceURI;
          if (typeof fn !== "function") throw new TypeError("Failed to execute 'evaluate': The resolver's lookupNamespaceURI is not a function.");
          thisArg = resolver;
        }
        const value = ReflectApply(fn, thisArg, [prefix]);
        if (value === null || value === undefined) return null;
        if (typeof value === "symbol") throw new TypeError("Cannot convert a Symbol value to a string");
        return String(value);
      } catch (error) {
        let realm = lib;
        try {
          realm = lib.realmOfObject(resolver);
        } catch {
          // (A revoked proxy has no realm to ask: this one reports.)
        }
        (realm.reportException ?? lib.reportException)(error);
        return null;
      }
    }
    // `//name[p]` (descendant-or-self::node()/child::name[p]) is descendant::name[p] when no
    // predicate looks at the proximity position or size (a number, position(), last()):
    // one walk in document order instead of a step from every node.
    function simplify(steps) {
      const out = [];
      for (let i = 0; i < steps.length; i++) {
        const s = steps[i], next = steps[i + 1];
        if (s.axis === "descendant-or-self" && s.test === NODE_TEST && s.predicates.length === 0 && next !== undefined &&
          next.axis === "child" && positionFree(next.predicates)) {
          out[out.length] = step("descendant", next.test, next.predicates);
          i++;
        } else {
          out[out.length] = s;
        }
      }
      return out;
    }
    const positionFree = (list) => {
      for (let i = 0; i < list.length; i++) if (typeOf(list[i]) === "number" || usesPosition(list[i])) return false;
      return true;
    };
    // An expression's static type: "number", "string", "boolean" or "nodeset".
    function typeOf(e) {
      switch (e.kind) {
        case "number": case "arith": case "neg": return "number";
        case "literal": return "string";
        case "or": case "and": case "compare": return "boolean";
        case "call": return e.fn[2];
        case "filter": return typeOf(e.a);
        default: return "nodeset";
      }
    }
    // Whether an expression reads the context position or size (not in its own predicates,
    // which have contexts of their own).
    function usesPosition(e) {
      switch (e.kind) {
        case "or": case "and": case "compare": case "arith": case "union": return usesPosition(e.a) || usesPosition(e.b);
        case "neg": return usesPosition(e.a);
        case "filter": return usesPosition(e.a);
        case "path": return e.filter !== null && usesPosition(e.filter);
        case "call": {
          if (e.fn === FUNCTIONS.position || e.fn === FUNCTIONS.last) return true;
          for (let i = 0; i < e.args.length; i++) if (usesPosition(e.args[i])) return true;
          return false;
        }
        default: return false;
      }
    }

    return { __proto__: null, FUNCTIONS, includes, isSpace, parse, step };
  }
});
