importScripts("/resources/testharness.js");
importScripts("checkpoint-after-error-event.js");
