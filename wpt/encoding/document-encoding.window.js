// A document is decoded by its BOM, else its Content-Type charset, else a <meta>
// declaration in its first 1024 bytes, else (framescope's default) UTF-8; characterSet,
// charset and inputEncoding name the encoding.
// https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
function load(src) {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.onload = () => resolve(iframe.contentDocument);
    iframe.src = src;
    document.body.appendChild(iframe);
  });
}

promise_test(async () => {
  const doc = await load("resources/meta-windows-1252.html");
  assert_equals(doc.characterSet, "windows-1252");
  assert_equals(doc.charset, "windows-1252");
  assert_equals(doc.inputEncoding, "windows-1252");
  assert_equals(doc.getElementById("p").textContent, "café €");
}, "a <meta charset> declaration decodes the document (windows-1252: 0x80 is the euro sign)");

promise_test(async () => {
  const doc = await load("resources/header-koi8-r.html");
  assert_equals(doc.characterSet, "KOI8-R");
  assert_equals(doc.getElementById("p").textContent, "п╢п╟");
}, "the Content-Type header's charset wins over <meta>");

promise_test(async () => {
  const doc = await load("resources/bom-utf-8.html");
  assert_equals(doc.characterSet, "UTF-8");
  assert_equals(doc.getElementById("p").textContent, "café");
}, "a BOM wins over <meta>");

promise_test(async () => {
  const doc = await load("resources/undeclared.html");
  assert_equals(doc.characterSet, "UTF-8");
  assert_equals(doc.getElementById("p").textContent, "café");
  assert_equals(document.characterSet, "UTF-8");
  assert_equals(document.implementation.createHTMLDocument("").characterSet, "UTF-8");
}, "an undeclared document is UTF-8 (framescope's default), as are documents made by script");
