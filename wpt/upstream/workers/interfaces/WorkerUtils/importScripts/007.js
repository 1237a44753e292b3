importScripts('data:text/javascript,postMessage(1)');
postMessage(2);