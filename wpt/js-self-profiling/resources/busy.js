// Works in tasks (messages to itself: no timer clamping) until `profiler`'s buffer is full,
// then resolves with the trace of its stop(). Needs no clock: the buffer's event ends it.
function untilFull(profiler, work) {
  return new Promise((resolve) => {
    let full = false;
    profiler.addEventListener("samplebufferfull", () => {
      full = true;
      resolve(profiler.stop());
    });
    const channel = new MessageChannel();
    const step = () => {
      if (full) return;
      work();
      channel.port2.postMessage(0);
    };
    channel.port1.onmessage = step;
    step();
  });
}
function spin() {
  let x = 0;
  for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
  return x;
}
