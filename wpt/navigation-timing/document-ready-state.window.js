// document.readyState is "loading" while the parser runs scripts, "interactive" from the
// end of parsing (before DOMContentLoaded), "complete" before the load event; each change
// fires readystatechange at the document, and the navigation entry's domInteractive and
// domComplete are set when the readiness changes.
// https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
// https://html.spec.whatwg.org/multipage/parsing.html#the-end
// https://w3c.github.io/navigation-timing/#dom-performancenavigationtiming-dominteractive

const log = [];
const entry = () => performance.getEntriesByType("navigation")[0];
log.push(`script ${document.readyState}`);
document.addEventListener("readystatechange", (event) => {
  const e = entry();
  log.push(`readystatechange ${document.readyState} interactive=${e.domInteractive > 0} complete=${e.domComplete > 0}`);
  if (document.readyState === "interactive") log.event = event;
});
document.addEventListener("DOMContentLoaded", () => {
  const e = entry();
  log.push(`DOMContentLoaded ${document.readyState} start=${e.domContentLoadedEventStart > 0} end=${e.domContentLoadedEventEnd > 0}`);
});
window.addEventListener("load", () => {
  const e = entry();
  log.push(`load ${document.readyState} start=${e.loadEventStart > 0} end=${e.loadEventEnd > 0}`);
});
const loaded = new Promise((resolve) => window.addEventListener("load", () => step_timeout(resolve, 0)));

test(() => {
  assert_equals(log[0], "script loading");
}, "readyState is 'loading' while a parser-inserted script runs");

promise_test(async () => {
  await loaded;
  assert_array_equals(log, [
    "script loading",
    "readystatechange interactive interactive=true complete=false",
    "DOMContentLoaded interactive start=true end=false",
    "readystatechange complete interactive=true complete=true",
    "load complete start=true end=false",
  ]);
}, "readyState goes loading → interactive → complete, with DOMContentLoaded and load in between");

promise_test(async () => {
  await loaded;
  const event = log.event;
  assert_true(event instanceof Event, "an Event");
  assert_equals(event.type, "readystatechange");
  assert_equals(event.target, document);
  assert_false(event.bubbles, "does not bubble");
  assert_false(event.cancelable, "not cancelable");
  assert_true(event.isTrusted, "trusted");
}, "readystatechange is a simple trusted event at the document");

promise_test(async () => {
  await loaded;
  assert_equals(document.readyState, "complete");
  const e = entry();
  assert_less_than_equal(e.domInteractive, e.domContentLoadedEventStart);
  assert_less_than_equal(e.domComplete, e.loadEventStart);
}, "after load, readyState is 'complete'");
