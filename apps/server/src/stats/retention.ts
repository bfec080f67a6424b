import { describeError, type QueueLog } from './batch-queue.js';

/** How often expired events are rolled up; hourly keeps them at most a day past retention. */
export const retentionIntervalMs = 60 * 60 * 1000;

/**
 * Runs the retention clean-up at start and then on a timer. The timer is unref'd (it never
 * keeps the process alive), runs never overlap, and a failure is logged and retried next time.
 */
export class RetentionSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly task: () => Promise<number>,
    private readonly log: QueueLog,
    private readonly intervalMs = retentionIntervalMs,
  ) {}

  /** Runs the clean-up now and every interval after. */
  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  /** One clean-up (or the one already running); never rejects. */
  runOnce(): Promise<void> {
    this.running ??= this.task()
      .then(
        (moved) => {
          if (moved > 0) this.log.info({ moved }, 'expired statistics rolled up into daily counts');
        },
        (error: unknown) => this.log.error(describeError(error), 'statistics clean-up failed'),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops the timer and waits for a clean-up in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
