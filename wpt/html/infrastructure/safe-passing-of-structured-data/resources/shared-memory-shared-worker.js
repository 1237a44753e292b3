// A shared worker (an agent cluster of its own): says whether each message arrived or
// failed to deserialize.
onconnect = ({ ports: [port] }) => {
  port.onmessage = () => port.postMessage("message");
  port.onmessageerror = () => port.postMessage("messageerror");
};
