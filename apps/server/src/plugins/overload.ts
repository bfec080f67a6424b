import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import type { ProtectionConfig } from '../config.js';

/** Options for tests, which need to see pressure sooner than production does. */
export interface OverloadOptions {
  sampleIntervalMs?: number;
}

// The histogram's own sampling step, taken off its mean as @fastify/under-pressure does.
const RESOLUTION_MS = 10;

/** The status the error handler turns into the generic Norwegian 503 with Retry-After. */
class Overloaded extends Error {
  readonly statusCode = 503;
}

/**
 * Sheds load with a 503 and Retry-After when the process is overloaded, so a queue of work
 * it cannot finish in time does not build up, and the health check (also 503 then) takes the
 * instance out of a load balancer until it recovers. Overload is a mean event-loop delay over
 * `maxEventLoopDelayMs` (0 turns it off) or a heap within 10 % of V8's limit. Event-loop
 * utilisation is not used: a busy but fast server is not overloaded.
 *
 * Built on Node's own meters rather than @fastify/under-pressure, whose sampler calls
 * `process.memoryUsage()`: that opens /proc/self/stat, and when every file descriptor is taken
 * it throws EMFILE from a timer, which ended the process. Neither meter here opens a file, and a
 * failing sample is caught and counted as overload.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  protection: ProtectionConfig,
  options: OverloadOptions = {},
): Promise<void> {
  const maxDelayMs = protection.maxEventLoopDelayMs;
  const maxHeapBytes = getHeapStatistics().heap_size_limit * 0.9;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let overloaded = false;

  const sample = () => {
    try {
      // No sample at all means the loop was blocked for the whole interval.
      const meanMs = delay.count === 0 ? Infinity : delay.mean / 1e6 - RESOLUTION_MS;
      delay.reset();
      overloaded =
        (maxDelayMs > 0 && meanMs > maxDelayMs) ||
        getHeapStatistics().used_heap_size > maxHeapBytes;
    } catch {
      overloaded = true;
    }
  };
  const timer = setInterval(sample, options.sampleIntervalMs ?? 1_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
  app.addHook('onRequest', async () => {
    if (overloaded) throw new Overloaded('overloaded');
  });
}
