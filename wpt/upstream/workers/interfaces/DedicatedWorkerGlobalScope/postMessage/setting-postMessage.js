var x = postMessage;
postMessage = 1;
x(postMessage == 1);