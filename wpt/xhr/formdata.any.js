// META: global=window,dedicatedworker,sharedworker
// FormData and File, and XMLHttpRequest sending a FormData.
// https://xhr.spec.whatwg.org/#interface-formdata, https://w3c.github.io/FileAPI/#file-section

test(() => {
  const data = new FormData();
  data.append("a", "1");
  data.append("b", 2);
  data.append("a", "3");
  assert_equals(data.get("a"), "1");
  assert_array_equals(data.getAll("a"), ["1", "3"]);
  assert_equals(data.get("b"), "2", "values are strings");
  assert_equals(data.get("missing"), null);
  assert_true(data.has("b"));
  data.set("a", "4");
  assert_array_equals([...data.keys()], ["a", "b"], "set replaces the first and removes the rest");
  data.delete("b");
  assert_false(data.has("b"));
  data.append("\ud800", "x\udc00");
  assert_equals(data.get("\ufffd"), "x\ufffd", "USVString conversion");
  assert_throws_js(TypeError, () => data.append("a"));
  assert_throws_js(TypeError, () => data.append("a", "b", "c"), "a filename needs a Blob");
  assert_throws_js(TypeError, () => new FormData({}), "not a form");
}, "FormData keeps an entry list of strings");

test(() => {
  const data = new FormData();
  data.append("x", "1");
  data.append("y", "2");
  data.append("z", "3");
  const seen = [];
  for (const [name] of data) {
    seen.push(name);
    if (name === "x") data.delete("y");
  }
  assert_array_equals(seen, ["x", "z"], "iteration follows the live list");
  const order = [];
  data.forEach((value, name, object) => order.push(`${name}=${value}:${object === data}`));
  assert_array_equals(order, ["x=1:true", "z=3:true"]);
}, "FormData is iterable over its live entry list");

test(() => {
  const data = new FormData();
  const blob = new Blob(["abc"], { type: "text/plain" });
  data.append("blob", blob);
  const file = data.get("blob");
  assert_true(file instanceof File);
  assert_not_equals(file, blob);
  assert_equals(file.name, "blob");
  assert_equals(file.type, "text/plain");
  assert_equals(file.size, 3);
  const named = new File(["12"], "a.txt", { lastModified: 42 });
  assert_equals(named.name, "a.txt");
  assert_equals(named.lastModified, 42);
  assert_true(named instanceof Blob);
  data.set("file", named, "b.txt");
  assert_equals(data.get("file").name, "b.txt");
  assert_equals(data.get("file").lastModified, 42, "a renamed File keeps its time");
  data.append("same", named);
  assert_equals(data.get("same"), named, "a File without a new name is kept as it is");
  assert_throws_js(TypeError, () => new File(["x"]));
}, "Blob values become Files; File has a name and a modification time");

promise_test(async () => {
  const data = new FormData();
  data.append("name", "value");
  data.append("file", new File(["content"], "f.txt", { type: "text/plain" }));
  const xhr = new XMLHttpRequest();
  const upload = [];
  for (const type of ["loadstart", "progress", "load", "loadend"]) {
    xhr.upload.addEventListener(type, (e) => upload.push([type, e.loaded, e.total]));
  }
  xhr.open("POST", "resources/text.txt");
  xhr.send(data);
  await new Promise((resolve) => xhr.addEventListener("loadend", resolve));
  assert_equals(xhr.status, 200);
  assert_array_equals(upload.map((e) => e[0]), ["loadstart", "progress", "load", "loadend"]);
  const total = upload[0][2];
  assert_greater_than(total, "valuecontent".length + 2 * "Content-Disposition: form-data; name=".length, "a multipart body");
  assert_equals(upload[3][1], total);
}, "send(FormData) sends a multipart body");
