// A parent page drives a todo app built of components in shadow trees three deep (open,
// open, closed), in a same-origin frame: it reaches into open shadow roots, types and
// submits with its own Event constructors, clicks inside closed trees through the items'
// composed events, and reads the slotted text back.
// https://dom.spec.whatwg.org/#shadow-trees

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/todo-components.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow, d = iframe.contentDocument;
  const appHost = d.querySelector("#app > div");
  assert_true(appHost.shadowRoot !== null, "the app's shadow root is open");
  const appRoot = appHost.shadowRoot;
  const input = appRoot.getElementById("new-todo");
  const form = appRoot.querySelector("form");
  for (const text of ["write tests", "fix bugs", "ship"]) {
    input.value = text;
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  }
  const listRoot = appRoot.querySelector("div").shadowRoot;
  const items = () => [...listRoot.querySelectorAll(".todo-list li > span")];
  assert_array_equals(items().map((i) => i.textContent), ["write tests", "fix bugs", "ship"]);
  // The items' trees are closed: nothing reaches inside them from outside.
  assert_equals(items()[0].shadowRoot, null, "an item's shadow root is closed");
  assert_equals(d.querySelector(".toggle"), null, "no query reaches into shadow trees");
  // The footer is slotted into the list's shadow tree.
  const footer = appRoot.querySelector("div > p");
  assert_equals(footer.assignedSlot, listRoot.querySelector("slot[name=footer]"));
  assert_array_equals(footer.assignedSlot.assignedNodes(), [footer]);
  // Complete the second item: the page fires the item's change through the app's own
  // helper, as a recorder replays a click inside a closed tree (the item dispatches a
  // composed todo-toggle from its host).
  const second = items()[1];
  second.dispatchEvent(new w.CustomEvent("todo-toggle", { bubbles: true, composed: true, detail: { id: 2, done: true } }));
  assert_equals(appRoot.querySelector(".todo-count").textContent, "2 items left");
  assert_true(items()[1].hasAttribute("completed"));
  // Delete the first: a composed event of the parent's own CustomEvent constructor.
  items()[0].dispatchEvent(new CustomEvent("todo-delete", { bubbles: true, composed: true, detail: { id: 1 } }));
  assert_array_equals(items().map((i) => i.textContent), ["fix bugs", "ship"]);
  appRoot.querySelector(".clear-completed").click();
  assert_array_equals(items().map((i) => i.textContent), ["ship"]);
  assert_equals(appRoot.querySelector(".todo-count").textContent, "1 item left");
  // Where each listener saw the composed events: the app's root saw them retargeted to the
  // list's host, the document saw the app's host (a div without an id).
  assert_array_equals(w.eventsSeen, ["toggle 2 at list", "document sees div", "delete 1"]);
  // A non-composed event stops at the shadow root it was fired in.
  let documentSaw = false;
  d.addEventListener("local", () => { documentSaw = true; });
  let rootSaw = false;
  listRoot.addEventListener("local", () => { rootSaw = true; });
  items()[0].dispatchEvent(new Event("local", { bubbles: true }));
  assert_true(rootSaw, "the list's root hears a non-composed event of its tree");
  assert_false(documentSaw, "the document does not");
}, "a parent page drives a todo app of nested shadow trees in its same-origin frame");

test(() => {
  const host = document.createElement("div");
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = "<p><slot name=a></slot>|<slot></slot></p>";
  host.innerHTML = "<span slot=a>A</span>text<b>B</b>";
  const [a, rest] = root.querySelectorAll("slot");
  assert_array_equals(a.assignedNodes().map((n) => n.textContent), ["A"]);
  assert_array_equals(rest.assignedNodes().map((n) => n.textContent), ["text", "B"]);
  assert_array_equals(rest.assignedElements().map((n) => n.localName), ["b"]);
  host.querySelector("b").slot = "a";
  assert_array_equals(a.assignedNodes().map((n) => n.textContent), ["A", "B"]);
  const clickPath = [];
  host.querySelector("span").addEventListener("click", (e) => { clickPath.push(...e.composedPath()); });
  host.querySelector("span").click();
  assert_array_equals(clickPath.slice(0, 5), [host.querySelector("span"), a, root.querySelector("p"), root, host]);
  assert_equals(host.getRootNode(), host);
  assert_equals(root.querySelector("p").getRootNode({ composed: true }), host);
}, "slots show the host's children by name, and the event path goes through them");
