importScripts("/resources/testharness.js");

test(function() {
  importScripts();
});

done();
