import { describe, expect, it } from 'vitest';
import { unglue, type WordCheck } from './glued.js';

const functionWords = new Set(['har', 'ikke', 'pa', 'i', 'for', 'av', 'ingen', 'hele', 'idag']);
const contentWords = new Set([
  'kjent',
  'babyen',
  'kvelden',
  'blod',
  'avforingen',
  'eldre',
  'penger',
]);
const check: WordCheck = {
  isFunctionWord: (w) => functionWords.has(w),
  isContentWord: (w) => contentWords.has(w),
};

describe('unglue', () => {
  it('reads a sentence typed without spaces as its words', () => {
    expect(unglue('harikkekjentbabyenpahelekvelden', check)).toEqual([
      'har',
      'ikke',
      'kjent',
      'babyen',
      'pa',
      'hele',
      'kvelden',
    ]);
    expect(unglue('blodiavforingenidag', check)).toEqual(['blod', 'i', 'avforingen', 'idag']);
  });

  it('leaves a long word alone that is only cut into known words with at most one function word', () => {
    // "foreldrepenger" when "foreldre" is unknown: "for eldre penger" is no sentence.
    expect(unglue('foreldrepenger', check)).toBeUndefined();
  });

  it('leaves short runs and runs with an unknown piece alone', () => {
    expect(unglue('harikkekjent', check)).toBeUndefined();
    expect(unglue('harikkekjentxyzbabyen', check)).toBeUndefined();
  });
});
