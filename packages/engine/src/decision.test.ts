import { describe, expect, it } from 'vitest';
import { ASK_SCORE, better, decide, defaultThresholds, type Decision } from './decision.js';
import { guess } from './decisions.test-helper.js';

const { answer, margin, clarify } = defaultThresholds;
const ranked = (best: number, second = 0) => [
  { node: 'a', score: best },
  { node: 'b', score: second },
];

describe('decide at each threshold', () => {
  it('answers at the answer score with the margin, and asks just below either', () => {
    // Similarity decides falling back, so the answer threshold is tested above `clarify`.
    const high = Math.max(answer, clarify);
    expect(decide(ranked(high, high - margin), defaultThresholds).outcome).toBe('answer');
    expect(decide(ranked(high, high - margin + 0.01), defaultThresholds).outcome).toBe('clarify');
  });

  it('falls back below the clarify similarity and asks at it', () => {
    expect(decide(ranked(clarify - 0.01), defaultThresholds).outcome).toBe('fallback');
    expect(
      decide(
        [
          { node: 'a', score: clarify, similarity: clarify },
          { node: 'b', score: clarify - 0.01 },
        ],
        defaultThresholds,
      ).outcome,
    ).toBe('clarify');
  });

  it('asks, never answers, when the best fits less than the clarify similarity', () => {
    const d = decide(
      [
        { node: 'a', score: 0.9, similarity: clarify - 0.01 },
        { node: 'b', score: 0.5, similarity: clarify },
      ],
      defaultThresholds,
    );
    expect(d).toMatchObject({ outcome: 'clarify', candidates: ['a'] });
    expect(
      decide([{ node: 'a', score: 0.9, similarity: clarify - 0.01 }], defaultThresholds).outcome,
    ).toBe('fallback');
  });

  it('asks about a node that fits less than the clarify similarity from the ask score on, when set', () => {
    const at = (score: number) =>
      decide([{ node: 'a', score, similarity: 0.3 }], { ...defaultThresholds, ask: ASK_SCORE })
        .outcome;
    expect(at(ASK_SCORE)).toBe('clarify');
    expect(at(ASK_SCORE - 0.01)).toBe('fallback');
    expect(ASK_SCORE).toBe(0.5);
  });

  it('offers, on such a guess, the close nodes however little they fit, and marks it a guess', () => {
    const d = decide(
      [
        { node: 'a', score: 0.55, similarity: 0.4 },
        { node: 'b', score: 0.4, similarity: 0.3 },
        { node: 'c', score: 0.2, similarity: 0.3 },
      ],
      { ...defaultThresholds, ask: ASK_SCORE },
    );
    expect(d).toMatchObject({ outcome: 'clarify', candidates: ['a', 'b'], guess: true });
  });

  it('keeps the committed thresholds (tuned in bench/nlu/cross-validate.ts)', () => {
    expect(defaultThresholds).toEqual({ answer: 0.55, margin: 0.2, clarify: 0.6 });
  });
});

describe('better', () => {
  const fits = (score: number): Decision => ({ ...guess(['a'], score), guess: undefined });

  it('prefers a «Mente du …?» the message fits to a guess with a higher score', () => {
    expect(better(fits(0.5), guess(['a'], 0.7))).toBe(true);
    expect(better(guess(['a'], 0.7), fits(0.5))).toBe(false);
  });

  it('otherwise prefers the higher score', () => {
    expect(better(fits(0.7), fits(0.5))).toBe(true);
  });
});
