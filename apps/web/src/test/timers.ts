/**
 * Fake timeouts for the app's delays (SPEC §9: typing indicator, initial message).
 *
 * Only `setTimeout` is faked: React, the router and the mock API go on in real time. While it
 * is faked, Testing Library's async helpers (`findBy…`, `waitFor`, user-event) would wait on a
 * fake timeout forever, so a test acts with `fireEvent` and waits with `waitInRealTime`, and
 * calls `vi.useRealTimers()` before using them again.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the fake clock on by `ms`, running the app's timeouts due by then. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Waits in real time until `check` passes, without moving the fake clock (`waitFor` would
 * move it on with every try, and a delay under test would pass unseen).
 */
export async function waitInRealTime(check: () => void, timeoutMs = 5_000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
