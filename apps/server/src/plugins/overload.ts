import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ProtectionConfig } from '../config.js';

/** Options for tests, which need to see pressure sooner than production does. */
export interface OverloadOptions {
  sampleIntervalMs?: number;
}

/**
 * Sheds load with a 503 and Retry-After when the process is overloaded, so a queue of work
 * it cannot finish in time does not build up, and the health check (also 503 then) takes the
 * instance out of a load balancer until it recovers. Overload is a mean event-loop delay over
 * `maxEventLoopDelayMs` (0 turns it off) or a heap within 10 % of V8's limit. Event-loop
 * utilisation is not used: a busy but fast server is not overloaded.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  protection: ProtectionConfig,
  options: OverloadOptions = {},
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: protection.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: options.sampleIntervalMs ?? 1_000,
    // The plugin answers with its own error (status 503, code FST_UNDER_PRESSURE), which the
    // error handler turns into the generic Norwegian 503 body.
    retryAfter: 10,
  });
}
