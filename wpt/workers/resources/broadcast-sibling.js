// On the channel named in the URL's query: answers "from B" with "C heard B"; tells its
// owner once it listens.
const c = new BroadcastChannel(location.search.slice(1));
c.onmessage = (e) => { if (e.data === "from B") c.postMessage("C heard B"); };
postMessage("listening");
