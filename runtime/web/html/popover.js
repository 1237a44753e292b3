// The popover API: the `popover` attribute, `showPopover()`, `hidePopover()`,
// `togglePopover()`, their `beforetoggle` and `toggle` events, and the buttons whose
// popovertarget attribute shows, hides or toggles a popover when activated.
// https://html.spec.whatwg.org/multipage/popover.html
//
// framescope has no top layer and draws nothing: a popover's state is "showing" or
// "hidden", shown to script through these members, the events and `:popover-open`
// (selectors.js); an auto popover shown hides the other auto popovers that are not its
// ancestors (light dismiss by a click or a key is a user's, which framescope has none of).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js).
(function popover(lib) {
  "use strict";
  const { DOMException, HTMLElement, data, getAttribute, info, lowercase, removeAttribute, setAttribute } = lib;
  const { String, TypeError } = lib.primordials;
  if (info.scope !== "Window") return;
  // https://html.spec.whatwg.org/multipage/popover.html#attr-popover: the attribute's
  // state: "auto" (also ""), "manual", "hint", an invalid value's "manual", or null.
  function popoverState(element) {
    const value = getAttribute(element, "popover");
    if (value === null) return null;
    const lower = lowercase(value);
    return lower === "" || lower === "auto" ? "auto" : lower === "hint" ? "hint" : "manual";
  }
  const showing = (element) => data(element).popoverShowing === true;
  // The algorithms, made on the first show, hide or activation.
  lib.lazily({ shared: ["popovers"] }, () => {
    // https://html.spec.whatwg.org/multipage/popover.html#check-popover-validity: whether
    // `element` can go from its state to the other (`expectShowing`: it should be showing);
    // the errors are thrown when `throws`.
    function valid(element, expectShowing, throws, member) {
      const fail = (why, name) => {
        if (throws) throw new DOMException(`Failed to execute '${member}' on 'HTMLElement': ${why}`, name);
        return false;
      };
      // 1. If element's popover attribute is in the No Popover state: "NotSupportedError".
      if (popoverState(element) === null) return fail("Not supported on elements that do not have a valid value for the 'popover' attribute.", "NotSupportedError");
      // 2–3. Already in the expected other state: false.
      if (expectShowing !== showing(element)) return false;
      // 4. If element is not connected, or is a modal dialog or in fullscreen: "InvalidStateError".
      if (!data(element).parent || lib.shadowIncludingRoot(element) !== lib.nodeDocument(element)) return fail("Invalid on disconnected popover elements.", "InvalidStateError");
      if (data(element).dialogModal === true) return fail("The dialog is already open as a modal dialog.", "InvalidStateError");
      return true;
    }
    // Fires beforetoggle at `element` (cancelable when opening); returns whether it was
    // canceled. Then queues the toggle event, coalesced as the details element's are.
    function fireBeforeToggle(element, opening, source) {
      const init = { __proto__: null, cancelable: opening, oldState: opening ? "closed" : "open", newState: opening ? "open" : "closed", source };
      return !lib.dispatch(element, lib.trust(new lib.ToggleEvent("beforetoggle", init)));
    }
    // https://html.spec.whatwg.org/multipage/popover.html#queue-a-popover-toggle-event-task
    function queueToggle(element, oldState, newState, source) {
      const d = data(element), tracker = d.popoverToggle;
      if (tracker !== undefined && tracker !== null) {
        oldState = tracker.oldState;
        tracker.canceled = true;
      }
      const task = { __proto__: null, oldState, canceled: false };
      d.popoverToggle = task;
      lib.natives.queueGlobalTask(() => {
        if (task.canceled) return;
        d.popoverToggle = null;
        const init = { __proto__: null, oldState: task.oldState, newState, source };
        lib.dispatch(element, lib.trust(new lib.ToggleEvent("toggle", init)));
      });
    }
    // https://html.spec.whatwg.org/multipage/popover.html#show-popover
    function show(element, throws, source, member) {
      // 1. If check popover validity is false, return.
      if (!valid(element, false, throws, member)) return;
      // 5–6. Fire beforetoggle (cancelable); if canceled, return.
      if (fireBeforeToggle(element, true, source)) return;
      // (Its state may have changed meanwhile.)
      if (!valid(element, false, throws, member)) return;
      // 10–11. An auto popover hides the auto popovers that are not its ancestors.
      if (popoverState(element) === "auto") {
        const open = lib.agent.openPopovers ?? [];
        for (let i = open.length - 1; i >= 0; i--) {
          const other = open[i];
          if (other !== element && popoverState(other) === "auto" && !lib.contains(other, element)) hide(other, false, true, null, member);
        }
      }
      // 17–19. Its visibility state is showing; queue the toggle event.
      data(element).popoverShowing = true;
      const open = (lib.agent.openPopovers ??= lib.agentObject("array"));
      open[open.length] = element;
      lib.domChanged();
      queueToggle(element, "closed", "open", source);
    }
    // https://html.spec.whatwg.org/multipage/popover.html#hide-popover-algorithm
    function hide(element, throws, fireEvents, source, member) {
      if (!valid(element, true, throws, member)) return;
      if (fireEvents) fireBeforeToggle(element, false, source);
      if (!showing(element)) return;
      data(element).popoverShowing = false;
      const open = lib.agent.openPopovers;
      if (open !== undefined) {
        for (let i = 0; i < open.length; i++) if (open[i] === element) { lib.primordials.arrayRemoveAt(open, i); break; }
      }
      lib.domChanged();
      if (fireEvents) queueToggle(element, "open", "closed", source);
    }
    // The source of ShowPopoverOptions / TogglePopoverOptions (an element, or null).
    const sourceOf = (options) => {
      const source = options === null || typeof options !== "object" ? undefined : options.source;
      if (source === undefined || source === null) return null;
      if (!lib.isTreeNode(source) || data(source).type !== 1) throw new TypeError("Failed to read the 'source' property: The provided value is not of type 'HTMLElement'.");
      return source;
    };
    // https://html.spec.whatwg.org/multipage/popover.html#popover-target-attribute-activation-behavior:
    // a button (or an input button) with a popovertarget: its action on the target popover.
    // Returns whether it acted (the button then does nothing else).
    const popoverTargetActivation = (button) => {
      const d = data(button);
      if (d.attrs.has("disabled")) return false;
      // (A submit or reset button of a form submits or resets it instead.)
      const type = lowercase(d.attrs.get("type") ?? (d.name === "button" ? "submit" : "text"));
      if (lib.formOwner(button) !== null && (type === "submit" || type === "reset" || type === "image")) return false;
      if (d.name === "input" && type !== "button" && type !== "submit" && type !== "reset" && type !== "image") return false;
      const target = lib.reflectedElement(button, "popovertarget");
      if (target === null || target === undefined || popoverState(target) === null) return false;
      const action = lowercase(d.attrs.get("popovertargetaction") ?? "toggle");
      if (showing(target) && (action === "toggle" || action === "hide")) hide(target, false, true, button, "click");
      else if (!showing(target) && action !== "hide") show(target, false, button, "click");
      return true;
    };
    return { __proto__: null, popovers: { __proto__: null, valid, show, hide, sourceOf, popoverTargetActivation } };
  });
  lib.defineMembers(HTMLElement.prototype, {
    // https://html.spec.whatwg.org/multipage/popover.html#dom-popover
    get popover() {
      const value = getAttribute(this, "popover");
      return value === null ? null : popoverState(this);
    },
    set popover(value) {
      data(this);
      if (value === null) removeAttribute(this, "popover");
      else setAttribute(this, "popover", String(value));
    },
    // https://html.spec.whatwg.org/multipage/popover.html#dom-showpopover
    showPopover(options = undefined) { data(this); lib.popovers.show(this, true, lib.popovers.sourceOf(options), "showPopover"); },
    // https://html.spec.whatwg.org/multipage/popover.html#dom-hidepopover
    hidePopover() { data(this); lib.popovers.hide(this, true, true, null, "hidePopover"); },
    // https://html.spec.whatwg.org/multipage/popover.html#dom-togglepopover
    togglePopover(options = undefined) {
      data(this);
      const force = typeof options === "boolean" ? options : options === null || typeof options !== "object" ? undefined : options.force === undefined ? undefined : !!options.force;
      const { hide, show, sourceOf, valid } = lib.popovers;
      const source = typeof options === "boolean" ? null : sourceOf(options);
      // 2–3. Showing and not forced on: hide it; hidden and not forced off: show it.
      if (showing(this) && force !== true) hide(this, true, true, source, "togglePopover");
      else if (!showing(this) && force !== false) show(this, true, source, "togglePopover");
      else valid(this, !showing(this), true, "togglePopover");
      // 4. Return whether it is showing.
      return showing(this);
    },
  });
  // :popover-open (selectors.js).
  lib.popoverOpen = (element) => showing(element) && popoverState(element) !== null;
  lib.popoverTargetActivation = (button) => lib.popovers.popoverTargetActivation(button);
});
