// User input without devices: what a WebDriver client's clicks, keys and action sequences do
// to the page, as the automation behind testdriver.js (`framescope wpt` serves a
// testdriver-vendor.js that calls it). Each input event is a trusted event fired in a task of
// its own, as a browser's input arrives: mouse clicks (mousedown, the click focus, mouseup,
// click and its activation behavior), keys (keydown, keypress, text insertion into text
// fields, textareas and editing hosts with beforeinput and input, keyup; Tab and Shift+Tab as
// sequential focus navigation, Enter's implicit submission, Space and Enter activating
// buttons and links), and action sequences of key and mouse pointer actions. framescope has
// no layout: a click or a pointer is at an element itself (a pointer moved to viewport
// coordinates is over nothing, and is refused), and touch, pen and wheel input are refused
// with a message naming what is missing.
// https://w3c.github.io/webdriver/#element-click, #element-send-keys, #actions
// https://w3c.github.io/uievents/, https://html.spec.whatwg.org/multipage/interaction.html#focus
//
// The automation object (`click`, `sendKeys`, `performActions`, and cookies.js's WebDriver
// cookie commands `getAllCookies`, `getNamedCookie`, `deleteAllCookies`) is on each window's global
// under Symbol.for("framescope.automation") only when the run automates its pages
// (`info.automation`: `framescope wpt`), as Chrome's content shell gives its test runner's
// pages their own input objects.
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function userInput(lib, hooks) {
  "use strict";
  const { data, info, natives } = lib;
  const {
    Error, ObjectDefineProperty, Promise, String, StringFromCharCode, StringPrototypeCharCodeAt, StringPrototypeSlice,
    StringPrototypeToLowerCase, StringPrototypeToUpperCase,
  } = lib.primordials;
  // (A worker has no input: html/user_input.js's hook below is a window's.)
  hooks.devtoolsInput = () => lib.primordials.PromiseReject(new Error("a worker has no user input"));
  if (info.scope !== "Window") return;

  // Steps run one per task, in order; the promise settles after the last (rejected with
  // the first exception one throws).
  function inTasks(steps) {
    return new Promise((resolve, reject) => {
      let i = 0;
      const next = () => {
        if (i === steps.length) {
          resolve(undefined);
          return;
        }
        const step = steps[i++];
        natives.queueGlobalTask(() => {
          try {
            step();
          } catch (error) {
            reject(error);
            return;
          }
          next();
        });
      };
      next();
    });
  }
  const refuse = (message) => new Error(`framescope's automation: ${message}`);

  // Where input goes. An element the user can reach: connected to a document with a
  // browsing context and being rendered (WebDriver's "element not interactable" otherwise).
  function interactable(element, what) {
    if (!lib.isTreeNode(element) || data(element).type !== 1) throw refuse(`${what} needs an element`);
    if (!lib.beingRendered(element)) {
      throw refuse(`element not interactable: <${data(element).name}> is not being rendered (disconnected, hidden or display: none)`);
    }
  }
  // https://html.spec.whatwg.org/multipage/dom.html#the-body-element-2
  function bodyOf(document) {
    const html = lib.elementChildren(document)[0] ?? null;
    if (html === null) return null;
    const children = lib.elementChildren(html);
    for (let i = 0; i < children.length; i++) if (lib.isHTML(children[i], "body") || lib.isHTML(children[i], "frameset")) return children[i];
    return html;
  }
  // The target of key events: the focused element of the top-level traversable `document`
  // is in, else the body of the document whose viewport has the focus.
  function keyTarget(document) {
    const area = lib.currentlyFocusedArea(lib.topDocumentOf(document));
    return lib.isViewport(area) ? bodyOf(area.viewportOf) : area;
  }

  // The state of the input sources (WebDriver's input state): modifier keys held, and the
  // mouse pointer's element, pressed buttons, and where a press began (the compatibility
  // mouse events of a press whose pointerdown was canceled are not fired).
  const keys = { __proto__: null, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };
  const pointer = { __proto__: null, over: null, x: 0, y: 0, buttons: 0, downAt: null, clicks: 0, suppressMouse: false };

  // Trusted UI events, made and fired by the realm of their target; false when canceled.
  function fire(target, cls, type, init) {
    const realm = lib.realmOf(target);
    init.view = realm.global;
    init.composed = true;
    return realm.dispatch(target, realm.trust(new realm[cls](type, init)));
  }
  const reachable = (node) => node !== null && lib.isTreeNode(node) && lib.browsingRealm(lib.shadowIncludingRoot(node)) !== undefined;
  const MOUSE_BUTTONS = [1, 4, 2, 8, 16];
  // The mouse's events' init: `bubbles`, `cancelable` (boundary events' enter and leave do
  // neither), the button, the buttons held, the click count; a PointerEvent's the mouse's
  // pointer (id 1, primary, pressure 0.5 while a button is down).
  function mouseInit(button, detail, related = null, bubbles = true, cancelable = true) {
    return {
      __proto__: null, bubbles, cancelable, detail, button, buttons: pointer.buttons, relatedTarget: related,
      ctrlKey: keys.ctrlKey, shiftKey: keys.shiftKey, altKey: keys.altKey, metaKey: keys.metaKey,
      pointerId: 1, pointerType: "mouse", isPrimary: true, pressure: pointer.buttons === 0 ? 0 : 0.5,
      // (Where the pointer is: a DevTools client's point; 0, 0 for testdriver's input at an
      // element, which has no position without a layout.)
      clientX: pointer.x, clientY: pointer.y, screenX: pointer.x, screenY: pointer.y,
    };
  }
  // The element and its flat-tree ancestors (elements), innermost first.
  function ancestors(element) {
    const out = [];
    for (let n = element; n !== null && n !== lib.FLAT_TREE_OUTSIDE && lib.isTreeNode(n) && data(n).type === 1;) {
      out[out.length] = n;
      const parent = lib.flatTreeParent(n);
      n = parent === lib.FLAT_TREE_OUTSIDE ? data(n).parent : parent;
    }
    return out;
  }
  const includes = (list, item) => lib.primordials.ArrayPrototypeIncludes(list, item);
  // https://w3c.github.io/uievents/#events-mouseevent-event-order: the pointer moves from
  // the element it was over to `to` — out and leave events at what it leaves, over and
  // enter events at what it enters (pointer events, then mouse events) — and moves.
  function move(to) {
    const from = pointer.over;
    pointer.over = to;
    if (from !== to) {
      const left = reachable(from) ? ancestors(from) : [], entered = ancestors(to);
      for (let round = 0; round < 2; round++) {
        const cls = round === 0 ? "PointerEvent" : "MouseEvent", prefix = round === 0 ? "pointer" : "mouse";
        if (round === 1 && pointer.suppressMouse) break;
        if (left.length > 0) {
          fire(from, cls, prefix + "out", mouseInit(0, 0, to));
          for (let i = 0; i < left.length; i++) if (!includes(entered, left[i]) && reachable(left[i])) fire(left[i], cls, prefix + "leave", mouseInit(0, 0, to, false, false));
        }
        fire(to, cls, prefix + "over", mouseInit(0, 0, from));
        for (let i = entered.length - 1; i >= 0; i--) if (!includes(left, entered[i])) fire(entered[i], cls, prefix + "enter", mouseInit(0, 0, from, false, false));
      }
    }
    fire(to, "PointerEvent", "pointermove", mouseInit(0, 0));
    if (!pointer.suppressMouse) fire(to, "MouseEvent", "mousemove", mouseInit(0, 0));
  }

  // https://html.spec.whatwg.org/multipage/interaction.html#click-focusable: a mouse
  // button pressed on `target` focuses its nearest flat-tree inclusive ancestor that is
  // click focusable, or a shadow host that delegates focus to one (as Chrome walks them);
  // a press on nothing focusable takes the focus to the document's viewport. The node
  // pressed becomes the sequential focus navigation starting point.
  function clickFocus(target) {
    const document = lib.nodeDocument(target);
    lib.agent.focusModality = "mouse";
    if (lib.browsingRealm(document) === undefined) return;
    data(document).focusStart = target;
    for (let n = target; n !== null && n !== lib.FLAT_TREE_OUTSIDE; n = lib.flatTreeParent(n)) {
      const d = data(n);
      if (d.type !== 1) break;
      const delegating = d.shadowRoot !== undefined && data(d.shadowRoot).delegatesFocus === true;
      if (lib.isClickFocusable(n) || (delegating && lib.getFocusableArea(n, "click") !== null)) {
        lib.focusingSteps(n, null, "click", "mouse");
        return;
      }
    }
    lib.focusingSteps(lib.viewportArea(document));
  }
  // A mouse button pressed at the pointer's element: pointerdown, mousedown (unless the
  // pointerdown was canceled) and, unless the mousedown was, the click focus.
  function press(button) {
    const target = pointer.over;
    pointer.buttons |= MOUSE_BUTTONS[button] ?? 0;
    pointer.clicks = pointer.downAt === target ? pointer.clicks + 1 : 1;
    pointer.downAt = target;
    pointer.suppressMouse = !fire(target, "PointerEvent", "pointerdown", mouseInit(button, 0));
    if (pointer.suppressMouse || fire(target, "MouseEvent", "mousedown", mouseInit(button, pointer.clicks))) clickFocus(target);
  }
  // Released: pointerup, mouseup, then a click (auxclick for another button) at the nearest
  // common flat-tree ancestor of where it was pressed and released.
  function release(button) {
    const target = pointer.over;
    pointer.buttons &= ~(MOUSE_BUTTONS[button] ?? 0);
    fire(target, "PointerEvent", "pointerup", mouseInit(button, 0));
    if (!pointer.suppressMouse) fire(target, "MouseEvent", "mouseup", mouseInit(button, pointer.clicks));
    pointer.suppressMouse = false;
    const down = pointer.downAt;
    if (down === null || !reachable(down) || !reachable(target)) return;
    const downChain = ancestors(down), upChain = ancestors(target);
    let common = null;
    for (let i = 0; i < upChain.length && common === null; i++) if (includes(downChain, upChain[i])) common = upChain[i];
    if (common !== null) fire(common, "PointerEvent", button === 0 ? "click" : "auxclick", mouseInit(button, pointer.clicks));
  }
  // https://w3c.github.io/webdriver/#element-click, at the element itself (no layout):
  // the pointer moves onto it, presses and releases its primary button.
  function click(element) {
    interactable(element, "click()");
    return inTasks([
      () => move(element),
      () => press(0),
      () => release(0),
    ]);
  }

  // Keys: WebDriver's special key code points (https://w3c.github.io/webdriver/#keyboard-actions)
  // as [key, code, keyCode, location], and the codes of the printable ones.
  const SPECIAL = {
    __proto__: null,
    "\uE000": ["Unidentified", "", 0, 0], "\uE001": ["Cancel", "", 3, 0], "\uE002": ["Help", "Help", 6, 0],
    "\uE003": ["Backspace", "Backspace", 8, 0], "\uE004": ["Tab", "Tab", 9, 0], "\uE005": ["Clear", "", 12, 0],
    "\uE006": ["Enter", "Enter", 13, 0], "\uE007": ["Enter", "NumpadEnter", 13, 3], "\uE008": ["Shift", "ShiftLeft", 16, 1],
    "\uE009": ["Control", "ControlLeft", 17, 1], "\uE00A": ["Alt", "AltLeft", 18, 1], "\uE00B": ["Pause", "Pause", 19, 0],
    "\uE00C": ["Escape", "Escape", 27, 0], "\uE00D": [" ", "Space", 32, 0], "\uE00E": ["PageUp", "PageUp", 33, 0],
    "\uE00F": ["PageDown", "PageDown", 34, 0], "\uE010": ["End", "End", 35, 0], "\uE011": ["Home", "Home", 36, 0],
    "\uE012": ["ArrowLeft", "ArrowLeft", 37, 0], "\uE013": ["ArrowUp", "ArrowUp", 38, 0],
    "\uE014": ["ArrowRight", "ArrowRight", 39, 0], "\uE015": ["ArrowDown", "ArrowDown", 40, 0],
    "\uE016": ["Insert", "Insert", 45, 0], "\uE017": ["Delete", "Delete", 46, 0], "\uE018": [";", "Semicolon", 186, 0],
    "\uE019": ["=", "Equal", 187, 0], "\uE024": ["*", "NumpadMultiply", 106, 3], "\uE025": ["+", "NumpadAdd", 107, 3],
    "\uE026": [",", "NumpadComma", 108, 3], "\uE027": ["-", "NumpadSubtract", 109, 3], "\uE028": [".", "NumpadDecimal", 110, 3],
    "\uE029": ["/", "NumpadDivide", 111, 3], "\uE03D": ["Meta", "MetaLeft", 91, 1], "\uE040": ["ZenkakuHankaku", "Lang5", 0, 0],
    "\uE050": ["Shift", "ShiftRight", 16, 2], "\uE051": ["Control", "ControlRight", 17, 2], "\uE052": ["Alt", "AltRight", 18, 2],
    "\uE053": ["Meta", "MetaRight", 92, 2], "\uE054": ["PageUp", "Numpad9", 33, 3], "\uE055": ["PageDown", "Numpad3", 34, 3],
    "\uE056": ["End", "Numpad1", 35, 3], "\uE057": ["Home", "Numpad7", 36, 3], "\uE058": ["ArrowLeft", "Numpad4", 37, 3],
    "\uE059": ["ArrowUp", "Numpad8", 38, 3], "\uE05A": ["ArrowRight", "Numpad6", 39, 3], "\uE05B": ["ArrowDown", "Numpad2", 40, 3],
    "\uE05C": ["Insert", "Numpad0", 45, 3], "\uE05D": ["Delete", "NumpadDecimal", 46, 3],
  };
  for (let i = 0; i < 10; i++) SPECIAL[StringFromCharCode(0xE01A + i)] = [StringFromCharCode(0x30 + i), "Numpad" + i, 96 + i, 3];
  for (let i = 0; i < 12; i++) SPECIAL[StringFromCharCode(0xE031 + i)] = ["F" + (i + 1), "F" + (i + 1), 112 + i, 0];
  const PUNCTUATION = {
    __proto__: null, " ": ["Space", 32], ";": ["Semicolon", 186], ":": ["Semicolon", 186], "=": ["Equal", 187], "+": ["Equal", 187],
    ",": ["Comma", 188], "<": ["Comma", 188], "-": ["Minus", 189], "_": ["Minus", 189], ".": ["Period", 190], ">": ["Period", 190],
    "/": ["Slash", 191], "?": ["Slash", 191], "`": ["Backquote", 192], "~": ["Backquote", 192], "[": ["BracketLeft", 219],
    "{": ["BracketLeft", 219], "\\": ["Backslash", 220], "|": ["Backslash", 220], "]": ["BracketRight", 221],
    "}": ["BracketRight", 221], "'": ["Quote", 222], "\"": ["Quote", 222], "!": ["Digit1", 49], "@": ["Digit2", 50],
    "#": ["Digit3", 51], "$": ["Digit4", 52], "%": ["Digit5", 53], "^": ["Digit6", 54], "&": ["Digit7", 55], "*": ["Digit8", 56],
    "(": ["Digit9", 57], ")": ["Digit0", 48],
  };
  const MODIFIERS = { __proto__: null, Shift: "shiftKey", Control: "ctrlKey", Alt: "altKey", Meta: "metaKey" };
  // A key's [key, code, keyCode, location] (a printable character's key is itself).
  function keyOf(value) {
    const special = SPECIAL[value];
    if (special !== undefined) return special;
    const lower = StringPrototypeToLowerCase(value), upper = StringPrototypeToUpperCase(value);
    if (value.length === 1 && lower !== upper) {
      const letter = StringPrototypeCharCodeAt(upper, 0);
      if (letter >= 0x41 && letter <= 0x5A) return [value, "Key" + upper, letter, 0];
    }
    const c = StringPrototypeCharCodeAt(value, 0);
    if (value.length === 1 && c >= 0x30 && c <= 0x39) return [value, "Digit" + value, c, 0];
    const punctuation = PUNCTUATION[value];
    if (punctuation !== undefined) return [value, punctuation[0], punctuation[1], 0];
    return [value, "", 0, 0];
  }
  // Whether a key's value is a character it types (one code point, not a control key).
  const typesCharacter = (key) => key !== "Unidentified" && (key.length === 1 || (key.length === 2 && StringPrototypeCharCodeAt(key, 0) >= 0xD800 && StringPrototypeCharCodeAt(key, 0) < 0xDC00));
  function keyInit(k, charCode = 0) {
    return {
      __proto__: null, bubbles: true, cancelable: true, key: k[0], code: k[1], location: k[3], ctrlKey: keys.ctrlKey,
      shiftKey: keys.shiftKey, altKey: keys.altKey, metaKey: keys.metaKey, keyCode: charCode === 0 ? k[2] : charCode,
      charCode, which: charCode === 0 ? k[2] : charCode,
    };
  }

  // A key pressed: keydown at the focused element; its default action — for a character,
  // a keypress and the text it types; Tab, sequential focus navigation; Enter, a keypress
  // and the field's action; Backspace, deleting. `document`: where the automation acts.
  function keyDown(document, value) {
    const k = keyOf(value);
    lib.agent.focusModality = "keyboard";
    const modifier = MODIFIERS[k[0]];
    if (modifier !== undefined) keys[modifier] = true;
    const target = keyTarget(document);
    if (target === null) return;
    if (!fire(target, "KeyboardEvent", "keydown", keyInit(k))) return;
    if (modifier !== undefined) return;
    const key = k[0];
    if (key === "Tab") {
      lib.sequentialFocusNavigation(lib.nodeDocument(target), keys.shiftKey ? "backward" : "forward");
      return;
    }
    if (keys.ctrlKey || keys.altKey || keys.metaKey) return;
    if (key === "Enter") {
      if (!fire(target, "KeyboardEvent", "keypress", keyInit(k, 13))) return;
      enter(target);
      return;
    }
    if (key === "Backspace" || key === "Delete") {
      editText(target, null, key === "Backspace" ? "deleteContentBackward" : "deleteContentForward");
      return;
    }
    if (!typesCharacter(key)) return;
    if (!fire(target, "KeyboardEvent", "keypress", keyInit(k, StringPrototypeCharCodeAt(key, 0)))) return;
    editText(target, key, "insertText");
  }
  // A key released: keyup at the (now) focused element; Space's activation of a button.
  function keyUp(document, value) {
    const k = keyOf(value);
    const modifier = MODIFIERS[k[0]];
    if (modifier !== undefined) keys[modifier] = false;
    const target = keyTarget(document);
    if (target === null) return;
    if (!fire(target, "KeyboardEvent", "keyup", keyInit(k))) return;
    // (As in browsers: Space on a button, checkbox, radio button or summary clicks it.)
    if (k[0] === " " && modifier === undefined && activatedBySpace(target)) lib.click(target);
  }
  function activatedBySpace(element) {
    const d = data(element);
    if (d.ns !== undefined) return false;
    if (d.name === "button" || d.name === "summary") return true;
    if (d.name !== "input") return false;
    const type = StringPrototypeToLowerCase(d.attrs.get("type") ?? "");
    return type === "checkbox" || type === "radio" || type === "button" || type === "submit" || type === "reset" || type === "image";
  }
  // Enter: a link or a button is activated; a textarea or an editing host gets a line
  // break; a text field submits its form implicitly.
  function enter(target) {
    const d = data(target);
    if (d.ns === undefined && (d.name === "a" || d.name === "area" || d.name === "button" || d.name === "summary")) {
      lib.click(target);
      return;
    }
    if (d.ns === undefined && d.name === "input") {
      const type = StringPrototypeToLowerCase(d.attrs.get("type") ?? "");
      if (type === "submit" || type === "reset" || type === "button" || type === "image") lib.click(target);
      else if (lib.takesKeyboardInput(target)) implicitSubmission(target);
      return;
    }
    editText(target, "\n", d.ns === undefined && d.name === "textarea" ? "insertLineBreak" : "insertParagraph");
  }
  // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#implicit-submission:
  // the form's default button, if any, is clicked (if it is not disabled); else the form is
  // submitted when no more than one field blocks implicit submission.
  const BLOCKING = {
    __proto__: null, text: true, search: true, url: true, tel: true, email: true, password: true, date: true, month: true,
    week: true, time: true, "datetime-local": true, number: true,
  };
  function implicitSubmission(field) {
    const form = lib.formOwner(field);
    if (form === null) return;
    const nodes = lib.inclusiveDescendants(lib.root(form));
    let blocking = 0;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i], d = data(node);
      if (d.type !== 1 || d.ns !== undefined || (d.name !== "button" && d.name !== "input") || lib.formOwner(node) !== form) continue;
      const type = StringPrototypeToLowerCase(d.attrs.get("type") ?? (d.name === "button" ? "submit" : "text"));
      if ((d.name === "button" && (type === "submit" || (type !== "reset" && type !== "button"))) || (d.name === "input" && (type === "submit" || type === "image"))) {
        if (!lib.actuallyDisabled(node)) lib.click(node);
        return;
      }
      if (d.name === "input" && (BLOCKING[type] === true || d.attrs.get("type") === undefined)) blocking++;
    }
    if (blocking > 1) return;
    const members = lib.forms().members("HTMLFormElement");
    lib.primordials.ReflectApply(members.requestSubmit, form, []);
  }

  // Text editing where it is simple: a text field's or textarea's value, or an editing
  // host's last text, gets `text` at its end (framescope has no caret), or loses its last
  // (or, forward, first) character; a field's selected range is replaced (or deleted)
  // instead; beforeinput (cancelable) comes first, input after.
  function editText(target, text, inputType) {
    const field = textField(target);
    const host = field === null ? lib.editingHostOf(target) : null;
    if (field === null && host === null) return;
    const element = field ?? host;
    if (field !== null && (data(field).attrs.has("readonly") || lib.actuallyDisabled(field))) return;
    const init = { __proto__: null, bubbles: true, cancelable: true, inputType, data: text === null ? null : text };
    if (!fire(element, "InputEvent", "beforeinput", init)) return;
    if (field !== null) {
      const d = data(field), value = fieldValue(field, d);
      // A selected range (select(), setSelectionRange) is replaced, or deleted; else the
      // text goes at the end.
      const s = d.selection;
      if (s !== undefined && s[0] < s[1] && s[1] <= value.length) {
        const inserted = text ?? "";
        d.value = StringPrototypeSlice(value, 0, s[0]) + inserted + StringPrototypeSlice(value, s[1]);
        d.selection = [s[0] + inserted.length, s[0] + inserted.length, "none"];
      } else if (text !== null) d.value = value + text;
      else if (value === "") return;
      else d.value = inputType === "deleteContentBackward" ? StringPrototypeSlice(value, 0, value.length - 1) : StringPrototypeSlice(value, 1);
      d.userEdited = true;
    } else {
      const children = data(host).children, last = children[children.length - 1];
      const lastText = last !== undefined && data(last).type === 3 ? last : null;
      if (text !== null) {
        if (lastText !== null) lib.setData(lastText, data(lastText).text + text);
        else {
          const realm = lib.realmOf(host);
          lib.insertNode(host, realm.makeNode(realm.Text, { __proto__: null, type: 3, text }), null);
        }
      } else if (lastText !== null && data(lastText).text !== "") {
        lib.setData(lastText, StringPrototypeSlice(data(lastText).text, 0, data(lastText).text.length - 1));
      } else {
        return;
      }
    }
    init.cancelable = false;
    fire(element, "InputEvent", "input", init);
  }
  function textField(element) {
    const d = data(element);
    if (d.ns !== undefined || (d.name !== "input" && d.name !== "textarea")) return null;
    return lib.takesKeyboardInput(element) ? element : null;
  }
  const fieldValue = (field, d) => d.value ?? (d.name === "textarea" ? lib.textContent(field) : d.attrs.get("value") ?? "");
  // https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps step 2.1 (a
  // field the user edited loses the focus: its change event).
  lib.commitUserEdits = (element) => {
    const d = data(element);
    if (d.userEdited !== true) return;
    d.userEdited = false;
    const realm = lib.realmOf(element);
    realm.dispatch(element, realm.trust(new realm.Event("change", { __proto__: null, bubbles: true })));
  };

  // https://w3c.github.io/webdriver/#element-send-keys: the element gets the focus unless
  // it has it, then each code point of `text` is typed: modifier keys stay down until
  // the end (or the null key), the others are pressed and released.
  function sendKeys(element, text) {
    interactable(element, "send_keys()");
    text = String(text);
    const document = lib.nodeDocument(element);
    const steps = [() => {
      if (lib.anchorOf(lib.currentlyFocusedArea(lib.topDocumentOf(document))) !== element) lib.focusingSteps(element);
    }];
    const held = [];
    for (let i = 0; i < text.length; i++) {
      let value = text[i];
      const c = StringPrototypeCharCodeAt(text, i);
      if (c >= 0xD800 && c < 0xDC00 && i + 1 < text.length) value = StringPrototypeSlice(text, i, ++i + 1);
      if (value === "\uE000") {
        for (let h = held.length - 1; h >= 0; h--) {
          const key = held[h];
          steps[steps.length] = () => keyUp(document, key);
        }
        held.length = 0;
        continue;
      }
      steps[steps.length] = () => keyDown(document, value);
      if (MODIFIERS[keyOf(value)[0]] !== undefined) held[held.length] = value;
      else steps[steps.length] = () => keyUp(document, value);
    }
    for (let h = held.length - 1; h >= 0; h--) {
      const key = held[h];
      steps[steps.length] = () => keyUp(document, key);
    }
    return inTasks(steps);
  }

  // https://w3c.github.io/webdriver/#perform-actions: the sources' actions tick by tick
  // (each tick's actions in one task, pauses not waited for: framescope's clock moves as its
  // tasks run). Key sources: keyDown, keyUp; mouse pointer sources: pointerMove to an
  // element origin, pointerDown, pointerUp; pauses. Anything else is refused before any
  // action runs.
  function performActions(sources) {
    const document = lib.document;
    const list = [];
    let ticks = 0;
    for (let i = 0; sources !== null && sources !== undefined && i < sources.length; i++) {
      const source = sources[i];
      const type = source?.type;
      if (type === "pointer") {
        const pointerType = source.parameters?.pointerType ?? "mouse";
        if (pointerType !== "mouse") throw refuse(`${pointerType} input is not supported: framescope has only a mouse pointer (no touch or pen input)`);
      } else if (type === "wheel") {
        throw refuse("wheel input is not supported: framescope has no layout and nothing scrolls");
      } else if (type !== "key" && type !== "none") {
        throw refuse(`an input source of type ${String(type)} is not supported`);
      }
      const actions = source.actions ?? [];
      for (let a = 0; a < actions.length; a++) check(type, actions[a]);
      list[list.length] = [type, actions];
      if (actions.length > ticks) ticks = actions.length;
    }
    const steps = [];
    for (let t = 0; t < ticks; t++) {
      steps[steps.length] = () => {
        for (let i = 0; i < list.length; i++) {
          const action = list[i][1][t];
          if (action !== undefined) perform(document, list[i][0], action);
        }
      };
    }
    return inTasks(steps);
  }
  function check(sourceType, action) {
    const type = action?.type;
    if (type === "pause") return;
    if (sourceType === "key" && (type === "keyDown" || type === "keyUp")) {
      if (typeof action.value !== "string" || action.value === "") throw refuse(`a ${type} action needs a key value`);
      return;
    }
    if (sourceType === "pointer" && (type === "pointerDown" || type === "pointerUp")) return;
    if (sourceType === "pointer" && type === "pointerMove") {
      const origin = action.origin;
      if (lib.isTreeNode(origin) && data(origin).type === 1) {
        interactable(origin, "a pointerMove action");
        return;
      }
      if (origin === "pointer" && pointer.over !== null) return;
      throw refuse(`a pointerMove to ${origin === "pointer" ? "the pointer's position" : "viewport coordinates"} (${action.x}, ${action.y}) is over no element: framescope has no layout, so a pointer can only move to an element (origin: element)`);
    }
    throw refuse(`the ${String(type)} action of a ${String(sourceType)} input source is not supported`);
  }
  function perform(document, sourceType, action) {
    switch (action.type) {
      case "keyDown": keyDown(document, action.value); return;
      case "keyUp": keyUp(document, action.value); return;
      case "pointerMove": move(lib.isTreeNode(action.origin) ? action.origin : pointer.over); return;
      case "pointerDown":
        if (pointer.over === null) throw refuse("a pointerDown before any pointerMove is over no element");
        press(action.button ?? 0);
        return;
      case "pointerUp":
        if (pointer.over === null) throw refuse("a pointerUp before any pointerMove is over no element");
        release(action.button ?? 0);
        return;
      default: return;
    }
  }

  // DevTools' Input domain (`framescope serve`, src/serve/input.rs): one input event of the
  // top-level document in a task of its own; the promise settles after it. `kind`: "move"
  // (to the element whose hit box holds the point `a`, `b`: cssom_view.js), "down" and "up"
  // (mouse button `a`), "keyDown" and "keyUp" (a WebDriver key value `a`), "text" (text
  // `a` typed into the focused field, without key events).
  hooks.devtoolsInput = (kind, a, b) => {
    const document = lib.document;
    return inTasks([() => {
      switch (kind) {
        case "move": {
          const element = lib.hitElement(document, a, b) ?? bodyOf(document);
          if (element === null) throw refuse(`no element at (${a}, ${b}): the document is empty`);
          pointer.x = a;
          pointer.y = b;
          move(element);
          return;
        }
        case "down": if (pointer.over === null) throw refuse("a button pressed before the mouse moved is over no element"); press(a); return;
        case "up": if (pointer.over === null) throw refuse("a button released before the mouse moved is over no element"); release(a); return;
        case "keyDown": keyDown(document, a); return;
        case "keyUp": keyUp(document, a); return;
        case "text": {
          const target = keyTarget(document);
          if (target !== null) editText(target, String(a), "insertText");
          return;
        }
        default: throw refuse(`unknown input ${String(kind)}`);
      }
    }]);
  };

  lib.onRealm(() => {
    if (info.automation !== true) return;
    // (Each returns a promise: what it refuses, it rejects.)
    const settled = (steps) => function (...args) {
      try {
        return steps(...args);
      } catch (error) {
        return lib.primordials.PromiseReject(error);
      }
    };
    // WebDriver's cookie commands, for this window's document (cookies.js).
    const cookies = lib.automationCookies;
    const getAllCookies = () => lib.primordials.PromiseResolve(cookies.getAll());
    const getNamedCookie = (name) => {
      const all = cookies.getAll();
      for (let i = 0; i < all.length; i++) if (all[i].name === String(name)) return lib.primordials.PromiseResolve(all[i]);
      return lib.primordials.PromiseResolve(null);
    };
    const deleteAllCookies = () => lib.primordials.PromiseResolve(cookies.deleteAll());
    const automation = {
      __proto__: null, click: settled(click), sendKeys: settled(sendKeys), performActions: settled(performActions),
      getAllCookies: settled(getAllCookies), getNamedCookie: settled(getNamedCookie), deleteAllCookies: settled(deleteAllCookies),
    };
    // (Set up before any page script runs: Symbol.for is still the built-in.)
    ObjectDefineProperty(lib.global, lib.primordials.Symbol.for("framescope.automation"), { __proto__: null, value: automation, configurable: true });
  });
});
