// META: title=the History object must be associated with the Document object, not the Window object
// META: script=/common/object-association.js

// See https://github.com/whatwg/html/issues/2566.

testIsPerDocument("history");
