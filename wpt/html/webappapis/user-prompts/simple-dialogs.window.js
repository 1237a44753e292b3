// The simple dialogs in a user agent that cannot show them (framescope has no user):
// alert returns, confirm returns false, prompt returns null; print does nothing. Their
// arguments are still converted to strings.
test(() => {
  assert_equals(alert(), undefined);
  assert_equals(alert("message"), undefined);
  assert_false(confirm());
  assert_false(confirm("message"));
  assert_equals(prompt(), null);
  assert_equals(prompt("message", "default"), null);
  assert_equals(print(), undefined);
  for (const f of [alert, confirm, prompt, print]) assert_equals(f.length, 0, f.name);
}, "alert, confirm, prompt and print return at once");

test(() => {
  assert_throws_js(TypeError, () => alert(Symbol()));
  assert_throws_js(TypeError, () => confirm(Symbol()));
  assert_throws_js(TypeError, () => prompt("", Symbol()));
  const converted = [];
  prompt({ toString() { converted.push("message"); return ""; } }, { toString() { converted.push("default"); return ""; } });
  assert_array_equals(converted, ["message", "default"]);
}, "the dialogs' arguments are DOMStrings");
