// A page streams a fetched response's body through a TransformStream that upper-cases
// its bytes and a TextDecoderStream into a WritableStream, and a parent page reads a
// stream made in a same-origin frame (and pipes it through its own transform); streams in
// a worker, and a byte stream read with a BYOB reader.
// https://streams.spec.whatwg.org/, https://fetch.spec.whatwg.org/#dom-body-body

const upperCaseBytes = () => new TransformStream({
  transform(chunk, controller) {
    const out = new Uint8Array(chunk.length);
    for (let i = 0; i < chunk.length; i++) out[i] = chunk[i] >= 0x61 && chunk[i] <= 0x7a ? chunk[i] - 32 : chunk[i];
    controller.enqueue(out);
  },
});

promise_test(async (t) => {
  const response = await fetch("resources/text.txt");
  const body = response.body;
  assert_true(body instanceof ReadableStream, "Response.body is a ReadableStream");
  assert_equals(response.body, body, "the same stream each time");
  const parts = [];
  const sink = new WritableStream({ write(chunk) { parts.push(chunk); } }, new CountQueuingStrategy({ highWaterMark: 2 }));
  await body.pipeThrough(upperCaseBytes()).pipeThrough(new TextDecoderStream()).pipeTo(sink);
  assert_equals(parts.join(""), "HéLLO STREAMS, FROM A FILE\n");
  assert_true(response.bodyUsed, "reading the stream used the body");
  await promise_rejects_js(t, TypeError, response.text());
}, "a fetched body piped through an upper-casing TransformStream and a TextDecoderStream into a WritableStream");

promise_test(async () => {
  const encoded = new ReadableStream({
    start(controller) { ["a", "é", "z"].forEach((c) => controller.enqueue(c)); controller.close(); },
  }).pipeThrough(new TextEncoderStream());
  const response = new Response(encoded);
  assert_equals(await response.text(), "aéz");
  const chunks = [];
  for await (const chunk of ReadableStream.from(["x", "y"])) chunks.push(chunk);
  assert_array_equals(chunks, ["x", "y"]);
}, "new Response(readableStream) reads the stream; ReadableStream.from and for await");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  t.add_cleanup(() => iframe.remove());
  iframe.srcdoc = "<!doctype html><script>window.numbers = new ReadableStream({ start(c) { for (const n of [1, 2, 3]) c.enqueue(n); c.close(); } });<\/script>";
  const load = new Promise((resolve) => iframe.addEventListener("load", resolve, { once: true }));
  document.body.append(iframe);
  await load;
  const w = iframe.contentWindow;
  assert_true(w.numbers instanceof w.ReadableStream, "the frame's own ReadableStream");
  assert_false(w.numbers instanceof ReadableStream, "not the parent's");
  const [left, right] = w.numbers.tee();
  const reader = left.getReader();
  const read = [];
  for (let r = await reader.read(); !r.done; r = await reader.read()) read.push(r.value);
  assert_array_equals(read, [1, 2, 3]);
  // The parent pipes the frame's branch through its own TransformStream into its own sink.
  const doubled = [];
  await right.pipeThrough(new TransformStream({ transform(n, c) { c.enqueue(n * 2); } }))
    .pipeTo(new WritableStream({ write(n) { doubled.push(n); } }));
  assert_array_equals(doubled, [2, 4, 6]);
}, "a parent page reads a same-origin frame's ReadableStream and pipes it into its own streams");

promise_test(async () => {
  const worker = new Worker(URL.createObjectURL(new Blob([`
    const ts = new TransformStream({ transform(c, ctl) { ctl.enqueue(c + 1); } });
    const w = ts.writable.getWriter(); w.write(1); w.write(2); w.close();
    (async () => { const out = []; for await (const v of ts.readable) out.push(v); postMessage(out); })();
  `])));
  const out = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  assert_array_equals(out, [2, 3]);
}, "streams in a worker");

promise_test(async () => {
  // A byte stream read with a BYOB reader into the page's own buffer, then by a default reader.
  const stream = new ReadableStream({
    type: "bytes",
    pull(controller) {
      const view = controller.byobRequest.view;
      view.set([1, 2, 3].slice(0, view.byteLength));
      controller.byobRequest.respond(Math.min(3, view.byteLength));
      controller.close();
    },
  });
  const reader = stream.getReader({ mode: "byob" });
  const { value, done } = await reader.read(new Uint8Array(8));
  assert_false(done);
  assert_array_equals(Array.from(value), [1, 2, 3]);
  assert_equals(value.buffer.byteLength, 8, "the read's view is over the (transferred) buffer given");
  assert_true((await reader.read(new Uint8Array(1))).done);
}, "a byte stream read with a BYOB reader");
