// The top page's test, after tamper.js replaced the built-ins: events, handler attributes,
// timers, the DOM and the parser, frames and their load events, messaging, structured
// clone, a worker, fetch, the performance APIs, unhandled rejections and focus. Prints
// "TAMPER <json>" at the end: the results and every trap that fired (T.calls), and the
// frames' and the worker's.
const note = T.note;
const done = (extra) => {
  console.log(`TAMPER ${T.stringify({ calls: T.calls, results: T.results, ...extra })}`);
};

// Before the load event.
window.onload = (event) => { note("onload", `${event.type} ${document.readyState}`); };
const loaded = T.next(window, "load");
const navigationEntries = [];
new PerformanceObserver((list) => {
  const entries = list.getEntries();
  for (let i = 0; i < entries.length; i++) navigationEntries[navigationEntries.length] = entries[i];
}).observe({ __proto__: null, type: "navigation" });
note("parsed", `${T.dom.text(document.getElementById("parsed"))} ${document.querySelector("#parsed > span.inner").className}`);
note("parsed by class", document.getElementsByClassName("b").length);
performance.mark("before load");

(async () => {
  try {
    // Events: listeners (function and object), once, capture, removal, cancelation.
    const target = new EventTarget();
    const seen = [];
    const listener = (event) => { seen[seen.length] = `f:${event.type}:${event.eventPhase}`; };
    T.on(target, "ping", listener);
    T.on(target, "ping", listener); // a duplicate is ignored
    T.on(target, "ping", { handleEvent(event) { seen[seen.length] = `o:${event.type}`; T.preventDefault(event); } });
    T.on(target, "ping", () => { seen[seen.length] = "once"; }, { __proto__: null, once: true });
    T.on(target, "ping", () => { seen[seen.length] = "capture"; }, true);
    let result = T.fire(target, new Event("ping", { __proto__: null, cancelable: true }));
    seen[seen.length] = `returned ${result}`;
    T.off(target, "ping", listener);
    result = T.fire(target, new Event("ping"));
    seen[seen.length] = `returned ${result}`;
    note("events", T.stringify(seen));

    // A listener that throws: an error event, canceled by the global onerror.
    const errors = [];
    window.onerror = (message, filename, lineno, colno, error) => {
      errors[errors.length] = `${message} | ${error.message} | ${lineno > 0}`;
      return true;
    };
    T.on(target, "boom", () => { throw T.error("from a listener"); });
    T.fire(target, new Event("boom"));
    reportError(T.error("reported"));
    note("errors", T.stringify(errors));
    window.onerror = null;

    // Timers and microtasks.
    const order = [];
    queueMicrotask(() => { order[order.length] = "microtask"; });
    await T.promise((resolve) => {
      setTimeout(() => {
        order[order.length] = "timeout";
        let ticks = 0;
        const interval = setInterval(() => {
          order[order.length] = `interval ${++ticks}`;
          if (ticks === 3) { clearInterval(interval); resolve(); }
        }, 1);
      }, 0);
    });
    note("timers", T.stringify(order));

    // The DOM.
    const div = T.dom.create("div");
    T.dom.setAttribute(div, "class", "made x");
    T.dom.setText(div, "made");
    div.append(" here", document.createComment("c"));
    T.dom.append(document.body, div);
    const span = T.dom.create("span");
    span.id = "inner";
    div.prepend(span);
    note("dom", `${T.dom.text(div)}|${div.childNodes.length}|${document.querySelectorAll("div.x > span#inner").length}|${span.closest("body > .made").className}|${div.getAttributeNames().length}|${div.firstChild === span}`);
    span.remove();
    document.title = "tampered";
    note("title", `${document.title}|${document.querySelectorAll("head > title").length}`);
    T.dom.remove(document.body, div);
    note("connected", `${div.isConnected} ${div.parentNode}`);

    // Custom elements: reactions enqueued and invoked by [CEReactions] members, and an
    // upgrade of innerHTML's element (its observed attributes: an iterable of the page's
    // own, not an array, whose iterator is trapped).
    let reactions = "";
    class XTamper extends HTMLElement {
      static get observedAttributes() { return { *[T.iterator]() { yield "a"; } }; }
      connectedCallback() { reactions += "c"; }
      disconnectedCallback() { reactions += "d"; }
      attributeChangedCallback(name, oldValue, value) { reactions += name + value; }
    }
    customElements.define("x-tamper", XTamper);
    const custom = T.dom.create("x-tamper");
    T.dom.setAttribute(custom, "a", "1");
    T.dom.append(document.body, custom);
    T.dom.remove(document.body, custom);
    const holder = T.dom.create("div");
    holder.innerHTML = "<x-tamper a=2></x-tamper>";
    note("custom elements", `${reactions}|${T.proto(holder.firstChild) === XTamper.prototype}`);
    // A custom element of a scoped registry in a shadow tree: defined, then upgraded when
    // its tree is connected.
    const registry = new CustomElementRegistry();
    const widgetLog = [];
    class Widget extends HTMLElement { connectedCallback() { widgetLog[widgetLog.length] = "connected"; } }
    registry.define("x-widget", Widget);
    const host = T.dom.create("div");
    const shadow = host.attachShadow({ __proto__: null, mode: "open", customElementRegistry: registry });
    shadow.innerHTML = "<x-widget></x-widget>";
    T.dom.append(document.body, host);
    const widget = shadow.firstChild;
    note("scoped registry", `${widget.customElementRegistry === registry}|${widgetLog.length}|${registry.get("x-widget") === Widget}|${customElements.get("x-widget")}`);
    T.dom.remove(document.body, host);

    // Frames: the parsed one and one made here, and their load events.
    await loaded;
    const parsedFrame = document.getElementById("child");
    const frame = T.dom.create("iframe");
    const frameLoaded = T.next(frame, "load");
    frame.src = "child.html?made";
    T.dom.append(document.body, frame);
    await frameLoaded;
    note("frames", `${window.length}|${frame.contentWindow.location.search}|${frame.contentDocument.title}|${parsedFrame.contentWindow.document.readyState}`);

    // postMessage between frames, and the handler attribute.
    const echo = T.promise((resolve) => {
      window.onmessage = (event) => resolve(`${event.data}|${event.source === frame.contentWindow}|${event.origin}`);
    });
    frame.contentWindow.postMessage("hello", "*");
    note("postMessage", await echo);
    window.onmessage = null;

    // A MessageChannel: its port transferred to the frame, which answers through it.
    const channel = new MessageChannel();
    const answer = T.promise((resolve) => { channel.port1.onmessage = (event) => resolve(event.data); });
    frame.contentWindow.postMessage("port", "*", [channel.port2]);
    channel.port1.postMessage("ping");
    note("channel", await answer);
    const local = new MessageChannel();
    const localMessage = T.next(local.port2, "message");
    local.port2.start();
    local.port1.postMessage({ n: 1 });
    note("local channel", (await localMessage).data.n);

    // structuredClone.
    const original = { list: [1, "two", { three: 3 }], map: T.map([["k", "v"]]) };
    const clone = structuredClone(original);
    let cloneError = "none";
    try { structuredClone(() => {}); } catch (error) { cloneError = `${error.name} ${error.code}`; }
    note("structuredClone", `${clone !== original}|${clone.list[2].three}|${T.mapGet(clone.map, "k")}|${cloneError}`);

    // A dedicated worker (it tampers with its own realm first).
    const worker = new Worker("worker.js");
    const workerResult = T.next(worker, "message");
    worker.postMessage({ question: 20 });
    const fromWorker = (await workerResult).data;
    worker.terminate();

    // fetch().
    const response = await fetch("data.json");
    const json = await response.json();
    const names = [];
    response.headers.forEach((value, name) => { names[names.length] = name; });
    const text = await (await fetch(new URL("data.json", location.href))).text();
    const bytes = await (await fetch("data.json")).arrayBuffer();
    let fetchError = "none";
    try { await fetch("https://nowhere.invalid/"); } catch (error) { fetchError = error.name; }
    let usedError = "none";
    try { await response.text(); } catch (error) { usedError = error.name; }
    note("fetch", `${response.ok} ${response.status} ${response.headers.get("content-type")} ${names.length}|${json.answer} ${json.list[1]}|${text.length}|${T.byteLength(bytes)}|${fetchError}|${usedError}`);

    // Request, Headers and bodies: a Request made from another (its body proxied), a
    // FormData body parsed back, a body sent with fetch(), a Response's clone, Headers
    // iterated sorted, Response.json(). (No ReadableStream: the streams react to promises
    // through Promise[Symbol.species], see docs/src/streams.md; bodies of bytes make no
    // stream until a page asks for one.)
    const request = new Request("data.json", { __proto__: null, method: "POST", body: "x=1", headers: { __proto__: null, "X-A": "1" } });
    const proxied = new Request(request, { __proto__: null, headers: { __proto__: null, "X-B": "2" } });
    const proxiedText = await proxied.text();
    const formBody = new FormData();
    formBody.append("k", "v");
    const form = await new Response(formBody).formData();
    const sent = await fetch("data.json", { __proto__: null, method: "PUT", body: new TextEncoder().encode("abc") });
    const twin = new Response("twin");
    const twinText = (await twin.clone().text()) + (await twin.text());
    let sorted = "";
    new Headers({ __proto__: null, B: "2", a: "1" }).forEach((value, name) => { sorted += `${name}=${value};`; });
    const fromJSON = await Response.json({ __proto__: null, n: 1 }).text();
    note("request", `${proxiedText}|${proxied.headers.get("x-b")} ${proxied.headers.get("x-a")}|${request.bodyUsed}|${form.get("k")}|${sent.status}|${twinText}|${sorted}|${fromJSON}`);

    // crypto.subtle, first used after the traps: a digest, an HMAC key imported (raw),
    // a tag verified and the key exported as JWK, AES-GCM (a 256-bit iv), an ECDSA pair, a
    // DataError. Key usages are an iterable of the page's own (Web IDL iterates it).
    const list = (items) => ({
      [T.iterator]() {
        let i = 0;
        return { next: () => (i < items.length ? { __proto__: null, value: items[i++], done: false } : { __proto__: null, value: undefined, done: true }) };
      },
    });
    const subtle = crypto.subtle;
    const digest = await subtle.digest({ __proto__: null, name: "SHA-256" }, bytes);
    const hmac = await subtle.importKey("raw", bytes, { __proto__: null, name: "HMAC", hash: "SHA-256" }, true, list(["sign", "verify"]));
    const tag = await subtle.sign("HMAC", hmac, bytes);
    const tagged = await subtle.verify("HMAC", hmac, tag, bytes);
    const jwk = await subtle.exportKey("jwk", hmac);
    const aes = await subtle.generateKey({ __proto__: null, name: "AES-GCM", length: 128 }, true, list(["encrypt", "decrypt"]));
    const sealed = await subtle.encrypt({ __proto__: null, name: "AES-GCM", iv: digest }, aes, bytes);
    const opened = await subtle.decrypt({ __proto__: null, name: "AES-GCM", iv: digest }, aes, sealed);
    const pair = await subtle.generateKey({ __proto__: null, name: "ECDSA", namedCurve: "P-256" }, false, list(["sign", "verify"]));
    const signature = await subtle.sign({ __proto__: null, name: "ECDSA", hash: "SHA-256" }, pair.privateKey, bytes);
    const signed = await subtle.verify({ __proto__: null, name: "ECDSA", hash: "SHA-256" }, pair.publicKey, signature, bytes);
    let cryptoError = "none";
    try { await subtle.importKey("raw", bytes, "AES-GCM", true, list(["encrypt"])); } catch (error) { cryptoError = error.name; }
    note("crypto", `${T.byteLength(digest)}|${tagged} ${jwk.kty} ${jwk.alg} ${jwk.ext}|${T.byteLength(sealed)} ${T.byteLength(opened)}|${pair.privateKey.type} ${pair.publicKey.usages.length} ${signed}|${cryptoError}`);

    // Performance: marks, measures, getters, observers, toJSON, navigation timing.
    const observed = [];
    const observer = new PerformanceObserver((list, po, options) => {
      const entries = list.getEntriesByType("measure");
      for (let i = 0; i < entries.length; i++) observed[observed.length] = `${T.entryName(entries[i])}:${options.droppedEntriesCount}:${po === observer}`;
    });
    // entryTypes: an iterable of the page's own (Web IDL iterates it).
    const entryTypes = {
      [T.iterator]() {
        let i = 0;
        return { next: () => (i++ === 0 ? { value: "measure", done: false } : { value: undefined, done: true }) };
      },
    };
    observer.observe({ __proto__: null, entryTypes });
    const buffered = T.promise((resolve) => {
      new PerformanceObserver((list, po) => { resolve(list.getEntries().length); po.disconnect(); })
        .observe({ __proto__: null, type: "mark", buffered: true });
    });
    performance.mark("a");
    performance.mark("b", { __proto__: null, detail: { x: 1 } });
    const measure = performance.measure("a to b", "a", "b");
    performance.measure("with options", { __proto__: null, start: "a", end: "b", detail: "d" });
    performance.measure("from navigation", "navigationStart");
    // (The observers' callbacks run in one task, in the order they were registered.)
    note("buffered", await buffered);
    note("observed", T.stringify(observed));
    const entryJSON = T.entryJSON(measure);
    note("performance", `${performance.getEntries().length}|${performance.getEntriesByType("mark").length}|${performance.getEntriesByName("a to b")[0] === measure}|${performance.getEntriesByName("b")[0].detail.x}|${T.keys(entryJSON).length}|${entryJSON.entryType}|${performance.now() > 0}|${performance.timeOrigin > 0}`);
    performance.clearMarks("a");
    performance.clearMeasures();
    note("cleared", `${performance.getEntriesByType("mark").length} ${performance.getEntriesByType("measure").length}`);
    const navigation = performance.getEntriesByType("navigation")[0];
    const navigationJSON = navigation.toJSON();
    const timingJSON = performance.timing.toJSON();
    note("navigation", `${navigationEntries.length}|${navigationEntries[0] === navigation}|${navigationJSON.initiatorType}|${navigationJSON.type}|${navigationJSON.loadEventEnd >= navigationJSON.loadEventStart}|${timingJSON.loadEventEnd >= timingJSON.navigationStart}|${T.keys(performance.toJSON()).length}|${performance.navigation.toJSON().type}`);
    note("supported", PerformanceObserver.supportedEntryTypes.length);

    // Unhandled rejections: the event, its handler attribute, canceling it.
    const rejection = T.promise((resolve) => {
      window.onunhandledrejection = (event) => {
        T.preventDefault(event);
        resolve(`${event.type} ${event.reason.message} ${event.promise !== undefined} ${event.cancelable}`);
      };
    });
    T.promise((_, reject) => reject(T.error("rejected")));
    note("unhandledrejection", await rejection);

    // Focus: focus() on a shadow host that delegates it, activeElement of the document and
    // of the shadow root, :focus on the host, blur(), a label's click focusing its control,
    // and an autofocus candidate focused at the next rendering opportunity.
    const focusHost = T.dom.create("div");
    const focusShadow = focusHost.attachShadow({ __proto__: null, mode: "open", delegatesFocus: true });
    const field = T.dom.create("input");
    T.dom.append(focusShadow, field);
    T.dom.append(document.body, focusHost);
    T.dom.focus(focusHost);
    const focused = [document.activeElement === focusHost, focusShadow.activeElement === field, T.dom.matches(focusHost, ":focus"), document.hasFocus(), focusHost.tabIndex];
    T.dom.blur(field);
    focused[focused.length] = document.activeElement === document.body;
    const label = T.dom.create("label"), box = T.dom.create("input");
    T.dom.setAttribute(box, "type", "checkbox");
    T.dom.append(label, box);
    T.dom.append(document.body, label);
    label.click();
    focused[focused.length] = document.activeElement === box && box.checked;
    T.dom.blur(box);
    const autofocused = T.dom.create("button");
    T.dom.setAttribute(autofocused, "autofocus", "");
    T.dom.append(document.body, autofocused);
    await T.promise((resolve) => requestAnimationFrame(resolve));
    focused[focused.length] = document.activeElement === autofocused;
    note("focus", T.stringify(focused));

    // Location: a fragment navigation stays in the document.
    location.href = "#fragment";
    note("location", `${location.hash} ${location.pathname} ${new URL("a/b?c", location.href).pathname}`);
    note("DOMException", `${new DOMException("m", "NotFoundError").code} ${new DOMException("m", "NotFoundError").name}`);

    // The frames' traps.
    const asked = (frameWindow) => {
      const reply = T.promise((resolve) => { window.onmessage = (event) => resolve(event.data); });
      frameWindow.postMessage("calls", "*");
      return reply;
    };
    const madeFrameCalls = await asked(frame.contentWindow);
    const parsedFrameCalls = await asked(parsedFrame.contentWindow);
    done({ frames: [madeFrameCalls, parsedFrameCalls], worker: fromWorker });
  } catch (error) {
    note("failed", `${error} ${error.stack}`);
    done({});
  }
})();
