import { describe, expect, it } from 'vitest';
import { normalize, tokenize } from './normalize.js';

describe('normalize', () => {
  it('lower-cases, composes æøå and turns punctuation into single spaces', () => {
    expect(normalize('  Hva er BLODSUKKER-mål?!  ')).toBe('hva er blodsukker mål');
    expect(normalize('Forma\u030Al')).toBe('formål');
  });

  it('keeps every Latin-1 letter and digit and drops the rest, as \\p{L} and \\p{N} say', () => {
    // U+0081 is the decimal mark's stand-in (DECIMAL), which no keyboard types.
    for (let code = 0x21; code <= 0xff; code++) {
      if (code === 0x81) continue;
      const c = String.fromCharCode(code);
      const kept = /[\p{L}\p{N}]/u.test(c);
      expect(normalize(`a${c}b`), `U+${code.toString(16)}`).toBe(
        kept ? `a${c}b`.toLowerCase() : 'a b',
      );
    }
    // Beyond Latin-1 the same holds, and decomposed letters are composed.
    expect(normalize('Ŧrø\u0301st… ok')).toBe('ŧrǿst ok');
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
