import { describe, expect, it } from 'vitest';
import { storeSessionChange, summarizeUsage, readSessions } from './usage';

const at = (iso: string) => new Date(iso);

describe('summarizeUsage', () => {
  it('rounds each session up to whole minutes and lists days newest first', () => {
    const summary = summarizeUsage(
      [
        { start: '2026-11-20T10:00:00', end: '2026-11-20T10:00:30' },
        { start: '2026-11-20T12:00:00', end: '2026-11-20T12:04:01' },
        { start: '2026-11-21T09:00:00', end: '2026-11-21T09:02:00' },
      ],
      at('2026-11-21T12:00:00'),
    );
    expect(summary.totalMinutes).toBe(1 + 5 + 2);
    expect(summary.totalSessions).toBe(3);
    expect(summary.dates).toEqual([
      { localDate: '21. november', isoDate: '2026-11-21', minutes: 2, sessions: 1 },
      { localDate: '20. november', isoDate: '2026-11-20', minutes: 6, sessions: 2 },
    ]);
  });

  it('counts an open last session up to now but ignores an open session that is not last', () => {
    const summary = summarizeUsage(
      [{ start: '2026-11-21T08:00:00' }, { start: '2026-11-21T10:00:00' }],
      at('2026-11-21T10:03:00'),
    );
    expect(summary).toMatchObject({ totalMinutes: 3, totalSessions: 1 });
  });
});

describe('storeSessionChange', () => {
  it('opens a session, then closes it, then opens a new one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage;
    storeSessionChange(at('2026-11-21T10:00:00Z'), storage);
    storeSessionChange(at('2026-11-21T10:05:00Z'), storage);
    storeSessionChange(at('2026-11-21T11:00:00Z'), storage);
    expect(readSessions(storage)).toEqual([
      { start: '2026-11-21T10:00:00.000Z', end: '2026-11-21T10:05:00.000Z' },
      { start: '2026-11-21T11:00:00.000Z' },
    ]);
  });
});
