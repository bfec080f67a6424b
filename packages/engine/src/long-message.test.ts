import { describe, expect, it } from 'vitest';
import type { Decision } from './decision.js';
import { fromContext, fromParts, ledByWhole, type RankedPart } from './long-message.js';

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

describe('fromParts with a part whose answer the whole ranks lower', () => {
  const part: RankedPart[] = [
    { ranked: ranked('metformin', 0.9), decision: answer('metformin', 0.9) },
  ];
  const whole = (gap: number) => [
    ...ranked('risk-to-baby', 0.6),
    ...ranked('metformin', 0.6 - gap),
  ];

  it("answers the part when its node is under 0.2 behind the whole's best", () => {
    expect(fromParts(fallback, whole(0.19), part, true, none)).toMatchObject({
      outcome: 'answer',
      node: 'metformin',
    });
  });

  it("asks between the part and the whole's best when the part is 0.2 or more behind", () => {
    expect(fromParts(fallback, whole(0.2), part, true, none)).toMatchObject({
      outcome: 'clarify',
      candidates: ['metformin', 'risk-to-baby'],
    });
  });
});

describe('fromParts with a part that asks between nodes', () => {
  const clarify = (...candidates: string[]): Decision => ({
    outcome: 'clarify',
    node: null,
    score: 0.5,
    candidates,
  });
  const part: RankedPart[] = [
    { ranked: ranked('is-it-my-fault', 0.5), decision: clarify('is-it-my-fault') },
  ];

  it("offers the whole message's best node beside the part's", () => {
    const whole = [...ranked('greeting', 0.5), ...ranked('breakfast', 0.45)];
    expect(fromParts(fallback, whole, part, true, new Set(['greeting']))).toMatchObject({
      outcome: 'clarify',
      candidates: ['is-it-my-fault', 'breakfast'],
    });
  });

  it('never offers more than three', () => {
    const three: RankedPart[] = [{ ranked: [], decision: clarify('a', 'b', 'c') }];
    expect(fromParts(fallback, ranked('d', 0.5), three, true, none).candidates).toEqual([
      'a',
      'b',
      'c',
    ]);
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
    expect(fromContext(fallback, statements, [], none)).toMatchObject({
      outcome: 'clarify',
      candidates: ['probiotics'],
    });
  });

  it("offers the whole message's best node (not small talk) beside the statement's", () => {
    const statements: RankedPart[] = [
      { ranked: ranked('diagnosis', 0.7), decision: answer('diagnosis', 0.7) },
    ];
    const whole = [...ranked('greeting', 0.5), ...ranked('fibre-psyllium', 0.42)];
    expect(fromContext(fallback, statements, whole, new Set(['greeting']))).toMatchObject({
      outcome: 'clarify',
      candidates: ['diagnosis', 'fibre-psyllium'],
    });
  });

  it('takes no topic from a statement of one general word ("Svar meg på …")', () => {
    const statements: RankedPart[] = [
      { ranked: ranked('about', 0.8), decision: answer('about', 0.8), oneWord: true },
    ];
    expect(fromContext(fallback, statements, ranked('about', 0.8), none)).toBe(fallback);
  });

  it('gives up as before when no statement is about anything', () => {
    expect(fromContext(fallback, [{ ranked: [], decision: fallback }], [], none)).toBe(fallback);
  });
});

describe('ledByWhole', () => {
  const whole = (top: number, second: number) => [
    ...ranked('early-hba1c', top),
    ...ranked('postpartum-hba1c', second),
  ];
  // «… langtidsblodsukkeret var 6,1. Hva betyr det?»: the question alone is closest to another topic.
  const asking: RankedPart[] = [
    {
      ranked: [...ranked('gdm-what-is', 0.9), ...ranked('early-hba1c', 0.3)],
      decision: answer('gdm-what-is', 0.9),
    },
  ];

  it("answers the whole message's leader at score 0.5, 0.25 ahead, when a question ranks it", () => {
    expect(ledByWhole(whole(0.5, 0.25), asking, true, none)).toMatchObject({
      outcome: 'answer',
      node: 'early-hba1c',
      candidates: ['postpartum-hba1c'],
    });
  });

  it('does not answer a leader under 0.5', () => {
    expect(ledByWhole(whole(0.49, 0.1), asking, true, none)).toBeUndefined();
  });

  it('does not answer a leader less than 0.25 ahead', () => {
    expect(ledByWhole(whole(0.7, 0.46), asking, true, none)).toBeUndefined();
  });

  it('does not answer a leader no asking part ranks: it is only the context', () => {
    const other: RankedPart[] = [{ ranked: ranked('diet', 0.4), decision: fallback }];
    expect(ledByWhole(whole(0.7, 0.2), other, true, none)).toBeUndefined();
    expect(ledByWhole(whole(0.7, 0.2), other, false, none)).toMatchObject({ node: 'early-hba1c' });
  });

  it('never answers small talk', () => {
    expect(ledByWhole(whole(0.7, 0.2), asking, true, new Set(['early-hba1c']))).toBeUndefined();
  });
});
