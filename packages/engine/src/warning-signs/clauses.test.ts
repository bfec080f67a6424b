import { describe, expect, it } from 'vitest';
import { Analyzer } from '../analyzer.js';
import { ClauseReader } from './clauses.js';

const analyzer = new Analyzer();

describe('ClauseReader', () => {
  it('numbers clauses through the message and marks those that begin with «men»', () => {
    const read = new ClauseReader((t) => analyzer.words(t)).read(
      'Spiste rødbeter i går, men nå er det blod. Hva gjør jeg?',
    );
    const clauseOf = (word: string) => read.clauseOf[read.words.indexOf(word)]!;
    expect(read.clauseTexts[clauseOf('blod')]).toBe('nå er det blod');
    expect([...read.buts]).toEqual([clauseOf('blod')]);
    expect(clauseOf('rodbeter')).toBeLessThan(clauseOf('blod'));
    expect(read.sentenceOf[clauseOf('blod')]).toBe(0);
    expect(read.sentenceOf[clauseOf('hva')]).toBe(1);
  });

  it('parts a burst of lines joined by a spaced dash, but not a range of numbers', () => {
    const read = new ClauseReader((t) => analyzer.words(t)).read(
      'vondt under ribbeina - ikke som halsbrann – hvert 5 - 6 minutt',
    );
    expect(read.clauseTexts).toEqual([
      'vondt under ribbeina',
      'ikke som halsbrann',
      'hvert 5 - 6 minutt',
    ]);
  });

  it('ends a sentence at the full stop after a number before «er», not before «minutt»', () => {
    const read = new ClauseReader((t) => analyzer.words(t)).read(
      'kramper hvert 4. minutt, uke 30. er jeg ok nå',
    );
    const sentence = (word: string) => read.sentenceOf[read.clauseOf[read.words.indexOf(word)]!];
    expect(sentence('minutt')).toBe(sentence('kramper'));
    expect(sentence('ok')).toBe(sentence('kramper')! + 1);
  });

  it('marks clauses that guess, and reads an emoji as a word of its own', () => {
    const read = new ClauseReader((t) => analyzer.words(t)).read(
      'sikkert bare tiss, men det renner 😬 hele tiden',
    );
    expect([...read.hedged]).toEqual([0]);
    expect(read.words).toContain('emoji');
  });

  it('reads the same message once for every detector that asks', () => {
    let analysed = 0;
    const reader = new ClauseReader((t) => (analysed++, analyzer.words(t)));
    const first = reader.read('blør mye, og har vondt');
    expect(reader.read('blør mye, og har vondt')).toBe(first);
    expect(analysed).toBe(2);
    expect(reader.read('noe annet')).not.toBe(first);
  });
});
