import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueLog } from './batch-queue.js';
import { RetentionSchedule } from './retention.js';

function memoryLog(): QueueLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (details: object, message: string) =>
    void lines.push(`${message} ${JSON.stringify(details)}`);
  return { lines, info: keep, warn: keep, error: keep };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RetentionSchedule', () => {
  it('runs at start and then every interval, until stopped', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const schedule = new RetentionSchedule(async () => ++runs, memoryLog(), 1_000);
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it('never runs two clean-ups at once, and stop waits for the one running', async () => {
    let finish = () => {};
    let runs = 0;
    const schedule = new RetentionSchedule(
      () =>
        new Promise<number>((resolve) => {
          runs++;
          finish = () => resolve(0);
        }),
      memoryLog(),
    );
    const first = schedule.runOnce();
    expect(schedule.runOnce()).toBe(first);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(runs).toBe(1);
  });

  it('logs a failure by class and code, and tries again next time', async () => {
    const log = memoryLog();
    let runs = 0;
    const schedule = new RetentionSchedule(async () => {
      if (runs++ === 0) throw Object.assign(new Error('params: hemmelig'), { code: '57P01' });
      return 4;
    }, log);
    await schedule.runOnce();
    await schedule.runOnce();
    expect(log.lines).toEqual([
      'statistics clean-up failed {"error":"Error","code":"57P01"}',
      'expired statistics rolled up into daily counts {"moved":4}',
    ]);
  });
});
