// Interactive elements: the details element's `toggle` events (ToggleEvent), its name
// groups (exclusive accordions: opening one closes the others), and a summary's
// activation behavior, which opens and closes its details.
// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). elements.js calls `detailsOpenChanged` when a details element's open
// attribute comes or goes; html_element_interfaces.js gives summaries their activation.
(function interactiveElements(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  const { data } = lib;

  // https://html.spec.whatwg.org/multipage/interaction.html#toggleevent
  lib.lazily({ interfaces: ["ToggleEvent"], shared: ["ToggleEvent"] }, () => {
    const { Event, fieldsOf } = lib;
    const { SafeWeakMap, String, TypeError } = lib.primordials;
    const states = lib.internalSlots("interactive_elements.states");
    class ToggleEvent extends Event {
      constructor(type, init = undefined) {
        super(type, init);
        const dict = init === undefined || init === null ? undefined : init;
        // (source: an Element or null.)
        const source = dict?.source ?? null;
        if (source !== null && (!lib.isTreeNode(source) || lib.data(source).type !== 1)) {
          throw new TypeError("Failed to construct 'ToggleEvent': Failed to read the 'source' property from 'ToggleEventInit': The provided value is not of type 'Element'.");
        }
        states.set(this, {
          __proto__: null, oldState: String(dict?.oldState ?? ""), newState: String(dict?.newState ?? ""), source,
        });
      }
      get oldState() { return fieldsOf(states, this).oldState; }
      get newState() { return fieldsOf(states, this).newState; }
      // https://html.spec.whatwg.org/multipage/interaction.html#dom-toggleevent-source
      // (not retargeted: framescope's popovers and their invokers are of one tree).
      get source() { return fieldsOf(states, this).source; }
    }
    return { __proto__: null, ToggleEvent };
  });

  // https://html.spec.whatwg.org/multipage/interaction.html#commandevent: the event a
  // command button fires at its target (pages dispatch their own; framescope's buttons
  // run popover commands directly, popover.js).
  lib.lazily({ interfaces: ["CommandEvent"] }, () => {
    const { Event, fieldsOf } = lib;
    const { ReflectConstruct, String, TypeError } = lib.primordials;
    const commands = lib.internalSlots("interactive_elements.commands");
    class CommandEvent extends Event {
      constructor(type, init = undefined) {
        lib.requireArguments(arguments, 1, "CommandEvent", "CommandEvent");
        const event = ReflectConstruct(Event, [type, init], new.target);
        const source = init?.source ?? null;
        if (source !== null && (!lib.isTreeNode(source) || lib.data(source).type !== 1)) {
          throw new TypeError("Failed to construct 'CommandEvent': Failed to read the 'source' property from 'CommandEventInit': The provided value is not of type 'Element'.");
        }
        commands.set(event, { __proto__: null, source, command: String(init?.command ?? "") });
        return event;
      }
      get source() { return fieldsOf(commands, this).source; }
      get command() { return fieldsOf(commands, this).command; }
    }
    return { __proto__: null, CommandEvent };
  });

  // https://html.spec.whatwg.org/multipage/interactive-elements.html#details-notification-task-steps:
  // the open attribute was added (`open`) or removed. Queue a details toggle event task
  // (https://html.spec.whatwg.org/multipage/interactive-elements.html#queue-a-details-toggle-event-task):
  // a task queued before and not yet run is replaced, keeping its old state.
  lib.detailsOpenChanged = (details, open) => {
    const d = data(details);
    // https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-other-elements-if-needed:
    // opened, a details of a name group closes the others of its group.
    if (open) closeOthers(details);
    let oldState = open ? "closed" : "open";
    const newState = open ? "open" : "closed";
    // 1. If details's details toggle task tracker is not null: its old state is the old
    //    state, its task is canceled, and the tracker is null.
    const tracker = d.toggleTracker;
    if (tracker !== undefined && tracker !== null) {
      oldState = tracker.oldState;
      tracker.canceled = true;
      d.toggleTracker = null;
    }
    // 2. Queue an element task that fires a ToggleEvent named toggle at details, then
    //    sets the tracker to null. 3. The tracker is the task and the old state.
    const task = { __proto__: null, oldState, canceled: false };
    d.toggleTracker = task;
    lib.natives.queueGlobalTask(() => {
      if (task.canceled) return;
      d.toggleTracker = null;
      const init = { __proto__: null, oldState: task.oldState, newState };
      lib.dispatch(details, lib.trust(new lib.ToggleEvent("toggle", init)));
    });
  };

  // https://html.spec.whatwg.org/multipage/interactive-elements.html#details-name-group:
  // the details elements of `details`'s tree with the same (non-empty) name attribute, in
  // tree order (none for an element with no name, or one not connected).
  function nameGroup(details) {
    const name = data(details).attrs.get("name");
    if (name === undefined || name === "" || lib.root(details) !== lib.document) return [];
    const nodes = lib.inclusiveDescendants(lib.document), group = [];
    for (let i = 0; i < nodes.length; i++) {
      if (isHTML(nodes[i], "details") && data(nodes[i]).attrs.get("name") === name) group[group.length] = nodes[i];
    }
    return group;
  }
  // https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-other-elements-if-needed:
  // 1–3. every other open element of the group loses its open attribute.
  function closeOthers(details) {
    const group = nameGroup(details);
    for (let i = 0; i < group.length; i++) {
      if (group[i] !== details && data(group[i]).attrs.has("open")) lib.removeAttribute(group[i], "open");
    }
  }
  // https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-the-given-element-if-needed:
  // an open details whose name attribute changed (or that was inserted) closes if
  // another element of its group is open.
  lib.detailsNameChanged = (details) => {
    if (!data(details).attrs.has("open")) return;
    const group = nameGroup(details);
    for (let i = 0; i < group.length; i++) {
      if (group[i] !== details && data(group[i]).attrs.has("open")) {
        lib.removeAttribute(details, "open");
        return;
      }
    }
  };

  // https://html.spec.whatwg.org/multipage/interactive-elements.html#summary-for-its-parent-details:
  // the first summary child of a details element.
  const { isHTML } = lib;
  lib.isSummaryForItsParentDetails = (summary) => {
    if (!isHTML(summary, "summary")) return false;
    const parent = data(summary).parent;
    if (parent === null || parent === undefined || !isHTML(parent, "details")) return false;
    const children = data(parent).children;
    for (let i = 0; i < children.length; i++) if (isHTML(children[i], "summary")) return children[i] === summary;
    return false;
  };
  // https://html.spec.whatwg.org/multipage/interactive-elements.html#the-summary-element:activation-behaviour:
  // 1. If this summary element is not the summary for its parent details, then return.
  // 2–4. If the parent details has an open attribute, remove it; otherwise set it to "".
  lib.activateSummary = (summary) => {
    if (!lib.isSummaryForItsParentDetails(summary)) return;
    const details = data(summary).parent;
    if (data(details).attrs.has("open")) lib.removeAttribute(details, "open");
    else lib.setAttribute(details, "open", "");
  };
});
