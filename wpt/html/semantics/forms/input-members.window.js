// The input element's value conversions and stepping, and the text control selection APIs
// of input and textarea elements.
// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber
// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
"use strict";

const input = (type, attributes = {}) => {
  const element = document.createElement("input");
  element.type = type;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

test(() => {
  const date = input("date", { value: "2024-02-29" });
  assert_equals(date.valueAsNumber, Date.UTC(2024, 1, 29));
  assert_equals(date.valueAsDate.toISOString(), "2024-02-29T00:00:00.000Z");
  date.valueAsNumber = Date.UTC(1999, 11, 31);
  assert_equals(date.value, "1999-12-31");
  date.value = "2023-02-29";
  assert_equals(date.value, "", "not a valid date: sanitized to the empty string");
  assert_true(Number.isNaN(date.valueAsNumber));
  date.valueAsDate = new Date(Date.UTC(2020, 0, 15, 13));
  assert_equals(date.value, "2020-01-15");
  const month = input("month", { value: "1970-03" });
  assert_equals(month.valueAsNumber, 2, "months since 1970-01");
  month.valueAsNumber = 12 * 30 + 5;
  assert_equals(month.value, "2000-06");
  const week = input("week", { value: "2020-W53" });
  assert_equals(week.valueAsDate.toISOString(), "2020-12-28T00:00:00.000Z", "the Monday of the week");
  week.value = "2021-W53";
  assert_equals(week.value, "", "2021 has 52 weeks");
  const time = input("time", { value: "13:45:30.5" });
  assert_equals(time.valueAsNumber, ((13 * 60 + 45) * 60 + 30.5) * 1000);
  time.valueAsNumber = 9 * 3600000;
  assert_equals(time.value, "09:00");
  const local = input("datetime-local", { value: "2024-01-02 03:04:00" });
  assert_equals(local.value, "2024-01-02T03:04", "normalized");
  assert_equals(local.valueAsDate, null, "datetime-local has no valueAsDate");
  assert_throws_dom("InvalidStateError", () => { local.valueAsDate = new Date(); });
  assert_true(Number.isNaN(input("text").valueAsNumber));
  assert_throws_dom("InvalidStateError", () => { input("text").valueAsNumber = 1; });
  assert_throws_js(TypeError, () => { input("number").valueAsNumber = Infinity; });
}, "valueAsNumber and valueAsDate of the date and time states");

test(() => {
  const number = input("number", { min: "0", max: "10", step: "3" });
  number.stepUp();
  assert_equals(number.value, "3");
  number.stepUp(5);
  assert_equals(number.value, "9", "clamped to the largest step within max");
  number.stepDown(2);
  assert_equals(number.value, "3");
  number.value = "4";
  number.stepUp();
  assert_equals(number.value, "6", "off the step: the next valid value");
  assert_throws_dom("InvalidStateError", () => input("number", { step: "any" }).stepUp());
  assert_throws_dom("InvalidStateError", () => input("text").stepUp());
  const range = input("range");
  assert_equals(range.value, "50", "the default value: the middle of 0 and 100");
  range.value = "1000";
  assert_equals(range.value, "100");
  const date = input("date", { value: "2024-01-31" });
  date.stepUp(1);
  assert_equals(date.value, "2024-02-01");
  assert_equals(input("number", { value: "abc" }).value, "", "not a number: sanitized");
  assert_equals(input("color", { value: "#ABCDEF" }).value, "#abcdef");
  assert_equals(input("color", { value: "red" }).value, "#000000");
}, "stepUp, stepDown and value sanitization");

test(() => {
  const text = input("text");
  text.value = "hello world";
  assert_equals(text.selectionStart, 11, "setting the value moves the cursor to its end");
  text.setSelectionRange(0, 5, "backward");
  assert_array_equals([text.selectionStart, text.selectionEnd, text.selectionDirection], [0, 5, "backward"]);
  text.setRangeText("HELLO");
  assert_equals(text.value, "HELLO world");
  assert_array_equals([text.selectionStart, text.selectionEnd], [0, 5], "preserve");
  text.setRangeText("big ", 6, 6, "select");
  assert_equals(text.value, "HELLO big world");
  assert_array_equals([text.selectionStart, text.selectionEnd], [6, 10]);
  assert_throws_dom("IndexSizeError", () => text.setRangeText("x", 5, 2));
  text.select();
  assert_array_equals([text.selectionStart, text.selectionEnd], [0, 15]);
  const checkbox = input("checkbox");
  assert_equals(checkbox.selectionStart, null);
  assert_throws_dom("InvalidStateError", () => { checkbox.selectionStart = 0; });
  assert_throws_dom("InvalidStateError", () => checkbox.setRangeText("x"));
  checkbox.select();
  const textarea = document.createElement("textarea");
  textarea.value = "abc";
  assert_equals(textarea.textLength, 3);
  textarea.selectionStart = 1;
  assert_array_equals([textarea.selectionStart, textarea.selectionEnd], [1, 3]);
}, "the selection APIs of text controls");

async_test((t) => {
  const text = input("search");
  document.body.append(text);
  text.value = "abc";
  text.addEventListener("select", t.step_func_done((event) => {
    assert_true(event.bubbles);
    text.remove();
  }));
  text.setSelectionRange(0, 1);
}, "changing the selection fires select in a task");

test(() => {
  const file = input("file");
  assert_true(file.files instanceof FileList);
  assert_equals(file.files.length, 0);
  assert_equals(file.files.item(0), null);
  assert_equals(input("text").files, null);
  const box = input("checkbox");
  assert_false(box.indeterminate);
  box.indeterminate = true;
  assert_true(box.indeterminate);
  assert_false(box.hasAttribute("indeterminate"));
  const list = document.createElement("datalist");
  list.id = "choices";
  const field = input("text", { list: "choices" });
  document.body.append(list, field);
  assert_equals(field.list, list);
  list.remove(); field.remove();
  assert_throws_dom("NotAllowedError", () => input("date").showPicker(), "no transient activation");
  assert_equals(input("color").colorSpace, "limited-srgb");
}, "files, indeterminate, list and showPicker");
