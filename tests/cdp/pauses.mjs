// The `Debugger.paused` events of a chrome-remote-interface `client`, in order, for the
// debugger tests (callbacks.mjs, exceptions.mjs, stepping.mjs): `paused()` waits for the
// next pause not yet taken; `pauses` holds those that came and were not taken.
export const pausesOf = (client) => {
  const pauses = [];
  const waiters = [];
  client.on("Debugger.paused", (pause) => {
    const waiter = waiters.shift();
    if (waiter) waiter(pause);
    else pauses.push(pause);
  });
  const paused = () => (pauses.length ? Promise.resolve(pauses.shift()) : new Promise((r) => waiters.push(r)));
  return { pauses, paused };
};
