import { describe, expect, it } from 'vitest';
import { normalize, tokenize } from './normalize.js';

describe('normalize', () => {
  it('lower-cases, composes æøå and turns punctuation into single spaces', () => {
    expect(normalize('  Hva er BLODSUKKER-mål?!  ')).toBe('hva er blodsukker mål');
    expect(normalize('Forma\u030Al')).toBe('formål');
  });

  it('keeps a decimal comma or point between digits as one number', () => {
    expect(normalize('Er 6,9 etter frokost høyt?')).toBe('er 6,9 etter frokost høyt');
    expect(normalize('fastende 5.4.')).toBe('fastende 5,4');
  });
});

describe('tokenize', () => {
  it('returns the words of a message and nothing for punctuation only', () => {
    expect(tokenize('Kva er svangerskapsdiabetes?')).toEqual(['kva', 'er', 'svangerskapsdiabetes']);
    expect(tokenize(' ?! ')).toEqual([]);
  });
});
