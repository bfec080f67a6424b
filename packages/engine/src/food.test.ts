import { describe, expect, it } from 'vitest';
import type { Decision } from './decision.js';
import { FoodRule } from './food.js';

// Folded as the engine's analyzer folds: «å» is «a».
const analyze = (text: string) =>
  text.toLowerCase().replace(/å/g, 'a').split(/\s+/).filter(Boolean);
const stop = new Set(['kan', 'jeg', 'er', 'det', 'med', 'før', 'a', 'pa', 'av', 'man', 'far']);
const isStopword = (w: string) => stop.has(w);
const rule = new FoodRule(
  {
    asks: ['spise', 'drikke', 'greit'],
    ignore: ['gravid', 'litt', 'kvelden'],
    kinds: [
      { node: 'sweets', words: ['brus', 'sjokolade*', 'kake*'] },
      { node: 'diet', words: ['fiskekake*'] },
      { node: 'carbs', words: ['pizza', 'pasta'] },
      { node: null, words: ['kaffe', 'sushi', 'te'] },
    ],
    keep: ['breakfast'],
  },
  analyze,
);
const words = analyze;
const answer = (node: string): Decision => ({
  outcome: 'answer',
  node,
  score: 0.9,
  candidates: [],
});
const unsure: Decision = {
  outcome: 'fallback',
  node: null,
  score: 0.4,
  candidates: ['diet', 'carbs', 'meals'],
};

describe('FoodRule', () => {
  it('turns an answer about something else into the fallback for a food the content cannot answer', () => {
    expect(rule.decide(words('kan jeg drikke kaffe'), answer('ogtt'), isStopword)).toEqual({
      outcome: 'fallback',
      node: null,
      score: 0,
      candidates: [],
    });
  });

  it("turns an answer about something else into the food kind's node", () => {
    expect(rule.decide(words('er det greit med pizza'), answer('ogtt'), isStopword)).toMatchObject({
      outcome: 'answer',
      node: 'carbs',
    });
  });

  it("offers the food kind's node first when the matcher was unsure", () => {
    expect(rule.decide(words('kan jeg spise litt sjokoladekake'), unsure, isStopword)).toEqual({
      outcome: 'clarify',
      node: null,
      score: 0.4,
      candidates: ['sweets', 'diet', 'carbs'],
    });
  });

  it("answers a message of nothing but a food when the matcher's choices hold its kind's node", () => {
    expect(rule.decide(words('kan jeg spise pizza'), unsure, isStopword)).toEqual({
      outcome: 'answer',
      node: 'carbs',
      score: 1,
      candidates: [],
    });
    // A food question that is one part of a longer message is still only offered.
    const parts = [
      { words: words('kan jeg spise pizza'), asks: true },
      { words: words('klarer meg ikke uten'), asks: false },
    ];
    expect(
      rule.decide(
        words('kan jeg spise pizza klarer meg ikke uten'),
        unsure,
        isStopword,
        () => parts,
      ),
    ).toMatchObject({ outcome: 'clarify', candidates: ['carbs', 'diet', 'meals'] });
  });

  it('leaves an answer about food, and a message about more than food, as the matcher decided', () => {
    expect(rule.decide(words('kan jeg spise pizza'), answer('breakfast'), isStopword)).toBe(
      undefined,
    );
    expect(rule.decide(words('kan jeg spise pizza'), answer('carbs'), isStopword)).toBe(undefined);
    expect(
      rule.decide(
        words('kan jeg drikke kaffe før glukosebelastningen'),
        answer('ogtt'),
        isStopword,
      ),
    ).toBe(undefined);
    expect(rule.decide(words('pizza'), answer('ogtt'), isStopword)).toBe(undefined);
  });

  it('reads a compound by its ending, a listed compound first, and never a part under 3 letters', () => {
    const kind = (text: string) => rule.kindOf(words(text), isStopword)?.node;
    expect(kind('kan jeg spise julekaker på lørdagskvelden')).toBe('sweets');
    expect(kind('kan jeg spise fiskekaker')).toBe('diet');
    // «pr» + «pasta» is no compound: the first part is too short to be a word.
    expect(kind('kan jeg spise prpasta')).toBeUndefined();
    // «fas» + «te» is no tea: a two-letter food ends too many words («faste», «teste»).
    expect(kind('er det greit å faste')).toBeUndefined();
  });

  it('leaves a question about what a food did to the matcher', () => {
    const kind = (text: string) => rule.kindOf(words(text), isStopword)?.node;
    expect(kind('får man det av å spise kake')).toBeUndefined();
    expect(kind('kan jeg spise kake')).toBe('sweets');
  });

  it('reads the one question of a longer message when it is a food question', () => {
    const parts = (...clauses: [string, boolean][]) =>
      clauses.map(([text, asks]) => ({ words: words(text), asks }));
    const message = words('kan jeg drikke kaffe klarer meg ikke uten');
    expect(
      rule.decide(message, answer('ogtt'), isStopword, () =>
        parts(['kan jeg drikke kaffe', true], ['klarer meg ikke uten', false]),
      ),
    ).toMatchObject({ outcome: 'fallback', node: null });
    expect(
      rule.decide(message, answer('ogtt'), isStopword, () =>
        parts(['kan jeg drikke kaffe', true], ['klarer meg ikke uten', true]),
      ),
    ).toBe(undefined);
  });

  it('never touches an urgent decision', () => {
    const urgent: Decision = { outcome: 'urgent', node: 'urgent-help', score: 1, candidates: [] };
    expect(rule.decide(words('kan jeg drikke kaffe'), urgent, isStopword)).toBe(undefined);
  });
});
