// Answers every message on the port it is given with "echo:" + the message, and says
// "ready" on it first.
onmessage = (e) => {
  const port = e.ports[0];
  port.onmessage = (m) => port.postMessage("echo:" + m.data);
  port.postMessage("ready");
};
