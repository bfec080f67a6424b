import { describe, expect, it } from 'vitest';
import { Analyzer } from './analyzer.js';
import { asks, questionParts } from './question-parts.js';

describe('asks', () => {
  it.each([
    ['er det farlig?', true],
    ['hva skal tallene være', true],
    ['og hvor lenge skal jeg gå', true],
    ['kan jeg spise frukt', true],
    ['jeg vil prate med et menneske', true],
    ['eg treng hjelp med maten', true],
    ['jeg er i uke 30', false],
    ['fikk diagnosen i går', false],
    // Without "jeg" a wish is not read as asking (see REQUEST).
    ['vil prate med et menneske', false],
  ])('«%s» asks: %s', (clause, expected) => {
    expect(asks(clause)).toBe(expected);
  });
});

describe('questionParts', () => {
  const analyzer = new Analyzer();
  const parts = (text: string) =>
    questionParts(text, (t) => analyzer.words(t)).map((p) => ({
      text: p.words.join(' '),
      asks: p.asks,
    }));

  it('is empty for a message of one part', () => {
    expect(parts('hva er svangerskapsdiabetes')).toEqual([]);
  });

  it('marks the request after a question as asking too', () => {
    const found = parts('Er dette bare en robot? Jeg vil prate med et menneske.');
    expect(found.filter((p) => p.asks).map((p) => p.text)).toContain(
      analyzer.words('Jeg vil prate med et menneske').join(' '),
    );
  });

  it('scores an indirect question from its question word on', () => {
    const found = parts('Hei! Jordmora ga meg en måler, men jeg husker ikke hva tallene skal være');
    expect(found).toContainEqual({
      text: analyzer.words('hva tallene skal være').join(' '),
      asks: true,
    });
  });
});
