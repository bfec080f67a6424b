/**
 * p50 and p99 in milliseconds of running `fn` on every input, `rounds` times over, after one
 * untimed round: a server answers warm, and the first round's compiling and filling of the
 * engine's caches is no message's cost. With 5 rounds, one garbage collection or a busy
 * neighbour on this 2-core machine moved the p99 of 1,350 timings by up to 4 ms from run to run.
 */
export async function latency<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  rounds = 10,
): Promise<{ p50: number; p99: number }> {
  for (const input of inputs) await fn(input);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const t = performance.now();
      await fn(input);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}
