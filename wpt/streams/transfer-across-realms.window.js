// Transferable streams and serializable platform objects across the realms a page has: a
// log viewer page transfers a ReadableStream of lines to its same-origin frame, which
// renders them; a worker gets a WritableStream to report progress into and a
// TransformStream to run its transform in; Blob, File, DOMException and DOMRect travel
// as copies of the receiving realm, and platform objects that are not [Serializable] are
// a DataCloneError.
// https://streams.spec.whatwg.org/#transferrable-streams
// https://html.spec.whatwg.org/multipage/structured-data.html#serializable-objects

async function frame(t) {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<!doctype html><body><ol id=log></ol>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  return iframe.contentWindow;
}
const worker = (t, source) => {
  const w = new Worker(URL.createObjectURL(new Blob([source])));
  t.add_cleanup(() => w.terminate());
  return w;
};

promise_test(async (t) => {
  const w = await frame(t);
  let pulls = 0;
  const lines = ["GET /", "GET /app.js", "POST /api"];
  const stream = new ReadableStream({
    pull(controller) {
      pulls++;
      if (lines.length > 0) controller.enqueue({ line: lines.shift() });
      else controller.close();
    },
  });
  // The frame renders what arrives: the stream it gets is its own realm's.
  w.eval(`addEventListener("message", async (e) => {
    const rs = e.data.lines;
    parent.received = { own: rs instanceof ReadableStream, ports: e.ports.length };
    for await (const chunk of rs) {
      const li = document.createElement("li");
      li.textContent = chunk.line;
      document.getElementById("log").append(li);
    }
    parent.postMessage("rendered", "*");
  })`);
  const done = new Promise((resolve) => addEventListener("message", (e) => e.data === "rendered" && resolve(), { once: true }));
  w.postMessage({ lines: stream }, "*", [stream]);
  assert_true(stream.locked, "the original is locked by its transfer");
  // (The frame's postMessage throws the frame's DOMException.)
  assert_throws_dom("DataCloneError", w.DOMException, () => w.postMessage(stream, "*", [stream]), "a locked stream cannot be transferred");
  await done;
  assert_true(received.own, "a ReadableStream of the frame's realm");
  assert_equals(received.ports, 0, "the stream's own port is not one of the event's ports");
  assert_array_equals(Array.from(w.document.querySelectorAll("li"), (li) => li.textContent), ["GET /", "GET /app.js", "POST /api"]);
  assert_greater_than_equal(pulls, 4, "the source was pulled through the transfer");
}, "a ReadableStream transferred to a same-origin frame");

promise_test(async (t) => {
  const w = worker(t, `onmessage = async (e) => {
    const writer = e.data.progress.getWriter();
    for (let i = 1; i <= 3; i++) await writer.write({ done: i * 33 });
    await writer.close();
    // The page's transform, used from here: written to and read from the worker.
    const upper = e.data.upper;
    const input = upper.writable.getWriter();
    input.write("ok");
    input.write("done");
    input.close();
    const out = [];
    for await (const chunk of upper.readable) out.push(chunk);
    postMessage(out);
  };`);
  const seen = [];
  let closed;
  const closedPromise = new Promise((resolve) => closed = resolve);
  const progress = new WritableStream({ write(chunk) { seen.push(chunk.done); }, close() { closed(); } });
  const transformed = [];
  const upper = new TransformStream({ transform(chunk, controller) { transformed.push(chunk); controller.enqueue(chunk.toUpperCase()); } });
  const reply = new Promise((resolve) => w.onmessage = (e) => resolve(e.data));
  w.postMessage({ progress, upper }, [progress, upper]);
  assert_true(progress.locked && upper.readable.locked && upper.writable.locked, "each one locked by its transfer");
  await closedPromise;
  assert_array_equals(seen, [33, 66, 99], "the worker's writes reached the page's sink in order");
  assert_array_equals(await reply, ["OK", "DONE"], "the worker read what the page's transform made");
  assert_array_equals(transformed, ["ok", "done"], "the transform ran in the page");
}, "a WritableStream and a TransformStream transferred to a worker");

promise_test(async (t) => {
  const w = worker(t, `onmessage = (e) => postMessage({
    blob: e.data.blob instanceof Blob, file: e.data.file instanceof File, name: e.data.file.name,
    lastModified: e.data.file.lastModified, error: e.data.error instanceof DOMException && e.data.error.name,
    back: e.data,
  });`);
  const blob = new Blob(["a,b\n1,2\n"], { type: "text/csv" });
  const file = new File(["{}"], "config.json", { type: "application/json", lastModified: 1700000000000 });
  const error = new DOMException("quota", "QuotaExceededError");
  const reply = await new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); w.postMessage({ blob, file, error }); });
  assert_true(reply.blob && reply.file, "a Blob and a File of the worker's realm");
  assert_equals(reply.name, "config.json");
  assert_equals(reply.lastModified, 1700000000000);
  assert_equals(reply.error, "QuotaExceededError");
  assert_not_equals(reply.back.blob, blob, "a copy came back");
  assert_equals(reply.back.blob.type, "text/csv");
  assert_equals(await reply.back.blob.text(), "a,b\n1,2\n");
  assert_equals(await reply.back.file.text(), "{}");
  assert_equals(reply.back.error.message, "quota");
  assert_equals(reply.back.error.code, DOMException.QUOTA_EXCEEDED_ERR);
}, "Blob, File and DOMException travel to a worker and back as copies");

promise_test(async (t) => {
  const w = await frame(t);
  const rect = structuredClone(new w.DOMRect(1, 2, 3, 4));
  assert_true(rect instanceof DOMRect, "a DOMRect of the cloning realm");
  assert_array_equals([rect.x, rect.y, rect.width, rect.height], [1, 2, 3, 4]);
  const readOnly = structuredClone(new DOMRectReadOnly(5, 6, 7, 8));
  assert_false(readOnly instanceof DOMRect);
  assert_equals(readOnly.bottom, 14);
  for (const value of [new URL("https://x.test/"), new w.URLSearchParams("a=1"), new w.Headers(), document.body, new Event("x"), new AbortController()]) {
    assert_throws_dom("DataCloneError", () => structuredClone(value), String(value));
  }
  assert_throws_dom("DataCloneError", () => structuredClone(new ReadableStream()), "a stream is transferable, not serializable");
  assert_throws_dom("DataCloneError", () => structuredClone(1, { transfer: [new Blob([])] }), "a Blob is not transferable");
}, "DOMRect is serializable; other platform objects are a DataCloneError");
