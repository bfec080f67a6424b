import { describe, expect, it } from 'vitest';
import { summarise, type CountRow, type StatsReport } from './report.js';
import { formatReport } from './report-format.js';

const rows: CountRow[] = [
  { kind: 'welcome', node: 'welcome', decision: null, count: 4 },
  // The same key from raw events and from daily counts: both add up.
  { kind: 'welcome', node: 'welcome', decision: null, count: 6 },
  { kind: 'message', node: 'gdm-what-is', decision: 'answer', count: 5 },
  { kind: 'message', node: 'gdm-what-is', decision: 'answer', count: 1 },
  { kind: 'message', node: 'diet', decision: 'answer', count: 6 },
  { kind: 'message', node: null, decision: 'clarify', count: 4 },
  { kind: 'message', node: 'fallback', decision: 'fallback', count: 3 },
  { kind: 'message', node: 'urgent-help', decision: 'urgent', count: 1 },
  { kind: 'predefined', node: 'diet', decision: null, count: 2 },
];

describe('summarise', () => {
  it('counts conversations, messages and decision rates over raw and daily rows', () => {
    const s = summarise(rows);
    expect(s.conversations).toBe(10);
    expect(s.messages).toBe(20);
    expect(s.predefined).toBe(2);
    expect(s.decisions).toEqual({
      answer: { count: 12, rate: 0.6 },
      clarify: { count: 4, rate: 0.2 },
      fallback: { count: 3, rate: 0.15 },
      urgent: { count: 1, rate: 0.05 },
    });
  });

  it('ranks answered nodes and dialogue buttons as topics, never the fallback', () => {
    expect(summarise(rows).topTopics).toEqual([
      { node: 'diet', count: 8 },
      { node: 'gdm-what-is', count: 6 },
      { node: 'urgent-help', count: 1 },
    ]);
    expect(summarise(rows, 1).topTopics).toEqual([{ node: 'diet', count: 8 }]);
  });

  it('gives zero rates, not NaN, when nothing was asked', () => {
    expect(summarise([]).decisions.answer).toEqual({ count: 0, rate: 0 });
  });
});

describe('formatReport', () => {
  it('prints Norwegian labels, counts and rates', () => {
    const report: StatsReport = {
      chatbot: 'dina',
      days: 120,
      from: '2026-07-25',
      to: '2026-11-21',
      ...summarise(rows),
      unanswered: [{ question: 'kan jeg spise sushi', count: 3 }],
    };
    const text = formatReport(report, 90);
    expect(text).toContain('Statistikk for dina: siste 120 dager (2026-07-25 – 2026-11-21, UTC)');
    expect(text).toMatch(/Samtaler\s+10/);
    expect(text).toMatch(/Besvart\s+12\s+60\s%/);
    expect(text).toMatch(/«Mente du …\?»\s+4\s+20\s%/);
    expect(text).toMatch(/Ikke forstått\s+3\s+15\s%/);
    expect(text).toMatch(/8\s+diet\n\s+6\s+gdm-what-is/);
    expect(text).toContain('spørsmål lagres bare i 90 dager');
    expect(text).toMatch(/3\s+kan jeg spise sushi/);
  });

  it('prints no terminal escape or direction override a stored question may hold', () => {
    const report: StatsReport = {
      chatbot: 'dina',
      days: 7,
      from: '2026-11-15',
      to: '2026-11-21',
      ...summarise(rows),
      unanswered: [{ question: 'sushi\u001b[2J\u202eevil\u0007', count: 3 }],
    };
    const text = formatReport(report, 90);
    expect(text).not.toMatch(/(?!\n)[\p{Cc}\u202e]/u);
    expect(text).toContain('sushi [2J evil');
  });
});
