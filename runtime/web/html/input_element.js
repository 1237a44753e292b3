// The input element's members beyond reflection and its value (html_element_interfaces.js):
// the value sanitization of its number, range, date and time and color states,
// `valueAsNumber`, `valueAsDate`, `stepUp()`/`stepDown()`, `indeterminate`, `files`, `list`
// and `showPicker()`; and the text control selection APIs of input and textarea
// elements (`selectionStart`, `selectionEnd`, `selectionDirection`, `select()`,
// `setSelectionRange()`, `setRangeText()`).
// https://html.spec.whatwg.org/multipage/input.html#the-input-element
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
//
// A control's selection starts empty, at 0, and changes only through these APIs: the text
// testdriver's keys type (user_input.js) goes at the end of the value and moves nothing.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib`; like it, it calls only the built-ins captured before any page script ran
// (primordials.js). Its members are made with HTMLInputElement and HTMLTextAreaElement
// (`lib.inputElement.inputMembers`, `.textAreaMembers`), on their first use.
(function inputElement(lib) {
  "use strict";
  const { data, getAttribute, info, lowercase } = lib;
  const {
    Date, DatePrototypeGetTime, MathFloor, MathRound, MathTrunc, Number, NumberIsFinite, RegExpPrototypeExec, String,
    StringPrototypeSlice, TypeError,
  } = lib.primordials;
  if (info.scope !== "Window") return;
  // (Made on first use: the first input or textarea interface, or a lastModified read.)
  lib.lazily({ shared: ["inputElement"] }, () => {
    // https://html.spec.whatwg.org/multipage/input.html#attr-input-type: its state (an
    // unknown or missing type is the Text state).
    const TYPES = {
      __proto__: null, hidden: true, text: true, search: true, tel: true, url: true, email: true, password: true, date: true,
      month: true, week: true, time: true, "datetime-local": true, number: true, range: true, color: true, checkbox: true,
      radio: true, file: true, submit: true, image: true, reset: true, button: true,
    };
    const inputType = (d) => {
      const type = lowercase(d.attrs.get("type") ?? "");
      return TYPES[type] === true ? type : "text";
    };

    // https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times: the
    // parts of a valid date, month, week, time and local date and time string, or null.
    const daysInMonth = (year, month) => (month === 2 ? ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
    function parseMonth(text) {
      const m = RegExpPrototypeExec(/^(\d{4,})-(\d\d)$/, text);
      if (m === null) return null;
      const year = Number(m[1]), month = Number(m[2]);
      return year > 0 && month >= 1 && month <= 12 ? [year, month] : null;
    }
    function parseDate(text) {
      const m = RegExpPrototypeExec(/^(\d{4,}-\d\d)-(\d\d)$/, text);
      if (m === null) return null;
      const month = parseMonth(m[1]), day = Number(m[2]);
      return month !== null && day >= 1 && day <= daysInMonth(month[0], month[1]) ? [month[0], month[1], day] : null;
    }
    // (Milliseconds since midnight.)
    function parseTime(text) {
      const m = RegExpPrototypeExec(/^(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3}))?)?$/, text);
      if (m === null) return null;
      const hour = Number(m[1]), minute = Number(m[2]), second = m[3] === undefined ? 0 : Number(m[3]);
      if (hour > 23 || minute > 59 || second > 59) return null;
      const fraction = m[4] === undefined ? 0 : Number(StringPrototypeSlice(m[4] + "00", 0, 3));
      return ((hour * 60 + minute) * 60 + second) * 1000 + fraction;
    }
    // Days since 1970-01-01 of a proleptic Gregorian date, and back (Howard Hinnant's
    // civil-date algorithms: years before 100 too, which Date.UTC takes for 19xx).
    function daysFromCivil(year, month, day) {
      const y = month <= 2 ? year - 1 : year, era = MathFloor(y / 400), yoe = y - era * 400;
      const doy = MathFloor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
      return era * 146097 + yoe * 365 + MathFloor(yoe / 4) - MathFloor(yoe / 100) + doy - 719468;
    }
    function civilFromDays(days) {
      const z = days + 719468, era = MathFloor(z / 146097), doe = z - era * 146097;
      const yoe = MathFloor((doe - MathFloor(doe / 1460) + MathFloor(doe / 36524) - MathFloor(doe / 146096)) / 365);
      const doy = doe - (365 * yoe + MathFloor(yoe / 4) - MathFloor(yoe / 100)), mp = MathFloor((5 * doy + 2) / 153);
      const month = mp < 10 ? mp + 3 : mp - 9;
      return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, doy - MathFloor((153 * mp + 2) / 5) + 1];
    }
    // (0 is Sunday: 1970-01-01 was a Thursday.)
    const weekday = (days) => (((days + 4) % 7) + 7) % 7;
    const utc = (year, month, day) => daysFromCivil(year, month, day) * DAY;
    // https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#weeks: the number of
    // weeks of `year` (53 when it starts on a Thursday, or on a Wednesday in a leap year).
    function weeksInYear(year) {
      const day = weekday(daysFromCivil(year, 1, 1));
      return day === 4 || (day === 3 && daysInMonth(year, 2) === 29) ? 53 : 52;
    }
    // The Monday 00:00 UTC of the first week of `year` (the week with its first Thursday).
    function firstWeekStart(year) {
      const jan1 = daysFromCivil(year, 1, 1), day = weekday(jan1);
      return (jan1 + (day <= 4 ? 1 : 8) - (day === 0 ? 7 : day)) * DAY;
    }
    const DAY = 86400000;
    const pad = (n, width) => {
      let text = String(n);
      while (text.length < width) text = "0" + text;
      return text;
    };
    // (A time of day as the shortest valid time string: seconds and fractions only if any.)
    function timeString(ms) {
      const hours = MathFloor(ms / 3600000), minutes = MathFloor(ms / 60000) % 60, seconds = MathFloor(ms / 1000) % 60, fraction = ms % 1000;
      let text = pad(hours, 2) + ":" + pad(minutes, 2);
      if (seconds !== 0 || fraction !== 0) text += ":" + pad(seconds, 2);
      if (fraction !== 0) text += "." + RegExpPrototypeExec(/^(\d*?)0*$/, pad(fraction, 3))[1];
      return text;
    }
    const dateParts = (ms) => civilFromDays(MathFloor(ms / DAY));
    const dateString = (ms) => { const p = dateParts(ms); return pad(p[0], 4) + "-" + pad(p[1], 2) + "-" + pad(p[2], 2); };

    // https://html.spec.whatwg.org/multipage/input.html#concept-input-value-string-number and
    // #concept-input-value-number-string of each state that has them: [string → number (or
    // NaN), number → string, default step, step scale factor, default step base, valueAsDate].
    const STATES = {
      __proto__: null,
      date: [(t) => { const p = parseDate(t); return p === null ? NaN : utc(p[0], p[1], p[2]); }, (n) => dateString(n), 1, DAY, 0, true],
      month: [
        (t) => { const p = parseMonth(t); return p === null ? NaN : (p[0] - 1970) * 12 + p[1] - 1; },
        (n) => { const year = 1970 + MathFloor(n / 12), month = n - (year - 1970) * 12 + 1; return pad(year, 4) + "-" + pad(month, 2); },
        1, 1, 0, true,
      ],
      week: [
        (t) => {
          const m = RegExpPrototypeExec(/^(\d{4,})-W(\d\d)$/, t);
          if (m === null) return NaN;
          const year = Number(m[1]), week = Number(m[2]);
          return year > 0 && week >= 1 && week <= weeksInYear(year) ? firstWeekStart(year) + (week - 1) * 7 * DAY : NaN;
        },
        (n) => {
          // (The week of the Thursday of n's week.)
          const thursday = n + 3 * DAY - ((weekday(MathFloor(n / DAY)) + 6) % 7) * DAY;
          const year = dateParts(thursday)[0];
          return pad(year, 4) + "-W" + pad(MathFloor((thursday - firstWeekStart(year)) / (7 * DAY)) + 1, 2);
        },
        1, 7 * DAY, -259200000, true,
      ],
      time: [(t) => parseTime(t) ?? NaN, (n) => timeString(((n % DAY) + DAY) % DAY), 60, 1000, 0, true],
      "datetime-local": [
        (t) => {
          const m = RegExpPrototypeExec(/^([^T ]+)[T ](.+)$/, t);
          const date = m === null ? null : parseDate(m[1]), time = m === null ? null : parseTime(m[2]);
          return date === null || time === null ? NaN : utc(date[0], date[1], date[2]) + time;
        },
        (n) => dateString(n) + "T" + timeString(((n % DAY) + DAY) % DAY),
        60, 1000, 0, false,
      ],
      number: [(t) => lib.parseFloatingPoint(t) ?? NaN, (n) => String(n), 1, 1, 0, false],
      range: [(t) => lib.parseFloatingPoint(t) ?? NaN, (n) => String(n), 1, 1, 0, false],
    };

    // https://html.spec.whatwg.org/multipage/input.html#value-sanitization-algorithm of the
    // states that have one beyond text's (html_element_interfaces.js does those): the value
    // `value` of `element` (whose type is `type`) as its state keeps it.
    function sanitize(element, type, value) {
      if (type === "color") {
        // https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color): a valid
        // simple color, in ASCII lowercase; else #000000.
        return RegExpPrototypeExec(/^#[0-9a-fA-F]{6}$/, value) !== null ? lowercase(value) : "#000000";
      }
      const state = STATES[type];
      if (state === undefined) return value;
      if (type === "range") {
        // https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range): a valid
        // number within [min, max] on a step, else the default value (min + max) / 2.
        const bounds = rangeOf(element, type);
        let number = state[0](value);
        if (!NumberIsFinite(number)) number = bounds.max < bounds.min ? bounds.min : (bounds.min + bounds.max) / 2;
        number = clampToStep(element, type, number, bounds, 0);
        return state[1](number);
      }
      const number = state[0](value);
      if (!NumberIsFinite(number)) return "";
      // (A local date and time is normalized: "T", the shortest time.)
      return type === "datetime-local" ? state[1](number) : value;
    }
    // The element's minimum and maximum (range: 0 and 100 by default), as numbers (NaN: none).
    function rangeOf(element, type) {
      const state = STATES[type];
      const min = state[0](getAttribute(element, "min") ?? ""), max = state[0](getAttribute(element, "max") ?? "");
      return {
        __proto__: null,
        min: NumberIsFinite(min) ? min : type === "range" ? 0 : NaN,
        max: NumberIsFinite(max) ? max : type === "range" ? 100 : NaN,
      };
    }
    // https://html.spec.whatwg.org/multipage/input.html#concept-input-step: the allowed value
    // step (null: "any") and https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero,
    // the step base.
    function allowedStep(element, type) {
      const state = STATES[type], attribute = getAttribute(element, "step");
      if (attribute !== null && lowercase(attribute) === "any") return null;
      let step = attribute === null ? NaN : lib.parseFloatingPoint(attribute) ?? NaN;
      if (!(step > 0)) step = state[2];
      else if (type === "date" || type === "month" || type === "week") step = MathRound(step) || 1;
      return step * state[3];
    }
    function stepBase(element, type) {
      const state = STATES[type];
      const min = state[0](getAttribute(element, "min") ?? "");
      if (NumberIsFinite(min)) return min;
      const value = state[0](getAttribute(element, "value") ?? "");
      return NumberIsFinite(value) ? value : state[4];
    }
    // `number` on the step nearest it (rounding `direction` 0: to the nearest, 1: up, -1:
    // down), within the element's range.
    function clampToStep(element, type, number, bounds, direction) {
      const step = allowedStep(element, type), base = stepBase(element, type);
      const onStep = (n, dir) => {
        if (step === null) return n;
        const k = (n - base) / step;
        const whole = dir > 0 ? -MathFloor(-k) : dir < 0 ? MathFloor(k) : MathRound(k);
        return base + whole * step;
      };
      number = onStep(number, direction);
      if (NumberIsFinite(bounds.min) && number < bounds.min) number = onStep(bounds.min, 1);
      if (NumberIsFinite(bounds.max) && number > bounds.max) number = onStep(bounds.max, -1);
      return number;
    }

    // https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup
    function step(element, n, method) {
      const d = data(element), type = inputType(d), state = STATES[type];
      const fail = (why) => new lib.DOMException(`Failed to execute '${method}' on 'HTMLInputElement': ${why}`, "InvalidStateError");
      // 1. If the method does not apply, then throw an "InvalidStateError".
      if (state === undefined) throw fail("This form element is not steppable.");
      // 2. If the element has no allowed value step, then throw an "InvalidStateError".
      const allowed = allowedStep(element, type);
      if (allowed === null) throw fail("This form element does not have an allowed value step.");
      // 3. If the element has a minimum and a maximum and the minimum is greater than the
      //    maximum, then return.
      const bounds = rangeOf(element, type);
      if (bounds.min > bounds.max) return;
      // 5. Let value be the result of converting the value to a number, or 0.
      let value = state[0](lib.inputValue(element));
      if (!NumberIsFinite(value)) value = 0;
      // 6. Let valueBeforeStepping be value.
      const before = value, base = stepBase(element, type), up = method === "stepUp";
      // 7. If value subtracted from the step base is not an integral multiple of the allowed
      //    value step, the nearest valid value in the direction; else value + n steps.
      const k = (value - base) / allowed;
      if (k !== MathFloor(k)) value = base + (up ? -MathFloor(-k) : MathFloor(k)) * allowed;
      else value += allowed * n * (up ? 1 : -1);
      // 8–9. Within the minimum and the maximum, on a step.
      if (NumberIsFinite(bounds.min) && value < bounds.min) value = base + -MathFloor(-(bounds.min - base) / allowed) * allowed;
      if (NumberIsFinite(bounds.max) && value > bounds.max) value = base + MathFloor((bounds.max - base) / allowed) * allowed;
      // 10. If stepping moved the value the other way, then return.
      if ((up && value < before) || (!up && value > before)) return;
      // 11–12. Set the value to value converted to a string.
      setValue(element, state[1](value));
    }
    const setValue = (element, value) => {
      data(element).value = value;
      textControlValueSet(element);
    };

    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection:
    // the input types whose selectionStart, selectionEnd, selectionDirection,
    // setRangeText() and setSelectionRange() apply (and textarea elements).
    const SELECTABLE = { __proto__: null, text: true, search: true, url: true, tel: true, password: true };
    const selectable = (element) => {
      const d = data(element);
      return d.name === "textarea" || SELECTABLE[inputType(d)] === true;
    };
    // The control's value as its selection counts it (the API value).
    const textAreaValue = (element) => data(element).value ?? lib.textContent(element);
    const apiValue = (element) => (data(element).name === "textarea" ? textAreaValue(element) : lib.inputValue(element));
    // The selection: [start, end, direction], within the value.
    function selectionOf(element) {
      const d = data(element), length = apiValue(element).length;
      const s = d.selection ?? [0, 0, "none"];
      const end = s[1] > length ? length : s[1];
      return [s[0] > end ? end : s[0], end, s[2]];
    }
    // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range
    function setSelectionRange(element, start, end, direction) {
      const length = apiValue(element).length;
      // 1–2. start and end, converted and clamped to the length; start not after end.
      end = end > length ? length : end;
      start = start > end ? end : start;
      // 3–4. The direction: "forward" or "backward" as given, else "none".
      direction = direction === "forward" || direction === "backward" ? direction : "none";
      const d = data(element), old = d.selection;
      d.selection = [start, end, direction];
      // 5. If the selection changed, queue an element task to fire select at the element;
      //    and https://w3c.github.io/selection-api/#scheduling-selectionchange-event:
      //    schedule a selectionchange event at the text control (one at a time, bubbling).
      if (old === undefined || old[0] !== start || old[1] !== end || old[2] !== direction) {
        lib.natives.queueGlobalTask(() => lib.dispatch(element, lib.trust(new lib.Event("select", { __proto__: null, bubbles: true }))));
        if (d.selectionChangeScheduled !== true) {
          d.selectionChangeScheduled = true;
          lib.natives.queueGlobalTask(() => {
            d.selectionChangeScheduled = false;
            lib.dispatch(element, lib.trust(new lib.Event("selectionchange", { __proto__: null, bubbles: true })));
          });
        }
      }
    }
    // A value set by script moves the cursor to the end of the new value, unselecting (the
    // value IDL attribute's setter, html_element_interfaces.js).
    function textControlValueSet(element) {
      const length = apiValue(element).length;
      data(element).selection = [length, length, "none"];
    }
    const notApplicable = (element, member) => new lib.DOMException(
      `Failed to ${member} 'HTMLInputElement': The input element's type ('${inputType(data(element))}') does not support selection.`, "InvalidStateError");

    // The selection members, for HTMLInputElement and HTMLTextAreaElement.
    const selectionMembers = () => ({
      __proto__: null,
      // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
      select() {
        if (!selectable(this)) return;
        setSelectionRange(this, 0, apiValue(this).length, "none");
      },
      get selectionStart() { return selectable(this) ? selectionOf(this)[0] : null; },
      set selectionStart(value) {
        if (!selectable(this)) throw notApplicable(this, "set the 'selectionStart' property on");
        const s = selectionOf(this), start = Number(value) >>> 0;
        setSelectionRange(this, start, start > s[1] ? start : s[1], s[2]);
      },
      get selectionEnd() { return selectable(this) ? selectionOf(this)[1] : null; },
      set selectionEnd(value) {
        if (!selectable(this)) throw notApplicable(this, "set the 'selectionEnd' property on");
        const s = selectionOf(this);
        setSelectionRange(this, s[0], Number(value) >>> 0, s[2]);
      },
      get selectionDirection() { return selectable(this) ? selectionOf(this)[2] : null; },
      set selectionDirection(value) {
        if (!selectable(this)) throw notApplicable(this, "set the 'selectionDirection' property on");
        const s = selectionOf(this);
        setSelectionRange(this, s[0], s[1], String(value));
      },
      // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setselectionrange
      setSelectionRange(start, end, direction = undefined) {
        lib.requireArguments(arguments, 2, "setSelectionRange", lib.localNameOf(this) === "textarea" ? "HTMLTextAreaElement" : "HTMLInputElement");
        if (!selectable(this)) throw notApplicable(this, "execute 'setSelectionRange' on");
        setSelectionRange(this, Number(start) >>> 0, Number(end) >>> 0, direction === undefined ? undefined : String(direction));
      },
      // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setrangetext
      setRangeText(replacement, start = undefined, end = undefined, selectionMode = "preserve") {
        const iface = lib.localNameOf(this) === "textarea" ? "HTMLTextAreaElement" : "HTMLInputElement";
        lib.requireArguments(arguments, 1, "setRangeText", iface);
        if (arguments.length === 2) lib.requireArguments(arguments, 3, "setRangeText", iface);
        // 1. If the method does not apply, then throw an "InvalidStateError".
        if (!selectable(this)) throw notApplicable(this, "execute 'setRangeText' on");
        replacement = String(replacement);
        const s = selectionOf(this), value = apiValue(this);
        // 3. If start and end are not given, they are the selection's.
        if (arguments.length < 3) {
          start = s[0];
          end = s[1];
        } else {
          start = Number(start) >>> 0;
          end = Number(end) >>> 0;
        }
        selectionMode = String(selectionMode);
        if (selectionMode !== "select" && selectionMode !== "start" && selectionMode !== "end" && selectionMode !== "preserve") {
          throw new TypeError(`Failed to execute 'setRangeText' on '${iface}': The provided value '${selectionMode}' is not a valid enum value of type SelectionMode.`);
        }
        // 4. If start is greater than end, then throw an "IndexSizeError".
        if (start > end) throw new lib.DOMException(`Failed to execute 'setRangeText' on '${iface}': The provided start value (${start}) is larger than the provided end value (${end}).`, "IndexSizeError");
        // 5. Both within the value.
        if (start > value.length) start = value.length;
        if (end > value.length) end = value.length;
        // 6–9. The text between start and end replaced with the replacement (the dirty value).
        data(this).value = StringPrototypeSlice(value, 0, start) + replacement + StringPrototypeSlice(value, end);
        // 10. Let newEnd be start plus replacement's length.
        const newEnd = start + replacement.length;
        // 11. The new selection, by selectionMode.
        let selStart = s[0], selEnd = s[1];
        if (selectionMode === "select") {
          selStart = start;
          selEnd = newEnd;
        } else if (selectionMode === "start") {
          selStart = selEnd = start;
        } else if (selectionMode === "end") {
          selStart = selEnd = newEnd;
        } else {
          const delta = replacement.length - (end - start);
          if (selStart > end) selStart += delta;
          else if (selStart > start) selStart = start;
          if (selEnd > end) selEnd += delta;
          else if (selEnd > start) selEnd = newEnd;
        }
        // 12. Set the selection range.
        setSelectionRange(this, selStart, selEnd, s[2]);
      },
    });
    // HTMLInputElement's members (made with the interface).
    const inputMembers = () => {
      const members = selectionMembers();
      const more = {
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber
        get valueAsNumber() {
          const state = STATES[inputType(data(this))];
          return state === undefined ? NaN : state[0](lib.inputValue(this));
        },
        set valueAsNumber(value) {
          value = Number(value);
          const state = STATES[inputType(data(this))];
          if (state === undefined) throw new lib.DOMException("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input element does not support Number values.", "InvalidStateError");
          if (value === Infinity || value === -Infinity) throw new TypeError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value provided is infinite.");
          setValue(this, value !== value ? "" : state[1](value));
        },
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate
        get valueAsDate() {
          const state = STATES[inputType(data(this))];
          if (state === undefined || !state[5]) return null;
          let number = state[0](lib.inputValue(this));
          if (!NumberIsFinite(number)) return null;
          // (A month's number counts months: its date is its first day.)
          if (inputType(data(this)) === "month") number = utc(1970 + MathFloor(number / 12), number - MathFloor(number / 12) * 12 + 1, 1);
          return new Date(number);
        },
        set valueAsDate(value) {
          const type = inputType(data(this)), state = STATES[type];
          if (state === undefined || !state[5]) throw new lib.DOMException("Failed to set the 'valueAsDate' property on 'HTMLInputElement': This input element does not support Date values.", "InvalidStateError");
          if (value === null) { setValue(this, ""); return; }
          let number;
          try {
            number = DatePrototypeGetTime(value);
          } catch {
            throw new TypeError("Failed to set the 'valueAsDate' property on 'HTMLInputElement': The provided value is not a Date.");
          }
          if (number !== number) { setValue(this, ""); return; }
          if (type === "month") {
            const parts = dateParts(number);
            number = (parts[0] - 1970) * 12 + parts[1] - 1;
          }
          setValue(this, state[1](number));
        },
        stepUp(n = 1) { step(this, MathTrunc(Number(n)) | 0, "stepUp"); },
        stepDown(n = 1) { step(this, MathTrunc(Number(n)) | 0, "stepDown"); },
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-indeterminate: a flag
        // of the element's, with no content attribute.
        get indeterminate() { return data(this).indeterminate === true; },
        set indeterminate(value) { data(this).indeterminate = !!value; },
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-files: a File Upload
        // control's selected files (nobody selects any here: an empty FileList), else null.
        get files() {
          const d = data(this);
          if (inputType(d) !== "file") return null;
          return (d.files ??= lib.files.makeFileList([]));
        },
        set files(value) {
          const d = data(this);
          if (inputType(d) === "file" && value !== null && lib.is(value, lib.files.FileList)) d.files = value;
        },
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-list: the first element
        // of its tree whose ID is its list attribute, if that is a datalist.
        get list() {
          const id = getAttribute(this, "list");
          if (id === null || id === "") return null;
          const nodes = lib.inclusiveDescendants(lib.root(this));
          for (let i = 0; i < nodes.length; i++) {
            const other = data(nodes[i]);
            if (other.type === 1 && other.attrs.get("id") === id) return other.name === "datalist" && other.ns === undefined ? nodes[i] : null;
          }
          return null;
        },
        // https://html.spec.whatwg.org/multipage/input.html#dom-input-showpicker: the control
        // must be mutable, and the page's window have transient activation, which nobody
        // gives framescope's pages ("NotAllowedError").
        showPicker() {
          const d = data(this);
          if (d.attrs.has("disabled") || d.attrs.has("readonly")) throw new lib.DOMException("Failed to execute 'showPicker' on 'HTMLInputElement': HTMLInputElement::showPicker() cannot be used on immutable controls.", "InvalidStateError");
          throw new lib.DOMException("Failed to execute 'showPicker' on 'HTMLInputElement': HTMLInputElement::showPicker() requires a user gesture.", "NotAllowedError");
        },
      };
      return lib.defineMembers(members, more);
    };
    // HTMLTextAreaElement's selection members, and its textLength
    // (https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-textlength).
    const textAreaMembers = () => lib.defineMembers(selectionMembers(), { get textLength() { return textAreaValue(this).length; } });
    return {
      __proto__: null,
      inputElement: { __proto__: null, inputMembers, textAreaMembers, sanitize, textControlValueSet, civilFromDays },
    };
  });
});
