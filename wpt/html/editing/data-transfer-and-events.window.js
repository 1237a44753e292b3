// DataTransfer's drag data store, DragEvent, StorageEvent, PageTransitionEvent and
// CommandEvent, made by a page (framescope fires none of them itself).
// https://html.spec.whatwg.org/multipage/dnd.html#the-datatransfer-interface
"use strict";

async_test((t) => {
  const transfer = new DataTransfer();
  assert_equals(transfer.dropEffect, "none");
  transfer.dropEffect = "bogus";
  assert_equals(transfer.dropEffect, "none");
  transfer.effectAllowed = "copyMove";
  assert_equals(transfer.effectAllowed, "copyMove");
  transfer.setData("Text", "hello");
  transfer.setData("text/html", "<b>hi</b>");
  assert_equals(transfer.getData("text/plain"), "hello", "'text' is text/plain");
  assert_array_equals(transfer.types, ["text/plain", "text/html"]);
  assert_equals(transfer.types, transfer.types, "the same array while unchanged");
  assert_equals(transfer.items.length, 2);
  const file = new File(["x"], "a.txt", { type: "text/plain" });
  transfer.items.add(file);
  assert_array_equals(transfer.types, ["text/plain", "text/html", "Files"]);
  assert_equals(transfer.files.length, 1);
  assert_equals(transfer.files[0], file);
  assert_equals(transfer.items[2].getAsFile(), file);
  assert_throws_dom("NotSupportedError", () => transfer.items.add("again", "text/html"));
  transfer.clearData("text/html");
  assert_equals(transfer.getData("text/html"), "");
  const item = transfer.items[0];
  assert_equals(item.kind, "string");
  const event = new DragEvent("drop", { dataTransfer: transfer, clientX: 3 });
  assert_equals(event.dataTransfer, transfer);
  assert_equals(event.clientX, 3);
  assert_throws_js(TypeError, () => new DragEvent("drop", { dataTransfer: {} }));
  item.getAsString(t.step_func_done((text) => assert_equals(text, "hello")));
}, "DataTransfer and DragEvent");

test(() => {
  const storage = new StorageEvent("storage", { key: "k", newValue: "v", storageArea: localStorage, url: "x" });
  assert_equals(storage.key, "k");
  assert_equals(storage.oldValue, null);
  assert_equals(storage.storageArea, localStorage);
  storage.initStorageEvent("storage", false, false, "k2");
  assert_equals(storage.key, "k2");
  assert_true(new PageTransitionEvent("pageshow", { persisted: true }).persisted);
  const source = document.createElement("button");
  const command = new CommandEvent("command", { source, command: "--x" });
  assert_equals(command.source, source);
  assert_equals(command.command, "--x");
  assert_throws_js(TypeError, () => new BeforeUnloadEvent());
}, "StorageEvent, PageTransitionEvent, CommandEvent, BeforeUnloadEvent");
