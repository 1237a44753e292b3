postMessage('start');
onerror = () => postMessage('onerror');
while(1);
