log(
  'document.body: ' +
  (document.body ? '<' + document.body.localName.toUpperCase() + '>' : null));
var findBodyLoaded=true;
