/** p50 and p99 in milliseconds of running `fn` on every input, `rounds` times over. */
export async function latency<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  rounds = 5,
): Promise<{ p50: number; p99: number }> {
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
