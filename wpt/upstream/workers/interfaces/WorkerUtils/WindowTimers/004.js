var t = setInterval(function() {
  postMessage(1);
}, 10);
clearInterval(t);