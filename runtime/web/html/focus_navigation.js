// Sequential focus navigation (Tab and Shift+Tab): focus navigation scopes (documents,
// shadow hosts and slots), their tabindex-ordered and flattened tabindex-ordered forms, the
// sequential navigation search algorithm through same-origin frames, and the sequential
// focus navigation starting point.
// https://html.spec.whatwg.org/multipage/interaction.html#sequential-focus-navigation
//
// user_input.js runs it for a Tab key; focus.js keeps each document's starting point
// (`focusStart` in its record: the focused element, or a node a click landed on).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function focusNavigation(lib) {
  "use strict";
  const { data, info } = lib;
  const { SafeMap } = lib.primordials;
  if (info.scope !== "Window") return;

  // https://html.spec.whatwg.org/multipage/interaction.html#focus-navigation-scope-owner: a
  // document, a shadow host or a slot (no popovers).
  function isScopeOwner(node) {
    const d = data(node);
    return d.type === 9 || (d.type === 1 && (d.shadowRoot !== undefined || isSlot(d)));
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-navigation-scope: the
  // elements whose associated focus navigation owner is `owner`, in tree order. An
  // element's owner is found from its parent: a shadow host's child belongs to its assigned
  // slot, a shadow root's child to the host, the document element's child to the document,
  // a slot's child (its fallback content) to the slot, as browsers have it, any other to
  // its parent's owner — so a scope is a walk that stops at shadow hosts and slots.
  const isSlot = (d) => d.type === 1 && d.name === "slot" && d.ns === undefined;
  function scopeOf(owner) {
    const out = [];
    const d = data(owner);
    if (d.type === 9) {
      const html = lib.elementChildren(owner)[0];
      if (html !== undefined) collect(html, out);
    } else if (d.shadowRoot !== undefined) {
      collect(d.shadowRoot, out);
    } else {
      // A slot's: its assigned elements and what is under them, then its own children.
      const assigned = d.assignedNodes ?? [];
      for (let i = 0; i < assigned.length; i++) {
        const a = data(assigned[i]);
        if (a.type !== 1) continue;
        out[out.length] = assigned[i];
        if (a.shadowRoot === undefined && !isSlot(a)) collect(assigned[i], out);
      }
      collect(owner, out);
    }
    return out;
  }
  function collect(node, out) {
    const children = data(node).children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i], c = data(child);
      if (c.type !== 1) continue;
      out[out.length] = child;
      if (c.shadowRoot === undefined && !isSlot(c)) collect(child, out);
    }
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#tabindex-ordered-focus-navigation-scope:
  // the scope's owners and focusable areas whose tabindex value is not negative, those
  // with a positive one first (ascending), then the others, each in tree order.
  function tabindexOrdered(owner) {
    const members = scopeOf(owner), positive = [], rest = [];
    for (let i = 0; i < members.length; i++) {
      const element = members[i];
      const value = lib.tabindexValue(element);
      if (value !== null && value < 0) continue;
      if (!isScopeOwner(element) && !lib.isFocusableArea(element)) continue;
      if (value !== null && value > 0) positive[positive.length] = element;
      else rest[rest.length] = element;
    }
    // (A stable insertion sort by tabindex value: tree order among equal values.)
    for (let i = 1; i < positive.length; i++) {
      const element = positive[i], value = lib.tabindexValue(element);
      let j = i - 1;
      while (j >= 0 && lib.tabindexValue(positive[j]) > value) {
        positive[j + 1] = positive[j];
        j--;
      }
      positive[j + 1] = element;
    }
    for (let i = 0; i < rest.length; i++) positive[positive.length] = rest[i];
    return positive;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#associated-focus-navigation-owner
  // of any node (it depends on the parent alone), or null.
  function ownerOf(node) {
    const parent = data(node).parent;
    if (parent === null || parent === undefined) return null;
    const p = data(parent);
    // (The document element has none.)
    if (p.type === 9) return null;
    if (p.shadowRoot !== undefined) return data(node).assignedSlot ?? null;
    if (p.mode !== undefined) return p.host;
    if (isSlot(p)) return parent;
    if (p.parent !== null && p.parent !== undefined && data(p.parent).type === 9) return p.parent;
    return ownerOf(parent);
  }
  // The nodes of `owner`'s scope in its walk's order, each with its position (text nodes
  // too: a click's starting point may be one).
  function scopePositions(owner) {
    const positions = new SafeMap();
    const walk = (node) => {
      const children = data(node).children;
      for (let i = 0; i < children.length; i++) {
        const child = children[i], c = data(child);
        positions.set(child, positions.size);
        if (c.type === 1 && c.shadowRoot === undefined && !isSlot(c)) walk(child);
      }
    };
    const d = data(owner);
    if (d.type === 9) {
      const html = lib.elementChildren(owner)[0];
      if (html !== undefined) walk(html);
    } else if (d.shadowRoot !== undefined) {
      walk(d.shadowRoot);
    } else {
      const assigned = d.assignedNodes ?? [];
      for (let i = 0; i < assigned.length; i++) {
        positions.set(assigned[i], positions.size);
        const a = data(assigned[i]);
        if (a.type === 1 && a.shadowRoot === undefined && !isSlot(a)) walk(assigned[i]);
      }
      walk(owner);
    }
    return positions;
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#flattened-tabindex-ordered-focus-navigation-scope
  // (each owner in a tabindex-ordered scope replaced by its own, after itself when it is a
  // focusable area), walked scope by scope rather than made whole: the first (`forward`) or
  // last area `item` gives — itself, the first or last of its own scope, or the one inside
  // the frame it is the container of — or null.
  function enter(item, forward) {
    const inner = lib.contentDocumentOf(item);
    if (inner !== null) return edge(inner, forward);
    if (!isScopeOwner(item)) return item;
    if (forward && lib.isFocusableArea(item)) return item;
    const found = edge(item, forward);
    if (found !== null) return found;
    return !forward && lib.isFocusableArea(item) ? item : null;
  }
  function edge(owner, forward) {
    const items = tabindexOrdered(owner);
    for (let k = 0; k < items.length; k++) {
      const found = enter(items[forward ? k : items.length - 1 - k], forward);
      if (found !== null) return found;
    }
    return null;
  }
  // https://html.spec.whatwg.org/multipage/interaction.html#sequential-navigation-search-algorithm:
  // the next (`forward`) or previous area from `start`, a node: in its scope's tabindex
  // order after it when it is in that order ("sequential"), else after the nearest item
  // that follows it in the scope (the "DOM" mechanism: a starting point that was clicked,
  // or an element whose tabindex is negative, or in a scope skipped for one); then out to
  // the scope's owner (a focusable shadow host comes before its scope), and out of a frame
  // to its container (same origin). Null past the top-level document's last area.
  function next(start, forward, descend = true) {
    // A focusable scope owner's own scope follows it.
    if (forward && descend && isScopeOwner(start) && data(start).type === 1) {
      const found = edge(start, true);
      if (found !== null) return found;
    }
    const owner = ownerOf(start);
    if (owner === null) {
      // An unassigned child of a shadow host is where its host is; the document element
      // and a document: from the document's start.
      const parent = data(start).parent;
      if (parent !== null && parent !== undefined && data(parent).shadowRoot !== undefined) return next(parent, forward, false);
      const document = data(start).type === 9 ? start : lib.nodeDocument(start);
      return edge(document, forward) ?? out(document, forward);
    }
    const items = tabindexOrdered(owner);
    let index = -1;
    for (let k = 0; k < items.length && index < 0; k++) if (items[k] === start) index = k;
    let from;
    if (index >= 0) {
      from = forward ? index + 1 : index - 1;
    } else {
      const positions = scopePositions(owner), at = positions.get(start) ?? -1;
      let best = -1;
      for (let k = 0; k < items.length; k++) {
        const position = positions.get(items[k]);
        if (forward ? position > at && (best < 0 || position < positions.get(items[best])) : position < at && (best < 0 || position > positions.get(items[best]))) best = k;
      }
      from = best < 0 ? (forward ? items.length : -1) : best;
    }
    for (let k = from; k >= 0 && k < items.length; k += forward ? 1 : -1) {
      const found = enter(items[k], forward);
      if (found !== null) return found;
    }
    // Out of the scope: backward, a focusable owner that is in its own scope's order comes
    // next; then whatever follows (precedes) the owner.
    if (data(owner).type === 9) return out(owner, forward);
    if (!forward && lib.isSequentiallyFocusable(owner)) return owner;
    return next(owner, forward, false);
  }
  // Past a document's first or last area: on from its container in the parent document
  // (null for a top-level document).
  function out(document, forward) {
    const container = lib.containerOf(document);
    return container === null ? null : next(container, forward, false);
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#sequential-focus-navigation:
  // the user asked for the next (`direction` "forward") or previous control, in the
  // top-level traversable of `document`.
  function sequentialFocusNavigation(document, direction) {
    const forward = direction === "forward";
    const top = lib.topDocumentOf(document);
    // 1. Let starting point be the currently focused area of the top-level traversable.
    const area = lib.currentlyFocusedArea(top);
    let start = lib.isViewport(area) ? area.viewportOf : area;
    // 2. A sequential focus navigation starting point inside it is used instead.
    const startDocument = lib.nodeDocument(start), s = data(startDocument);
    const point = s.focusStart;
    if (point !== undefined && point !== null && point !== start && lib.shadowIncludingRoot(point) === startDocument && lib.shadowIncludingInclusiveAncestor(start, point)) start = point;
    // 4–6. The search from it (a document: from its first or last area); the candidate,
    //    if any, gets the focus (a keyboard focus: shown).
    const candidate = data(start).type === 9 ? edge(start, forward) ?? out(start, forward) : next(start, forward);
    if (candidate !== null) {
      lib.focusingSteps(candidate, null, "other", "keyboard");
      return;
    }
    // 7–8. Otherwise the starting point is unset, and the focus would go to the user
    //    agent's own controls: framescope has none, so it leaves the page's content (the
    //    top-level document's viewport), and the next navigation starts over.
    lib.focusingSteps(lib.viewportArea(top));
    data(top).focusStart = undefined;
    if (startDocument !== top) data(startDocument).focusStart = undefined;
  }

  lib.sequentialFocusNavigation = sequentialFocusNavigation;
});
