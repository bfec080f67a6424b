import { describe, expect, it } from 'vitest';
import type { Decision } from './decision.js';
import { fromContext, fromParts, type RankedPart } from './long-message.js';

const answer = (node: string, score = 0.8): Decision => ({
  outcome: 'answer',
  node,
  score,
  candidates: [],
});
const fallback: Decision = { outcome: 'fallback', node: null, score: 0, candidates: [] };
const ranked = (node: string, score: number) => [{ node, score, similarity: score }];
const none = new Set<string>();

describe('fromParts', () => {
  it('answers from the whole message when its only question names no topic ("Hva nå?")', () => {
    const parts: RankedPart[] = [{ ranked: [], decision: fallback }];
    const whole = answer('high-reading');
    expect(fromParts(whole, ranked('high-reading', 0.8), parts, true, none)).toBe(whole);
  });

  it('keeps the question when it names another topic than the whole message', () => {
    const parts: RankedPart[] = [{ ranked: ranked('diet', 0.4), decision: fallback }];
    expect(fromParts(answer('high-reading'), ranked('high-reading', 0.8), parts, true, none)).toBe(
      fallback,
    );
  });
});

describe('fromParts with a question of one word', () => {
  const part = (oneWord: boolean): RankedPart[] => [
    { ranked: ranked('welcome', 0.9), decision: answer('welcome', 0.9), oneWord },
  ];
  const wholeRanked = [...ranked('high-reading', 0.4), ...ranked('welcome', 0.38)];

  it('asks rather than answers when one general word decides against the whole message', () => {
    expect(fromParts(fallback, wholeRanked, part(true), true, none)).toMatchObject({
      outcome: 'clarify',
      candidates: ['welcome', 'high-reading'],
    });
  });

  it('answers the same part when it says more than one word of its topic', () => {
    expect(fromParts(fallback, wholeRanked, part(false), true, none)).toMatchObject({
      outcome: 'answer',
      node: 'welcome',
    });
  });
});

describe('fromContext', () => {
  it('asks about the topic of a clear statement, never answers it', () => {
    const statements: RankedPart[] = [
      { ranked: ranked('probiotics', 0.9), decision: answer('probiotics', 0.9) },
      { ranked: [], decision: fallback },
    ];
    expect(fromContext(fallback, statements)).toMatchObject({
      outcome: 'clarify',
      candidates: ['probiotics'],
    });
  });

  it('takes no topic from a statement of one general word ("Svar meg på …")', () => {
    const statements: RankedPart[] = [
      { ranked: ranked('about', 0.8), decision: answer('about', 0.8), oneWord: true },
    ];
    expect(fromContext(fallback, statements)).toBe(fallback);
  });

  it('gives up as before when no statement is about anything', () => {
    expect(fromContext(fallback, [{ ranked: [], decision: fallback }])).toBe(fallback);
  });
});
