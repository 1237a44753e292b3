var log = postMessage;
importScripts('data:text/javascript,function run() { log(true) }');
run();