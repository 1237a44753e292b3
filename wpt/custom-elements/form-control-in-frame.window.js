// A parent page drives a frame's form built of custom elements: a customized built-in
// button (`is="confirm-button"`, made by the frame's parser and by createElement with
// `{is}`), and a form-associated rating control with ElementInternals — its form value in
// the form's submission, its validity, its custom states matched by `:state()`, its
// formAssociatedCallback, formResetCallback and formDisabledCallback; `:defined` before
// and after definition.
// https://html.spec.whatwg.org/multipage/custom-elements.html

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = `<!doctype html><form id=f><star-rating name=stars></star-rating><button is=confirm-button id=ok>ok</button></form>
    <script>
      window.log = [];
      window.defineAll = () => {
        customElements.define("confirm-button", class extends HTMLButtonElement {
          connectedCallback() { this.dataset.ready = "yes"; }
        }, { extends: "button" });
        customElements.define("star-rating", class extends HTMLElement {
          static formAssociated = true;
          constructor() {
            super();
            this.internals = this.attachInternals();
            this.internals.setValidity({ valueMissing: true }, "pick a rating");
          }
          set value(n) {
            this.internals.setFormValue(String(n));
            if (n > 0) this.internals.setValidity({});
            n > 3 ? this.internals.states.add("high") : this.internals.states.delete("high");
          }
          formAssociatedCallback(form) { log.push("associated " + (form && form.id)); }
          formResetCallback() { log.push("reset"); this.value = 0; }
          formDisabledCallback(disabled) { log.push("disabled " + disabled); }
        });
      };
    <\/script>`;
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow, d = iframe.contentDocument;
  const form = d.getElementById("f"), ok = d.getElementById("ok"), rating = d.querySelector("star-rating");
  assert_array_equals([...d.querySelectorAll(":not(:defined)")].map((e) => e.localName), ["star-rating", "button"]);
  w.defineAll();
  assert_equals(d.querySelectorAll(":not(:defined)").length, 0, "both upgraded by define");

  // The customized built-in: a button with the class's prototype, made by the parser and by
  // the frame's createElement from the parent.
  assert_true(ok instanceof w.HTMLButtonElement && ok.constructor === w.customElements.get("confirm-button"));
  assert_equals(ok.dataset.ready, "yes");
  const second = d.createElement("button", { is: "confirm-button" });
  assert_equals(second.outerHTML, '<button is="confirm-button"></button>', "the is value is serialized");
  form.append(second);
  assert_equals(second.dataset.ready, "yes");

  // The form-associated control: associated with the form when upgraded, invalid until
  // it has a value, then part of the form's submission.
  assert_array_equals(w.log, ["associated f"]);
  assert_false(form.checkValidity(), "valueMissing until a rating is picked");
  assert_equals(rating.internals.validationMessage, "pick a rating");
  rating.value = 4;
  assert_true(form.checkValidity());
  assert_equals(JSON.stringify([...new w.FormData(form)]), '[["stars","4"]]');
  assert_true(rating.matches(":state(high)"));
  assert_equals(d.querySelector(":state(high)"), rating);
  assert_equals(rating.internals.form, form);

  // Reset, disable, and move out of the form.
  form.reset();
  assert_false(rating.matches(":state(high)"), "formResetCallback cleared the state");
  rating.setAttribute("disabled", "");
  assert_equals([...new w.FormData(form)].length, 0, "a disabled control submits nothing");
  d.body.append(rating);
  assert_array_equals(w.log, ["associated f", "reset", "disabled true", "associated null"]);
}, "a parent page drives a frame's form of customized built-in and form-associated custom elements");
