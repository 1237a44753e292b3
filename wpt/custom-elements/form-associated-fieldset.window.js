// A form-associated custom element's disabled state follows an ancestor fieldset's, except
// inside that fieldset's first legend: formDisabledCallback when it changes (the fieldset's
// disabled attribute, the element moved in or out, the first legend changing), :disabled
// and :enabled, focus, and fieldset.elements listing it.
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled
// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions
// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-disabled

class FieldControl extends HTMLElement {
  static formAssociated = true;
  constructor() {
    super();
    this.history = [];
  }
  formDisabledCallback(disabled) { this.history.push(disabled); }
}
customElements.define("x-field-control", FieldControl);

test((t) => {
  const fieldset = document.body.appendChild(document.createElement("fieldset"));
  t.add_cleanup(() => fieldset.remove());
  fieldset.innerHTML = `<legend><x-field-control id="in-legend"></x-field-control></legend><div><x-field-control id="deep"></x-field-control></div>`;
  const inLegend = fieldset.querySelector("#in-legend"), deep = fieldset.querySelector("#deep");
  assert_array_equals(Array.from(fieldset.elements), [inLegend, deep], "fieldset.elements lists them");
  assert_true(deep.matches(":enabled"));

  fieldset.disabled = true;
  assert_array_equals(deep.history, [true]);
  assert_true(deep.matches(":disabled"));
  assert_false(deep.matches(":enabled"));
  assert_array_equals(inLegend.history, [], "in the first legend: not disabled");
  assert_true(inLegend.matches(":enabled"));

  // Another legend before it becomes the first one: the old one's control is disabled now.
  fieldset.prepend(document.createElement("legend"));
  assert_array_equals(inLegend.history, [true]);
  assert_true(inLegend.matches(":disabled"));
  fieldset.firstElementChild.remove();
  assert_array_equals(inLegend.history, [true, false]);

  // Moved out and back in.
  document.body.append(deep);
  assert_array_equals(deep.history, [true, false]);
  fieldset.append(deep);
  assert_array_equals(deep.history, [true, false, true]);

  // Its own disabled attribute changes nothing while the fieldset disables it.
  deep.setAttribute("disabled", "");
  deep.removeAttribute("disabled");
  assert_array_equals(deep.history, [true, false, true]);
  fieldset.disabled = false;
  assert_array_equals(deep.history, [true, false, true, false]);
}, "a fieldset's disabled state reaches a form-associated custom element");

test((t) => {
  const fieldset = document.body.appendChild(document.createElement("fieldset"));
  t.add_cleanup(() => fieldset.remove());
  fieldset.disabled = true;
  const control = fieldset.appendChild(new FieldControl());
  control.setAttribute("tabindex", "0");
  control.focus();
  assert_not_equals(document.activeElement, control, "an actually disabled control takes no focus");
  fieldset.disabled = false;
  control.focus();
  assert_equals(document.activeElement, control);
  const input = fieldset.appendChild(document.createElement("input"));
  fieldset.disabled = true;
  assert_true(input.matches(":disabled"), "built-in controls follow the fieldset too");
  assert_true(fieldset.matches(":disabled"));
}, "an actually disabled control: focus and :disabled");
