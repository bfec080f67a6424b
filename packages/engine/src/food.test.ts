import { describe, expect, it } from 'vitest';
import type { Decision } from './decision.js';
import { FoodRule } from './food.js';

const analyze = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const stop = new Set(['kan', 'jeg', 'er', 'det', 'med', 'før', 'å', 'på']);
const isStopword = (w: string) => stop.has(w);
const rule = new FoodRule(
  {
    asks: ['spise', 'drikke', 'greit'],
    ignore: ['gravid', 'litt', 'kvelden'],
    kinds: [
      { node: 'sweets', words: ['brus', 'sjokolade*', 'kake*'] },
      { node: 'diet', words: ['fiskekake*'] },
      { node: 'carbs', words: ['pizza', 'pasta'] },
      { node: null, words: ['kaffe', 'sushi'] },
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

  it('reads a compound by its ending, a listed compound first, and never a head under 3 letters', () => {
    const kind = (text: string) => rule.kindOf(words(text), isStopword)?.node;
    expect(kind('kan jeg spise julekaker på lørdagskvelden')).toBe('sweets');
    expect(kind('kan jeg spise fiskekaker')).toBe('diet');
    // «pr» + «pasta» is no compound: the head is too short to be a word.
    expect(kind('kan jeg spise prpasta')).toBeUndefined();
  });

  it('never touches an urgent decision', () => {
    const urgent: Decision = { outcome: 'urgent', node: 'urgent-help', score: 1, candidates: [] };
    expect(rule.decide(words('kan jeg drikke kaffe'), urgent, isStopword)).toBe(undefined);
  });
});
