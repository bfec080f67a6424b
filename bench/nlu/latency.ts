/**
 * Calls made before timing starts, at least one round of the inputs. A server that has been up a
 * while runs code V8 has finished optimising; after a single warm-up round it still compiles
 * and re-optimises (session 31: the slowest 1 % of the tidy dev set's timings were mostly
 * 3–7 ms stalls on messages like «takk dina» that take 0.05 ms once compiled, and under
 * `--single-threaded`, which compiles on the timed thread, the p99 doubled). With 5,000 calls
 * first the p99 of the dev set fell 0.42 → 0.27 ms (dina) and 1.35 → 0.16 ms (ibs), and
 * stopped moving between 5,000 and 8,000 (20 rounds of dina's 378).
 */
const WARM_UP_CALLS = 5_000;

/**
 * p50 and p99 in milliseconds of running `fn` on every input, `rounds` times over, after
 * warming up (WARM_UP_CALLS): a server answers warm, and compiling and filling the engine's
 * caches is no message's cost. With 5 rounds, one garbage collection or a busy neighbour on
 * this 2-core machine moved the p99 of 1,350 timings by up to 4 ms from run to run.
 */
export async function latency<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  rounds = 10,
): Promise<{ p50: number; p99: number }> {
  const warmUpRounds = Math.max(1, Math.ceil(WARM_UP_CALLS / Math.max(1, inputs.length)));
  for (let r = 0; r < warmUpRounds; r++) for (const input of inputs) await fn(input);
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
