onmessage = (e) => postMessage(e.data.n * 2);
