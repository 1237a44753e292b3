postMessage('current');
