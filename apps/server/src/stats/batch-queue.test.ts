import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchQueue, type QueueLog } from './batch-queue.js';

/** A logger that keeps every line, to assert what is (and is not) logged. */
function memoryLog(): QueueLog & { lines: { details: object; message: string }[] } {
  const lines: { details: object; message: string }[] = [];
  const keep = (details: object, message: string) => void lines.push({ details, message });
  return { lines, info: keep, warn: keep, error: keep };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchQueue', () => {
  it('writes a batch as soon as batchSize items wait, and the rest on the timer', async () => {
    vi.useFakeTimers();
    const written: number[][] = [];
    const queue = new BatchQueue<number>({
      sink: async (items) => void written.push(items),
      log: memoryLog(),
      batchSize: 3,
      flushIntervalMs: 500,
    });
    for (const n of [1, 2, 3]) queue.push(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([[1, 2, 3]]);
    queue.push(4);
    await vi.advanceTimersByTimeAsync(499);
    expect(written).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([[1, 2, 3], [4]]);
  });

  it('never lets push wait for or fail with the sink', async () => {
    const queue = new BatchQueue<string>({
      sink: () => new Promise(() => {}),
      log: memoryLog(),
      batchSize: 1,
    });
    expect(queue.push('a')).toBe(true);
    expect(queue.push('b')).toBe(true);
    expect(queue.size).toBe(1);
  });

  it('drops a batch the sink rejects, logs no item text, and goes on with the next', async () => {
    const log = memoryLog();
    const written: string[][] = [];
    let calls = 0;
    const queue = new BatchQueue<string>({
      sink: async (items) => {
        if (calls++ === 0) {
          throw new Error('Failed query: insert … params: ring meg på 91234567', {
            cause: Object.assign(new Error('relation does not exist'), { code: '42P01' }),
          });
        }
        written.push(items);
      },
      log,
      batchSize: 2,
    });
    for (const text of ['ring meg på 91234567', 'hei', 'neste', 'batch']) queue.push(text);
    await queue.flush();
    expect(written).toEqual([['neste', 'batch']]);
    expect(log.lines).toEqual([
      {
        message: 'statistics batch dropped',
        details: { error: 'Error', code: '42P01', dropped: 2 },
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toMatch(/ring|91234567|params/);
  });

  it('logs only the items a sink says it dropped when it stored the rest of the batch', async () => {
    const log = memoryLog();
    const queue = new BatchQueue<string>({
      sink: async () => {
        throw Object.assign(new Error('partly stored'), {
          dropped: 1,
          cause: Object.assign(new Error('invalid text'), { code: '22P05' }),
        });
      },
      log,
      batchSize: 3,
    });
    for (const text of ['a', 'b', 'c']) queue.push(text);
    await queue.flush();
    expect(log.lines).toEqual([
      {
        message: 'statistics batch dropped',
        details: { error: 'Error', code: '22P05', dropped: 1 },
      },
    ]);
  });

  it('drops items beyond maxQueued with one log line and a count, instead of growing', async () => {
    const log = memoryLog();
    const written: number[][] = [];
    const queue = new BatchQueue<number>({
      sink: async (items) => void written.push(items),
      log,
      batchSize: 100,
      maxQueued: 5,
    });
    const accepted = Array.from({ length: 8 }, (_, i) => queue.push(i));
    expect(accepted).toEqual([true, true, true, true, true, false, false, false]);
    await queue.flush();
    expect(written).toEqual([[0, 1, 2, 3, 4]]);
    expect(log.lines.map((l) => l.message)).toEqual([
      'statistics event dropped',
      'statistics events dropped',
    ]);
    expect(log.lines[1]!.details).toEqual({ dropped: 3 });
  });

  it('writes what is queued on close and refuses items after it', async () => {
    const written: number[][] = [];
    const queue = new BatchQueue<number>({
      sink: async (items) => void written.push(items),
      log: memoryLog(),
      flushIntervalMs: 60_000,
    });
    queue.push(1);
    queue.push(2);
    await queue.close();
    expect(written).toEqual([[1, 2]]);
    expect(queue.push(3)).toBe(false);
  });

  it('does not hold up a shutdown when the sink hangs', async () => {
    const queue = new BatchQueue<number>({ sink: () => new Promise(() => {}), log: memoryLog() });
    queue.push(1);
    const started = Date.now();
    await queue.close(50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
