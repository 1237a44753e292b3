postMessage(1);
close();
postMessage(2);