import { describe, expect, it } from 'vitest';
import { latency } from './latency.js';

describe('latency', () => {
  it('warms up with 5,000 untimed calls before timing each input once per round', async () => {
    let calls = 0;
    await latency(
      Array.from({ length: 100 }, (_, i) => i),
      () => calls++,
      2,
    );
    expect(calls).toBe(5_000 + 2 * 100);
  });

  it('warms up with one whole round when the inputs are more than 5,000', async () => {
    let calls = 0;
    await latency(
      Array.from({ length: 6_000 }, (_, i) => i),
      () => calls++,
      1,
    );
    expect(calls).toBe(2 * 6_000);
  });
});
