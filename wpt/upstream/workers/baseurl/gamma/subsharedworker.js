onconnect = function(e) {
  e.source.postMessage('gamma');
}
