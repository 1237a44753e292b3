// Posts this worker's performance.timeOrigin and performance.now() to its creator.
postMessage({ timeOrigin: performance.timeOrigin, now: performance.now() });
