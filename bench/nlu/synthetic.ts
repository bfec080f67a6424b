import type { EngineNode } from '@dina/engine';

/** A small deterministic PRNG (mulberry32), so every run measures the same content. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const syllables = [
  'bl',
  'sv',
  'kr',
  'mo',
  'ga',
  'ri',
  'tu',
  'se',
  'fo',
  'le',
  'ka',
  'ni',
  'sp',
  'dr',
  'el',
  'ost',
  'ing',
  'het',
  'dom',
  'ar',
];

/**
 * `count` synthetic nodes of 12 phrasings each, over a vocabulary that grows with the
 * content (as real content does), plus queries: perturbed phrasings and unrelated ones.
 */
export function syntheticContent(
  count: number,
  seed = 7,
): { nodes: EngineNode[]; queries: string[] } {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(syllables)).join('');
  const vocabulary = Array.from({ length: Math.max(200, count * 6) }, word);
  const nodes: EngineNode[] = Array.from({ length: count }, (_, i) => {
    const core = Array.from({ length: 3 }, () => pick(vocabulary));
    const phrases = Array.from({ length: 12 }, () =>
      [
        pick(['hva er', 'hvordan', 'kan jeg', 'når skal jeg']),
        ...core.filter(() => next() > 0.3),
        pick(vocabulary),
      ].join(' '),
    );
    return { id: `node-${i}`, kind: 'topic', phrases, keywords: [core[0]!], buttons: [] };
  });
  const queries = Array.from({ length: 500 }, (_, i) => {
    if (i % 5 === 4) return `${word()} ${word()} ${word()}`;
    const phrase = pick(pick(nodes).phrases);
    // A typo in one word: swap two letters.
    return phrase.replace(/(\w)(\w)(\w*)$/, '$2$1$3');
  });
  return { nodes, queries };
}
