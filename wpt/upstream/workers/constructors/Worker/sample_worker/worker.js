onmessage = function(event) { postMessage(event.data); }
