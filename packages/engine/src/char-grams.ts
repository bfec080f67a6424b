/** Shortest and longest character n-gram. */
const MIN_N = 3;
const MAX_N = 5;
/** Words whose grams are kept for reuse. */
const WORD_CACHE = 50_000;

/** The character 3- to 5-grams of each word, marked at its edges (" blo", "ker "). */
export function charGrams(words: readonly string[]): Map<string, number> {
  const grams = new Map<string, number>();
  for (const word of words) {
    const padded = ` ${word} `;
    if (padded.length <= MIN_N) {
      grams.set(padded, (grams.get(padded) ?? 0) + 1);
      continue;
    }
    for (let n = MIN_N; n <= MAX_N; n++) {
      for (let i = 0; i + n <= padded.length; i++) {
        const g = padded.slice(i, i + n);
        grams.set(g, (grams.get(g) ?? 0) + 1);
      }
    }
  }
  return grams;
}

/**
 * Character n-gram TF-IDF similarity between a message and a node's phrasings. Words only
 * meet in the word-stem matcher when they stem alike or are corrected to the same known
 * word; n-grams also let a typo, an inflection, a dialect spelling or a compound
 * ("glukosebelastningstesten") share most of its letters with the phrasing that means it.
 * Only the nodes the word matcher already found are compared, so the cost per message
 * does not grow with the content.
 */
export class CharGramIndex {
  private readonly ids = new Map<string, number>();
  private readonly idf: Float64Array;
  private readonly maxIdf: number;

  constructor(entries: readonly { node: number; words: readonly string[] }[]) {
    // A node scores its best phrasing, so phrasings of the same words (in any order, as
    // "hva er X" and "kva er X" become once question words are left out) are compared once.
    const seen = new Set<string>();
    const distinct = entries.filter(({ node, words }) => {
      const key = `${node} ${[...words].sort().join(' ')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const counted = distinct.map(({ node, words }) => ({ node, grams: this.intern(words) }));
    const nodesOf = new Map<number, Set<number>>();
    for (const { node, grams } of counted) {
      for (const id of grams.keys()) {
        const set = nodesOf.get(id) ?? new Set<number>();
        set.add(node);
        nodesOf.set(id, set);
      }
    }
    const nodeCount = new Set(entries.map((e) => e.node)).size;
    this.idf = new Float64Array(this.ids.size);
    for (const [id, nodes] of nodesOf) this.idf[id] = Math.log(1 + nodeCount / nodes.size);
    // An unknown gram in a message counts as rare as the rarest known one (at least 1).
    this.maxIdf = this.idf.reduce((max, v) => Math.max(max, v), 1);
    const vectors = new Map<number, { ids: Int32Array; weights: Float32Array }[]>();
    for (const { node, grams } of counted) {
      if (grams.size === 0) continue;
      const ids = Int32Array.from([...grams.keys()].sort((a, b) => a - b));
      const weights = Float32Array.from(ids, (id) => this.weight(id, grams.get(id)!));
      const norm = Math.hypot(...weights);
      for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! / norm;
      const list = vectors.get(node) ?? [];
      list.push({ ids, weights });
      vectors.set(node, list);
    }
    for (const [node, list] of vectors) this.inverted.set(node, invert(list));
  }

  /**
   * Per node: its phrasings' vectors turned around (gram → phrasings), so that a query is
   * compared only on the grams it has rather than on every gram of every phrasing.
   */
  private readonly inverted = new Map<number, NodeGrams>();
  private sorted = new Int32Array(0);
  private dots = new Float64Array(0);

  private intern(words: readonly string[]): Map<number, number> {
    const out = new Map<number, number>();
    for (const [g, count] of charGrams(words)) {
      let id = this.ids.get(g);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(g, id);
      }
      out.set(id, count);
    }
    return out;
  }

  /** A gram repeated in a phrasing counts less than twice: sublinear term frequency. */
  private weight(id: number, count: number): number {
    return (1 + Math.log(count)) * this.idf[id]!;
  }

  /**
   * The message as a unit vector over known grams (unknown grams only lengthen it), held in
   * a dense scratch array so that comparing it with a phrasing is one array read per gram.
   */
  query(words: readonly string[]): CharQuery {
    if (this.dense.length !== this.ids.size) this.dense = new Float64Array(this.ids.size);
    for (const id of this.set) this.dense[id] = 0;
    this.set.length = 0;
    let unknown = 0;
    for (const word of words) {
      const grams = this.gramsOf(word);
      unknown += grams.unknown;
      for (const id of grams.ids) {
        if (this.dense[id] === 0) this.set.push(id);
        this.dense[id]! += 1;
      }
    }
    // An unknown gram is as rare as a gram can be: it pulls the similarity down.
    let norm = unknown * this.maxIdf ** 2;
    for (const id of this.set) {
      const w = (1 + Math.log(this.dense[id]!)) * this.idf[id]!;
      this.dense[id] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const id of this.set) this.dense[id] = this.dense[id]! / norm;
    this.sorted = Int32Array.from(this.set).sort();
    return { version: ++this.version };
  }

  /** A word's known gram ids (repeated as often as they occur) and its unknown grams. */
  private gramsOf(word: string): { ids: number[]; unknown: number } {
    let result = this.wordCache.get(word);
    if (!result) {
      result = { ids: [], unknown: 0 };
      for (const [g, count] of charGrams([word])) {
        const id = this.ids.get(g);
        if (id === undefined) result.unknown += count;
        else for (let i = 0; i < count; i++) result.ids.push(id);
      }
      if (this.wordCache.size >= WORD_CACHE) this.wordCache.clear();
      this.wordCache.set(word, result);
    }
    return result;
  }

  private readonly wordCache = new Map<string, { ids: number[]; unknown: number }>();
  // The last query's weights, reset by the next one (the engine is synchronous).
  private dense = new Float64Array(0);
  private readonly set: number[] = [];
  private version = 0;

  /** The best cosine between the last query and any of the node's phrasings, in [0, 1]. */
  similarity(query: CharQuery, node: number): number {
    if (query.version !== this.version) throw new Error('stale character n-gram query');
    const inv = this.inverted.get(node);
    if (!inv) return 0;
    const { grams, start, phrase, weight } = inv;
    if (this.dots.length < inv.phrasings) this.dots = new Float64Array(inv.phrasings);
    const { dense, sorted, dots } = this;
    dots.fill(0, 0, inv.phrasings);
    // Grams in ascending id order, as each phrasing's own sum runs; grams the query lacks
    // would only add zeros. Each gram is found in the node's hash table.
    const { table, mask } = inv;
    for (let q = 0; q < sorted.length; q++) {
      const id = sorted[q]!;
      let slot = Math.imul(id, HASH) & mask;
      let at = table[slot]!;
      while (at !== 0 && grams[at - 1] !== id) {
        slot = (slot + 1) & mask;
        at = table[slot]!;
      }
      if (at === 0) continue;
      const d = dense[id]!;
      for (let p = start[at - 1]!; p < start[at]!; p++) dots[phrase[p]!]! += d * weight[p]!;
    }
    let best = 0;
    for (let i = 0; i < inv.phrasings; i++) if (dots[i]! > best) best = dots[i]!;
    return best;
  }
}

/** Multiplier of the gram hash (Knuth's multiplicative hashing). */
const HASH = 0x9e3779b1;

/** A node's phrasings indexed by gram: sorted gram ids, and per gram its phrasings' weights. */
interface NodeGrams {
  phrasings: number;
  grams: Int32Array;
  /** Open-addressing table of gram id → its index in `grams` plus one (0: empty slot). */
  table: Int32Array;
  mask: number;
  start: Int32Array;
  phrase: Int32Array;
  weight: Float64Array;
}

function invert(list: readonly { ids: Int32Array; weights: Float32Array }[]): NodeGrams {
  const byGram = new Map<number, { phrase: number; weight: number }[]>();
  list.forEach(({ ids, weights }, phrase) => {
    for (let i = 0; i < ids.length; i++) {
      const postings = byGram.get(ids[i]!) ?? [];
      postings.push({ phrase, weight: weights[i]! });
      byGram.set(ids[i]!, postings);
    }
  });
  const grams = Int32Array.from(byGram.keys()).sort();
  const start = new Int32Array(grams.length + 1);
  const flat: { phrase: number; weight: number }[] = [];
  grams.forEach((g, i) => {
    start[i] = flat.length;
    flat.push(...byGram.get(g)!);
  });
  start[grams.length] = flat.length;
  let size = 16;
  while (size < grams.length * 2) size *= 2;
  const table = new Int32Array(size);
  const mask = size - 1;
  grams.forEach((g, i) => {
    let slot = Math.imul(g, HASH) & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = i + 1;
  });
  return {
    phrasings: list.length,
    grams,
    table,
    mask,
    start,
    phrase: Int32Array.from(flat, (f) => f.phrase),
    weight: Float64Array.from(flat, (f) => f.weight),
  };
}

/** A message prepared by `CharGramIndex.query`; valid until the next query. */
export interface CharQuery {
  version: number;
}
