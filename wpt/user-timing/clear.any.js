// clearMarks() and clearMeasures() remove exactly the named (or all) entries of their type.
// https://w3c.github.io/user-timing/#clearmarks-method
// https://w3c.github.io/user-timing/#clearmeasures-method

// Every subtest starts from a timeline without marks or measures.
function setup_entries(t) {
  performance.clearMarks();
  performance.clearMeasures();
  t.add_cleanup(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });
  performance.mark("a", { startTime: 1 });
  performance.mark("a", { startTime: 2 });
  performance.mark("b", { startTime: 3 });
  performance.measure("a", { start: 1, end: 4 });
  performance.measure("c", { start: 2, end: 5 });
  performance.measure("c", { start: 3, end: 6 });
}

function names(type) {
  return performance.getEntriesByType(type).map((e) => `${e.name}@${e.startTime}`);
}

test((t) => {
  setup_entries(t);
  assert_equals(performance.clearMarks("a"), undefined);
  assert_array_equals(names("mark"), ["b@3"]);
  assert_array_equals(names("measure"), ["a@1", "c@2", "c@3"], "a measure of the same name stays");
}, "clearMarks(name) removes every mark of that name, and no measure");

test((t) => {
  setup_entries(t);
  assert_equals(performance.clearMarks(), undefined);
  assert_array_equals(names("mark"), []);
  assert_array_equals(names("measure"), ["a@1", "c@2", "c@3"]);
}, "clearMarks() removes every mark, and no measure");

test((t) => {
  setup_entries(t);
  performance.clearMarks(undefined);
  assert_array_equals(names("mark"), [], "an undefined optional argument is a missing one");
  assert_array_equals(names("measure"), ["a@1", "c@2", "c@3"]);
}, "clearMarks(undefined) removes every mark");

test((t) => {
  setup_entries(t);
  assert_equals(performance.clearMeasures("c"), undefined);
  assert_array_equals(names("measure"), ["a@1"]);
  assert_array_equals(names("mark"), ["a@1", "a@2", "b@3"]);
}, "clearMeasures(name) removes every measure of that name, and no mark");

test((t) => {
  setup_entries(t);
  performance.clearMeasures("a");
  assert_array_equals(names("measure"), ["c@2", "c@3"]);
  assert_array_equals(names("mark"), ["a@1", "a@2", "b@3"], "marks of the same name stay");
}, "clearMeasures(name) leaves marks of the same name");

test((t) => {
  setup_entries(t);
  assert_equals(performance.clearMeasures(), undefined);
  assert_array_equals(names("measure"), []);
  assert_array_equals(names("mark"), ["a@1", "a@2", "b@3"]);
  performance.clearMarks();
  performance.mark("x", { startTime: 1 });
  performance.clearMeasures(undefined);
  assert_array_equals(names("mark"), ["x@1"]);
}, "clearMeasures() and clearMeasures(undefined) remove every measure, and no mark");

test((t) => {
  setup_entries(t);
  performance.clearMarks("nonexistent");
  performance.clearMeasures("nonexistent");
  performance.clearMarks("c");
  performance.clearMeasures("b");
  assert_array_equals(names("mark"), ["a@1", "a@2", "b@3"]);
  assert_array_equals(names("measure"), ["a@1", "c@2", "c@3"]);
}, "clearing a name with no entry of that type changes nothing");

test((t) => {
  setup_entries(t);
  performance.mark("null", { startTime: 7 });
  performance.mark("undefined", { startTime: 8 });
  performance.clearMarks(null);
  assert_array_equals(names("mark"), ["a@1", "a@2", "b@3", "undefined@8"], "null is the name \"null\"");
}, "clearMarks(null) clears the marks named \"null\"");

test((t) => {
  setup_entries(t);
  performance.clearMarks("a");
  assert_throws_dom("SyntaxError", () => performance.measure("m", "a"), "the cleared mark is gone");
  performance.mark("a", { startTime: 9 });
  assert_equals(performance.measure("m", "a", "b").startTime, 9, "a new mark of the name is used");
}, "measure() cannot use a cleared mark");

test((t) => {
  setup_entries(t);
  const getAll = () => performance.getEntries().filter((e) => e.entryType === "mark" || e.entryType === "measure");
  assert_equals(getAll().length, 6);
  performance.clearMarks();
  performance.clearMeasures();
  assert_equals(getAll().length, 0);
  assert_equals(performance.getEntriesByName("a").length, 0);
  assert_equals(performance.getEntriesByName("c").length, 0);
}, "cleared entries leave every getter");

test(() => {
  const navigation = performance.getEntriesByType("navigation");
  performance.clearMarks();
  performance.clearMeasures();
  assert_array_equals(performance.getEntriesByType("navigation"), navigation);
}, "clearing marks and measures leaves entries of other types");
