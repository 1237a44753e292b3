// https://html.spec.whatwg.org/multipage/webappapis.html#incumbent
// The incumbent realm is the realm of the page code that called an API (the topmost
// script-having execution context), not the entry realm (the top page whose script
// called into a frame) and not the realm of the platform function it called.

function frame(src) {
  const iframe = document.createElement("iframe");
  iframe.src = src;
  document.body.append(iframe);
  return new Promise((resolve) => iframe.onload = () => resolve(iframe));
}

function nextMessage(win) {
  return new Promise((resolve) => win.addEventListener("message", resolve, { once: true }));
}

promise_test(async () => {
  const [a, r] = await Promise.all([frame("resources/echo.html?a"), frame("resources/echo.html?r")]);
  // A function of frame a's realm, called by the top page (the entry realm).
  const post = a.contentWindow.eval("(target, data) => target.postMessage(data, '*')");
  const received = nextMessage(r.contentWindow);
  post(r.contentWindow, "from a");
  const event = await received;
  assert_equals(event.data, "from a");
  assert_equals(event.source, a.contentWindow, "source is the frame whose code called postMessage");
  assert_equals(event.origin, location.origin);
}, "postMessage's source is the incumbent: the frame whose function called it, not the top page that called the function");

promise_test(async () => {
  const [a, c, r] = await Promise.all(["a", "c", "r"].map((name) => frame(`resources/echo.html?${name}2`)));
  // Frame c's postMessage, called on frame r's window by frame a's code.
  const post = a.contentWindow.eval("(current, target, data) => current.postMessage.call(target, data, '*')");
  const received = nextMessage(r.contentWindow);
  post(c.contentWindow, r.contentWindow, "via c");
  const event = await received;
  assert_equals(event.data, "via c", "the message goes to this window (r), not to the method's own (c)");
  assert_equals(event.source, a.contentWindow, "source is the caller's frame, not the method's");
}, "another realm's postMessage called on a window posts to that window, with the caller as source");

promise_test(async () => {
  const [a, b] = await Promise.all([frame("resources/echo.html?nav-a"), frame("resources/echo.html?nav-b")]);
  const navigate = a.contentWindow.eval("(win, url) => { win.location.href = url; }");
  const loaded = new Promise((resolve) => b.onload = resolve);
  navigate(b.contentWindow, new URL("resources/echo.html?navigated", location.href).href);
  await loaded;
  assert_equals(b.contentWindow.location.search, "?navigated");
  assert_equals(b.contentDocument.referrer, a.contentWindow.location.href,
    "the navigation's source document is the incumbent's (frame a), not the top page's");
}, "a Location navigation's source document is the incumbent's: the referrer is the calling frame's URL");
