// Measures itself (a shared or a service worker) and answers with the attributions.
const measure = async () => {
  const result = await performance.measureUserAgentSpecificMemory();
  const attributions = result.breakdown.flatMap((b) => b.attribution.map((a) => `${a.url} ${a.scope}`));
  return {
    attributions: [...new Set(attributions)],
    isolated: self.crossOriginIsolated,
    empty: result.breakdown.some((b) => b.bytes === 0 && b.attribution.length === 0),
  };
};
onconnect = (e) => { const port = e.ports[0]; port.onmessage = async () => port.postMessage(await measure()); };
onmessage = async (e) => e.source.postMessage(await measure());
