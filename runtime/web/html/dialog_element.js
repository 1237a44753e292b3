// The dialog element's members beyond its open attribute: `show()`, `showModal()`,
// `close()`, `requestClose()`, `returnValue` and `closedBy`, with the close and cancel
// events.
// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
//
// framescope has no top layer, no focus to trap and no user to press Escape: a modal
// dialog is one with its open attribute and its "is modal" flag (`:modal`), nothing
// around it is made inert, and only `requestClose()` fires `cancel`.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Its members are made with HTMLDialogElement (`lib.dialogMembers`).
(function dialogElement(lib) {
  "use strict";
  const { DOMException, data, info, lowercase, removeAttribute, setAttribute } = lib;
  const { String } = lib.primordials;
  if (info.scope !== "Window") return;
  // (Made with HTMLDialogElement.)
  lib.lazily({ shared: ["dialogMembers"] }, () => {
    const fail = (member, why) => new DOMException(`Failed to execute '${member}' on 'HTMLDialogElement': ${why}`, "InvalidStateError");
    const isOpen = (dialog) => data(dialog).attrs.has("open");
    // https://html.spec.whatwg.org/multipage/interactive-elements.html#close-the-dialog
    function closeDialog(dialog, result) {
      const d = data(dialog);
      // 1. If subject does not have an open attribute, then return.
      if (!isOpen(dialog)) return;
      // 3. Remove subject's open attribute; 5–6. its is modal flag is false.
      removeAttribute(dialog, "open");
      d.dialogModal = false;
      // 8. If result is not null, set the returnValue attribute to result.
      if (result !== null) d.returnValue = result;
      lib.domChanged();
      // 12. Queue an element task to fire an event named close at subject.
      lib.natives.queueGlobalTask(() => lib.dispatch(dialog, lib.trust(new lib.Event("close"))));
    }
    const dialogMembers = () => ({
      __proto__: null,
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-returnvalue
      get returnValue() { return data(this).returnValue ?? ""; },
      set returnValue(value) { data(this).returnValue = String(value); },
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-closedby:
      // its closedby attribute's state; missing or invalid, "closerequest" for a modal
      // dialog and "none" otherwise (the Auto state).
      get closedBy() {
        const value = lowercase(lib.getAttribute(this, "closedby") ?? "");
        if (value === "any" || value === "closerequest" || value === "none") return value;
        return data(this).dialogModal === true ? "closerequest" : "none";
      },
      set closedBy(value) { setAttribute(this, "closedby", value); },
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-show
      show() {
        const d = data(this);
        // 1. Open and not modal: return. 2. Open and modal: "InvalidStateError".
        if (isOpen(this)) {
          if (d.dialogModal === true) throw fail("show", "The element is already open as a modal dialog, and therefore cannot be opened as a non-modal dialog.");
          return;
        }
        // 6. Add an open attribute to this.
        setAttribute(this, "open", "");
      },
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-showmodal
      showModal() {
        const d = data(this);
        // 1. Open and modal: return. 2. Open: "InvalidStateError". 4. Not connected: too.
        if (isOpen(this)) {
          if (d.dialogModal === true) return;
          throw fail("showModal", "The element already has an 'open' attribute, and therefore cannot be opened modally.");
        }
        if (lib.shadowIncludingRoot(this) !== lib.nodeDocument(this)) throw fail("showModal", "The element is not in a Document.");
        // 5. A showing popover: "InvalidStateError".
        if (d.popoverShowing === true) throw fail("showModal", "The dialog is already open as a Popover, and therefore cannot be opened as a modal dialog.");
        // 7–9. Add an open attribute; set the is modal flag.
        setAttribute(this, "open", "");
        d.dialogModal = true;
        lib.domChanged();
      },
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-close
      close(result = undefined) {
        data(this);
        closeDialog(this, result === undefined ? null : String(result));
      },
      // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-requestclose:
      // a cancelable cancel event first; closed unless it was canceled.
      requestClose(result = undefined) {
        data(this);
        if (!isOpen(this)) return;
        result = result === undefined ? null : String(result);
        const event = lib.trust(new lib.Event("cancel", { __proto__: null, cancelable: true }));
        if (lib.dispatch(this, event)) closeDialog(this, result);
      },
    });
    return { __proto__: null, dialogMembers };
  });
  // :modal (selectors.js).
  lib.isModalDialog = (element) => data(element).dialogModal === true && data(element).attrs.has("open");
});
