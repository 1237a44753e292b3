// The blob URL store as the File API says: an entry carries its environment's origin, and
// only that origin may resolve or revoke it (a sandboxed, opaque-origin frame's blob:null/
// URLs are its own: fetched as same-origin there, refused to its parent); a URL is resolved
// when it is parsed (a Request, an XHR's open(), a frame's navigation, a script element
// prepared), so revoking it afterwards does not take the blob away; a document that goes
// away revokes the URLs it made.
// https://w3c.github.io/FileAPI/#url-model
// https://w3c.github.io/FileAPI/#blob-url-resolve
// https://w3c.github.io/FileAPI/#lifeTime
// https://fetch.spec.whatwg.org/#scheme-fetch ("blob")

// A sandboxed frame (an opaque origin) that runs what the parent asks: "create" a blob
// URL of the text it is sent, "fetch" or "revoke" a URL. It answers with the outcome.
const sandboxedFrame = async (t) => {
  const iframe = document.createElement("iframe");
  iframe.sandbox = "allow-scripts";
  iframe.srcdoc = `<script>
    onmessage = async ({ data }) => {
      let answer;
      if (data.op === "create") answer = URL.createObjectURL(new Blob([data.text]));
      if (data.op === "revoke") answer = (URL.revokeObjectURL(data.url), "revoked");
      if (data.op === "fetch") {
        try { answer = await (await fetch(data.url)).text(); } catch (e) { answer = e.name; }
      }
      parent.postMessage(answer, "*");
    };
    parent.postMessage("ready", "*");
  </` + "script>";
  const ready = new Promise((resolve) => {
    const listener = (e) => {
      if (e.source === iframe.contentWindow && e.data === "ready") {
        removeEventListener("message", listener);
        resolve();
      }
    };
    addEventListener("message", listener);
  });
  document.body.append(iframe);
  t.add_cleanup(() => iframe.remove());
  await ready;
  return (message) => new Promise((resolve) => {
    const listener = (e) => {
      if (e.source !== iframe.contentWindow) return;
      removeEventListener("message", listener);
      resolve(e.data);
    };
    addEventListener("message", listener);
    iframe.contentWindow.postMessage(message, "*");
  });
};

promise_test(async (t) => {
  const ask = await sandboxedFrame(t);
  const url = await ask({ op: "create", text: "opaque" });
  assert_true(url.startsWith("blob:null/"), `an opaque origin serializes as null: ${url}`);
  assert_equals(await ask({ op: "fetch", url }), "opaque", "the frame fetches its own URL (same origin through its entry)");
  assert_equals(await ask({ op: "fetch", url: url + "#fragment" }), "opaque", "a fragment names the same entry");
  await promise_rejects_js(t, TypeError, fetch(url), "the parent is of another origin");
  URL.revokeObjectURL(url);
  assert_equals(await ask({ op: "fetch", url }), "opaque", "the parent cannot revoke it");
  assert_equals(await ask({ op: "revoke", url }), "revoked");
  assert_equals(await ask({ op: "fetch", url }), "TypeError", "its own origin revokes it");
}, "A sandboxed frame's blob:null/ URL is its origin's alone");

promise_test(async (t) => {
  const ask = await sandboxedFrame(t);
  const url = URL.createObjectURL(new Blob(["parent's"]));
  t.add_cleanup(() => URL.revokeObjectURL(url));
  assert_equals(await ask({ op: "fetch", url }), "TypeError", "another origin cannot resolve it");
  assert_equals(await ask({ op: "revoke", url }), "revoked");
  assert_equals(await (await fetch(url)).text(), "parent's", "nor revoke it");
}, "Another origin can neither fetch nor revoke a page's blob URL");

promise_test(async () => {
  const url = URL.createObjectURL(new Blob(["kept"], { type: "text/x-kept" }));
  const request = new Request(url);
  const clone = new Request(request);
  const xhr = new XMLHttpRequest();
  xhr.open("GET", url);
  URL.revokeObjectURL(url);
  const loaded = new Promise((resolve, reject) => {
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject(new Error("the XHR failed"));
  });
  xhr.send();
  const response = await fetch(request);
  assert_equals(response.headers.get("Content-Type"), "text/x-kept");
  assert_equals(await response.text(), "kept", "a Request resolved the entry when it parsed the URL");
  assert_equals(await (await fetch(clone)).text(), "kept", "a Request made from it carries the entry");
  assert_equals(await loaded, "kept", "open() resolved the entry");
  const late = new XMLHttpRequest();
  late.open("GET", url);
  const failed = new Promise((resolve) => { late.onerror = () => resolve(late.status); late.onload = () => resolve("loaded"); });
  late.send();
  assert_equals(await failed, 0, "an open() after revocation finds no entry");
}, "A blob URL is resolved when a Request or an XHR's open() parses it");

promise_test(async (t) => {
  const url = URL.createObjectURL(new Blob(["<p id=p>from a blob</p>"], { type: "text/html" }));
  const iframe = document.createElement("iframe");
  iframe.src = url;
  document.body.append(iframe);
  t.add_cleanup(() => iframe.remove());
  URL.revokeObjectURL(url);
  await new Promise((resolve) => iframe.onload = resolve);
  assert_equals(iframe.contentDocument.getElementById("p")?.textContent, "from a blob");
  const scriptURL = URL.createObjectURL(new Blob(["window.ranFromBlob = 'yes';"]));
  const script = document.createElement("script");
  script.src = scriptURL;
  const ran = new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; });
  document.head.append(script);
  URL.revokeObjectURL(scriptURL);
  await ran;
  assert_equals(window.ranFromBlob, "yes");
}, "A frame's navigation and a script element resolve their blob URL when they start");

promise_test(async (t) => {
  const iframe = document.createElement("iframe");
  iframe.srcdoc = "<p>same origin</p>";
  document.body.append(iframe);
  await new Promise((resolve) => iframe.onload = resolve);
  const url = iframe.contentWindow.URL.createObjectURL(new iframe.contentWindow.Blob(["the frame's"]));
  assert_equals(await (await fetch(url)).text(), "the frame's", "a same-origin frame's URL is the page's to fetch");
  const pending = fetch(url);
  iframe.remove();
  assert_equals(await (await pending).text(), "the frame's", "a fetch started before the frame went keeps its blob");
  await promise_rejects_js(t, TypeError, fetch(url), "removing the frame revoked its URLs");
}, "Removing a frame revokes the blob URLs its document made");
