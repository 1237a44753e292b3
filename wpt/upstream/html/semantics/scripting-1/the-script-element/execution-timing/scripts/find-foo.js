log('found #foo element: ' + ( document.getElementById('foo') ? 'YES' : 'NO' ));
var findFooLoaded=true;