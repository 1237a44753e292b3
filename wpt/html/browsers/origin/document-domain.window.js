// document.domain: the origin's host; setting it checks the value (HTML's steps 1-5);
// what it then does depends on the agent cluster (document-domain/).
test(() => {
  assert_equals(document.domain, location.hostname);
  document.domain = document.domain;
  document.domain = location.hostname.toUpperCase();
  assert_equals(document.domain, location.hostname);
}, "document.domain is the origin's host; setting it to that host is allowed");

test(() => {
  for (const value of ["", "example.invalid", "." + location.hostname, "x" + location.hostname]) {
    assert_throws_dom("SecurityError", () => { document.domain = value; }, JSON.stringify(value));
  }
  const labels = location.hostname.split(".");
  assert_throws_dom("SecurityError", () => { document.domain = labels[labels.length - 1]; },
    "a public suffix (one label)");
  assert_equals(document.domain, location.hostname);
}, "setting document.domain to what is not a registrable suffix of the host throws");

test(() => {
  const doc = document.implementation.createHTMLDocument("");
  assert_equals(doc.domain, location.hostname, "its realm's origin's effective domain");
  assert_throws_dom("SecurityError", () => { doc.domain = location.hostname; });
}, "a document without a browsing context has its realm's domain, and setting it throws");
