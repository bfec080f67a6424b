import { describe, expect, it } from 'vitest';
import { Analyzer } from './analyzer.js';
import { SomeoneElse } from './someone-else.js';

const analyzer = new Analyzer();
const someoneElse = new SomeoneElse(
  {
    rules: [['pappa|mannen|katten', 'diabetes*|insulin*']],
    unless: ['jeg|meg', 'gravid*|svangerskap*'],
  },
  (t) => analyzer.words(t),
);
const asks = (text: string) => someoneElse.asks(text, () => undefined);

describe('SomeoneElse', () => {
  it("finds a question about another person's or a pet's illness", () => {
    expect(asks('pappa har diabetes, hvor mye insulin skal han ta?')).toBe(true);
    expect(asks('Katten vår har fått diabetes. Hva spiser den?')).toBe(true);
  });

  it('needs both phrases of a rule', () => {
    expect(asks('pappa lurer på hva man kan spise')).toBe(false);
    expect(asks('hvor mye insulin skal man ta?')).toBe(false);
  });

  it('leaves a message that speaks of the writer anywhere in it, in any sentence', () => {
    expect(asks('pappa har diabetes. Har jeg større risiko?')).toBe(false);
    expect(asks('mannen min lurer på om insulin er farlig i svangerskapet')).toBe(false);
  });
});
