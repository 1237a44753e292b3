// A text file's document (https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-text):
// an HTML document whose content type is the response's (`text/plain`, `text/css`, …),
// which runtime/loader/text_document.rs gives the parser as its text in a pre element;
// and a media document's (https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-media),
// an HTML document of the image's, video's or audio file's type whose body shows it
// (runtime/loader/media_document.rs). `info.textDocument` is set for both (window.rs).
//
// A module of the realm's bootstrap (see bootstrap.js), run after it in order with its
// `lib` and `hooks`; like it, it calls only the built-ins captured before any page script
// ran (primordials.js).
(function textDocument(lib) {
  "use strict";
  const { data, info } = lib;
  if (info.scope !== "Window") return;
  // "Create and initialize a Document object" with type "html" and the response's
  // content type (a document's record: nodes.js).
  lib.onEachDocument(() => {
    if (info.textDocument === true) data(lib.document).contentType = info.navigation.contentType;
  });
});
