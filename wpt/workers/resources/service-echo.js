// A service worker that answers its clients.
oninstall = (e) => e.waitUntil(Promise.resolve());
onmessage = (e) => e.source.postMessage({
  echo: e.data, clientURL: e.source.url, extendable: e instanceof ExtendableMessageEvent,
});
