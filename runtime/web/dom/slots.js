// Slots and slottables: which of a shadow host's children each `<slot>` of its shadow tree
// shows (named and manual assignment), `assignedSlot`, `slot`, HTMLSlotElement's
// `assignedNodes`, `assignedElements` and `assign`, and `slotchange` events.
// https://dom.spec.whatwg.org/#shadow-tree-slots, https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). A slot's record keeps its assigned nodes (`assignedNodes`) and,
// under manual assignment, its manually assigned nodes (`manualNodes`); a slottable's its
// assigned slot (`assignedSlot`) and manual slot (`manualSlot`). Nothing here runs until a
// shadow root exists in the agent (`lib.agent.shadowTrees`: nodes.js asks first).
(function slots(lib) {
  "use strict";
  const { Element, Text, data, info, isTreeNode, root } = lib;
  const { ArrayPrototypeIndexOf, ObjectDefineProperty, String, TypeError, arrayRemoveAt, copyArray } = lib.primordials;
  if (info.scope !== "Window") return;
  const isSlot = (node) => { const d = data(node); return d.type === 1 && d.name === "slot" && d.ns === undefined; };
  const isSlottable = (node) => { const t = data(node).type; return t === 1 || t === 3; };
  const shadowRootOf = (node) => { const r = root(node); return data(r).mode !== undefined ? r : null; };
  // https://dom.spec.whatwg.org/#slot-name, https://dom.spec.whatwg.org/#slotable-name
  const slotName = (slot) => data(slot).attrs.get("name") ?? "";
  const slottableName = (node) => (data(node).type === 1 ? data(node).attrs.get("slot") ?? "" : "");
  // The slots of a tree in tree order (its inclusive descendants).
  function slotsIn(node, list = []) {
    const d = data(node);
    if (d.type === 1 && d.name === "slot" && d.ns === undefined) list[list.length] = node;
    for (let i = 0; i < d.children.length; i++) slotsIn(d.children[i], list);
    return list;
  }
  // https://dom.spec.whatwg.org/#find-a-slot
  function findASlot(slottable, open = false) {
    // 1. If slottable's parent is null, then return null.
    const parent = data(slottable).parent;
    if (parent === null) return null;
    // 2. Let shadow be slottable's parent's shadow root. 3. If shadow is null, return null.
    const shadow = data(parent).shadowRoot;
    if (shadow === undefined) return null;
    const s = data(shadow);
    // 4. If open is true and shadow's mode is not "open", then return null.
    if (open && s.mode !== "open") return null;
    const slots = slotsIn(shadow);
    // 5. If shadow's slot assignment is "manual", return the slot in shadow's descendants
    //    whose manually assigned nodes contains slottable, if any; otherwise null.
    if (s.slotAssignment === "manual") {
      for (let i = 0; i < slots.length; i++) {
        const manual = data(slots[i]).manualNodes;
        if (manual !== undefined && ArrayPrototypeIndexOf(manual, slottable) >= 0) return slots[i];
      }
      return null;
    }
    // 6. Return the first slot in tree order in shadow's descendants whose name is
    //    slottable's name, if any; otherwise null.
    const name = slottableName(slottable);
    for (let i = 0; i < slots.length; i++) if (slotName(slots[i]) === name) return slots[i];
    return null;
  }
  // https://dom.spec.whatwg.org/#find-slotables
  function findSlottables(slot) {
    // 1. Let result be « ». 2. Let root be slot's root. 3. If root is not a shadow root,
    //    return result. 4. Let host be root's host.
    const result = [];
    const shadow = shadowRootOf(slot);
    if (shadow === null) return result;
    const s = data(shadow), host = s.host;
    // 5. If root's slot assignment is "manual": each slottable of slot's manually assigned
    //    nodes whose parent is host.
    if (s.slotAssignment === "manual") {
      const manual = data(slot).manualNodes ?? [];
      for (let i = 0; i < manual.length; i++) if (data(manual[i]).parent === host) result[result.length] = manual[i];
      return result;
    }
    // 6. Otherwise, each slottable child of host whose found slot is slot: the first slot
    //    in tree order of its name. (The slots before this one are found once, not once
    //    per child: a slottable whose name one of them has is another slot's.)
    const slots = slotsIn(shadow);
    const name = slotName(slot);
    const taken = new lib.primordials.SafeSet();
    for (let i = 0; i < slots.length && slots[i] !== slot; i++) taken.add(slotName(slots[i]));
    if (taken.has(name)) return result;
    const children = data(host).children;
    for (let i = 0; i < children.length; i++) {
      if (isSlottable(children[i]) && slottableName(children[i]) === name) result[result.length] = children[i];
    }
    return result;
  }
  // https://dom.spec.whatwg.org/#find-flattened-slotables
  function findFlattenedSlottables(slot, result = []) {
    // 2. If slot's root is not a shadow root, then return result.
    if (shadowRootOf(slot) === null) return result;
    // 3. Let slottables be the result of finding slottables given slot. 4. If it is
    //    empty, append each slottable child of slot, in tree order.
    let slottables = findSlottables(slot);
    if (slottables.length === 0) slottables = lib.primordials.arrayFilter(data(slot).children, isSlottable);
    // 5. For each node of slottables: a slot whose root is a shadow root contributes its
    //    flattened slottables; any other node itself.
    for (let i = 0; i < slottables.length; i++) {
      const node = slottables[i];
      if (isSlot(node) && shadowRootOf(node) !== null) findFlattenedSlottables(node, result);
      else result[result.length] = node;
    }
    return result;
  }
  const sameList = (a, b) => {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  };
  // https://dom.spec.whatwg.org/#assign-slotables
  function assignSlottables(slot) {
    // 1. Let slottables be the result of finding slottables for slot.
    const slottables = findSlottables(slot);
    const d = data(slot);
    const previous = d.assignedNodes ?? [];
    // 2. If slottables and slot's assigned nodes are not identical, run signal a slot change.
    if (!sameList(slottables, previous)) signalASlotChange(slot);
    // 3. Set slot's assigned nodes to slottables. 4. For each slottable, set its assigned
    //    slot to slot. (Those no longer assigned here have none, until assigned again.)
    for (let i = 0; i < previous.length; i++) {
      if (data(previous[i]).assignedSlot === slot) data(previous[i]).assignedSlot = null;
    }
    d.assignedNodes = slottables;
    for (let i = 0; i < slottables.length; i++) data(slottables[i]).assignedSlot = slot;
  }
  // https://dom.spec.whatwg.org/#assign-slotables-for-a-tree
  function assignSlottablesForTree(node) {
    const slots = slotsIn(node);
    for (let i = 0; i < slots.length; i++) assignSlottables(slots[i]);
  }
  // https://dom.spec.whatwg.org/#assign-a-slot
  function assignASlot(slottable) {
    const slot = findASlot(slottable);
    if (slot !== null) assignSlottables(slot);
  }
  // https://dom.spec.whatwg.org/#signal-a-slot-change: the slot joins the agent's signal
  // slots, and a mutation observer microtask is queued.
  function signalASlotChange(slot) {
    const agent = lib.agent;
    const signals = (agent.signalSlots ??= lib.agentObject("array"));
    if (ArrayPrototypeIndexOf(signals, slot) < 0) signals[signals.length] = slot;
    if (agent.mutationMicrotask !== true) {
      agent.mutationMicrotask = true;
      lib.natives.enqueueMicrotask(notify);
    }
  }
  // https://dom.spec.whatwg.org/#notify-mutation-observers (queued for a slot change): the
  // observers' records first (mutation_observer.js), then the slots' events.
  function notify() {
    lib.agent.mutationMicrotask = false;
    if ((lib.agent.mutationObservers?.length ?? 0) > 0) lib.notifyMutationObservers();
    else fireSignalSlots();
  }
  // https://dom.spec.whatwg.org/#notify-mutation-observers steps 5–7: fire slotchange
  // (bubbles) at each signalled slot, in its own realm.
  function fireSignalSlots() {
    const signals = lib.agent.signalSlots;
    if (signals === undefined || signals.length === 0) return;
    const list = copyArray(signals);
    lib.agent.signalSlots = lib.agentObject("array");
    for (let i = 0; i < list.length; i++) lib.realmOf(list[i]).fireSlotChange(list[i]);
  }
  lib.fireSignalSlots = fireSignalSlots;
  lib.fireSlotChange = (slot) => {
    lib.dispatch(slot, lib.trust(new lib.Event("slotchange", { __proto__: null, bubbles: true })));
  };

  // https://dom.spec.whatwg.org/#concept-node-insert steps 7.2–7.5, after `node` went into
  // `parent`.
  lib.slotsInserted = (parent, node) => {
    const p = data(parent);
    // 7.2. If parent is a shadow host and node is a slottable, then assign a slot for node
    //      (the spec says so for "named" assignment; browsers do it for "manual" too, which
    //      finds the slot whose manually assigned nodes hold node).
    if (p.shadowRoot !== undefined && isSlottable(node)) assignASlot(node);
    // 7.3. If parent's root is a shadow root, and parent is a slot whose assigned nodes is
    //      empty, then run signal a slot change for parent.
    const shadow = shadowRootOf(parent);
    if (shadow !== null && isSlot(parent) && (p.assignedNodes?.length ?? 0) === 0) signalASlotChange(parent);
    // 7.4. Run assign slottables for a tree with node's root (only a shadow tree's slots
    //      can have any).
    if (shadow !== null && hasSlot(node)) assignSlottablesForTree(shadow);
  };
  const hasSlot = (node) => {
    const d = data(node);
    if (d.type === 1 && d.name === "slot" && d.ns === undefined) return true;
    for (let i = 0; i < d.children.length; i++) if (hasSlot(d.children[i])) return true;
    return false;
  };
  // https://dom.spec.whatwg.org/#concept-node-remove steps 12–15, after `child` left `parent`.
  lib.slotsRemoved = (parent, child) => {
    const c = data(child);
    // 12. If node is assigned, then run assign slottables for node's assigned slot.
    if ((c.assignedSlot ?? null) !== null) {
      const slot = c.assignedSlot;
      c.assignedSlot = null;
      assignSlottables(slot);
    }
    // 13. If parent's root is a shadow root, and parent is a slot whose assigned nodes is
    //     empty, then run signal a slot change for parent.
    const shadow = shadowRootOf(parent);
    if (shadow !== null && isSlot(parent) && (data(parent).assignedNodes?.length ?? 0) === 0) signalASlotChange(parent);
    // 14. If node has an inclusive descendant that is a slot: assign slottables for a tree
    //     with parent's root, and with node.
    if (hasSlot(child)) {
      if (shadow !== null) assignSlottablesForTree(shadow);
      assignSlottablesForTree(child);
    }
  };
  // https://dom.spec.whatwg.org/#slotable-name (the attribute change steps): an element's
  // slot attribute, a slot's name attribute (elements.js calls this for both).
  lib.slotAttributeChanged = (element, name) => {
    const d = data(element);
    if (name === "slot" && isSlottable(element)) {
      // 1–4. If element is assigned, assign slottables for its assigned slot; then
      //      assign a slot for element.
      if ((d.assignedSlot ?? null) !== null) assignSlottables(d.assignedSlot);
      assignASlot(element);
    } else if (name === "name" && isSlot(element)) {
      // https://dom.spec.whatwg.org/#shadow-tree-slots: a slot's name changed: assign
      // slottables for a tree with slot's root.
      const shadow = shadowRootOf(element);
      if (shadow !== null) assignSlottablesForTree(shadow);
    }
  };

  // https://dom.spec.whatwg.org/#dom-slotable-assignedslot: find a slot, open only.
  // (Object literals' accessors: named "get assignedSlot", "get slot", as Web IDL's.)
  const { ObjectGetOwnPropertyDescriptor } = lib.primordials;
  const assignedSlot = {
    __proto__: null,
    get: ObjectGetOwnPropertyDescriptor({
      get assignedSlot() { data(this); return lib.agent.shadowTrees === true ? findASlot(this, true) : null; },
    }, "assignedSlot").get,
    enumerable: true, configurable: true,
  };
  ObjectDefineProperty(Element.prototype, "assignedSlot", assignedSlot);
  ObjectDefineProperty(Text.prototype, "assignedSlot", assignedSlot);
  // https://dom.spec.whatwg.org/#dom-element-slot: reflects the slot attribute.
  const slotAccessors = ObjectGetOwnPropertyDescriptor({
    get slot() { return data(this).attrs.get("slot") ?? ""; },
    set slot(value) { lib.setAttribute(this, "slot", String(value)); },
  }, "slot");
  ObjectDefineProperty(Element.prototype, "slot", {
    __proto__: null, get: slotAccessors.get, set: slotAccessors.set, enumerable: true, configurable: true,
  });
  // HTMLSlotElement's members (html_element_interfaces.js adds them to the interface).
  lib.slotMembers = () => ({
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignednodes
    assignedNodes(options = undefined) {
      data(this);
      if (!options?.flatten) return shadowRootOf(this) === null ? [] : copyArray(data(this).assignedNodes ?? []);
      return findFlattenedSlottables(this);
    },
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignedelements
    assignedElements(options = undefined) {
      data(this);
      const nodes = !options?.flatten ? (shadowRootOf(this) === null ? [] : data(this).assignedNodes ?? []) : findFlattenedSlottables(this);
      return lib.primordials.arrayFilter(nodes, (n) => data(n).type === 1);
    },
    // https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign
    assign(...nodes) {
      const d = data(this);
      for (let i = 0; i < nodes.length; i++) {
        if (!isTreeNode(nodes[i]) || !isSlottable(nodes[i])) throw new TypeError("Failed to execute 'assign' on 'HTMLSlotElement': The provided value is not of type '(Element or Text)'.");
      }
      // 1. For each node of this's manually assigned nodes, set node's manual slot to null.
      const old = d.manualNodes ?? [];
      for (let i = 0; i < old.length; i++) data(old[i]).manualSlot = null;
      // 2–3. Let nodesSet be a new ordered set; for each node of nodes: if node's manual
      //      slot is a slot, remove node from that slot's manually assigned nodes; set
      //      node's manual slot to this; append node to nodesSet.
      const set = [];
      for (let i = 0; i < nodes.length; i++) {
        const n = data(nodes[i]);
        if ((n.manualSlot ?? null) !== null && n.manualSlot !== this) {
          const other = data(n.manualSlot).manualNodes;
          const at = ArrayPrototypeIndexOf(other, nodes[i]);
          if (at >= 0) arrayRemoveAt(other, at);
        }
        n.manualSlot = this;
        if (ArrayPrototypeIndexOf(set, nodes[i]) < 0) set[set.length] = nodes[i];
      }
      // 4. Set this's manually assigned nodes to nodesSet. 5. Run assign slottables for a
      //    tree for this's root.
      d.manualNodes = set;
      lib.agent.shadowTrees = true;
      assignSlottablesForTree(root(this));
    },
  });
});
