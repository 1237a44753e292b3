postMessage('incumbent');
