import { describe, expect, it } from 'vitest';
import { CharGramIndex, charGrams } from './char-grams.js';

describe('charGrams', () => {
  it('gives the 3- to 5-grams of each word, marked at its edges', () => {
    const grams = charGrams(['mat']);
    expect([...grams.keys()]).toEqual([' ma', 'mat', 'at ', ' mat', 'mat ', ' mat ']);
  });
});

describe('CharGramIndex', () => {
  const index = new CharGramIndex([
    { node: 0, words: ['glukosebelastning'] },
    { node: 0, words: ['sukkerbelastning'] },
    { node: 1, words: ['blodsukker', 'frokost'] },
    { node: 2, words: ['sukker', 'blodsukker', 'sukker'] },
  ]);

  it('finds a compound or a typo close to the phrasing that means it', () => {
    const q = index.query(['glukosebelastningstest']);
    expect(index.similarity(q, 0)).toBeGreaterThan(0.5);
    expect(index.similarity(q, 1)).toBeLessThan(0.1);
    const typo = index.query(['blodsukekr', 'frokost']);
    expect(index.similarity(typo, 1)).toBeGreaterThan(index.similarity(typo, 0));
  });

  it('scores an exact phrasing 1 and unrelated words 0', () => {
    expect(index.similarity(index.query(['sukkerbelastning']), 0)).toBeCloseTo(1, 5);
    expect(index.similarity(index.query(['vær', 'regn']), 1)).toBe(0);
  });

  it('scores 1 for a phrasing whose words share grams, each counted sublinearly once', () => {
    expect(index.similarity(index.query(['sukker', 'blodsukker', 'sukker']), 2)).toBeCloseTo(1, 12);
    expect(index.similarity(index.query(['blodsukker', 'sukker']), 2)).toBeLessThan(1);
  });

  it('scores several nodes at once as it scores each alone', () => {
    const q = index.query(['blodsukker', 'frokost']);
    const alone = [0, 1, 2].map((n) => index.similarity(q, n));
    expect(index.similarities(q, [2, 0, 1])).toEqual([alone[2], alone[0], alone[1]]);
  });

  it('finds a node by grams that 300 nodes share (searched, not scanned)', () => {
    const words = (n: number) => ['blodsukker', `ord${String.fromCharCode(97 + (n % 26))}${n}`];
    const many = new CharGramIndex(
      Array.from({ length: 300 }, (_, n) => ({ node: n, words: words(n) })),
    );
    const q = many.query(words(150));
    const [own, other] = many.similarities(q, [150, 7]);
    expect(own).toBeCloseTo(1, 12);
    // Only «blodsukker», which all 300 share (so its grams weigh little), is node 7's.
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(0.1);
  });

  it('refuses a query made stale by a newer one', () => {
    const old = index.query(['frokost']);
    index.query(['blodsukker']);
    expect(() => index.similarity(old, 1)).toThrow();
  });
});
