import { describe, expect, it } from 'vitest';
import type { StatEvent } from './stats-recorder.js';
import { countAlike } from './stats-store.js';

const hour = new Date('2026-11-21T10:00:00Z');
const event = (over: Partial<StatEvent> = {}): StatEvent => ({
  chatbot: 'dina',
  hour,
  kind: 'message',
  node: 'diet-basics',
  decision: 'answer',
  confidence: 0.91,
  question: null,
  ...over,
});

describe('countAlike', () => {
  it('counts events alike in every column in one row', () => {
    expect(countAlike([event(), event(), event()])).toEqual([{ ...event(), count: 3 }]);
  });

  it('keeps events apart that differ in any column, null included', () => {
    const differing = [
      event(),
      event({ chatbot: 'ibs' }),
      event({ hour: new Date('2026-11-21T11:00:00Z') }),
      event({ kind: 'predefined' }),
      event({ node: null }),
      event({ decision: 'clarify' }),
      event({ confidence: 0.92 }),
      event({ confidence: null }),
      event({ decision: 'fallback', question: 'katten' }),
      event({ decision: 'fallback', question: 'hunden' }),
    ];
    const rows = countAlike([...differing, ...differing]);
    expect(rows).toHaveLength(differing.length);
    expect(rows.every((r) => r.count === 2)).toBe(true);
  });

  it('gives no rows for no events', () => {
    expect(countAlike([])).toEqual([]);
  });
});
