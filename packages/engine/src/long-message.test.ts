import { describe, expect, it } from 'vitest';
import type { Decision } from './decision.js';
import { fromContext, fromParts, withFeeling, type RankedPart } from './long-message.js';
import { answer, fallback, guess, none, ranked } from './decisions.test-helper.js';

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

  // Three choices already: the whole's best replaces the third unless it is among them.
  it.each([
    ['d', ['a', 'b', 'd']],
    ['a', ['a', 'b', 'c']],
  ])("with three choices and the whole's best %s, offers %j", (lead, expected) => {
    const three: RankedPart[] = [{ ranked: [], decision: clarify('a', 'b', 'c') }];
    expect(fromParts(fallback, ranked(lead, 0.5), three, true, none).candidates).toEqual(expected);
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

describe('withFeeling', () => {
  const guessed = guess(['probiotics'], 0.52);
  const weak = [{ node: 'probiotics', score: 0.52, similarity: 0.3 }];

  it('offers the support topic beside a guess, as beside a topic it did not understand', () => {
    expect(withFeeling(guessed, 'stress-gut-brain', false, weak, 0.6)).toMatchObject({
      outcome: 'clarify',
      candidates: ['probiotics', 'stress-gut-brain'],
      feeling: true,
    });
  });

  it('keeps a «Mente du …?» the message fits, marked as a feeling', () => {
    const fits = { ...guessed, guess: undefined };
    expect(withFeeling(fits, 'stress-gut-brain', false, weak, 0.6)).toMatchObject({
      outcome: 'clarify',
      candidates: ['probiotics'],
      feeling: true,
    });
  });

  it('answers the support topic offered first when nothing is asked, and offers it when asked', () => {
    const offered = { ...guess(['low-mood', 'high-reading'], 0.55), guess: undefined };
    const ranks = [{ node: 'low-mood', score: 0.55, similarity: 0.4 }];
    expect(withFeeling(offered, 'low-mood', false, ranks, 0.6)).toMatchObject({
      outcome: 'answer',
      node: 'low-mood',
      feeling: true,
    });
    expect(withFeeling(offered, 'low-mood', true, ranks, 0.6)).toMatchObject({
      outcome: 'clarify',
      candidates: ['low-mood', 'high-reading'],
    });
    expect(withFeeling(offered, 'is-it-my-fault', false, ranks, 0.6)).toMatchObject({
      outcome: 'clarify',
    });
  });
});

describe('fromParts with a part only guessed at', () => {
  it('answers the part that answers, not a guess that scores higher', () => {
    const parts: RankedPart[] = [
      { ranked: ranked('type2-risk', 0.6), decision: answer('type2-risk', 0.6) },
      { ranked: ranked('who-is-tested', 0.7, 0.4), decision: guess(['who-is-tested'], 0.7) },
    ];
    expect(
      fromParts(answer('type2-risk', 0.6), ranked('type2-risk', 0.6), parts, true, none),
    ).toMatchObject({ outcome: 'answer', node: 'type2-risk' });
  });
});
