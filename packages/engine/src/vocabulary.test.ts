import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';
import { fold } from './fold.js';
import { Vocabulary } from './vocabulary.js';

const vocabulary = new Vocabulary();
for (const w of ['blodsukker', 'maling', 'svangerskap', 'kontroll', 'hei', 'frokost'])
  vocabulary.add(w);
vocabulary.seal();

describe('Vocabulary', () => {
  it('corrects one typo, and two in a long word', () => {
    expect(vocabulary.correct('frokst')).toBe('frokost');
    expect(vocabulary.correct('blodsukekr')).toBe('blodsukker');
    expect(vocabulary.correct('blodskker')).toBe('blodsukker');
    expect(vocabulary.correct('xyzxyz')).toBeUndefined();
  });

  it('corrects only as far as asked', () => {
    expect(vocabulary.correct('blodskker', 1)).toBe('blodsukker');
    expect(vocabulary.correct('bloodsukke')).toBe('blodsukker');
    expect(vocabulary.correct('bloodsukke', 1)).toBeUndefined();
  });

  it('leaves words under 5 letters as written: they have too many real neighbours', () => {
    // Nynorsk and dialect words ("ekte", "gale", "laga") are one edit from content words.
    expect(vocabulary.correct('heii')).toBeUndefined();
    expect(vocabulary.correct('malig')).toBe('maling');
  });

  it('splits compounds into known words, with a linking s and a typo in the second part', () => {
    expect(vocabulary.split('blodsukkermaling')).toEqual(['blodsukker', 'maling']);
    expect(vocabulary.split('svangerskapskontroll')).toEqual(['svangerskap', 'kontroll']);
    expect(vocabulary.split('blodsukkermalling')).toEqual(['blodsukker', 'maling']);
    expect(vocabulary.split('blodsukker')).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and stops past the cap', () => {
    expect(editDistance('frokost', 'forkost', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('fold', () => {
  it('meets æøå with their ASCII spellings', () => {
    expect(fold('måling')).toBe(fold('maaling'));
    expect(fold('fødsel')).toBe(fold('foedsel'));
    expect(fold('være')).toBe(fold('vaere'));
  });
});
