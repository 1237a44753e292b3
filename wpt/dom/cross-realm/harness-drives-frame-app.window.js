// A harness page drives an app in a same-origin frame the way benchmark runners and test
// recorders do: it makes events with its own constructors (Event, KeyboardEvent,
// MouseEvent), sets input values, clicks, queries through the frame's document, and reads
// the frame's DOM back.
// https://dom.spec.whatwg.org/#concept-event-dispatch

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.src = "resources/todo-app.html";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const d = iframe.contentDocument;
  const input = d.querySelector("#new-todo");
  for (let i = 0; i < 5; i++) {
    input.value = `task ${i}`;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", keyCode: 13, bubbles: true }));
  }
  const items = d.querySelectorAll(".todo-list li");
  assert_equals(items.length, 5, "five items added");
  assert_equals(items[2].querySelector("label").textContent, "task 2");
  // Complete two with clicks on their checkboxes (the parent's MouseEvent, and click()).
  items[0].querySelector(".toggle").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  // (The app renders its list anew after each change: query again.)
  d.querySelectorAll(".todo-list li")[3].querySelector(".toggle").click();
  assert_equals(d.querySelector(".todo-count").textContent, "3 items left");
  // Delete the completed ones.
  d.querySelector(".clear-completed").click();
  assert_array_equals([...d.querySelectorAll(".todo-list li label")].map((l) => l.textContent), ["task 1", "task 2", "task 4"]);
  // The app's listeners saw every event: 5 keydown, 7 input (5 typed, and the input event
  // of each checkbox's activation behavior) and 2 change.
  assert_equals(iframe.contentWindow.eventsSeen, 14);
}, "a parent page drives a todo app in its same-origin frame");
