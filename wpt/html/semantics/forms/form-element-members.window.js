// The form elements' members beyond reflection: output, fieldset, legend, progress,
// datalist, select's HTMLOptionsCollection, a form's HTMLFormControlsCollection and
// RadioNodeList.
// https://html.spec.whatwg.org/multipage/form-elements.html
// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
"use strict";

test(() => {
  const output = document.createElement("output");
  output.textContent = "default";
  assert_equals(output.type, "output");
  assert_equals(output.defaultValue, "default");
  output.value = "42";
  assert_equals(output.textContent, "42");
  assert_equals(output.defaultValue, "default", "the default value override keeps the old text");
  output.defaultValue = "other";
  assert_equals(output.value, "42");
  const progress = document.createElement("progress");
  assert_equals(progress.position, -1, "indeterminate");
  progress.value = 3;
  assert_equals(progress.value, 1, "clamped to max");
  progress.max = 4;
  assert_equals(progress.position, 0.75);
}, "output and progress");

test(() => {
  const form = document.createElement("form");
  form.innerHTML = "<fieldset><legend>L</legend><input name=a value=1 type=radio><input name=a value=2 type=radio checked>" +
    "<input name=b id=x></fieldset><datalist><option>o1<option>o2</datalist>";
  const fieldset = form.firstChild;
  assert_equals(fieldset.type, "fieldset");
  assert_equals(fieldset.elements.length, 3);
  assert_equals(fieldset.querySelector("legend").form, form);
  assert_equals(form.querySelector("datalist").options.length, 2);
  const elements = form.elements;
  assert_true(elements instanceof HTMLFormControlsCollection);
  const radios = elements.namedItem("a");
  assert_true(radios instanceof RadioNodeList);
  assert_equals(radios.length, 2);
  assert_equals(radios.value, "2");
  radios.value = "1";
  assert_true(radios[0].checked);
  assert_false(radios[1].checked);
  assert_equals(elements.namedItem("x"), elements.namedItem("b"));
  assert_equals(elements.b, form.querySelector("#x"), "named properties");
}, "fieldset, legend, datalist, and a form's controls collection");

test(() => {
  const select = document.createElement("select");
  const options = select.options;
  assert_true(options instanceof HTMLOptionsCollection);
  assert_equals(select.options, options, "[SameObject]");
  options.length = 3;
  assert_equals(select.children.length, 3, "length appends empty options");
  options.add(new Option("first", "1"), 0);
  assert_equals(select.firstChild.value, "1");
  options.selectedIndex = 2;
  assert_equals(select.selectedIndex, 2);
  options.remove(0);
  assert_equals(options.length, 3);
  select.length = 1;
  assert_equals(options.length, 1);
  assert_throws_js(TypeError, () => select.item());
  assert_throws_js(TypeError, () => select.add(document.createElement("div")));
  assert_throws_dom("NotAllowedError", () => select.showPicker());
}, "select's HTMLOptionsCollection");

promise_test(async (t) => {
  await promise_rejects_dom(t, "EncodingError", new Image().decode(), "no src");
  const style = document.createElement("style");
  style.disabled = true;
  assert_false(style.disabled, "no style sheet: nothing to disable");
  document.head.append(style);
  t.add_cleanup(() => style.remove());
  style.disabled = true;
  assert_true(style.disabled, "its style sheet's disabled flag");
  assert_true(style.sheet.disabled);
  assert_equals(document.createElement("video").videoWidth, 0);
  assert_equals(HTMLTrackElement.ERROR, 3);
  assert_equals(document.createElement("track").readyState, 0);
  const map = document.createElement("map");
  map.innerHTML = "<area><div><area></div>";
  assert_equals(map.areas.length, 2);
  const button = document.createElement("button");
  button.setAttribute("command", "SHOW-MODAL");
  assert_equals(button.command, "show-modal");
  button.command = "--mine";
  assert_equals(button.command, "--mine");
  button.command = "nope";
  assert_equals(button.command, "");
  const marquee = document.createElement("marquee");
  assert_equals(marquee.loop, -1);
  assert_throws_dom("IndexSizeError", () => { marquee.loop = 0; });
  assert_true(HTMLScriptElement.supports("module"));
  assert_false(HTMLScriptElement.supports("speculationrules"));
  assert_equals(document.createElement("iframe").getSVGDocument(), null);
  const title = document.createElement("title");
  title.text = "a <b>";
  assert_equals(title.textContent, "a <b>");
}, "the other element members");
