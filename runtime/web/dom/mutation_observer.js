// MutationObserver and MutationRecord: records of child list, attribute and text changes,
// delivered to each observer's callback in a microtask.
// https://dom.spec.whatwg.org/#mutation-observers
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). The interfaces are made on first use (`lib.lazily`); until a page
// observes something, the DOM's mutations queue nothing (`lib.agent.observing` is not true).
// Observers, their registrations on nodes and the microtask are the surrounding agent's
// (internal slots and `lib.agent`, shared by the isolate's realms): an observer of one realm
// observes another same-origin realm's nodes, and gets records from its own realm.
(function mutationObservers(lib) {
  "use strict";
  const { info } = lib;
  if (info.scope !== "Window") return;
  lib.lazily({ interfaces: ["MutationObserver", "MutationRecord"], shared: ["queueMutationRecord", "notifyMutationObservers"] }, () => {
    const { data, natives } = lib;
    const {
      ArrayPrototypeIndexOf, Object, ObjectFreeze, ReflectConstruct, SafeWeakMap, TypeError,
      arrayRemoveAt, copyArray,
    } = lib.primordials;
    // Each observer's callback, record queue and the nodes it observes.
    const observers = lib.internalSlots("mutation_observer.observers");
    const stateOf = (observer) => lib.fieldsOf(observers, observer);
    // The mutation observers that have ever observed, in creation order (the surrounding
    // agent's "mutation observers"), and whether the microtask is queued
    // (`lib.agent.mutationMicrotask`).
    const live = () => (lib.agent.mutationObservers ??= lib.agentObject("array"));
    class MutationObserver {
      // https://dom.spec.whatwg.org/#dom-mutationobserver-mutationobserver
      constructor(callback) {
        if (typeof callback !== "function") throw new TypeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
        const observer = ReflectConstruct(Object, [], new.target);
        // (With its realm's step to make its records.)
        observers.set(observer, { __proto__: null, callback, records: [], nodes: [], makeRecord });
        return observer;
      }
      // https://dom.spec.whatwg.org/#dom-mutationobserver-observe
      observe(target, options = undefined) {
        const state = stateOf(this);
        if (!lib.isTreeNode(target)) throw new TypeError("Failed to execute 'observe' on 'MutationObserver': parameter 1 is not of type 'Node'.");
        options ??= { __proto__: null };
        const o = {
          __proto__: null, childList: !!options.childList, subtree: !!options.subtree,
          attributeOldValue: options.attributeOldValue, characterDataOldValue: options.characterDataOldValue,
          attributes: options.attributes, characterData: options.characterData,
          attributeFilter: options.attributeFilter === undefined ? undefined : copyArray(options.attributeFilter),
        };
        // 1–2. attributeOldValue or attributeFilter imply attributes; likewise characterData.
        if ((o.attributeOldValue !== undefined || o.attributeFilter !== undefined) && o.attributes === undefined) o.attributes = true;
        if (o.characterDataOldValue !== undefined && o.characterData === undefined) o.characterData = true;
        o.attributes = !!o.attributes;
        o.characterData = !!o.characterData;
        o.attributeOldValue = !!o.attributeOldValue;
        o.characterDataOldValue = !!o.characterDataOldValue;
        // 3–6. At least one kind, and no old values or filters without their kind.
        if (!o.childList && !o.attributes && !o.characterData) throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
        if (o.attributeOldValue && !o.attributes) throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.");
        if (o.attributeFilter !== undefined && !o.attributes) throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'attributeFilter' when 'attributes' is true or not present.");
        if (o.characterDataOldValue && !o.characterData) throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.");
        // 7. Replace this observer's registration on target, or add one.
        const d = data(target);
        d.observers ??= [];
        for (let i = 0; i < d.observers.length; i++) {
          if (d.observers[i].observer === this) { d.observers[i].options = o; return; }
        }
        d.observers[d.observers.length] = { __proto__: null, observer: this, options: o };
        state.nodes[state.nodes.length] = target;
        const list = live();
        if (ArrayPrototypeIndexOf(list, this) < 0) list[list.length] = this;
        lib.agent.observing = true;
      }
      // https://dom.spec.whatwg.org/#dom-mutationobserver-disconnect
      disconnect() {
        const state = stateOf(this);
        for (let i = 0; i < state.nodes.length; i++) {
          const list = data(state.nodes[i]).observers;
          for (let j = list.length - 1; j >= 0; j--) if (list[j].observer === this) arrayRemoveAt(list, j);
        }
        state.nodes = [];
        state.records = [];
      }
      takeRecords() {
        const state = stateOf(this);
        const records = state.records;
        state.records = [];
        return records;
      }
    }
    // https://dom.spec.whatwg.org/#interface-mutationrecord
    const records = lib.internalSlots("mutation_observer.records");
    const field = (record, name) => lib.fieldsOf(records, record)[name];
    class MutationRecord {
      constructor() { lib.illegal(); }
      get type() { return field(this, "type"); }
      get target() { return field(this, "target"); }
      get addedNodes() { return field(this, "addedNodes"); }
      get removedNodes() { return field(this, "removedNodes"); }
      get previousSibling() { return field(this, "previousSibling"); }
      get nextSibling() { return field(this, "nextSibling"); }
      get attributeName() { return field(this, "attributeName"); }
      get attributeNamespace() { return field(this, "attributeNamespace"); }
      get oldValue() { return field(this, "oldValue"); }
    }
    const EMPTY = ObjectFreeze([]);
    // https://dom.spec.whatwg.org/#queue-a-mutation-record: `type` of `target`, with
    // `name` (attributes), `oldValue`, `added`/`removed` node lists and siblings.
    function queueMutationRecord(type, target, name, oldValue, added, removed, previous, next, namespace = null) {
      // 1–3. The interested observers, with the old value each asked for.
      const interested = [], oldValues = [];
      for (let node = target; node !== null; node = data(node).parent) {
        const list = data(node).observers;
        if (list === undefined) continue;
        for (let i = 0; i < list.length; i++) {
          const o = list[i].options;
          if (node !== target && !o.subtree) continue;
          // (An attributeFilter skips a namespaced attribute.)
          if (type === "attributes" && (!o.attributes || (o.attributeFilter !== undefined && (namespace !== null || ArrayPrototypeIndexOf(o.attributeFilter, name) < 0)))) continue;
          if (type === "characterData" && !o.characterData) continue;
          if (type === "childList" && !o.childList) continue;
          const wantsOld = (type === "attributes" && o.attributeOldValue) || (type === "characterData" && o.characterDataOldValue);
          const at = ArrayPrototypeIndexOf(interested, list[i].observer);
          if (at < 0) {
            interested[interested.length] = list[i].observer;
            oldValues[oldValues.length] = wantsOld ? oldValue : null;
          } else if (wantsOld) oldValues[at] = oldValue;
        }
      }
      // 4. A record for each, in its queue.
      for (let i = 0; i < interested.length; i++) {
        const state = stateOf(interested[i]);
        const record = state.makeRecord({
          __proto__: null, type, target, attributeName: name, attributeNamespace: namespace, oldValue: oldValues[i],
          addedNodes: added === null ? EMPTY : ObjectFreeze(copyArray(added)), removedNodes: removed === null ? EMPTY : ObjectFreeze(copyArray(removed)),
          previousSibling: previous, nextSibling: next,
        });
        const queue = state.records;
        queue[queue.length] = record;
      }
      // 5. Queue a mutation observer microtask.
      if (interested.length > 0 && lib.agent.mutationMicrotask !== true) {
        lib.agent.mutationMicrotask = true;
        natives.enqueueMicrotask(notify);
      }
    }
    // A MutationRecord of this realm with `fields`.
    function makeRecord(fields) {
      const record = { __proto__: MutationRecord.prototype };
      records.set(record, fields);
      return record;
    }
    // https://dom.spec.whatwg.org/#notify-mutation-observers
    function notify() {
      lib.agent.mutationMicrotask = false;
      const notifySet = copyArray(live());
      for (let i = 0; i < notifySet.length; i++) {
        const state = stateOf(notifySet[i]);
        const list = state.records;
        state.records = [];
        if (list.length === 0) continue;
        // (Reported to the callback's realm's global, that realm being of this origin. The
        // native catches: V8's debugger sees the exception as uncaught, webidl/callbacks.rs.)
        const outcome = natives.callCatching(state.callback, notifySet[i], [list, notifySet[i]]);
        if (!outcome[0]) lib.realmOfObject(state.callback).reportException(outcome[1]);
      }
      // 5–7. The slots whose slot change was signalled get their slotchange events (slots.js).
      lib.fireSignalSlots();
    }
    return { __proto__: null, MutationObserver, MutationRecord, queueMutationRecord, notifyMutationObservers: notify };
  });
});
