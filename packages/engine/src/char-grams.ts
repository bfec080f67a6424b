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
  private readonly nodes = new Map<number, NodeGrams>();
  /** Known gram ids of each word seen in a message, and how many of its grams are unknown. */
  private readonly wordCache = new Map<string, { ids: number[]; unknown: number }>();
  // Scratch space, reset by each use (the engine is synchronous): the last query's weights
  // and the grams it has, and per node compared, its words' and phrasings' sums. Typed arrays
  // with a count rather than lists emptied by `length = 0`, which gives their memory back and
  // made every message allocate them anew.
  private dense = new Float64Array(0);
  private set = new Int32Array(0);
  private setSize = 0;
  private version = 0;
  private wordSums = new Float64Array(0);
  private dots = new Float64Array(0);
  private reached = new Int32Array(0);
  private touched = new Int32Array(0);

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
    const wordGrams = new Map<string, Map<number, number>>();
    const gramsOfWord = (word: string) => {
      let grams = wordGrams.get(word);
      if (!grams) wordGrams.set(word, (grams = this.intern(word)));
      return grams;
    };
    const nodesOf = new Map<number, Set<number>>();
    for (const { node, words } of distinct) {
      for (const w of words) {
        for (const id of gramsOfWord(w).keys()) {
          const set = nodesOf.get(id) ?? new Set<number>();
          set.add(node);
          nodesOf.set(id, set);
        }
      }
    }
    const nodeCount = new Set(entries.map((e) => e.node)).size;
    this.idf = new Float64Array(this.ids.size);
    for (const [id, nodes] of nodesOf) this.idf[id] = Math.log(1 + nodeCount / nodes.size);
    // An unknown gram in a message counts as rare as the rarest known one (at least 1).
    this.maxIdf = this.idf.reduce((max, v) => Math.max(max, v), 1);
    const byNode = new Map<number, (readonly string[])[]>();
    for (const { node, words } of distinct) {
      if (words.length === 0) continue;
      const list = byNode.get(node) ?? [];
      list.push(words);
      byNode.set(node, list);
    }
    for (const [node, phrasings] of byNode) {
      this.nodes.set(node, nodeGrams(phrasings, gramsOfWord, this.idf, this.ids.size));
    }
  }

  /** A word's grams as ids (new grams get the next id) with their counts. */
  private intern(word: string): Map<number, number> {
    const out = new Map<number, number>();
    for (const [g, count] of charGrams([word])) {
      let id = this.ids.get(g);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(g, id);
      }
      out.set(id, count);
    }
    return out;
  }

  /**
   * The message as a unit vector over known grams (unknown grams only lengthen it), held in
   * a dense scratch array so that comparing it with a phrasing is one array read per gram.
   */
  query(words: readonly string[]): CharQuery {
    if (this.dense.length !== this.ids.size) {
      this.dense = new Float64Array(this.ids.size);
      this.set = new Int32Array(this.ids.size);
      this.setSize = 0;
    }
    const { dense, set } = this;
    for (let i = 0; i < this.setSize; i++) dense[set[i]!] = 0;
    let size = 0;
    let unknown = 0;
    for (const word of words) {
      const grams = this.gramsOf(word);
      unknown += grams.unknown;
      for (const id of grams.ids) {
        if (dense[id] === 0) set[size++] = id;
        dense[id]! += 1;
      }
    }
    // An unknown gram is as rare as a gram can be: it pulls the similarity down.
    this.setSize = size;
    let norm = unknown * this.maxIdf ** 2;
    for (let i = 0; i < size; i++) {
      const id = set[i]!;
      const w = (1 + Math.log(dense[id]!)) * this.idf[id]!;
      dense[id] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let i = 0; i < size; i++) dense[set[i]!] = dense[set[i]!]! / norm;
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

  /**
   * The best cosine between the last query and any of the node's phrasings, in [0, 1].
   * A phrasing's grams are the sum of its words' grams, so the query is compared with each
   * distinct word of the node once, and each phrasing adds up its words: "blodsukker" in a
   * hundred phrasings costs one comparison, not a hundred. Grams a phrasing has more than
   * once (in two of its words) then get their sublinear weight back by a correction.
   */
  similarity(query: CharQuery, node: number): number {
    if (query.version !== this.version) throw new Error('stale character n-gram query');
    const g = this.nodes.get(node);
    if (!g) return 0;
    if (this.wordSums.length < g.words) this.wordSums = new Float64Array(g.words);
    if (this.dots.length < g.phrasings) {
      this.dots = new Float64Array(g.phrasings);
      this.reached = new Int32Array(g.phrasings);
    }
    if (this.touched.length < g.words) this.touched = new Int32Array(g.words);
    const { dense, wordSums, dots, touched, set, setSize } = this;
    const { has, table, mask, postings } = g;
    let touchedSize = 0;
    for (let i = 0; i < setSize; i++) {
      const id = set[i]!;
      if ((has[id >>> 5]! & (1 << (id & 31))) === 0) continue;
      let slot = Math.imul(id, HASH) & mask;
      let key = table[slot * SLOT]!;
      while (key !== id && key !== EMPTY) {
        slot = (slot + 1) & mask;
        key = table[slot * SLOT]!;
      }
      if (key === EMPTY) continue;
      const d = dense[id]!;
      const at = slot * SLOT;
      const end = table[at + 2]!;
      for (let k = table[at + 1]!; k < end; k += 2) {
        const w = postings[k]!;
        if (wordSums[w] === 0) touched[touchedSize++] = w;
        wordSums[w]! += d * postings[k + 1]!;
      }
    }
    // Only the phrasings some word of the query reached are visited: a short message reaches
    // a few of a node's hundred phrasings, and visiting them all was most of its cost.
    const { wordStart, wordPhrasing } = g;
    const reached = this.reached;
    let reachedSize = 0;
    for (let i = 0; i < touchedSize; i++) {
      const w = touched[i]!;
      const sum = wordSums[w]!;
      wordSums[w] = 0;
      const end = wordStart[w + 1]!;
      for (let k = wordStart[w]!; k < end; k++) {
        const p = wordPhrasing[k]!;
        if (dots[p] === 0) reached[reachedSize++] = p;
        dots[p]! += sum;
      }
    }
    const { fixStart, fixGram, fixWeight, inverseNorm } = g;
    let best = 0;
    for (let r = 0; r < reachedSize; r++) {
      const p = reached[r]!;
      let dot = dots[p]!;
      dots[p] = 0;
      const end = fixStart[p + 1]!;
      for (let k = fixStart[p]!; k < end; k++) dot += dense[fixGram[k]!]! * fixWeight[k]!;
      dot *= inverseNorm[p]!;
      if (dot > best) best = dot;
    }
    return best;
  }
}

/** Multiplier of the gram hash (Knuth's multiplicative hashing). */
const HASH = 0x9e3779b1;
/**
 * Int32s per slot of a node's gram table: the gram id, its postings' start and end, and one
 * unused so that a slot never straddles two cache lines.
 */
const SLOT = 4;
/** The id of an empty slot. */
const EMPTY = -1;

/**
 * A node's phrasings, word by word. A phrasing's weight for gram g is
 * (1 + ln c) · idf(g) / norm, with c how often g occurs in it; summed word by word it comes
 * out as c · idf(g), so grams with c > 1 carry a correction of (1 + ln c − c) · idf(g).
 */
interface NodeGrams {
  phrasings: number;
  words: number;
  /**
   * A bit per gram id, set for the node's grams: most grams of a message are not the node's,
   * and one bit read turns them away where the table below took a hash and a probe or more.
   */
  has: Uint32Array;
  /**
   * Open-addressing table of SLOT Int32s per slot: a gram id (EMPTY: none) and where its
   * postings start and end. Id and place side by side, and each posting's word beside its
   * weight, so a gram costs two cache misses where five arrays apart cost up to five (the
   * similarity was a fifth of a long message's time, mostly waiting on memory).
   */
  table: Int32Array;
  mask: number;
  /** Per gram, pairs of the node's word having it and its count in the word times its idf. */
  postings: Float64Array;
  /** Per word: the phrasings using it (twice for a word used twice). */
  wordStart: Int32Array;
  wordPhrasing: Int32Array;
  /** Per phrasing: the corrections of grams it has more than once, and 1 / its norm. */
  fixStart: Int32Array;
  fixGram: Int32Array;
  fixWeight: Float64Array;
  inverseNorm: Float64Array;
}

/** Compressed rows: `start` (one more than the rows) and the flattened values. */
function rows<T>(lists: readonly (readonly T[])[]): { start: Int32Array; flat: T[] } {
  const start = new Int32Array(lists.length + 1);
  const flat: T[] = [];
  lists.forEach((list, i) => {
    start[i] = flat.length;
    for (const v of list) flat.push(v);
  });
  start[lists.length] = flat.length;
  return { start, flat };
}

function nodeGrams(
  phrasings: readonly (readonly string[])[],
  gramsOfWord: (word: string) => ReadonlyMap<number, number>,
  idf: Float64Array,
  gramCount: number,
): NodeGrams {
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
  const grams = [...byGram.keys()];
  const gramRows = rows([...byGram.values()]);
  const wordRows = rows(phrasingsOfWord);
  const fixRows = rows(fixes);
  let size = 16;
  while (size < grams.length * 2) size *= 2;
  const table = new Int32Array(size * SLOT).fill(EMPTY);
  const mask = size - 1;
  const has = new Uint32Array((gramCount + 31) >>> 5);
  for (const g of grams) has[g >>> 5]! |= 1 << (g & 31);
  grams.forEach((g, i) => {
    let slot = Math.imul(g, HASH) & mask;
    while (table[slot * SLOT] !== EMPTY) slot = (slot + 1) & mask;
    table.set([g, 2 * gramRows.start[i]!, 2 * gramRows.start[i + 1]!], slot * SLOT);
  });
  return {
    phrasings: phrasings.length,
    words: words.length,
    has,
    table,
    mask,
    postings: Float64Array.from(gramRows.flat.flat()),
    wordStart: wordRows.start,
    wordPhrasing: Int32Array.from(wordRows.flat),
    fixStart: fixRows.start,
    fixGram: Int32Array.from(fixRows.flat, ([id]) => id),
    fixWeight: Float64Array.from(fixRows.flat, ([, weight]) => weight),
    inverseNorm,
  };
}

/** A message prepared by `CharGramIndex.query`; valid until the next query. */
export interface CharQuery {
  version: number;
}
