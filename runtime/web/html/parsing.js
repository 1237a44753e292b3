// The parser's side in the realm: tree construction from the runtime's parser events, and the end of parsing.
// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function parsing(lib, hooks) {
  "use strict";
  const {
    Text, VOID, data, insertNode, loadTiming, makeElement, makeNode, natives, readyState, setReadiness,
  } = lib;
  // (The realm's document: a new one when its Window is reused.)
  let document = lib.document;
  lib.onDocument(() => { document = lib.document; });
  const {
    ArrayPrototypeFindLastIndex, ArrayPrototypeIndexOf, ArrayPrototypePush, ObjectAssign, ObjectKeys,
    RegExpPrototypeExec, SafeSet, StringPrototypeSlice, StringPrototypeSplit, StringPrototypeToLowerCase,
  } = lib.primordials;
  const HEAD_ELEMENTS = new SafeSet();
  for (const name of ["title", "meta", "link", "style", "base", "noscript", "script", "template"]) HEAD_ELEMENTS.add(name);
  let html = makeElement("html", []);
  let head = makeElement("head", []);
  let body = makeElement("body", []);
  insertNode(document, html, null);
  insertNode(html, head, null);
  // After document.open() (a script-created parser): the html and head elements are
  // made when the first token other than a DOCTYPE or whitespace comes.
  let rootPending = false;
  // https://html.spec.whatwg.org/multipage/parsing.html#tree-construction, reduced to what
  // pages need: implied html/head/body; void elements; the "in body" rules that close
  // elements for others (a p by a block, an li by the next li, dd/dt, option, headings,
  // buttons); end tags that close only what is in scope and skip special elements; tables
  // ("in table", "in table body", "in row", "in cell", "in caption", "in column group":
  // implied tbody and tr, cells closing cells, foster parenting); the newline after
  // <pre>. Not modelled: the list of active formatting elements (no adoption agency: a
  // misnested </b> closes what it can), select's and frameset's own modes (a frameset
  // stays in the body, and holds its frames), template
  // contents, foreign content's breakout (inside <svg>/<math> every tag nests as
  // written). DOMParser and innerHTML use html5ever's whole tree builder instead.
  const KINDS = { __proto__: null };
  const kind = (name) => KINDS[name] ?? 0;
  const SPECIAL = 1, SCOPE = 2, IMPLIED = 4, CLOSES_P = 8, HEADING = 16, BLOCK = 32, TABLE_PART = 64;
  function kinds(flag, names) {
    const list = StringPrototypeSplit(names, " ");
    for (let i = 0; i < list.length; i++) KINDS[list[i]] = (KINDS[list[i]] ?? 0) | flag;
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#special
  kinds(SPECIAL, "address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp");
  // https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-scope
  kinds(SCOPE, "applet caption html table td th marquee object template");
  // https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
  kinds(IMPLIED, "dd dt li optgroup option p rb rp rt rtc");
  // "in body": start tags that close a p element in button scope first.
  kinds(CLOSES_P, "address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer header hgroup main menu nav ol p search section summary ul h1 h2 h3 h4 h5 h6 pre listing form plaintext table hr xmp");
  kinds(HEADING, "h1 h2 h3 h4 h5 h6");
  // "in body": end tags that close their element when it is in scope, else are ignored.
  kinds(BLOCK, "address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer form header hgroup listing main menu nav ol pre search section summary ul");
  // Start tags "in body" ignores (outside a table): the table's parts, and head/frame.
  kinds(TABLE_PART, "caption col colgroup frame head tbody td tfoot th thead tr");
  const nameOf = (element) => data(element).name;
  // The stack of open elements; beside it, whether each is in foreign content (an svg or
  // math element or inside one), and how many of each name are open (so that a scope
  // check for a name none is open of costs nothing: deep trees parse in linear time).
  const parser = {
    __proto__: null, stack: [html, head], foreign: [false, false], open: { __proto__: null },
    inHead: true, mode: "body", skipNewline: false, line: undefined, inertScript: false, started: false,
    // (Whether a DOCTYPE came in the "initial" insertion mode.)
    doctype: false,
  };
  const current = () => parser.stack[parser.stack.length - 1];
  const currentName = () => nameOf(current());
  const inForeignContent = () => parser.foreign[parser.foreign.length - 1];
  // Whether the innermost svg or math element open is an svg one.
  function inSvg() {
    for (let i = parser.stack.length - 1; i >= 0; i--) {
      const name = nameOf(parser.stack[i]);
      if (name === "svg") return true;
      if (name === "math") return false;
    }
    return false;
  }
  function push(element) {
    const name = nameOf(element);
    ArrayPrototypePush(parser.foreign, inForeignContent() || name === "svg" || name === "math");
    ArrayPrototypePush(parser.stack, element);
    parser.open[name] = (parser.open[name] ?? 0) + 1;
  }
  // Pops to `length` elements. The html element and the head or body stay open to the
  // end (the page model has no after-body modes).
  function truncate(length) {
    while (parser.stack.length > length && parser.stack.length > 2) {
      parser.open[currentName()]--;
      parser.stack.length--;
      parser.foreign.length--;
    }
  }
  const pop = () => truncate(parser.stack.length - 1);
  const oneOf = (name, names) => names === name || (typeof names !== "string" && names[name] === true);
  const set = (names) => {
    const result = { __proto__: null };
    const list = StringPrototypeSplit(names, " ");
    for (let i = 0; i < list.length; i++) result[list[i]] = true;
    return result;
  };
  const HEADINGS = set("h1 h2 h3 h4 h5 h6");
  const CELLS = set("td th");
  const SECTIONS = set("tbody thead tfoot");
  const TABLE_TARGETS = set("table tbody tfoot thead tr");
  const DD_DT = set("dd dt");
  const TABLE_CONTEXT = set("table template html");
  const TABLE_BODY_CONTEXT = set("tbody tfoot thead template html");
  const ROW_CONTEXT = set("tr template html");
  const ROW_ENDERS = set("caption col colgroup tbody tfoot thead tr");
  const SECTION_ENDERS = set("caption col colgroup tbody tfoot thead");
  const CELL_ENDERS = set("table tbody tfoot thead tr");
  const BUTTON_SCOPE = set("button");
  const LIST_ITEM_SCOPE = set("ol ul");
  const TABLE_SCOPE = set("html table template");
  // https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-scope, and its
  // button, list item and table variants (`extra` boundaries; `only`: those alone).
  function inScope(target, extra = undefined, only = false) {
    if (!isOpen(target)) return false;
    for (let i = parser.stack.length - 1; i >= 0; i--) {
      const name = nameOf(parser.stack[i]);
      if (oneOf(name, target)) return true;
      if ((!only && (kind(name) & SCOPE) !== 0) || (extra !== undefined && extra[name] === true)) return false;
    }
    return false;
  }
  function isOpen(target) {
    if (typeof target === "string") return (parser.open[target] ?? 0) > 0;
    const names = ObjectKeys(target);
    for (let i = 0; i < names.length; i++) if ((parser.open[names[i]] ?? 0) > 0) return true;
    return false;
  }
  const inTableScope = (target) => inScope(target, TABLE_SCOPE, true);
  function generateImpliedEndTags(except = undefined) {
    while (parser.stack.length > 2 && (kind(currentName()) & IMPLIED) !== 0 && currentName() !== except) pop();
  }
  // Pops elements until one of `target` has been popped.
  function popUntil(target) {
    while (parser.stack.length > 2) {
      const name = currentName();
      pop();
      if (oneOf(name, target)) return;
    }
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#close-a-p-element
  function closeP() {
    generateImpliedEndTags("p");
    popUntil("p");
  }
  // "Clear the stack back to a table context" (and the table body and row contexts).
  function clearBackTo(names) {
    while (parser.stack.length > 2 && !oneOf(currentName(), names)) pop();
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#reset-the-insertion-mode-appropriately
  function resetMode() {
    for (let i = parser.stack.length - 1; i >= 0; i--) {
      const name = nameOf(parser.stack[i]);
      if (CELLS[name] === true) { parser.mode = "cell"; return; }
      if (name === "tr") { parser.mode = "row"; return; }
      if (SECTIONS[name] === true) { parser.mode = "tbody"; return; }
      if (name === "caption") { parser.mode = "caption"; return; }
      if (name === "colgroup") { parser.mode = "colgroup"; return; }
      if (name === "table") { parser.mode = "table"; return; }
      // (A template's own mode, "in template", is "in body" that also takes table parts:
      // bodyStart.)
      if (name === "template") break;
    }
    parser.mode = "body";
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node:
  // with foster parenting (content a table may not hold), before the last table.
  // 3. A place inside a template element is inside its template contents instead.
  //
  // Past 512 open elements, a node goes into the current node's parent instead, as Blink's
  // tree builder does (HTMLConstructionSite, kMaximumHTMLParserDOMTreeDepth; HTML sets no
  // limit): deep markup then costs what wide markup does, not the square of its depth.
  function insertionPlace(foster) {
    const target = current();
    if (!foster || TABLE_TARGETS[nameOf(target)] !== true) {
      const parent = contentsIfTemplate(target);
      if (parser.stack.length > MAX_TREE_DEPTH && parent === target && data(target).parent) return [data(target).parent, null];
      return [parent, null];
    }
    const index = ArrayPrototypeFindLastIndex(parser.stack, (e) => nameOf(e) === "table");
    const table = parser.stack[index];
    const parent = data(table).parent;
    return parent ? [parent, table] : [contentsIfTemplate(parser.stack[index - 1]), null];
  }
  const MAX_TREE_DEPTH = 512;
  // (A declarative shadow root's template, never inserted, has the shadow root for its
  // contents: https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead,
  // template, step 7.6.5.)
  const contentsIfTemplate = (element) =>
    (nameOf(element) === "template" && !inForeignContent() ? data(element).declarativeShadowRoot ?? lib.templateContents(element) : element);
  function insertText(text, foster) {
    const place = insertionPlace(foster);
    const children = data(place[0]).children;
    const at = place[1] === null ? children.length : ArrayPrototypeIndexOf(children, place[1]);
    const previous = children[at - 1];
    if (previous && data(previous).type === 3) data(previous).text += text;
    else insertNode(place[0], makeNode(Text, { __proto__: null, type: 3, text }), place[1]);
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element (and
  // "insert an HTML element"): the element for the token, made with the intended parent
  // being where the adjusted insertion location is, and inserted there with an element
  // queue of its own pushed (its connectedCallback, or its upgrade, runs when inserted).
  function insertElement(name, attrs, kindOfEvent, extra, foster = false) {
    const place = insertionPlace(foster);
    const element = createForToken(name, attrs, place[0]);
    contentHandlers(element, attrs);
    if (name === "template" && kindOfEvent === "start" && declarativeShadowRoot(element)) return element;
    // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign: a script
    // start tag in foreign content (the runtime's parser sends HTML's as whole "script"
    // events): an SVG script element, whose children the parser inserts without preparing
    // it (it is prepared at its end tag: "svgscript"); a MathML script is no script.
    if (kindOfEvent === "start" && name === "script") {
      if (inSvg()) {
        data(element).svgScript = true;
        // (An SVGScriptElement, though the page parser keeps SVG content in the HTML
        // namespace.)
        lib.primordials.ObjectSetPrototypeOf(element, lib.elementInterface("SVGScriptElement").prototype);
        lib.scriptCreatedByParser(element);
      } else {
        data(element).mathScript = true;
      }
    }
    if (kindOfEvent === "script") {
      insertNode(element, makeNode(Text, { __proto__: null, type: 3, text: extra }), null);
      // (One in a template's contents is left not started: a clone of it in a document
      // runs; the runtime runs it or not as parser.inertScript says.)
      parser.inertScript = inTemplateContents();
      lib.scriptParsed(element, inForeignContent(), parser.inertScript);
    }
    // https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet: a link (or a
    // style element) the parser made is implicitly potentially render-blocking
    // (link_stylesheets.js, style_resources.js).
    if ((name === "link" || name === "style") && !inForeignContent()) data(element).linkCreatedByParser = true;
    // (A constructor that ran may have moved the reference node.)
    if (place[1] !== null && data(place[1]).parent !== place[0]) place[1] = null;
    const queue = lib.pushElementQueue();
    try {
      insertNode(place[0], element, place[1]);
    } finally {
      lib.popElementQueue(queue);
    }
    // (A self-closing tag leaves only a foreign element closed: <div/> is an open div.)
    if (kindOfEvent === "start" && !VOID.has(name) && !(extra === "/" && inForeignContent())) push(element);
    return element;
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token,
  // in the HTML namespace, with `attrs` ([name, value] pairs), for `intendedParent`.
  // Inside <svg> or <math> (which the page parser keeps in the HTML namespace) no custom
  // element is made.
  function createForToken(name, attrs, intendedParent) {
    // 3. Let document be intendedParent's node document.
    const document = lib.nodeDocument(intendedParent);
    const owner = document === lib.document ? undefined : document;
    if (inForeignContent()) return makeElement(name, attrs, undefined, owner, name, undefined, undefined, "foreign");
    // 2. Let registry be the result of looking up a custom element registry given
    //    intendedParent (custom_element_registry.js; undefined, its document's, while no
    //    page has asked for another).
    return createElementForToken(name, attrs, document, true, lib.fragmentRegistry(intendedParent));
  }
  // The steps for an element of the HTML namespace in `document` (also what
  // document.write() parses into a document it opened: dynamic_markup_insertion.js).
  // `emptyStack`: the JavaScript execution context stack is empty (the page's parser, not
  // a script's document.write()). `registry`: the intended parent's custom element
  // registry (undefined: document's).
  function createElementForToken(name, attrs, document, emptyStack, registry = undefined) {
    const owner = document === lib.document ? undefined : document;
    // 4–7. Let definition be the result of looking up a custom element definition; will
    //    execute script is true when it is not null (this is no fragment parser).
    let is;
    for (let i = 0; i < attrs.length; i++) if (attrs[i][0] === "is") is = attrs[i][1];
    if (lib.agent.customElements !== true || !lib.willExecuteScript(document, name, is, registry)) return makeElement(name, attrs, undefined, owner, name, undefined, registry);
    // 8. If will execute script: 8.1. increment document's throw-on-dynamic-markup-
    //    insertion counter; 8.2. if the JavaScript execution context stack is empty,
    //    perform a microtask checkpoint; 8.3. push a new element queue.
    const d = data(document);
    d.throwOnDynamicMarkupInsertion = (d.throwOnDynamicMarkupInsertion ?? 0) + 1;
    let queue;
    try {
      if (emptyStack) natives.microtaskCheckpoint();
      queue = lib.pushElementQueue();
      // 9. Let element be the result of creating an element, with the synchronous custom
      //    elements flag set if will execute script. 10. Append each attribute of the
      //    token to element (a custom one's attributeChangedCallback is enqueued).
      const element = makeElement(name, [], undefined, owner, name, is, registry, emptyStack ? "parser" : "sync");
      for (let i = 0; i < attrs.length; i++) {
        if (!data(element).attrs.has(attrs[i][0])) lib.changeAttribute(element, attrs[i][0], attrs[i][1]);
      }
      return element;
    } finally {
      // 11. If will execute script: pop the element queue and invoke custom element
      //     reactions in it; decrement the counter.
      lib.popElementQueue(queue);
      d.throwOnDynamicMarkupInsertion--;
    }
  }
  lib.createElementForToken = createElementForToken;
  // Whether what is inserted now goes into a template's contents: an open template that is
  // not a declarative shadow root's.
  function inTemplateContents() {
    if (!isOpen("template")) return false;
    for (let i = parser.stack.length - 1; i > 1; i--) {
      const element = parser.stack[i];
      if (nameOf(element) === "template" && data(element).declarativeShadowRoot === undefined) return true;
    }
    return false;
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead, "a start tag
  // whose tag name is template", steps 6–7: a template with shadowrootmode open or closed,
  // whose adjusted current node is not the html element, attaches a declarative shadow root
  // to that node at once (a page's documents allow them) and goes on the stack of open
  // elements without being inserted: what it holds is parsed into the shadow root. True
  // when it did.
  function declarativeShadowRoot(template) {
    const attrs = data(template).attrs;
    const mode = attrs.get("shadowrootmode");
    if (mode === undefined || inForeignContent() || parser.stack.length < 2 || current() === html) return false;
    const lower = lib.lowercase(mode);
    if (lower !== "open" && lower !== "closed") return false;
    const shadow = lib.startDeclarativeShadowRoot(current(), attrs);
    if (shadow === null) return false;
    data(template).declarativeShadowRoot = shadow;
    push(template);
    return true;
  }
  // A start tag "in body" (`foster`: processed for "in table"'s anything else); true when it is
  // to be processed again, in the mode it set.
  function bodyStart(name, attrs, kindOfEvent, extra, foster) {
    const k = kind(name);
    // (A frame is inserted in any open frameset: the page model keeps a frameset in the
    // body, having no "in frameset" mode.)
    if ((k & TABLE_PART) !== 0 && !(name === "frame" && isOpen("frameset"))) {
      // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate: in a
      // template, a table part switches to the mode that holds it and is processed again.
      if (currentName() !== "template" || name === "frame" || name === "head") return false;
      parser.mode = name === "tr" ? "tbody" : CELLS[name] === true ? "row" : name === "col" ? "colgroup" : "table";
      return true;
    }
    if (name === "li" || name === "dd" || name === "dt") {
      // Close the open li (or dd/dt) unless a special element other than address, div
      // and p is in the way.
      const closes = name === "li" ? "li" : DD_DT;
      for (let i = parser.stack.length - 1; i > 1; i--) {
        const open = nameOf(parser.stack[i]);
        if (oneOf(open, closes)) {
          generateImpliedEndTags(open);
          popUntil(open);
          break;
        }
        if ((kind(open) & SPECIAL) !== 0 && open !== "address" && open !== "div" && open !== "p") break;
      }
    }
    if ((k & CLOSES_P) !== 0 && inScope("p", BUTTON_SCOPE)) closeP();
    if ((k & HEADING) !== 0 && HEADINGS[currentName()] === true) pop();
    if (name === "li" || name === "dd" || name === "dt") {
      if (inScope("p", BUTTON_SCOPE)) closeP();
    } else if (name === "button" && inScope("button")) {
      generateImpliedEndTags();
      popUntil("button");
    } else if (name === "a" && inScope("a")) {
      // (The adoption agency algorithm, reduced to closing the open a.)
      popUntil("a");
    } else if (name === "option" || name === "optgroup") {
      if (currentName() === "option") pop();
    } else if (name === "rb" || name === "rtc" || name === "rp" || name === "rt") {
      if (inScope("ruby")) generateImpliedEndTags(name === "rp" || name === "rt" ? "rtc" : undefined);
    }
    insertElement(name === "image" ? "img" : name, attrs, kindOfEvent, extra, foster);
    if (name === "pre" || name === "listing" || name === "textarea") parser.skipNewline = true;
    if (name === "table") parser.mode = "table";
  }
  // A start tag in the table modes: true when it is to be processed again (the mode
  // changed under it).
  function tableStart(name, attrs, kindOfEvent, extra) {
    const mode = parser.mode;
    if (mode === "cell" || mode === "caption") {
      if ((kind(name) & TABLE_PART) === 0 || name === "frame" || name === "head") {
        bodyStart(name, attrs, kindOfEvent, extra, false);
        return false;
      }
      if (mode === "cell") {
        if (!inTableScope(CELLS)) return false;
        closeCell();
      } else {
        popUntil("caption");
        parser.mode = "table";
      }
      return true;
    }
    if (mode === "colgroup") {
      if (name === "col") { insertElement(name, attrs, kindOfEvent, extra); return false; }
      if (currentName() === "colgroup") pop();
      parser.mode = "table";
      return true;
    }
    if (mode === "row") {
      if (CELLS[name] === true) {
        clearBackTo(ROW_CONTEXT);
        insertElement(name, attrs, kindOfEvent, extra);
        parser.mode = "cell";
        return false;
      }
      if (oneOf(name, ROW_ENDERS)) {
        if (!inTableScope("tr")) return false;
        closeRow();
        return true;
      }
    }
    if (mode === "tbody") {
      if (name === "tr" || CELLS[name] === true) {
        clearBackTo(TABLE_BODY_CONTEXT);
        insertElement("tr", name === "tr" ? attrs : [], "start", undefined);
        parser.mode = "row";
        return name !== "tr";
      }
      if (oneOf(name, SECTION_ENDERS)) {
        if (!inTableScope(SECTIONS)) return false;
        clearBackTo(TABLE_BODY_CONTEXT);
        pop();
        parser.mode = "table";
        return true;
      }
    }
    // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
    if (name === "caption" || name === "colgroup" || name === "col") {
      clearBackTo(TABLE_CONTEXT);
      insertElement(name === "col" ? "colgroup" : name, name === "col" ? [] : attrs, "start", undefined);
      parser.mode = name === "caption" ? "caption" : "colgroup";
      return name === "col";
    }
    if (SECTIONS[name] === true || name === "tr" || CELLS[name] === true) {
      clearBackTo(TABLE_CONTEXT);
      insertElement(SECTIONS[name] === true ? name : "tbody", SECTIONS[name] === true ? attrs : [], "start", undefined);
      parser.mode = "tbody";
      return SECTIONS[name] !== true;
    }
    if (name === "table") {
      if (!inTableScope("table")) return false;
      popUntil("table");
      resetMode();
      return true;
    }
    if (kindOfEvent === "script" || name === "style" || name === "template" || name === "link" || name === "meta" ||
        (name === "input" && hiddenInput(attrs))) {
      insertElement(name, attrs, kindOfEvent, extra);
      return false;
    }
    bodyStart(name, attrs, kindOfEvent, extra, true);
    return false;
  }
  function hiddenInput(attrs) {
    for (let i = 0; i < attrs.length; i++) {
      if (attrs[i][0] === "type") return StringPrototypeToLowerCase(attrs[i][1]) === "hidden";
    }
    return false;
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#close-the-cell
  function closeCell() {
    generateImpliedEndTags();
    popUntil(CELLS);
    parser.mode = "row";
  }
  function closeRow() {
    clearBackTo(ROW_CONTEXT);
    pop();
    parser.mode = "tbody";
  }
  // An end tag: true when it is to be processed again.
  function endTag(name) {
    const mode = parser.mode;
    // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead: an end tag
    // "template" in any mode closes the open template, if any.
    if (name === "template") {
      if (isOpen("template")) {
        generateImpliedEndTags();
        popUntil("template");
        resetMode();
      }
      return false;
    }
    if (mode === "cell") {
      if (CELLS[name] === true) {
        if (inTableScope(name)) closeCell();
        return false;
      }
      if (oneOf(name, CELL_ENDERS)) {
        if (!inTableScope(name)) return false;
        closeCell();
        return true;
      }
    } else if (mode === "caption") {
      if (name === "caption" || name === "table") {
        if (!inTableScope("caption")) return false;
        popUntil("caption");
        parser.mode = "table";
        return name === "table";
      }
    } else if (mode === "colgroup") {
      if (name === "col") return false;
      if (currentName() === "colgroup") pop();
      parser.mode = "table";
      return name !== "colgroup";
    } else if (mode === "row") {
      if (name === "tr" || name === "table" || SECTIONS[name] === true) {
        if (!inTableScope(name)) return false;
        closeRow();
        return name !== "tr";
      }
    } else if (mode === "tbody") {
      if (SECTIONS[name] === true || name === "table") {
        if (!inTableScope(name === "table" ? SECTIONS : name)) return false;
        clearBackTo(TABLE_BODY_CONTEXT);
        pop();
        parser.mode = "table";
        return name === "table";
      }
    }
    if (mode !== "body") {
      if (name === "table") {
        if (inTableScope("table")) { popUntil("table"); resetMode(); }
        return false;
      }
      if ((kind(name) & TABLE_PART) !== 0 && name !== "frame" && name !== "head") return false;
    }
    bodyEnd(name);
    return false;
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody: an end tag.
  function bodyEnd(name) {
    const k = kind(name);
    if (name === "p") {
      if (!inScope("p", BUTTON_SCOPE)) insertElement("p", [], "start", undefined);
      closeP();
    } else if (name === "li" || name === "dd" || name === "dt") {
      if (!inScope(name, name === "li" ? LIST_ITEM_SCOPE : undefined)) return;
      generateImpliedEndTags(name);
      popUntil(name);
    } else if ((k & HEADING) !== 0) {
      if (!inScope(HEADINGS)) return;
      generateImpliedEndTags();
      popUntil(HEADINGS);
    } else if ((k & BLOCK) !== 0) {
      if (!inScope(name)) return;
      generateImpliedEndTags();
      popUntil(name);
    } else if (name === "br") {
      insertElement("br", [], "start", undefined);
    } else {
      // "Any other end tag": the nearest open element of that name, unless a special
      // element comes first.
      for (let i = parser.stack.length - 1; i > 1; i--) {
        const open = nameOf(parser.stack[i]);
        if (open === name) {
          generateImpliedEndTags(name);
          truncate(i);
          return;
        }
        if ((kind(open) & SPECIAL) !== 0) return;
      }
    }
  }
  // `event`: [kind, name, attrs, extra, line] from the runtime's parser (extra: a script's
  // text, "/" for a self-closing start tag; line: of a tag with `on…` attributes).
  function parseEvent(event) {
    const kindOfEvent = event[0], name = event[1], attrs = event[2], extra = event[3];
    parser.line = event[4];
    // After <pre>, <listing> and <textarea>: "If the next token is a U+000A LINE FEED
    // (LF) character token, then ignore that token".
    const skipNewline = parser.skipNewline;
    parser.skipNewline = false;
    if (kindOfEvent === "text") {
      if (RegExpPrototypeExec(/[^\t\n\f\r ]/, name) !== null) leaveInitial();
      let text = skipNewline && name[0] === "\n" ? StringPrototypeSlice(name, 1) : name;
      if (text === "") return;
      const firstNonBlank = RegExpPrototypeExec(/[^\t\n\f\r ]/, text);
      const blank = firstNonBlank === null;
      if (parser.inHead && current() === head) {
        if (blank) return;
        // ("In head": the leading whitespace stays with the head, dropped here as a
        // blank text is; the rest goes to the body.)
        text = StringPrototypeSlice(text, firstNonBlank.index);
        leaveHead();
      }
      if (parser.mode === "colgroup" && !blank) {
        if (currentName() === "colgroup") pop();
        parser.mode = "table";
      }
      // "in table text": text that is not whitespace goes before the table.
      insertText(text, !blank && parser.mode !== "body" && parser.mode !== "cell" && parser.mode !== "caption");
      return;
    }
    // A comment token: "insert a comment" at the appropriate place; in the "initial" and
    // "before html" insertion modes (nothing but a DOCTYPE or whitespace came before
    // it), as the document's child (before its html element).
    if (kindOfEvent === "comment") {
      const comment = makeNode(lib.Comment, { __proto__: null, type: 8, text: name });
      if (rootPending || !parser.started) insertNode(lib.document, comment, rootPending ? null : html);
      else { const place = insertionPlace(false); insertNode(place[0], comment, place[1]); }
      return;
    }
    // https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode: a
    // DOCTYPE token appends a DocumentType node to the document.
    // In that mode it sets the document's mode (`extra`: the runtime's parser decides it
    // from the token: runtime/loader/quirks_mode.rs), unless the document is an iframe
    // srcdoc document.
    if (kindOfEvent === "doctype") {
      insertNode(lib.document, lib.makeDoctype(name, attrs[0][1], attrs[1][1]), rootPending ? null : html);
      if (!parser.started && !parser.doctype && extra !== undefined) {
        parser.doctype = true;
        setMode(extra);
      }
      return;
    }
    leaveInitial();
    // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign: the end
    // tag of the SVG script element that is the current node: popped, then prepared (the
    // runtime runs it, or not, next).
    // (The runtime names the parser's scripts by their order: one an end tag closed
    // before — this tree builder's foreign content is simpler than the runtime's — is
    // still counted, as a script element of no tree.)
    if (kindOfEvent === "svgscript") {
      const at = ArrayPrototypeFindLastIndex(parser.stack, (e) => nameOf(e) === "script");
      const element = at > 1 ? parser.stack[at] : makeElement("script", attrs, undefined, undefined, "script", undefined, undefined, "foreign");
      if (at > 1) truncate(at);
      parser.inertScript = at > 1 && inTemplateContents();
      lib.scriptParsed(element, true, parser.inertScript);
      return;
    }
    if (kindOfEvent === "end") {
      if (name === "head") { leaveHead(); return; }
      if (name === "html" || name === "body") return;
      if (parser.inHead || inForeignContent()) {
        // (In head and in foreign content: the nearest open element of that name.)
        const index = ArrayPrototypeFindLastIndex(parser.stack, (e) => nameOf(e) === name);
        if (index > 1) truncate(index);
        return;
      }
      for (let i = 0; i < 8 && endTag(name); i++);
      return;
    }
    // A start tag, or a whole script element.
    if (name === "html") { addAttributes(html, attrs); return; }
    // (The head element is made before its start tag comes: the first such tag, before
    // anything left the head, gives it its attributes; a later one is ignored.)
    if (name === "head") {
      if (parser.inHead && !parser.headTag) addAttributes(head, attrs);
      parser.headTag = true;
      return;
    }
    if (name === "body") { leaveHead(); addAttributes(body, attrs); return; }
    if (parser.inHead && !HEAD_ELEMENTS.has(name) && !isOpen("template")) leaveHead();
    if (parser.inHead || inForeignContent()) {
      insertElement(name, attrs, kindOfEvent, extra);
      return;
    }
    for (let i = 0; i < 8; i++) {
      if (parser.mode === "body") {
        if (bodyStart(name, attrs, kindOfEvent, extra, false) !== true) return;
        continue;
      }
      if (!tableStart(name, attrs, kindOfEvent, extra)) return;
    }
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode,
  // "anything else": a token other than a DOCTYPE, a comment or whitespace (or the end of
  // the input) in the "initial" insertion mode sets the document to quirks mode when no
  // DOCTYPE came, unless it is an iframe srcdoc document.
  function leaveInitial() {
    if (parser.started) return;
    parser.started = true;
    if (!parser.doctype) setMode("quirks");
  }
  function setMode(mode) {
    if (lib.info.location.href === "about:srcdoc") return;
    lib.setDocumentMode(document, mode);
  }
  function leaveHead() {
    if (!parser.inHead) return;
    parser.inHead = false;
    if (!data(body).parent) insertNode(html, body, null);
    parser.stack = [html, body];
    parser.foreign = [false, false];
    parser.open = { __proto__: null };
  }
  // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
  // step 15: a new parser for the (emptied) document, in the "initial" insertion mode.
  function resetTreeBuilder() {
    rootPending = true;
    parser.started = false;
    parser.doctype = false;
    parser.headTag = false;
    parser.inHead = true;
    parser.mode = "body";
    parser.skipNewline = false;
    parser.inertScript = false;
  }
  // "before html" and "before head": the html and head elements (implied).
  function makeRoot() {
    rootPending = false;
    html = makeElement("html", []);
    head = makeElement("head", []);
    body = makeElement("body", []);
    insertNode(document, html, null);
    insertNode(html, head, null);
    parser.stack = [html, head];
    parser.foreign = [false, false];
    parser.open = { __proto__: null };
  }
  // The end of a script-created parser's input (document.close()): as at the end of a
  // file, the html, head and body elements are there.
  function endTreeBuilder() {
    leaveInitial();
    // (A document element a script appended since document.open() stays the only one:
    // the parser makes none.)
    if (rootPending && lib.documentElementOf(document) !== null) {
      rootPending = false;
      return;
    }
    if (rootPending) makeRoot();
    leaveHead();
  }
  lib.resetTreeBuilder = resetTreeBuilder;
  // A new document of this Window (bootstrap.js's `lib.onDocument`): a new parser, with
  // the html and head elements made as the snapshot's document has them.
  lib.onDocument(() => {
    resetTreeBuilder();
    makeRoot();
    parser.line = undefined;
    lib.completelyLoaded = false;
  });
  lib.endTreeBuilder = endTreeBuilder;
  lib.parsingFinished = parsingFinished;
  // Copies the attributes the element does not have yet.
  const addAttributes = (element, attrs) => {
    const map = data(element).attrs;
    for (let i = 0; i < attrs.length; i++) {
      if (map.has(attrs[i][0])) continue;
      map.set(attrs[i][0], attrs[i][1]);
      contentHandlers(element, [attrs[i]]);
    }
  };
  // https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-content-attributes:
  // the parsed element's `on…` attributes set its event handlers (global_event_handlers.js).
  // (Located at the line of the tag: parser.line.)
  function contentHandlers(element, attrs) {
    for (let i = 0; i < attrs.length; i++) {
      const key = attrs[i][0];
      if (key.length > 2 && key[0] === "o" && key[1] === "n") lib.contentHandlerChanged?.(element, key, attrs[i][1], parser.line);
    }
  }
  // https://html.spec.whatwg.org/multipage/parsing.html#the-end, step 3: "Update the
  // current document readiness to "interactive"" (the parser is done).
  function parsingFinished() {
    if (readyState() !== "loading") return;
    // The end of the file in "in head" or "after head": a body element is inserted (not
    // in an XML document); in the "initial" insertion mode, the document is in quirks
    // mode without a DOCTYPE.
    if (lib.info.xmlDocument !== true) {
      leaveInitial();
      leaveHead();
    }
    loadTiming.domInteractive = natives.clock();
    setReadiness("interactive");
  }
  ObjectAssign(hooks, {
    // Replays parser events into the DOM (frames connect, and so start loading, here).
    // (An XML document's events go to the XML parser's side, xml_parser.js.) Returns
    // whether the last script element went into inert template contents.
    parse(events) {
      if (lib.info.xmlDocument === true) return lib.parseXMLEvents(events);
      parser.inertScript = false;
      for (let i = 0; i < events.length; i++) {
        if (rootPending && !(events[i][0] === "doctype" || events[i][0] === "comment" || (events[i][0] === "text" && RegExpPrototypeExec(/[^\t\n\f\r ]/, events[i][1]) === null))) makeRoot();
        parseEvent(events[i]);
      }
      return parser.inertScript;
    },
    // https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element:
    // `load` after an external script ran, `error` when its fetch failed (the script the
    // parser inserted last).
    parsingFinished,
  });
});
