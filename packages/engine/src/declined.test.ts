import { describe, expect, it } from 'vitest';
import { Analyzer } from './analyzer.js';
import { Declined } from './declined.js';

const analyzer = new Analyzer();
const declined = new Declined(
  [
    { rules: [['pappa|mannen|katten', 'diabetes*|insulin*']], unless: ['jeg|meg', 'gravid*'] },
    { rules: ['vaksine*'], unless: ['blodsukker*'] },
  ],
  (t) => analyzer.words(t),
);
const asks = (text: string) => declined.asks(text, () => undefined);

describe('Declined', () => {
  it("finds a question about another person's or a pet's illness", () => {
    expect(asks('pappa har diabetes, hvor mye insulin skal han ta?')).toBe(true);
    expect(asks('Katten vår har fått diabetes. Hva spiser den?')).toBe(true);
  });

  it('needs every phrase of a rule', () => {
    expect(asks('pappa lurer på hva man kan spise')).toBe(false);
    expect(asks('hvor mye insulin skal man ta?')).toBe(false);
  });

  it("leaves a message with a phrase of its kind's `unless` anywhere in it", () => {
    expect(asks('pappa har diabetes. Har jeg større risiko?')).toBe(false);
    expect(asks('mannen min lurer på om insulin er farlig når man er gravid')).toBe(false);
  });

  it('reads each kind with its own `unless`', () => {
    expect(asks('er vaksinen trygg for babyen?')).toBe(true);
    expect(asks('kan vaksinen gi høyt blodsukker?')).toBe(false);
    // «jeg» keeps a question about someone else's diabetes, not one about a vaccine.
    expect(asks('skal jeg ta vaksinen?')).toBe(true);
  });
});
