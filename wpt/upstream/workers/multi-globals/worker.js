postMessage('entry');
