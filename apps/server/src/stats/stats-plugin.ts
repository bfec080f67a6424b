import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { BatchQueue } from './batch-queue.js';
import { RetentionSchedule } from './retention.js';
import { createRecorder, type StatEvent, type StatsRecorder } from './stats-recorder.js';
import { insertEvents, retentionCutoff, rollUpExpired } from './stats-store.js';

/** The anonymous statistics of a running app. */
export interface StatsService {
  recorder: StatsRecorder;
  /** Events queued and not yet written. */
  queued(): number;
  /** Writes the events queued so far (tests, and before shutdown). */
  flush(): Promise<void>;
  /** Rolls events older than the retention period into daily counts; returns how many. */
  cleanUp(now?: Date): Promise<number>;
  /** Stops the clean-up timer and writes what is queued; safe to call more than once. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: StatsService;
  }
}

export interface StatsOptions {
  db: Db;
  retentionDays: number;
  /** Overrides of the batching defaults (tests). */
  batch?: { flushIntervalMs?: number; batchSize?: number; maxQueued?: number };
}

/**
 * Sets up statistics on the app: `app.stats`, the retention clean-up from the moment the app is
 * ready, and a final flush when it closes. Whoever closes the database must call
 * `app.stats.close()` first, because onClose hooks run last-added first.
 */
export function registerStats(
  app: FastifyInstance,
  { db, retentionDays, batch }: StatsOptions,
): StatsService {
  const queue = new BatchQueue<StatEvent>({
    sink: (events) => insertEvents(db, events),
    log: app.log,
    ...batch,
  });
  const cleanUp = (now = new Date()) => rollUpExpired(db, retentionCutoff(now, retentionDays));
  const retention = new RetentionSchedule(() => cleanUp(), app.log);
  let closing: Promise<void> | undefined;
  const service: StatsService = {
    recorder: createRecorder(queue, app.log),
    queued: () => queue.size,
    flush: () => queue.flush(),
    cleanUp,
    close: () => {
      closing ??= Promise.all([retention.stop(), queue.close()]).then(() => undefined);
      return closing;
    },
  };
  app.decorate('stats', service);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', () => service.close());
  return service;
}
