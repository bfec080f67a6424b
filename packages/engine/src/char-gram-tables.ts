/** The tables `CharGramIndex` keeps per node and for all nodes, and how they are built. */

/**
 * A node's phrasings, word by word. A phrasing's weight for gram g is
 * (1 + ln c) · idf(g) / norm, with c how often g occurs in it; summed word by word it comes
 * out as c · idf(g), so grams with c > 1 carry a correction of (1 + ln c − c) · idf(g).
 */
export interface NodeGrams {
  phrasings: number;
  words: number;
  /** Per word: the phrasings using it (twice for a word used twice). */
  wordStart: Int32Array;
  wordPhrasing: Int32Array;
  /** Per phrasing: the corrections of grams it has more than once, and 1 / its norm. */
  fixStart: Int32Array;
  fixGram: Int32Array;
  fixWeight: Float64Array;
  inverseNorm: Float64Array;
}

/** The first index in [start, end) of sorted `values` not below `value`. */
export function firstOf(values: Int32Array, value: number, start: number, end: number): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Compressed rows: `start` (one more than the rows) and the flattened values. */
export function rows<T>(lists: readonly (readonly T[])[]): { start: Int32Array; flat: T[] } {
  const start = new Int32Array(lists.length + 1);
  const flat: T[] = [];
  lists.forEach((list, i) => {
    start[i] = flat.length;
    for (const v of list) flat.push(v);
  });
  start[lists.length] = flat.length;
  return { start, flat };
}

/** A node's phrasings (`NodeGrams`), with its words having each gram and their weights. */
export function nodeGrams(
  phrasings: readonly (readonly string[])[],
  gramsOfWord: (word: string) => ReadonlyMap<number, number>,
  idf: Float64Array,
): NodeGrams & { grams: Map<number, [word: number, weight: number][]> } {
  const wordIndex = new Map<string, number>();
  for (const words of phrasings)
    for (const w of words) if (!wordIndex.has(w)) wordIndex.set(w, wordIndex.size);
  const words = [...wordIndex.keys()];
  const byGram = new Map<number, [word: number, weight: number][]>();
  words.forEach((word, w) => {
    for (const [id, count] of gramsOfWord(word)) {
      const list = byGram.get(id) ?? [];
      list.push([w, count * idf[id]!]);
      byGram.set(id, list);
    }
  });
  const phrasingsOfWord: number[][] = words.map(() => []);
  const fixes: [gram: number, weight: number][][] = [];
  const inverseNorm = new Float64Array(phrasings.length);
  phrasings.forEach((list, p) => {
    const counts = new Map<number, number>();
    for (const word of list) {
      phrasingsOfWord[wordIndex.get(word)!]!.push(p);
      for (const [id, count] of gramsOfWord(word)) counts.set(id, (counts.get(id) ?? 0) + count);
    }
    let norm = 0;
    const fix: [number, number][] = [];
    for (const [id, c] of counts) {
      const weight = (1 + Math.log(c)) * idf[id]!;
      norm += weight * weight;
      if (c > 1) fix.push([id, (1 + Math.log(c) - c) * idf[id]!]);
    }
    fixes.push(fix);
    inverseNorm[p] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  });
  const wordRows = rows(phrasingsOfWord);
  const fixRows = rows(fixes);
  return {
    phrasings: phrasings.length,
    words: words.length,
    grams: byGram,
    wordStart: wordRows.start,
    wordPhrasing: Int32Array.from(wordRows.flat),
    fixStart: fixRows.start,
    fixGram: Int32Array.from(fixRows.flat, ([id]) => id),
    fixWeight: Float64Array.from(fixRows.flat, ([, weight]) => weight),
    inverseNorm,
  };
}
