// Forms: a <select>'s list of options, selection and value; an option's selectedness and
// index; a form's controls (`form.elements`), its submit and reset events (from
// `requestSubmit()`, `reset()` and submit/reset buttons); the entry list a form makes
// (`new FormData(form)`); labels (a label's control, a control's labels, a label's
// activation); submission (events, then the navigation to the action URL). Constraint
// validation: constraint_validation.js.
// https://html.spec.whatwg.org/multipage/forms.html
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js). Everything but one function is made when a form interface is
// first made (html_element_interfaces.js asks `lib.forms()`), so a frame without
// forms does not pay for it.
(function forms(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  let made;
  // { members(interfaceName), entryList(form, submitter), activate(button) }
  lib.forms = () => (made ??= makeForms());

  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#association-of-controls-and-forms:
  // each form keeps the form-associated elements (the listed ones and img) whose form
  // owner it is, in tree order (`lib.formAssociates(form)`), updated where HTML resets an
  // element's form owner: when it or an ancestor is inserted, removed or moved (nodes.js,
  // node_move.js: `formOwnersChanged`), when its form attribute changes, and, for the
  // connected elements with a form attribute, when an element with an ID is inserted,
  // removed or moved or an id changes (elements.js). So a form's controls are never
  // searched for in its tree. (Kept once an agent has made a form or a form-associated
  // element, `lib.agent.formOwners`, elements.js; a custom element becomes one when it is
  // upgraded, element_internals.js.)
  const { SafeSet, arrayInsertAt, arrayRemoveAt } = lib.primordials;
  // Where `value` is in `list` (looked for from the end, where an appended one is), or -1.
  const lastIndexIn = (list, value) => {
    let i = list.length - 1;
    while (i >= 0 && list[i] !== value) i--;
    return i;
  };
  const associated = (d) => d.type === 1 && d.ns === undefined && (lib.FORM_OWNED[d.name] === true || lib.isFormAssociated?.(d) === true);
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner
  // (the owner as lib.formOwner computes it): the element leaves its former owner's list
  // and joins its new one's (`moved`: it moved, perhaps within its owner, whose list
  // then puts it in its new place).
  function resetFormOwner(element, moved = false) {
    const d = lib.data(element), owner = lib.formOwner(element), kept = d.formOwnerKept ?? null;
    lib.agent.formOwners = true;
    // (The connected ones with a form attribute, which an ID's change in their tree resets:
    // kept by the tree's root, so a document that goes takes them with it.)
    const byId = d.attrs.has("form") && (lib.LISTED[d.name] === true || lib.isFormAssociated?.(d) === true);
    const tree = byId && connected(element) ? lib.root(element) : undefined;
    if (d.formAttributedIn !== tree) {
      if (d.formAttributedIn !== undefined) lib.data(d.formAttributedIn).formAttributed.delete(element);
      if (tree !== undefined) (lib.data(tree).formAttributed ??= new SafeSet()).add(element);
      d.formAttributedIn = tree;
    }
    if (owner === kept && !(moved && owner !== null)) return;
    if (kept !== null) leave(kept, element);
    d.formOwnerKept = owner;
    if (owner !== null) join(owner, element);
  }
  const connected = (node) => lib.data(lib.shadowIncludingRoot(node)).type === 9;
  // Where `node` is among its siblings (a node appended is looked for from the end).
  const indexAmong = (node) => lastIndexIn(lib.data(lib.data(node).parent).children, node);
  // Whether `a` precedes `b` in tree order (both in one tree).
  function precedes(a, b) {
    const up = (node) => {
      const chain = [];
      for (let n = node; n !== null && n !== undefined; n = lib.data(n).parent) chain[chain.length] = n;
      return chain;
    };
    const as = up(a), bs = up(b);
    let i = as.length - 1, j = bs.length - 1;
    // (Not in one tree, for a moment, while a subtree's owners are reset: after.)
    if (as[i] !== bs[j]) return true;
    while (i >= 0 && j >= 0 && as[i] === bs[j]) { i--; j--; }
    // (An ancestor precedes its descendants.)
    if (i < 0) return true;
    if (j < 0) return false;
    return indexAmong(as[i]) < indexAmong(bs[j]);
  }
  // The ids and names of the elements a form owns, each with how many have it: a name
  // none has is no named property of the form (asked of every property a page reads of
  // a form: `form.append`), answered without a look at its elements.
  function index(form, element, delta) {
    const d = lib.data(element), names = (lib.data(form).formNames ??= new lib.primordials.SafeMap());
    const keys = delta > 0 ? (d.formNamesKept = [d.attrs.get("id"), d.attrs.get("name")]) : d.formNamesKept;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === undefined || keys[i] === "") continue;
      const count = (names.get(keys[i]) ?? 0) + delta;
      if (count === 0) names.delete(keys[i]);
      else names.set(keys[i], count);
    }
  }
  // Whether an element the form owns may have id or name `name`.
  lib.formMayName = (form, name) => lib.data(form).formNames?.has(name) === true;
  // An element's id or name attribute changed (elements.js).
  lib.formNamesChanged = (element) => {
    const owner = lib.data(element).formOwnerKept ?? null;
    if (owner === null) return;
    index(owner, element, -1);
    index(owner, element, 1);
  };
  function join(form, element) {
    index(form, element, 1);
    const list = (lib.data(form).formAssociates ??= []);
    // (Most often at the end: found by one comparison; else by a binary search.)
    let low = 0, high = list.length;
    if (high > 0 && precedes(list[high - 1], element)) low = high;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (precedes(list[middle], element)) low = middle + 1;
      else high = middle;
    }
    arrayInsertAt(list, low, element);
  }
  function leave(form, element) {
    index(form, element, -1);
    const list = lib.data(form).formAssociates;
    const at = list === undefined ? -1 : lastIndexIn(list, element);
    if (at >= 0) arrayRemoveAt(list, at);
  }
  lib.formAssociates = (form) => lib.data(form).formAssociates ?? [];
  lib.resetFormOwner = resetFormOwner;
  // `node` was inserted into, removed from or moved in the tree of `parent` (`idsOnly`:
  // only the ids of that tree changed — `node`'s, with `parent` itself; `moved`: moved,
  // node_move.js): the form owners of the form-associated elements in it — its
  // shadow-including inclusive descendants, as DOM's insertion and removal steps reach
  // them (a host's shadow controls with a form attribute are connected with it) — are
  // reset, and, when an element with an ID is among them, those of the tree's connected
  // elements with a form attribute.
  lib.formOwnersChanged = (node, parent, idsOnly = false, moved = false) => {
    let ids = idsOnly;
    if (!idsOnly) {
      const nodes = lib.shadowIncludingTree(node);
      for (let i = 0; i < nodes.length; i++) {
        const d = lib.data(nodes[i]);
        if (d.type !== 1) continue;
        if (associated(d)) resetFormOwner(nodes[i], moved);
        ids ||= d.attrs.has("id");
      }
    }
    if (!ids) return;
    const set = lib.data(lib.root(parent)).formAttributed;
    if (set === undefined || set.size === 0) return;
    const attributed = [];
    set.forEach((element) => { attributed[attributed.length] = element; });
    for (let i = 0; i < attributed.length; i++) resetFormOwner(attributed[i]);
  };

  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
  // and #the-formdataevent-interface
  lib.lazily({ interfaces: ["SubmitEvent", "FormDataEvent"], shared: ["SubmitEvent", "FormDataEvent"] }, () => {
    const { Event, fieldsOf, is } = lib;
    const { SafeWeakMap, TypeError } = lib.primordials;
    const submitters = lib.internalSlots("forms.submitters"), formDatas = lib.internalSlots("forms.formDatas");
    class SubmitEvent extends Event {
      constructor(type, init = undefined) {
        if (arguments.length === 0) throw new TypeError("Failed to construct 'SubmitEvent': 1 argument required, but only 0 present.");
        super(type, init);
        const submitter = init === undefined || init === null ? null : init.submitter ?? null;
        if (submitter !== null && !(lib.isTreeNode(submitter) && is(submitter, lib.HTMLElement))) {
          throw new TypeError("Failed to construct 'SubmitEvent': Failed to read the 'submitter' property from 'SubmitEventInit': The provided value is not of type 'HTMLElement'.");
        }
        submitters.set(this, submitter);
      }
      get submitter() { return fieldsOf(submitters, this); }
    }
    class FormDataEvent extends Event {
      constructor(type, init) {
        if (arguments.length < 2) throw new TypeError(`Failed to construct 'FormDataEvent': 2 arguments required, but only ${arguments.length} present.`);
        super(type, init);
        const formData = init === null || typeof init !== "object" ? undefined : init.formData;
        if (!is(formData, lib.formData.FormData)) {
          throw new TypeError("Failed to construct 'FormDataEvent': Failed to read the 'formData' property from 'FormDataEventInit': The provided value is not of type 'FormData'.");
        }
        formDatas.set(this, formData);
      }
      get formData() { return fieldsOf(formDatas, this); }
    }
    return { __proto__: null, SubmitEvent, FormDataEvent };
  });

  function makeForms() {
    const { DOMException, Event, data, dispatch, trust } = lib;
    const {
      ArrayPrototypeIndexOf, ArrayPrototypePush, Number, String, StringPrototypeReplaceAll, StringPrototypeToLowerCase,
      StringPrototypeToWellFormed, TypeError,
    } = lib.primordials;
    const { isHTML } = lib;
    const attr = (element, name) => data(element).attrs.get(name);
    const has = (element, name) => data(element).attrs.has(name);
    const typeOf = (element) => StringPrototypeToLowerCase(attr(element, "type") ?? "");
    // (HTML's listed elements: html_element_interfaces.js' table.)
    // (And form-associated custom elements.)
    const listed = (node) => {
      const d = data(node);
      return d.type === 1 && d.ns === undefined && (lib.LISTED[d.name] === true || lib.isFormAssociated(d));
    };

    // https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list:
    // the option children of the select, and those of its optgroup children, in tree order.
    function listOfOptions(select) {
      const options = [], children = data(select).children;
      for (let i = 0; i < children.length; i++) {
        if (isHTML(children[i], "option")) ArrayPrototypePush(options, children[i]);
        else if (isHTML(children[i], "optgroup")) {
          const inner = data(children[i]).children;
          for (let j = 0; j < inner.length; j++) if (isHTML(inner[j], "option")) ArrayPrototypePush(options, inner[j]);
        }
      }
      return options;
    }
    // The select an option is in the list of options of, or null.
    function selectOf(option) {
      let parent = lib.parentElement(option);
      if (parent !== null && isHTML(parent, "optgroup")) parent = lib.parentElement(parent);
      return parent !== null && isHTML(parent, "select") ? parent : null;
    }
    // An option's selectedness: set by script (`selected`, `selectedIndex`, `value`), else
    // its selected attribute.
    const selectedness = (option) => data(option).selected ?? has(option, "selected");
    const multiple = (select) => has(select, "multiple");
    // https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm,
    // read rather than run: a select that is not multiple (display size 1) has the last
    // option whose selectedness is true selected, or else its first option that is not
    // disabled.
    function selectedIndexOf(select) {
      const options = listOfOptions(select);
      let found = -1;
      for (let i = 0; i < options.length; i++) {
        if (!selectedness(options[i])) continue;
        if (multiple(select)) return i;
        found = i;
      }
      if (found !== -1 || multiple(select) || Number(attr(select, "size") ?? 1) > 1) return found;
      for (let i = 0; i < options.length; i++) if (!has(options[i], "disabled")) return i;
      return -1;
    }
    const isSelected = (option) => {
      const select = selectOf(option);
      if (select === null || multiple(select)) return selectedness(option);
      return listOfOptions(select)[selectedIndexOf(select)] === option;
    };
    // https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-value
    const optionValue = (option) => attr(option, "value") ?? lib.collapse(lib.textContent(option));
    const cached = (element, key, make) => data(element)[key] ??= make();

    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled:
    // disabled, or in a disabled fieldset (outside its first legend).
    function disabled(element) {
      if (has(element, "disabled")) return true;
      let child = element;
      for (let e = lib.parentElement(element); e !== null; child = e, e = lib.parentElement(e)) {
        if (!isHTML(e, "fieldset") || !has(e, "disabled")) continue;
        const children = data(e).children;
        let legend = null;
        for (let i = 0; i < children.length && legend === null; i++) if (isHTML(children[i], "legend")) legend = children[i];
        if (child !== legend) return true;
      }
      return false;
    }
    // https://html.spec.whatwg.org/multipage/semantics-other.html#concept-element-disabled:
    // a disabled form control (button, input, select, textarea, form-associated custom
    // element) or fieldset, an optgroup with a disabled attribute, an option with one or
    // in such an optgroup (what :disabled matches, and what cannot take focus).
    function actuallyDisabled(element) {
      const d = data(element);
      if (d.type !== 1 || d.ns !== undefined) return false;
      if (d.name === "optgroup") return has(element, "disabled");
      if (d.name === "option") {
        const parent = d.parent;
        return has(element, "disabled") || (parent !== null && isHTML(parent, "optgroup") && has(parent, "disabled"));
      }
      if (d.name === "button" || d.name === "input" || d.name === "select" || d.name === "textarea" || d.name === "fieldset" ||
        lib.isFormAssociated(d)) return disabled(element);
      return false;
    }
    // https://html.spec.whatwg.org/multipage/form-elements.html#concept-submit-button
    function submitButton(element) {
      if (isHTML(element, "button")) {
        const type = typeOf(element);
        return type !== "reset" && type !== "button";
      }
      return isHTML(element, "input") && (typeOf(element) === "submit" || typeOf(element) === "image");
    }
    // https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements: the listed
    // elements whose form owner is the form (no image buttons), in tree order (in the
    // form's tree: a form attribute can own one from outside).
    function controls(form, images = false) {
      const nodes = lib.formAssociates(form), out = [];
      for (let i = 0; i < nodes.length; i++) {
        const node = nodes[i];
        if (listed(node) && (images || !(isHTML(node, "input") && typeOf(node) === "image"))) {
          ArrayPrototypePush(out, node);
        }
      }
      return out;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
    // (A form whose entry list is being constructed: a FormData made from it by a
    // formdata listener is an InvalidStateError.)
    const constructing = new lib.primordials.SafeSet();
    function entryList(form, submitter) {
      // 1–2. A form already constructing its entry list: InvalidStateError.
      if (constructing.has(form)) throw new DOMException("Failed to construct 'FormData': The form is already constructing its entry list.", "InvalidStateError");
      constructing.add(form);
      try {
        const list = collect(form, submitter);
        // 6–7. Fire formdata at the form (bubbles), its FormData over the same list.
        const formData = lib.formData.fromList(list);
        dispatch(form, trust(new lib.FormDataEvent("formdata", { __proto__: null, bubbles: true, formData })));
        // 8. A clone of the entry list (what listeners appended included).
        return lib.primordials.copyArray(list);
      } finally {
        constructing.delete(form);
      }
    }
    function collect(form, submitter) {
      const list = [], fields = controls(form, true);
      const append = (name, value) => ArrayPrototypePush(list, [StringPrototypeToWellFormed(name), StringPrototypeToWellFormed(value)]);
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i], d = data(field), type = typeOf(field);
        // 5.1. Skip a field in a datalist, disabled, a button that is not the submitter,
        //      an unchecked checkbox or radio button, an object.
        if (inDatalist(field) || disabled(field)) continue;
        // 5.5. A form-associated custom element: its submission value (setFormValue), an
        //      entry list's entries each, else one entry under its name.
        if (lib.isFormAssociated(d)) {
          const value = d.internals?.formValue ?? null;
          if (value === null) continue;
          if (lib.primordials.ArrayIsArray(value)) {
            for (let j = 0; j < value.length; j++) ArrayPrototypePush(list, value[j]);
            continue;
          }
          const name = attr(field, "name");
          if (name === undefined || name === "") continue;
          if (typeof value === "string") append(name, value);
          else ArrayPrototypePush(list, [StringPrototypeToWellFormed(name), value]);
          continue;
        }
        if (isHTML(field, "button") || (d.name === "input" && (type === "submit" || type === "reset" || type === "button"))) {
          if (field !== submitter) continue;
        }
        if (d.name === "object" || d.name === "fieldset" || d.name === "output") continue;
        // 5.2. The image button that is the submitter: name.x and name.y, its selected
        //      coordinate (framescope's clicks have none: 0, 0).
        if (d.name === "input" && type === "image") {
          if (field !== submitter) continue;
          const prefix = attr(field, "name") ?? "";
          append(prefix === "" ? "x" : prefix + ".x", "0");
          append(prefix === "" ? "y" : prefix + ".y", "0");
          continue;
        }
        if (d.name === "input" && (type === "checkbox" || type === "radio") && !(d.checked ?? has(field, "checked"))) continue;
        // 5.3–5.4. A field with no name, or an empty one, gives nothing.
        const name = attr(field, "name");
        if (name === undefined || name === "") continue;
        // 5.6. A select: each selected option that is not disabled.
        if (d.name === "select") {
          const options = listOfOptions(field);
          for (let j = 0; j < options.length; j++) {
            if (isSelected(options[j]) && !has(options[j], "disabled")) append(name, optionValue(options[j]));
          }
        } else if (d.name === "input" && (type === "checkbox" || type === "radio")) {
          // 5.7. Its value attribute, or "on".
          append(name, attr(field, "value") ?? "on");
        } else if (d.name === "input" && type === "file") {
          // 5.8. No file selected (framescope has no user to choose one): an empty File.
          ArrayPrototypePush(list, [StringPrototypeToWellFormed(name), lib.files.fileOf(lib.files.makeBlob("", "application/octet-stream"), "")]);
        } else if (d.name === "input" && type === "hidden" && StringPrototypeToLowerCase(name) === "_charset_") {
          append(name, "UTF-8");
        } else if (d.name === "textarea") {
          append(name, d.value ?? lib.textContent(field));
        } else {
          append(name, d.name === "input" ? lib.inputValue(field) : attr(field, "value") ?? "");
        }
        // 5.11. A dirname attribute: the element's directionality (framescope has no
        //       bidirectional text: "rtl" only by a dir attribute).
        const dirname = attr(field, "dirname");
        if (dirname !== undefined && dirname !== "" && (d.name === "textarea" || (d.name === "input" && (type === "" || type === "text" || type === "search")))) {
          append(dirname, StringPrototypeToLowerCase(attr(field, "dir") ?? "") === "rtl" ? "rtl" : "ltr");
        }
      }
      return list;
    }
    function inDatalist(element) {
      for (let e = lib.parentElement(element); e !== null; e = lib.parentElement(e)) if (isHTML(e, "datalist")) return true;
      return false;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm
    // `form` submitted from `submitter` (the form itself for submit() and a bare
    // requestSubmit()); `fromMethod`: by submit(), which fires no events and validates
    // nothing. A POST to http(s) carries its entity body through the navigation (the
    // network loader sends it; the hosts folder answers it as a GET); the dialog method,
    // with no dialog element yet, ends there.
    const firing = new lib.primordials.SafeSet();
    function submit(form, submitter, fromMethod) {
      const connected = () => lib.shadowIncludingRoot(form) === lib.document;
      // 1. If form cannot navigate, then return. 2. If form's constructing entry list is
      //    true, then return.
      if (!connected() || constructing.has(form)) return;
      // 3. If form document's active sandboxing flag set has its sandboxed forms browsing
      //    context flag set (no allow-forms), then return (Chrome logs why).
      if (lib.sandboxed("forms")) {
        lib.natives.consoleWarn("Blocked form submission because the form's frame is sandboxed and the 'allow-forms' permission is not set.");
        return;
      }
      // 6. If submitted from submit() method is false, then:
      if (!fromMethod) {
        // 6.1. If form's firing submission events is true, then return. 6.2. Set it.
        if (firing.has(form)) return;
        firing.add(form);
        try {
          // 6.3–6.4. Unless the submitter's no-validate state is true, interactively
          //      validate the constraints of form: invalid controls get `invalid`, and
          //      the submission ends.
          const noValidate = has(form, "novalidate") || (submitter !== form && has(submitter, "formnovalidate"));
          if (!noValidate && !lib.constraintValidation().staticallyValidate(form)) return;
          // 6.5–6.7. Fire submit (a SubmitEvent with the submitter, null for the form
          //      itself; bubbles, cancelable); if it was canceled, return.
          const init = { __proto__: null, bubbles: true, cancelable: true, submitter: submitter === form ? null : submitter };
          if (!dispatch(form, trust(new lib.SubmitEvent("submit", init)))) return;
        } finally {
          firing.delete(form);
        }
        // 6.9. If form cannot navigate, then return.
        if (!connected()) return;
      }
      // 7–9. The entry list (its formdata event fired); if form cannot navigate, return.
      const entries = entryList(form, submitter);
      if (!connected()) return;
      // 10. The method: the submitter's formmethod, else the form's (get by default).
      const formAttr = (name) => (submitter !== form && has(submitter, "form" + name) ? attr(submitter, "form" + name) : attr(form, name));
      const methodValue = StringPrototypeToLowerCase(formAttr("method") ?? "");
      const method = methodValue === "post" || methodValue === "dialog" ? methodValue : "get";
      // 11. (dialog: closes the form's dialog — framescope has none.)
      if (method === "dialog") return;
      // 12–15. The action (the document's URL when empty), parsed against the base URL.
      let action = formAttr("action") ?? "";
      if (action === "") action = lib.info.location.href;
      const parsed = lib.natives.parseURL(action, lib.baseURL());
      if (parsed === null) return;
      // 24–25. By scheme and method: a GET to http(s), file or data mutates the action
      //      URL's query; a POST and javascript: navigate to the action URL as it is (a
      //      javascript: URL runs in this document); other schemes go nowhere here.
      const scheme = parsed.protocol;
      const fetchable = scheme === "http:" || scheme === "https:" || scheme === "file:" || scheme === "data:";
      if (!fetchable && scheme !== "javascript:") return;
      const href = fetchable && method === "get" ? mutateActionURL(parsed.href, entries) : parsed.href;
      // 19–21. The encoding type: the submitter's formenctype, else the form's.
      // 25. A POST to http(s) submits as entity body; to file: or data: it navigates to
      //     the action URL as it is.
      const post = method === "post" && (scheme === "http:" || scheme === "https:")
        ? entityBody(entries, StringPrototypeToLowerCase(formAttr("enctype") ?? ""))
        : undefined;
      // 16–17. The navigable the target (formtarget, else target, else the first <base
      //      target>) chooses, with the form's rel deciding noopener; navigated by
      //      planning the navigation.
      planNavigation(form, href, formAttr("target"), attr(form, "rel"), !fromMethod, post, submitter);
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submit-body:
    // the entry list encoded by the enctype (UTF-8), as a POST resource { body: bytes,
    // contentType } the navigation sends.
    function entityBody(entries, enctype) {
      // multipart/form-data: 1. the multipart/form-data encoding of the entry list; 2. its
      // MIME type with the boundary.
      if (enctype === "multipart/form-data") {
        const encoded = lib.multipartFormData.encode(entries);
        return { __proto__: null, body: encoded[0], contentType: "multipart/form-data; boundary=" + encoded[1] };
      }
      const pairs = namesAndValues(entries);
      // text/plain: 1. the entry list as name-value pairs; 2. each pair "name=value" and
      // CRLF (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm).
      if (enctype === "text/plain") {
        let text = "";
        for (let i = 0; i < pairs.length; i += 2) text += pairs[i] + "=" + pairs[i + 1] + "\r\n";
        return { __proto__: null, body: lib.natives.encodeUtf8(text), contentType: "text/plain" };
      }
      // application/x-www-form-urlencoded (any other value's default): the pairs'
      // urlencoded serialization.
      const text = lib.natives.serializeFormUrlencoded(pairs);
      return { __proto__: null, body: lib.natives.encodeUtf8(text), contentType: "application/x-www-form-urlencoded" };
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#plan-to-navigate:
    // 1. the form's planned navigation not run yet is removed — as Chrome does it, by a
    // submission with events only (`replaces`: a submit button's or requestSubmit()'s;
    // submit() plans without removing, so a form's submit() calls to several targets
    // navigate them all); 2–3. the navigation is queued as a task. (Two navigations of
    // one frame: the later replaces the earlier when its task runs.)
    // (`source`: the submitter, or the form: the navigate event's sourceElement.)
    function planNavigation(form, href, target, rel, replaces, post, source) {
      const d = data(form), planned = { __proto__: null, cancelled: false };
      if (replaces && d.plannedNavigation !== undefined) d.plannedNavigation.cancelled = true;
      d.plannedNavigation = planned;
      // (HTML's "submit" step 22: a document not completely loaded is replaced.)
      const replace = lib.completelyLoaded !== true;
      lib.natives.queueGlobalTask(() => {
        if (planned.cancelled) return;
        if (d.plannedNavigation === planned) d.plannedNavigation = undefined;
        lib.navigateTarget(href, target, rel, post, replace, undefined, source);
      });
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submit-mutate-action:
    // the action URL with its query the entry list (a File by its name, line breaks as
    // CRLF), application/x-www-form-urlencoded.
    function mutateActionURL(href, entries) {
      const parts = lib.natives.setURLQuery(href, lib.natives.serializeFormUrlencoded(namesAndValues(entries)));
      return parts ? parts.href : href;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#converting-an-entry-list-to-a-list-of-name-value-pairs:
    // names and values one after the other, a File by its name, every line break (CR,
    // LF, CRLF) as CRLF.
    function namesAndValues(entries) {
      const flat = [];
      for (let i = 0; i < entries.length; i++) {
        const value = entries[i][1];
        ArrayPrototypePush(flat, crlf(entries[i][0]), crlf(typeof value === "string" ? value : lib.files.fileName(value)));
      }
      return flat;
    }
    const crlf = (text) => StringPrototypeReplaceAll(StringPrototypeReplaceAll(StringPrototypeReplaceAll(text, "\r\n", "\n"), "\r", "\n"), "\n", "\r\n");
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset
    function reset(form) {
      if (!dispatch(form, trust(new Event("reset", { __proto__: null, bubbles: true, cancelable: true })))) return;
      const fields = lib.inclusiveDescendants(form), custom = [];
      for (let i = 0; i < fields.length; i++) {
        const d = data(fields[i]);
        // (The form's controls, and the options of its selects.)
        if (d.type !== 1 || d.ns !== undefined) continue;
        if (d.name !== "option" && lib.formOwner(fields[i]) !== form) continue;
        // (A form-associated custom element's reset algorithm, formResetCallback, runs
        // after the built-in controls' have, as its reaction would.)
        if (lib.isFormAssociated(d)) { ArrayPrototypePush(custom, fields[i]); continue; }
        d.value = undefined;
        d.checked = undefined;
        d.selected = undefined;
      }
      for (let i = 0; i < custom.length; i++) lib.ceFormCallback(custom[i], "formResetCallback", []);
    }
    // https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit steps 1.1–1.2
    // (and FormData's constructor's): a submitter is a submit button of the form.
    function checkSubmitter(form, submitter, failed) {
      if (submitter === null) return;
      if (!lib.isTreeNode(submitter) || !submitButton(submitter)) throw new TypeError(`${failed}: The specified element is not a submit button.`);
      if (lib.formOwner(submitter) !== form) throw new DOMException(`${failed}: The specified element is not owned by this form element.`, "NotFoundError");
    }
    // A submit or reset button's activation behavior: its form's submission or reset.
    function activate(button) {
      const form = lib.formOwner(button);
      if (form === null || disabled(button) || lib.shadowIncludingRoot(button) !== lib.document) return;
      if (submitButton(button)) submit(form, button, false);
      else if (typeOf(button) === "reset") reset(form);
    }

    // https://html.spec.whatwg.org/multipage/forms.html#category-label
    const LABELABLE = { __proto__: null, button: true, input: true, meter: true, output: true, progress: true, select: true, textarea: true };
    const labelable = (node) => {
      const d = data(node);
      return d.type === 1 && d.ns === undefined && ((LABELABLE[d.name] === true && !(d.name === "input" && typeOf(node) === "hidden")) || lib.isFormAssociated(d));
    };
    // https://html.spec.whatwg.org/multipage/forms.html#labeled-control: with a for
    // attribute, the first element of the label's tree with that ID if it is labelable;
    // else the label's first labelable descendant.
    function labeledControl(label) {
      const id = attr(label, "for");
      if (id !== undefined) {
        const nodes = lib.inclusiveDescendants(lib.root(label));
        for (let i = 0; i < nodes.length; i++) {
          if (data(nodes[i]).type === 1 && attr(nodes[i], "id") === id) return labelable(nodes[i]) ? nodes[i] : null;
        }
        return null;
      }
      const nodes = lib.inclusiveDescendants(label);
      for (let i = 1; i < nodes.length; i++) if (labelable(nodes[i])) return nodes[i];
      return null;
    }
    // https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels: the labels of the
    // control's tree whose labeled control it is, in tree order (live).
    function labels(control) {
      if (!labelable(control)) return null;
      return cached(control, "labelList", () => lib.nodeList(() => {
        const nodes = lib.inclusiveDescendants(lib.root(control)), out = [];
        for (let i = 0; i < nodes.length; i++) {
          if (isHTML(nodes[i], "label") && labeledControl(nodes[i]) === control) ArrayPrototypePush(out, nodes[i]);
        }
        return out;
      }, true));
    }
    // https://html.spec.whatwg.org/multipage/forms.html#the-label-element:activation-behaviour:
    // a click on a label (not on its control or inside it, nor on other interactive
    // content in the label) clicks the labeled control, as browsers do.
    const INTERACTIVE = { __proto__: null, a: true, button: true, details: true, input: true, select: true, textarea: true, label: true };
    function activateLabel(label, target) {
      const control = labeledControl(label);
      if (control === null) return;
      for (let e = target; e !== null && e !== label; e = lib.parentElement(e)) {
        if (e === control || (data(e).type === 1 && data(e).ns === undefined && INTERACTIVE[data(e).name] === true)) return;
      }
      // (As in browsers, the control, or the element a host delegates focus to, gets the
      // focus first: focus.js.)
      lib.focusLabeledControl(control);
      lib.click(control);
    }
    const labelMembers = { __proto__: null, get labels() { return labels(this); } };

    function members(name) {
      switch (name) {
      // https://html.spec.whatwg.org/multipage/forms.html#the-label-element
      case "HTMLLabelElement": return {
        get control() { return labeledControl(this); },
        get form() {
          const control = labeledControl(this);
          return control === null ? null : lib.formOwner(control);
        },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element: its
      // listed element descendants (form-associated custom elements too), in tree order.
      case "HTMLFieldSetElement": return {
        get type() { data(this); return "fieldset"; },
        get elements() {
          return cached(this, "fieldsetControls", () => lib.htmlCollection(() => {
            const nodes = lib.inclusiveDescendants(this), out = [];
            for (let i = 1; i < nodes.length; i++) if (listed(nodes[i])) ArrayPrototypePush(out, nodes[i]);
            return out;
          }));
        },
      };
      case "HTMLButtonElement": case "HTMLInputElement": case "HTMLMeterElement": case "HTMLOutputElement":
      case "HTMLProgressElement": case "HTMLTextAreaElement":
        return labelMembers;
      // https://html.spec.whatwg.org/multipage/forms.html#the-form-element
      case "HTMLFormElement": return {
        get elements() { return cached(this, "formControls", () => lib.formElements.controlsCollection(() => controls(this))); },
        get length() { return controls(this).length; },
        submit() { data(this); submit(this, this, true); },
        requestSubmit(submitter = null) {
          checkSubmitter(this, submitter, "Failed to execute 'requestSubmit' on 'HTMLFormElement'");
          submit(this, submitter ?? this, false);
        },
        reset() { reset(this); },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element
      case "HTMLSelectElement": return {
        get labels() { return labels(this); },
        get type() { return multiple(this) ? "select-multiple" : "select-one"; },
        get options() { return cached(this, "optionList", () => lib.htmlCollection(() => listOfOptions(this))); },
        get selectedOptions() {
          return cached(this, "selectedList", () => lib.htmlCollection(() => {
            const options = listOfOptions(this), out = [];
            for (let i = 0; i < options.length; i++) if (isSelected(options[i])) ArrayPrototypePush(out, options[i]);
            return out;
          }));
        },
        get length() { return listOfOptions(this).length; },
        item(index) { return listOfOptions(this)[index >>> 0] ?? null; },
        namedItem(name) {
          const options = listOfOptions(this);
          for (let i = 0; i < options.length; i++) if (attr(options[i], "id") === name || attr(options[i], "name") === name) return options[i];
          return null;
        },
        get selectedIndex() { return selectedIndexOf(this); },
        set selectedIndex(index) {
          const options = listOfOptions(this);
          for (let i = 0; i < options.length; i++) data(options[i]).selected = i === (index | 0);
        },
        get value() {
          const option = listOfOptions(this)[selectedIndexOf(this)];
          return option === undefined ? "" : optionValue(option);
        },
        set value(value) {
          const options = listOfOptions(this), text = String(value);
          let done = false;
          for (let i = 0; i < options.length; i++) {
            const match = !done && optionValue(options[i]) === text;
            data(options[i]).selected = match;
            done ||= match;
          }
        },
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add
        add(element, before = null) {
          const reference = typeof before === "number" ? listOfOptions(this)[before] ?? null : before;
          const parent = reference === null ? this : lib.parentElement(reference);
          lib.insertNode(parent ?? this, element, reference);
        },
        // With an index, that option goes; without, the select itself (ChildNode's).
        remove(index = undefined) {
          if (arguments.length === 0) {
            const parent = data(this).parent;
            if (parent) lib.removeNode(parent, this);
            return;
          }
          const option = listOfOptions(this)[index | 0];
          if (option !== undefined) lib.removeNode(data(option).parent, option);
        },
        get form() { return lib.formOwner(this); },
      };
      // https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element
      case "HTMLOptionElement": return {
        get selected() { return isSelected(this); },
        set selected(value) {
          data(this).selected = !!value;
          // (A select that is not multiple then has this option alone selected.)
          const select = selectOf(this);
          if (!value || select === null || multiple(select)) return;
          const options = listOfOptions(select);
          for (let i = 0; i < options.length; i++) if (options[i] !== this) data(options[i]).selected = false;
        },
        get index() {
          const select = selectOf(this);
          return select === null ? 0 : ArrayPrototypeIndexOf(listOfOptions(select), this);
        },
        get form() {
          const select = selectOf(this);
          return select === null ? null : lib.formOwner(select);
        },
      };
      default: return undefined;
      }
    }
    return {
      __proto__: null, members, entryList, activate, activateLabel, checkSubmitter, disabled, actuallyDisabled, inDatalist, listOfOptions, isSelected, controls,
      selectedIndexOf,
      setSelectedIndex: (select, index) => {
        const options = listOfOptions(select);
        for (let i = 0; i < options.length; i++) data(options[i]).selected = i === (index | 0);
      },
      labels, isForm: (value) => lib.isTreeNode(value) && isHTML(value, "form"),
    };
  }
});
