// On the channel named in the URL's query: says "from B", and answers "C heard B" with
// "B heard C".
const c = new BroadcastChannel(location.search.slice(1));
c.onmessage = (e) => { if (e.data === "C heard B") c.postMessage("B heard C"); };
c.postMessage("from B");
