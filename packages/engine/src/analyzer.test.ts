import { describe, expect, it } from 'vitest';
import { Analyzer } from './analyzer.js';
import { stem } from './stem.js';
import { Vocabulary } from './vocabulary.js';

describe('Analyzer.terms', () => {
  const analyzer = new Analyzer();
  const vocabulary = new Vocabulary();
  for (const w of ['maltider', 'malt', 'tider', 'blodsukker', 'maling']) vocabulary.add(w);
  vocabulary.seal();
  const terms = (text: string) => analyzer.terms(analyzer.words(text), vocabulary).terms;

  it('reads one typo in a known word as that word, not as a compound of other words', () => {
    expect(terms('måltiider')).toEqual([stem('maltider')]);
  });

  it('still splits an unknown compound into its known parts', () => {
    expect(terms('blodsukkermåling')).toEqual([stem('blodsukker'), stem('maling')]);
  });
});

describe('Analyzer.terms with stop words typed wrong', () => {
  const analyzer = new Analyzer();
  const vocabulary = new Vocabulary();
  for (const w of ['insulin', 'dagen', 'male', 'bil']) vocabulary.add(w);
  vocabulary.seal();
  const read = (text: string) => analyzer.terms(analyzer.words(text), vocabulary);

  it('drops a stop word with a doubled letter, two letters swapped or run into the next word', () => {
    expect(read('skla gjørr måjeg omdagen insullin')).toEqual({
      terms: [stem('dagen'), stem('insulin')],
      unknown: [],
    });
  });

  it('reads a four-letter word with two letters swapped as the content word ("tyep")', () => {
    const small = new Vocabulary();
    small.add('type');
    small.seal();
    expect(analyzer.terms(analyzer.words('tyep 2'), small)).toEqual({
      terms: [stem('type')],
      unknown: [],
    });
  });

  it('keeps an unknown word one letter off a stop word as unknown: it may be a real word', () => {
    expect(read('været katt').unknown).toEqual([stem('veret'), stem('katt')]);
  });
});

describe('Analyzer memory', () => {
  it('remembers at most 20,000 unknown words, however many different ones visitors type', () => {
    const analyzer = new Analyzer();
    const vocabulary = new Vocabulary();
    vocabulary.add('insulin');
    vocabulary.seal();
    for (let i = 0; i < 25_000; i++) analyzer.terms([`qzx${i.toString(36)}`], vocabulary);
    const remembered = (analyzer as unknown as { mistyped: Map<string, unknown> }).mistyped;
    expect(remembered.size).toBeGreaterThan(0);
    expect(remembered.size).toBeLessThanOrEqual(20_000);
  });
});

describe('Analyzer.words with English mixed in', () => {
  it('reads the English words of a second-language message as the Norwegian the content uses', () => {
    expect(new Analyzer().words('I am scared, is my blood sugar too high?')).toEqual([
      'jeg',
      'am',
      'redd',
      'is',
      'my',
      'blodsukker',
      'too',
      'high',
    ]);
  });
});
