// The parser's side in the realm: tree construction from the runtime's parser events, and the end of parsing.
// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function parsing(lib, hooks) {
  "use strict";
  const {
    Event, Text, VOID, data, dispatch, document, global, insertNode,
    loadTiming, makeElement, makeNode, natives, readyState, setReadiness,
    trust,
  } = lib;
  const {
    ArrayPrototypeFindLastIndex, ArrayPrototypePush, ObjectAssign,
    RegExpPrototypeExec, SafeSet,
  } = lib.primordials;
  // The parser's side: https://html.spec.whatwg.org/multipage/parsing.html#tree-construction,
  // reduced to what pages need (implied html/head/body, void elements, end tags closing
  // the nearest open element of their name).
  const HEAD_ELEMENTS = new SafeSet();
  for (const name of ["title", "meta", "link", "style", "base", "noscript", "script", "template"]) HEAD_ELEMENTS.add(name);
  const html = makeElement("html", []);
  const head = makeElement("head", []);
  const body = makeElement("body", []);
  insertNode(document, html, null);
  insertNode(html, head, null);
  const parser = { __proto__: null, stack: [html, head], inHead: true };
  const current = () => parser.stack[parser.stack.length - 1];
  function leaveHead() {
    if (!parser.inHead) return;
    parser.inHead = false;
    if (!data(body).parent) insertNode(html, body, null);
    parser.stack = [html, body];
  }
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
  function contentHandlers(element, attrs) {
    for (let i = 0; i < attrs.length; i++) {
      const key = attrs[i][0];
      if (key.length > 2 && key[0] === "o" && key[1] === "n") lib.contentHandlerChanged?.(element, key, attrs[i][1]);
    }
  }
  // `event`: [kind, name, attrs, extra] from the runtime's parser.
  function parseEvent(event) {
    const kind = event[0], name = event[1], attrs = event[2], extra = event[3];
    if (kind === "text") {
      if (parser.inHead && current() === head) {
        if (RegExpPrototypeExec(/\S/, name) === null) return;
        leaveHead();
      }
      const children = data(current()).children;
      const last = children[children.length - 1];
      if (last && data(last).type === 3) data(last).text += name;
      else insertNode(current(), makeNode(Text, { __proto__: null, type: 3, text: name }), null);
      return;
    }
    // https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode: a
    // DOCTYPE token appends a DocumentType node to the document.
    if (kind === "doctype") {
      insertNode(lib.document, lib.makeDoctype(name, attrs[0][1], attrs[1][1]), html);
      return;
    }
    if (kind === "end") {
      if (name === "head") { leaveHead(); return; }
      if (name === "html" || name === "body") return;
      const index = ArrayPrototypeFindLastIndex(parser.stack, (e) => data(e).name === name);
      if (index > 1) parser.stack.length = index;
      return;
    }
    // A start tag, or a whole script element.
    if (name === "html") { addAttributes(html, attrs); return; }
    if (name === "head") return;
    if (name === "body") { leaveHead(); addAttributes(body, attrs); return; }
    if (parser.inHead && !HEAD_ELEMENTS.has(name)) leaveHead();
    const element = makeElement(name, attrs);
    contentHandlers(element, attrs);
    if (kind === "script") {
      insertNode(element, makeNode(Text, { __proto__: null, type: 3, text: extra }), null);
      lib.scriptParsed(element, inForeignContent());
    }
    insertNode(current(), element, null);
    if (kind === "start" && !VOID.has(name)) ArrayPrototypePush(parser.stack, element);
  }

  // Whether an svg or math element is open: a script there is an SVG one (framescope's
  // parser makes no foreign elements of its own).
  function inForeignContent() {
    for (let i = 0; i < parser.stack.length; i++) {
      const name = data(parser.stack[i]).name;
      if (name === "svg" || name === "math") return true;
    }
    return false;
  }

  // https://html.spec.whatwg.org/multipage/parsing.html#the-end, step 3: "Update the
  // current document readiness to "interactive"" (the parser is done).
  function parsingFinished() {
    if (readyState() !== "loading") return;
    // The end of the file in "in head" or "after head": a body element is inserted.
    leaveHead();
    loadTiming.domInteractive = natives.clock();
    setReadiness("interactive");
  }
  // The end, step 4's task: "fire an event named DOMContentLoaded at the Document object,
  // with its bubbles attribute initialized to true".
  function fireDOMContentLoaded() {
    if (loadTiming.domContentLoadedEventStart !== 0) return;
    loadTiming.domContentLoadedEventStart = natives.clock();
    dispatch(document, trust(new Event("DOMContentLoaded", { __proto__: null, bubbles: true })));
    loadTiming.domContentLoadedEventEnd = natives.clock();
  }
  // The end, step 7's task: all frames loaded; readiness "complete", then the window's
  // load event, then the navigation timing entry is queued (lib.loaded, by
  // navigation_timing.js).
  function fireWindowLoad() {
    parsingFinished();
    fireDOMContentLoaded();
    loadTiming.domComplete = natives.clock();
    setReadiness("complete");
    loadTiming.loadEventStart = natives.clock();
    // (With legacy target override: the event's target is the document.)
    dispatch(global, trust(new Event("load")), true);
    loadTiming.loadEventEnd = natives.clock();
    lib.loaded?.();
  }
  ObjectAssign(hooks, {
    // Replays parser events into the DOM (frames connect, and so start loading, here).
    parse(events) { for (let i = 0; i < events.length; i++) parseEvent(events[i]); },
    // https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element:
    // `load` after an external script ran, `error` when its fetch failed (the script the
    // parser inserted last).
    parsingFinished, fireDOMContentLoaded, fireWindowLoad,
  });
});
