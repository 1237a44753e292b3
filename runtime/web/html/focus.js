// Focus as HTML models it: each document's focused area, the focus chains through same-origin
// frames, the focusing and unfocusing steps (with shadow hosts that delegate focus), the
// focus update steps (blur, focusout, focus and focusin, composed, with related targets),
// the focus fixup, `focus()`/`blur()` on HTML, SVG and MathML elements (HTMLOrSVGElement),
// `window.focus()`, `activeElement` (of documents and shadow roots), `hasFocus()`, and what
// `:focus`, `:focus-within` and `:focus-visible` match (selectors.js asks).
// https://html.spec.whatwg.org/multipage/interaction.html#focus
//
// framescope's top-level windows always have system focus. Which elements are focusable
// areas is focusable_area.js's; autofocus is autofocus.js's, sequential focus navigation
// focus_navigation.js's, and what user input does user_input.js's. A document's record
// keeps its focused area (`focused`: an element, or null for its viewport), whether that
// focus is to be shown (`focusVisible`), and its sequential focus navigation starting point
// (`focusStart`). A frame's document reaches its container (the iframe) only when that is
// of the same origin: a cross-origin frame's focus is its own.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function focus(lib) {
  "use strict";
  const { Document, HTMLElement, data, info, natives } = lib;
  const { ObjectAssign, ObjectDefineProperty, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;

  // Frames. This realm's container, if its parent is of the same origin (frames.rs).
  lib.containerElement = () => natives.frameElement();
  // The container of `document`'s browsing context, or null (a top-level document, one
  // whose parent is of another origin, a document without a browsing context).
  function containerOf(document) {
    const realm = lib.browsingRealm(document);
    return realm === undefined ? null : realm.containerElement();
  }
  // https://html.spec.whatwg.org/multipage/document-sequences.html#navigable-container: the
  // active document of `element`'s content navigable, when it is one of the same origin.
  function contentDocumentOf(element) {
    const d = data(element);
    if (d.type !== 1 || d.ns !== undefined || lib.FRAMES[d.name] === undefined || d.window === undefined) return null;
    const window = lib.frameWindow(element);
    if (window === null) return null;
    try {
      return window.document;
    } catch {
      return null;
    }
  }
  // The document of the top-level traversable `document` is in, as far as same-origin
  // containers reach.
  function topDocumentOf(document) {
    let current = document;
    for (let container = containerOf(current); container !== null; container = containerOf(current)) current = lib.nodeDocument(container);
    return current;
  }

  // A document's viewport, the focusable area a document's focus is on when none of its
  // elements is focused: one record per document, `{ viewportOf }`.
  const viewport = (document) => (data(document).viewport ??= { __proto__: null, viewportOf: document });
  const isViewport = (area) => area !== null && typeof area === "object" && !lib.isTreeNode(area) && area.viewportOf !== undefined;
  const isElement = (value) => lib.isTreeNode(value) && data(value).type === 1;
  const isDocument = (value) => lib.isTreeNode(value) && data(value).type === 9;
  // https://html.spec.whatwg.org/multipage/interaction.html#focused-area-of-the-document
  const focusedElement = (document) => data(document).focused ?? null;
  // https://html.spec.whatwg.org/multipage/interaction.html#currently-focused-area-of-a-top-level-traversable,
  // from the top-level document `top`: down through the focused navigable containers.
  function currentlyFocusedArea(top) {
    let candidate = top;
    for (;;) {
      const focused = focusedElement(candidate);
      if (focused === null) return viewport(candidate);
      const inner = contentDocumentOf(focused);
      if (inner === null) return focused;
      candidate = inner;
    }
  }
  // The DOM anchor of a focusable area (a viewport's is its document).
  const anchorOf = (area) => (isViewport(area) ? area.viewportOf : area);
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-chain
  function focusChain(subject) {
    // 1–2. Let output be an empty list; let currentObject be subject.
    const output = [];
    let current = subject;
    // 3. While true: append currentObject; a focusable area continues with its DOM
    //    anchor's node document, a document with a parent with its container.
    for (;;) {
      output[output.length] = current;
      if (isViewport(current)) current = current.viewportOf;
      else if (isElement(current)) current = lib.nodeDocument(current);
      else {
        const container = containerOf(current);
        if (container === null) break;
        current = container;
      }
    }
    return output;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#current-focus-chain-of-a-top-level-traversable
  const currentFocusChain = (document) => focusChain(currentlyFocusedArea(topDocumentOf(document)));

  // https://html.spec.whatwg.org/multipage/interaction.html#get-the-focusable-area: the
  // focusable area for `target` (an element or a document), or null.
  function getFocusableArea(target, trigger) {
    if (isDocument(target)) return lib.browsingRealm(target) === undefined ? null : viewport(target);
    const d = data(target);
    if (d.type !== 1) return null;
    // (Area shapes and scrollable regions: framescope has neither.) The document element
    // of its document: the document's viewport.
    const document = lib.nodeDocument(target);
    if (d.parent === document) return lib.browsingRealm(document) === undefined ? null : viewport(document);
    // A navigable container with a content navigable: its active document (its viewport).
    const inner = contentDocumentOf(target);
    if (inner !== null) return viewport(inner);
    // A shadow host whose shadow root delegates focus: the focused element if it is
    // inside, else its focus delegate.
    if (d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus === true) {
      const focused = anchorOf(currentlyFocusedArea(topDocumentOf(document)));
      if (shadowIncludingInclusiveAncestor(target, focused)) return focused;
      return focusDelegate(target, trigger);
    }
    return null;
  }
  function shadowIncludingInclusiveAncestor(a, b) {
    for (let n = b; n !== null && n !== undefined;) {
      if (n === a) return true;
      const d = data(n);
      n = d.parent ?? (d.mode !== undefined ? d.host : null);
    }
    return false;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-delegate
  function focusDelegate(focusTarget, trigger = "other") {
    const d = data(focusTarget);
    // 1. A shadow host whose shadow root does not delegate focus has none.
    if (d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus !== true) return null;
    // 2–3. Look in its shadow root, if it is a shadow host.
    const whereToLook = d.shadowRoot ?? focusTarget;
    // 4–5. Its autofocus delegate, if any.
    const autofocus = autofocusDelegate(whereToLook, trigger);
    if (autofocus !== null) return autofocus;
    // 6. For each descendant of whereToLook's descendants, in tree order: a dialog's first
    //    sequentially focusable descendant, another's first focusable area, or the
    //    focusable area a descendant gives (a host that delegates focus, a frame).
    const dialog = d.ns === undefined && d.name === "dialog";
    const descendants = lib.inclusiveDescendants(whereToLook);
    for (let i = 1; i < descendants.length; i++) {
      const descendant = descendants[i];
      if (data(descendant).type !== 1) continue;
      let area = null;
      if (dialog && lib.isSequentiallyFocusable(descendant)) area = descendant;
      else if (!dialog && lib.isFocusableArea(descendant)) area = descendant;
      else area = getFocusableArea(descendant, trigger);
      if (area !== null) return area;
    }
    // 7. Return null.
    return null;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#autofocus-delegate
  function autofocusDelegate(root, trigger) {
    const descendants = lib.inclusiveDescendants(root);
    for (let i = 1; i < descendants.length; i++) {
      const descendant = descendants[i], d = data(descendant);
      // 1.1. A descendant without an autofocus attribute is not one.
      if (d.type !== 1 || !d.attrs.has("autofocus")) continue;
      // 1.2–1.3. Itself if it is a focusable area, else the focusable area it gives.
      const area = lib.isFocusableArea(descendant) ? descendant : getFocusableArea(descendant, trigger);
      if (area === null) continue;
      // 1.4. For a click, only a click focusable one.
      if (trigger === "click" && isElement(area) && !lib.isClickFocusable(area)) continue;
      return area;
    }
    return null;
  }

  // Whether a focus is shown (`:focus-visible`): as Chrome decides, the last user input
  // the agent saw (`lib.agent.focusModality`: "keyboard", "mouse" or undefined before any)
  // says, except that an element taking keyboard input always shows its focus; a
  // keyboard focus always shows, a click focus only in such an element.
  // `visibility`: "keyboard", "mouse", "script", or a boolean (focus({focusVisible})).
  function shownFocus(visibility, element) {
    if (visibility === true || visibility === false) return visibility;
    if (visibility === "keyboard") return true;
    if (lib.takesKeyboardInput(element)) return true;
    return visibility === "script" && lib.agent.focusModality !== "mouse";
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps: focus
  // `target` (an element, a document or a viewport), else `fallback`; `trigger` is "click"
  // for a click, else "other"; `visibility` says whether the focus is shown.
  function focusingSteps(target, fallback = null, trigger = "other", visibility = "script") {
    lib.agent.focusing = true;
    // 1. If new focus target is not a focusable area, get the focusable area for it.
    if (!isViewport(target) && !(isElement(target) && lib.isFocusableArea(target))) target = getFocusableArea(target, trigger);
    // 2. If it is null: the fallback target if one was given, else return.
    if (target === null) {
      if (fallback === null) return;
      target = fallback;
    }
    // 3. A navigable container with a content navigable: its active document's viewport.
    if (isElement(target)) {
      const inner = contentDocumentOf(target);
      if (inner !== null) target = viewport(inner);
    }
    // 4. A focusable area whose DOM anchor is inert is not focused.
    if (isElement(target) && lib.isInert(target)) return;
    // 5. If it is the currently focused area of a top-level traversable, return (having
    //    shown the focus if it is to be shown now).
    const document = isViewport(target) ? target.viewportOf : lib.nodeDocument(target);
    if (lib.browsingRealm(document) === undefined) return;
    const current = currentlyFocusedArea(topDocumentOf(document));
    if (target === current) {
      if (isElement(target) && (visibility === true || visibility === false)) data(document).focusVisible = visibility;
      return;
    }
    // 6–8. Run the focus update steps with the old and new focus chains.
    focusUpdateSteps(focusChain(current), focusChain(target), target, visibility);
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#unfocusing-steps
  function unfocusingSteps(target) {
    const current = currentlyFocusedArea(topDocumentOf(lib.nodeDocument(target)));
    // 1. A shadow host that delegates focus blurs the focused element inside it.
    const d = data(target);
    if (d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus === true && shadowIncludingInclusiveAncestor(d.shadowRoot, anchorOf(current))) {
      target = current;
    }
    // 2. If it is inert, return. (3. No area shapes or scrollable regions.)
    if (isElement(target) && lib.isInert(target)) return;
    // 4–5. It must be in the current focus chain of its top-level traversable.
    const chain = focusChain(current);
    let found = false;
    for (let i = 0; i < chain.length && !found; i++) found = chain[i] === target;
    if (!found) return;
    // 6. (It must be a focusable area: browsers blur a focused element that has stopped
    //    being one, before the focus fixup comes to it, and so does framescope.)
    // 7–8. Focus the top-level document's viewport (its window always has system focus).
    focusingSteps(viewport(chain[chain.length - 1]));
  }

  // FocusEvents, fired by the realm of their target (an element's node document's, or the
  // window's own): https://html.spec.whatwg.org/multipage/interaction.html#fire-a-focus-event,
  // composed; focusin and focusout (https://w3c.github.io/uievents/#event-type-focusin)
  // bubble too, and follow focus and blur as in browsers.
  function fireFocusEvent(target, realm, type, relatedTarget) {
    const bubbles = type === "focusin" || type === "focusout";
    const init = { __proto__: null, bubbles, composed: true, relatedTarget, view: realm.global };
    realm.dispatch(target, realm.trust(new realm.FocusEvent(type, init)));
  }
  // An entry's event target and the realm that fires at it: an element, or a document's
  // window; a viewport has none.
  function eventTargetOf(entry) {
    if (isElement(entry)) return [entry, lib.realmOf(entry)];
    if (isDocument(entry)) {
      const realm = lib.browsingRealm(entry);
      return realm === undefined ? null : [realm.global, realm];
    }
    return null;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps. As in
  // browsers, an element's document stops having it focused before its blur event (so
  // `activeElement` is the body then), and a listener that moves the focus again ends
  // these steps (the later events are that move's).
  function focusUpdateSteps(oldChain, newChain, newTarget, visibility) {
    const generation = lib.agent.focusGeneration = (lib.agent.focusGeneration ?? 0) + 1;
    const moved = () => lib.agent.focusGeneration !== generation;
    // 1. Pop the entries both chains end with.
    while (oldChain.length > 0 && newChain.length > 0 && oldChain[oldChain.length - 1] === newChain[newChain.length - 1]) {
      oldChain.length--;
      newChain.length--;
    }
    const lastOld = oldChain[oldChain.length - 1], lastNew = newChain[newChain.length - 1];
    // 2. For each entry in old chain, in order:
    for (let i = 0; i < oldChain.length; i++) {
      const entry = oldChain[i];
      if (isElement(entry)) {
        const document = lib.nodeDocument(entry), d = data(document);
        if (d.focused === entry) {
          d.focused = null;
          d.focusVisible = false;
        }
        // 2.1. An input whose value the user changed while it was focused: its change event.
        lib.commitUserEdits?.(entry);
      }
      // 2.2–2.4. Blur at the element, or at a document's window, with the new chain's last
      //    entry as related target when both are elements.
      const target = eventTargetOf(entry);
      if (target === null) continue;
      const related = entry === lastOld && isElement(entry) && isElement(lastNew) ? lastNew : null;
      fireFocusEvent(target[0], target[1], "blur", related);
      if (moved()) return;
      if (isElement(entry)) {
        fireFocusEvent(target[0], target[1], "focusout", related);
        if (moved()) return;
      }
    }
    // 3. (No platform conventions for focusing.) 4. For each entry in new chain, in
    //    reverse order: a focusable area becomes its document's focused area; focus at the
    //    element, or at a document's window, with the old chain's last entry as related
    //    target when both are elements.
    for (let i = newChain.length - 1; i >= 0; i--) {
      const entry = newChain[i];
      if (isViewport(entry)) {
        const d = data(entry.viewportOf);
        d.focused = null;
        d.focusVisible = false;
      } else if (isElement(entry)) {
        const d = data(lib.nodeDocument(entry));
        d.focused = entry;
        d.focusVisible = entry === newTarget && shownFocus(visibility, entry);
        // (The sequential focus navigation starting point follows the focus.)
        if (entry === newTarget) d.focusStart = entry;
        // (A focused element may stop being focusable: the focus fixup runs at the
        // rendering opportunities that changes to the DOM ask for, animation_frames.js.)
        lib.agent.renderingObservers = true;
      }
      const target = eventTargetOf(entry);
      if (target === null) continue;
      const related = entry === lastNew && isElement(entry) && isElement(lastOld) ? lastOld : null;
      fireFocusEvent(target[0], target[1], "focus", related);
      if (moved()) return;
      if (isElement(entry)) {
        fireFocusEvent(target[0], target[1], "focusin", related);
        if (moved()) return;
      }
    }
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#focus-fixup-rule, run by this
  // realm's rendering opportunities (animation_frames.js) after the resize observers: a
  // focused element that is no longer a focusable area gives the focus to its document's
  // viewport — by the focusing steps (blur events) when it has the top-level traversable's
  // focus, else silently.
  lib.focusFixup = () => {
    const document = lib.document, focused = focusedElement(document);
    if (focused === null || lib.isFocusableArea(focused)) return;
    const current = currentlyFocusedArea(topDocumentOf(document));
    const chain = focusChain(current);
    for (let i = 0; i < chain.length; i++) {
      if (chain[i] === focused) {
        focusingSteps(viewport(document));
        return;
      }
    }
    data(document).focused = null;
  };
  // https://html.spec.whatwg.org/multipage/infrastructure.html#html-element-removing-steps
  // (nodes.js, for this realm's document): the focused area removed with `node` leaves the
  // document's focus on its viewport, with no events; a sequential focus navigation
  // starting point removed with it moves to `parent`.
  lib.focusRemoved = (node, parent) => {
    const d = data(lib.document);
    if (d.focused !== undefined && d.focused !== null && shadowIncludingInclusiveAncestor(node, d.focused)) {
      d.focused = null;
      d.focusVisible = false;
    }
    if (d.focusStart !== undefined && d.focusStart !== null && shadowIncludingInclusiveAncestor(node, d.focusStart)) d.focusStart = parent;
  };

  // https://html.spec.whatwg.org/multipage/interaction.html#dom-focus: the FocusOptions
  // dictionary's members read (in order), the focusing steps run, the focus shown as
  // `focusVisible` says (else as the last input decides); no scrolling without layout.
  function focusMethod(element, options) {
    let focusVisible;
    if (options !== undefined && options !== null) {
      if (typeof options !== "object" && typeof options !== "function") {
        throw new TypeError("Failed to execute 'focus' on 'HTMLElement': The provided value is not of type 'FocusOptions'.");
      }
      const visible = options.focusVisible;
      if (visible !== undefined) focusVisible = !!visible;
      void !!options.preventScroll;
    }
    data(element);
    focusingSteps(element, null, "other", focusVisible ?? "script");
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#htmlorsvgelement: focus(),
  // blur(), tabIndex and autofocus, for HTML elements here and for SVG and MathML elements
  // (html_element_interfaces.js copies `lib.htmlOrSVGElement`).
  const members = {
    focus(options = undefined) { focusMethod(this, options); },
    // https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
    blur() { data(this); unfocusingSteps(this); },
    get autofocus() { return data(this).attrs.has("autofocus"); },
    set autofocus(value) { if (value) lib.setAttribute(this, "autofocus", ""); else lib.removeAttribute(this, "autofocus"); },
  };
  lib.primordials.copyMember(members, lib.tabIndexMember, "tabIndex");
  lib.htmlOrSVGElement = () => members;
  const method = (name) => ({ __proto__: null, value: members[name], writable: true, enumerable: true, configurable: true });
  ObjectDefineProperty(HTMLElement.prototype, "focus", method("focus"));
  ObjectDefineProperty(HTMLElement.prototype, "blur", method("blur"));

  // https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement,
  // for a document or a shadow root: its node document's focused area retargeted against
  // it, if that is in it; a document's own viewport gives its body (or document element).
  function activeElementOf(root) {
    const document = lib.nodeDocument(root);
    // (A document that never had a browsing context — DOMParser's, DOMImplementation's —
    // has none; one its Window's next document replaced keeps its own.)
    if (lib.browsingRealm(document) === undefined && data(document).replacedInWindow !== true) return null;
    // 1–2. The focused area's DOM anchor, retargeted against this.
    const candidate = lib.retarget(focusedElement(document) ?? document, root);
    // 3. If candidate's root is not this, then return null.
    if (lib.root(candidate) !== root) return null;
    // 4. If candidate is not a Document, return it; 5–7. else its body, document element
    //    or null.
    if (!isDocument(candidate)) return candidate;
    const html = lib.elementChildren(candidate)[0] ?? null;
    if (html === null) return null;
    const children = lib.elementChildren(html);
    for (let i = 0; i < children.length; i++) if (lib.isHTML(children[i], "body") || lib.isHTML(children[i], "frameset")) return children[i];
    return html;
  }
  lib.activeElementOf = activeElementOf;
  ObjectDefineProperty(Document.prototype, "activeElement", {
    __proto__: null, get() { data(this); return activeElementOf(this); }, enumerable: true, configurable: true,
  });
  // https://html.spec.whatwg.org/multipage/interaction.html#dom-document-hasfocus: the
  // has focus steps.
  function hasFocus(document) {
    if (lib.browsingRealm(document) === undefined) return false;
    // 2–3. From the top-level document, down through the focused navigable containers.
    let candidate = topDocumentOf(document);
    for (;;) {
      if (candidate === document) return true;
      const focused = focusedElement(candidate);
      const inner = focused === null ? null : contentDocumentOf(focused);
      if (inner === null) return false;
      candidate = inner;
    }
  }
  ObjectAssign(Document.prototype, { hasFocus() { data(this); return hasFocus(this); } });
  // https://html.spec.whatwg.org/multipage/interaction.html#dom-window-focus: the
  // window's document gets the focus, unless it has it already (as in browsers: the
  // focused element inside stays so).
  lib.focusWindow = () => {
    const document = lib.document;
    if (lib.browsingRealm(document) === undefined || hasFocus(document)) return;
    focusingSteps(viewport(document));
  };

  // https://html.spec.whatwg.org/multipage/forms.html#the-label-element: a label's
  // activation focuses its labeled control first, as browsers do (forms.js), when that is
  // click focusable or a shadow host that delegates focus.
  lib.focusLabeledControl = (control) => {
    const d = data(control);
    const delegating = d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus === true;
    if (delegating || lib.isClickFocusable(control)) focusingSteps(control, null, "click", "mouse");
  };

  // https://html.spec.whatwg.org/multipage/semantics-other.html#selector-focus: an element
  // has the focus when it is the currently focused area of its top-level traversable, or
  // a shadow host whose shadow root holds an element that has it (navigable containers
  // never match).
  function focusedInTop(element) {
    const document = lib.nodeDocument(element);
    if (lib.browsingRealm(document) === undefined) return null;
    const area = currentlyFocusedArea(topDocumentOf(document));
    return isElement(area) && lib.nodeDocument(area) === document ? area : null;
  }
  lib.focusMatches = (element) => {
    if (contentDocumentOf(element) !== null) return false;
    for (let n = focusedInTop(element); n !== null;) {
      if (n === element) return true;
      const root = lib.root(n);
      n = data(root).mode !== undefined ? data(root).host : null;
    }
    return false;
  };
  // https://drafts.csswg.org/selectors/#the-focus-within-pseudo: it, or a flat-tree
  // descendant, has the focus.
  lib.focusWithinMatches = (element) => {
    for (let n = focusedInTop(element); n !== null && n !== lib.FLAT_TREE_OUTSIDE; n = lib.flatTreeParent(n)) {
      if (n === element) return true;
    }
    return false;
  };
  // https://drafts.csswg.org/selectors/#the-focus-visible-pseudo: the focused element,
  // when its focus is shown.
  lib.focusVisibleMatches = (element) => {
    const focused = focusedInTop(element);
    return focused === element && data(lib.nodeDocument(element)).focusVisible === true;
  };

  ObjectAssign(lib, {
    focusingSteps, unfocusingSteps, focusDelegate, getFocusableArea, currentlyFocusedArea, topDocumentOf, containerOf,
    contentDocumentOf, viewportArea: viewport, isViewport, anchorOf, focusedElement, shadowIncludingInclusiveAncestor,
  });
});
