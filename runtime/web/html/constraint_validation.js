// The constraint validation API: `willValidate`, `validity` (ValidityState),
// `validationMessage`, `checkValidity()`, `reportValidity()` and `setCustomValidity()` of
// the listed elements, `checkValidity()`/`reportValidity()` of forms, the `invalid` event,
// the `:valid`/`:invalid` pseudo-classes, and the interactive validation that stops a
// form's submission. framescope has no user: no value is ever "last changed by a user
// edit", so tooLong and tooShort stay false, and badInput too (nothing is typed).
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). All but two functions are made with the first interface that has the
// API (html_element_interfaces.js asks `lib.constraintValidation()`).
(function constraintValidation(lib) {
  "use strict";
  if (lib.info.scope !== "Window") return;
  let made;
  // { members(interfaceName), staticallyValidate(form), matches(element, valid) }
  lib.constraintValidation = () => (made ??= make());
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate
  lib.lazily({ interfaces: ["ValidityState"] }, () => ({ __proto__: null, ValidityState: lib.constraintValidation().ValidityState }));

  function make() {
    const { Event, data, dispatch, illegal, trust } = lib;
    const {
      MathFloor, Number, NumberIsFinite, ObjectCreate, ObjectDefineProperty, ObjectGetOwnPropertyDescriptor, RegExp,
      RegExpPrototypeExec, SafeWeakMap, String, StringPrototypeIndexOf, StringPrototypeReplaceAll, StringPrototypeSplit,
      StringPrototypeToLowerCase, TypeError,
    } = lib.primordials;
    const forms = lib.forms();
    const attr = (element, name) => data(element).attrs.get(name);
    const has = (element, name) => data(element).attrs.has(name);
    // https://html.spec.whatwg.org/multipage/input.html#attr-input-type: an unknown or
    // missing type is the Text state.
    const TYPES = " hidden text search tel url email password date month week time datetime-local number range color checkbox radio file submit image reset button ";
    const inputType = (element) => {
      const type = StringPrototypeToLowerCase(attr(element, "type") ?? "");
      return type !== "" && applies(TYPES, type) ? type : "text";
    };
    const applies = (list, type) => StringPrototypeIndexOf(list, " " + type + " ") !== -1;
    // Where `readonly`, `required` and `pattern` apply, by input type.
    const READONLY = " text search url tel email password date month week time datetime-local number ";
    const REQUIRED = READONLY + "checkbox radio file ";
    const PATTERN = " text search url tel email password ";

    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#candidate-for-constraint-validation:
    // a submittable element not barred from constraint validation.
    function candidate(element) {
      const d = data(element);
      if (d.type !== 1 || d.ns !== undefined) return false;
      // (A form-associated custom element is barred by a readonly attribute.)
      if (lib.isFormAssociated(d)) return !has(element, "readonly") && !forms.disabled(element) && !forms.inDatalist(element);
      if (d.name === "input") {
        const type = inputType(element);
        if (type === "hidden" || type === "reset" || type === "button") return false;
        if (has(element, "readonly") && applies(READONLY, type)) return false;
      } else if (d.name === "button") {
        const type = StringPrototypeToLowerCase(attr(element, "type") ?? "");
        if (type === "reset" || type === "button") return false;
      } else if (d.name === "textarea") {
        if (has(element, "readonly")) return false;
      } else if (d.name !== "select") {
        // (fieldset, output and object are listed, and always barred.)
        return false;
      }
      return !forms.disabled(element) && !forms.inDatalist(element);
    }

    // Each flag of ValidityState, by the element's current state.
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#suffering-from-being-missing
    function valueMissing(element) {
      const name = data(element).name;
      // (A radio button is missing when any of its group is required and none checked.)
      if (name === "input" && inputType(element) === "radio") {
        const group = lib.radioGroup(element, data(element));
        let required = false;
        for (let i = 0; i < group.length; i++) {
          if (data(group[i]).checked ?? has(group[i], "checked")) return false;
          if (has(group[i], "required")) required = true;
        }
        return required;
      }
      if (!has(element, "required")) return false;
      // (A text field must be mutable — neither disabled nor read-only — to be missing.)
      const mutable = () => !forms.disabled(element) && !has(element, "readonly");
      if (name === "textarea") return mutable() && textareaValue(element) === "";
      if (name === "select") return selectMissing(element);
      if (name !== "input") return false;
      const type = inputType(element);
      if (!applies(REQUIRED, type)) return false;
      if (type === "checkbox") return !(data(element).checked ?? has(element, "checked"));
      // (No file is ever selected.)
      if (type === "file") return true;
      return mutable() && value(element) === "";
    }
    const textareaValue = (element) => data(element).value ?? lib.textContent(element);
    // https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option
    function selectMissing(select) {
      const options = forms.listOfOptions(select);
      let selected = null, count = 0;
      for (let i = 0; i < options.length; i++) {
        if (forms.isSelected(options[i])) { selected ??= options[i]; count++; }
      }
      if (count === 0) return true;
      const size = Number(attr(select, "size") ?? "1");
      const placeholder = !has(select, "multiple") && (size === 1 || !NumberIsFinite(size) || size <= 0) &&
        options[0] !== undefined && lib.parentElement(options[0]) === select && optionValue(options[0]) === "";
      return placeholder && count === 1 && selected === options[0];
    }
    const optionValue = (option) => attr(option, "value") ?? lib.collapse(lib.textContent(option));
    const value = (element) => lib.inputValue(element);
    // https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
    const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
    // An email input's values: one, or (with multiple) each of the comma-separated list.
    function emails(element) {
      const text = value(element);
      if (!has(element, "multiple")) return [text];
      const parts = StringPrototypeSplit(text, ",");
      // (Each stripped of leading and trailing ASCII whitespace.)
      for (let i = 0; i < parts.length; i++) parts[i] = StringPrototypeReplaceAll(parts[i], /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
      return parts;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#suffering-from-a-type-mismatch
    function typeMismatch(element) {
      if (data(element).name !== "input") return false;
      const type = inputType(element), text = value(element);
      if (text === "") return false;
      if (type === "email") {
        const list = emails(element);
        for (let i = 0; i < list.length; i++) if (RegExpPrototypeExec(EMAIL, list[i]) === null) return true;
        return false;
      }
      if (type === "url") return lib.natives.parseURL(text, undefined) === null;
      return false;
    }
    // https://html.spec.whatwg.org/multipage/input.html#attr-input-pattern: the whole value
    // (each email of a multiple list) matches ^(?:pattern)$ with the v flag; a pattern
    // that does not compile constrains nothing.
    function patternMismatch(element) {
      if (data(element).name !== "input" || !applies(PATTERN, inputType(element))) return false;
      const pattern = attr(element, "pattern");
      if (pattern === undefined || value(element) === "") return false;
      let regexp;
      try {
        regexp = new RegExp("^(?:" + pattern + ")$", "v");
      } catch {
        return false;
      }
      const list = inputType(element) === "email" ? emails(element) : [value(element)];
      for (let i = 0; i < list.length; i++) if (RegExpPrototypeExec(regexp, list[i]) === null) return true;
      return false;
    }
    // https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
    // (for a valid floating-point number, which is what a number input's value is after
    // sanitization; null for anything else).
    const FLOAT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;
    const parseFloat = (text) => (text !== undefined && RegExpPrototypeExec(FLOAT, text) !== null ? Number(text) : null);
    // A number input's value as a number (null when empty or not a number: sanitization
    // would have made it empty).
    const numberValue = (element) => (data(element).name === "input" && inputType(element) === "number" ? parseFloat(value(element)) : null);
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#suffering-from-an-underflow
    // and #suffering-from-an-overflow (number inputs; the date and time types are not
    // modelled).
    function rangeUnderflow(element) {
      const number = numberValue(element), min = parseFloat(attr(element, "min"));
      return number !== null && min !== null && number < min;
    }
    function rangeOverflow(element) {
      const number = numberValue(element), max = parseFloat(attr(element, "max"));
      return number !== null && max !== null && number > max;
    }
    // https://html.spec.whatwg.org/multipage/input.html#attr-input-step: the allowed value
    // step (default 1, "any" for none) from the step base (min, else the value attribute,
    // else 0).
    function stepMismatch(element) {
      const number = numberValue(element);
      if (number === null) return false;
      const step = attr(element, "step");
      if (step !== undefined && StringPrototypeToLowerCase(step) === "any") return false;
      let allowed = parseFloat(step);
      if (allowed === null || allowed <= 0) allowed = 1;
      const base = parseFloat(attr(element, "min")) ?? parseFloat(attr(element, "value")) ?? 0;
      const steps = (number - base) / allowed;
      const off = steps - MathFloor(steps + 0.5);
      return (off < 0 ? -off : off) > 1e-9;
    }
    // setCustomValidity()'s message, by element.
    const custom = lib.internalSlots("constraint_validation.custom");
    const customError = (element) => (custom.get(element) ?? "") !== "";
    const FLAGS = [
      ["valueMissing", valueMissing], ["typeMismatch", typeMismatch], ["patternMismatch", patternMismatch],
      ["tooLong", () => false], ["tooShort", () => false], ["rangeUnderflow", rangeUnderflow],
      ["rangeOverflow", rangeOverflow], ["stepMismatch", stepMismatch], ["badInput", () => false],
      ["customError", customError],
    ];
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fv-valid
    // (Whether no flag holds: a ValidityState's `valid`, candidate or not.)
    // (A form-associated custom element's flags are those its ElementInternals set.)
    const flagOf = (element, i) => {
      const internals = data(element).internals;
      if (internals !== undefined && lib.isFormAssociated(data(element))) return internals.flags[FLAGS[i][0]] === true;
      return FLAGS[i][1](element);
    };
    const satisfies = (element) => {
      for (let i = 0; i < FLAGS.length; i++) if (flagOf(element, i)) return false;
      return true;
    };
    const valid = (element) => !candidate(element) || satisfies(element);

    const states = lib.internalSlots("constraint_validation.states");
    const elementOf = (state, member) => {
      const element = states.get(state);
      if (element === undefined) throw new TypeError(`Failed to read the '${member}' property from 'ValidityState': Illegal invocation`);
      return element;
    };
    class ValidityState {
      constructor() { illegal(); }
      get valid() { return satisfies(elementOf(this, "valid")); }
    }
    for (let i = 0; i < FLAGS.length; i++) {
      const name = FLAGS[i][0];
      // (Accessors of an object literal: named "get <name>", as Web IDL's.)
      const getter = ObjectGetOwnPropertyDescriptor({ get [name]() { return flagOf(elementOf(this, name), i); } }, name).get;
      ObjectDefineProperty(ValidityState.prototype, name, { __proto__: null, get: getter, enumerable: true, configurable: true });
    }
    const validityOf = (element) => {
      const d = data(element);
      if (d.validity === undefined) {
        d.validity = ObjectCreate(ValidityState.prototype);
        states.set(d.validity, element);
      }
      return d.validity;
    };

    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage:
    // what Chrome shows for each flag.
    function validationMessage(element) {
      if (!candidate(element) || valid(element)) return "";
      if (lib.isFormAssociated(data(element))) return data(element).internals?.message ?? "";
      if (customError(element)) return custom.get(element);
      const type = data(element).name === "input" ? inputType(element) : data(element).name;
      if (valueMissing(element)) {
        if (type === "checkbox") return "Please check this box if you want to proceed.";
        if (type === "radio") return "Please select one of these options.";
        if (type === "select") return "Please select an item in the list.";
        if (type === "file") return "Please select a file.";
        return "Please fill out this field.";
      }
      if (typeMismatch(element)) return type === "email" ? "Please enter an email address." : "Please enter a URL.";
      if (patternMismatch(element)) return "Please match the requested format.";
      if (rangeUnderflow(element)) return `Value must be greater than or equal to ${attr(element, "min")}.`;
      if (rangeOverflow(element)) return `Value must be less than or equal to ${attr(element, "max")}.`;
      return "Please enter a valid value.";
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#check-validity-steps:
    // an invalid candidate gets a cancelable `invalid` event, and the result is false.
    function checkValidity(element) {
      if (valid(element)) return true;
      fireInvalid(element);
      return false;
    }
    const fireInvalid = (element) => dispatch(element, trust(new Event("invalid", { __proto__: null, cancelable: true })));
    // The invalid elements a form owns (forms.js keeps them), or a fieldset holds, in tree
    // order.
    function invalidControls(container) {
      const form = data(container).name === "form";
      const nodes = form ? lib.formAssociates(container) : lib.inclusiveDescendants(container), invalid = [];
      for (let i = form ? 0 : 1; i < nodes.length; i++) {
        const d = data(nodes[i]);
        if (d.type !== 1 || d.ns !== undefined) continue;
        if (!valid(nodes[i])) invalid[invalid.length] = nodes[i];
      }
      return invalid;
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints:
    // the form's submittable elements (its owner is the form) that are invalid each get an
    // `invalid` event; true when there are none. Interactive validation (a submission's)
    // is the same here: framescope reports nothing to a user.
    function staticallyValidate(form) {
      const invalid = invalidControls(form);
      for (let i = 0; i < invalid.length; i++) fireInvalid(invalid[i]);
      return invalid.length === 0;
    }
    // :valid and :invalid (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-valid):
    // candidates by their validity; forms and fieldsets by their controls'.
    function matches(element, wanted) {
      const d = data(element);
      if (d.type !== 1 || d.ns !== undefined) return false;
      if (d.name === "form" || d.name === "fieldset") return (invalidControls(element).length === 0) === wanted;
      return candidate(element) && valid(element) === wanted;
    }

    // The members of each interface with the API.
    const api = {
      __proto__: null,
      get willValidate() { return candidate(this); },
      get validity() { return validityOf(this); },
      get validationMessage() { return validationMessage(this); },
      checkValidity() { return checkValidity(this); },
      reportValidity() { return checkValidity(this); },
      setCustomValidity(error) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'setCustomValidity': 1 argument required, but only 0 present.");
        data(this);
        custom.set(this, String(error));
      },
    };
    const formAPI = {
      __proto__: null,
      checkValidity() { data(this); return staticallyValidate(this); },
      reportValidity() { data(this); return staticallyValidate(this); },
    };
    const members = (name) => (name === "HTMLFormElement" ? formAPI : api);
    return {
      __proto__: null, ValidityState, members, staticallyValidate, matches, candidate, validityOf, validationMessage,
      checkValidity,
    };
  }
});
