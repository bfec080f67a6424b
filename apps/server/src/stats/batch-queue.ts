/** The part of a pino/Fastify logger the statistics need. */
export interface QueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BatchQueueOptions<T> {
  /**
   * Writes one batch; a rejection drops that batch (statistics are best effort), or as many
   * items as the error's numeric `dropped` says when the sink stored the rest.
   */
  sink: (items: T[]) => Promise<void>;
  log: QueueLog;
  /** Flush at the latest this long after the first item was queued. */
  flushIntervalMs?: number;
  /** Flush at once when this many items are waiting; also the largest batch written. */
  batchSize?: number;
  /** Items beyond this are dropped rather than growing memory while the sink is down. */
  maxQueued?: number;
}

/**
 * Defaults: one write per second or per 1,000 events, at most 10,000 events in memory. A
 * batch of 1,000 is one insert of the distinct events among them (see `insertEvents`).
 */
export const batchDefaults = { flushIntervalMs: 1_000, batchSize: 1_000, maxQueued: 10_000 };

/**
 * What may be logged of a statistics error: its class and the database's error code. Never the
 * message: Drizzle's names the query's parameters, which hold the (scrubbed) question.
 */
export function describeError(error: unknown): { error: string; code?: string } {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return {
    error: cause instanceof Error ? cause.name : typeof cause,
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * An in-process queue that writes items in batches, off the caller's path: `push` never
 * throws, never waits and never touches I/O. A failing sink or a full queue drops items with
 * a log line that holds counts and error codes only, never the items (they may hold text).
 */
export class BatchQueue<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private closed = false;
  private droppedSinceLog = 0;
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;

  constructor(private readonly options: BatchQueueOptions<T>) {
    this.flushIntervalMs = options.flushIntervalMs ?? batchDefaults.flushIntervalMs;
    this.batchSize = options.batchSize ?? batchDefaults.batchSize;
    this.maxQueued = options.maxQueued ?? batchDefaults.maxQueued;
  }

  /** Items waiting to be written. */
  get size(): number {
    return this.queue.length;
  }

  /** Queues an item; returns false when it was dropped (queue full or closed). */
  push(item: T): boolean {
    if (this.closed || this.queue.length >= this.maxQueued) {
      this.drop(this.closed ? 'closed' : 'queue full');
      return false;
    }
    this.queue.push(item);
    if (this.queue.length >= this.batchSize) {
      void this.flush();
    } else if (!this.draining) {
      this.schedule();
    }
    return true;
  }

  /**
   * Writes everything queued, in batches, one write at a time, until the queue is empty.
   * Resolves when written or dropped; never rejects.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      // Items queued in the instant between the last batch and now still get written.
      if (this.queue.length > 0) this.schedule();
    });
    return this.draining;
  }

  /**
   * Refuses new items and writes what is queued; for the app's onClose. Waits at most
   * `timeoutMs`, so a hanging database cannot hold up a shutdown.
   */
  async close(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    let timeout: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, timeoutMs);
      timeout.unref();
    });
    await Promise.race([this.flush(), deadline]);
    clearTimeout(timeout);
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushIntervalMs);
    // A pending statistics write must not keep the process alive on its own.
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.batchSize);
      try {
        await this.options.sink(batch);
      } catch (error) {
        // A sink that stored part of the batch says how much it dropped.
        const dropped = (error as { dropped?: unknown } | null)?.dropped;
        this.options.log.error(
          {
            ...describeError(error),
            dropped: typeof dropped === 'number' ? dropped : batch.length,
          },
          'statistics batch dropped',
        );
      }
    }
    if (this.droppedSinceLog > 1) {
      this.options.log.warn({ dropped: this.droppedSinceLog }, 'statistics events dropped');
    }
    this.droppedSinceLog = 0;
  }

  private drop(reason: string) {
    // One line when dropping starts and one count per flush, so drops cannot flood the log.
    if (this.droppedSinceLog === 0) this.options.log.warn({ reason }, 'statistics event dropped');
    this.droppedSinceLog += 1;
  }
}
