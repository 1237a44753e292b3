// A shared worker that answers each connection's messages with what it knows.
const id = Math.random();
let connections = 0;
onconnect = (e) => {
  const port = e.ports[0];
  const number = ++connections;
  const sourceIsPort = e.source === port;
  port.onmessage = (m) => port.postMessage({
    echo: m.data, name: self.name, id, connections: number, sourceIsPort, scope: String(self),
  });
};
