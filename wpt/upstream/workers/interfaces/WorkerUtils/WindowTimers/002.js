var t = setTimeout(function() { postMessage(1); }, 10);
clearTimeout(t);