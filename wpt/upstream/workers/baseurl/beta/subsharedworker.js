onconnect = function(e) {
  e.source.postMessage('beta');
}
