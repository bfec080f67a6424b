/** Latency and throughput of a fixed number of GETs at a fixed concurrency, over loopback. */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

export async function load(
  url: string,
  requests: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { requests, seconds, perSecond: requests / seconds, p50ms: at(0.5), p99ms: at(0.99) };
}
