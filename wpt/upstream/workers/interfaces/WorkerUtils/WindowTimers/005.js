self.close();
var t = setInterval(function() {}, 10);
postMessage(t);