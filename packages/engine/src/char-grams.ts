import { firstOf, nodeGrams, rows, type NodeGrams } from './char-gram-tables.js';
import { charGrams, WordGramCache, type WordGrams } from './char-gram-words.js';

export { charGrams } from './char-gram-words.js';

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
  /**
   * Every node's grams in one table by gram id (ids are dense): the postings of gram g are
   * `gramStart[g]` to `gramStart[g + 1]`, sorted by node, each a node, one of its words having
   * g, and g's count in the word times its idf. One pass over a message's grams then serves
   * every node compared; a table per node cost a cache miss per gram and node, and the
   * similarity was a fifth of a long message's time, mostly waiting on memory.
   */
  private readonly gramStart: Int32Array;
  private readonly postingNode: Int32Array;
  private readonly postingWord: Int32Array;
  private readonly postingWeight: Float64Array;
  /** The most words any node has (the rows of `wordSums`). */
  private readonly maxWords: number;
  /** The grams of each word seen in a message, and their postings summed. */
  private readonly words: WordGramCache;
  // Scratch space, reset by each use (the engine is synchronous): the last query's weights
  // and the grams it has, and per node compared, its words' and phrasings' sums. Typed arrays
  // with a count rather than lists emptied by `length = 0`, which gives their memory back and
  // made every message allocate them anew.
  private dense = new Float64Array(0);
  private set = new Int32Array(0);
  private setSize = 0;
  private version = 0;
  /** The last query's words, 1 / its length, and its grams found more than once with their counts. */
  private queryWords: WordGrams[] = [];
  private inverseNorm = 0;
  private repeated = new Int32Array(0);
  private repeatedCount = new Int32Array(0);
  private repeatedSize = 0;
  /** Per node, 1 + its place among the nodes being compared (0: not compared). */
  private compared = new Int32Array(0);
  private wordSums = new Float64Array(0);
  private touched = new Int32Array(0);
  private touchedSize = new Int32Array(0);
  private dots = new Float64Array(0);
  private reached = new Int32Array(0);

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
    const postings: [node: number, word: number, weight: number][][] = Array.from(
      { length: this.ids.size },
      () => [],
    );
    for (const node of [...byNode.keys()].sort((a, b) => a - b)) {
      const { grams, ...g } = nodeGrams(byNode.get(node)!, gramsOfWord, this.idf);
      this.nodes.set(node, g);
      for (const [id, list] of grams)
        for (const [w, weight] of list) postings[id]!.push([node, w, weight]);
    }
    const flat = rows(postings);
    this.gramStart = flat.start;
    this.postingNode = Int32Array.from(flat.flat, ([node]) => node);
    this.postingWord = Int32Array.from(flat.flat, ([, w]) => w);
    this.postingWeight = Float64Array.from(flat.flat, ([, , weight]) => weight);
    this.maxWords = Math.max(0, ...[...this.nodes.values()].map((g) => g.words));
    this.compared = new Int32Array(Math.max(0, ...byNode.keys()) + 1);
    const { gramStart, postingNode, postingWord, postingWeight } = this;
    this.words = new WordGramCache(
      this.ids,
      { gramStart, postingNode, postingWord, postingWeight },
      this.idf,
      this.maxWords,
    );
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
      this.repeated = new Int32Array(this.ids.size);
      this.repeatedCount = new Int32Array(this.ids.size);
      this.setSize = 0;
    }
    const { dense, set } = this;
    for (let i = 0; i < this.setSize; i++) dense[set[i]!] = 0;
    let size = 0;
    let unknown = 0;
    this.queryWords = [];
    for (const word of words) {
      const grams = this.words.grams(word);
      this.queryWords.push(grams);
      unknown += grams.unknown;
      for (const id of grams.ids) {
        if (dense[id] === 0) set[size++] = id;
        dense[id]! += 1;
      }
    }
    // An unknown gram is as rare as a gram can be: it pulls the similarity down.
    this.setSize = size;
    let norm = unknown * this.maxIdf ** 2;
    let repeated = 0;
    for (let i = 0; i < size; i++) {
      const id = set[i]!;
      if (dense[id]! > 1) {
        this.repeated[repeated] = id;
        this.repeatedCount[repeated++] = dense[id]!;
      }
      const w = (1 + Math.log(dense[id]!)) * this.idf[id]!;
      dense[id] = w;
      norm += w * w;
    }
    this.repeatedSize = repeated;
    norm = Math.sqrt(norm);
    this.inverseNorm = norm > 0 ? 1 / norm : 0;
    if (norm > 0) for (let i = 0; i < size; i++) dense[set[i]!] = dense[set[i]!]! / norm;
    return { version: ++this.version };
  }

  /** The best cosine between the last query and any of the node's phrasings (`similarities`). */
  similarity(query: CharQuery, node: number): number {
    return this.similarities(query, [node])[0]!;
  }

  /**
   * For each node, the best cosine between the last query and any of its phrasings, in [0, 1].
   * A phrasing's grams are the sum of its words' grams, so the query is compared with each
   * distinct word of a node once, and each phrasing adds up its words: "blodsukker" in a
   * hundred phrasings costs one comparison, not a hundred. Grams a phrasing has more than
   * once (in two of its words) then get their sublinear weight back by a correction.
   */
  similarities(query: CharQuery, nodes: readonly number[]): number[] {
    if (query.version !== this.version) throw new Error('stale character n-gram query');
    const count = nodes.length;
    const rowsNeeded = count * this.maxWords;
    if (this.wordSums.length < rowsNeeded) {
      this.wordSums = new Float64Array(rowsNeeded);
      this.touched = new Int32Array(rowsNeeded);
    }
    if (this.touchedSize.length < count) this.touchedSize = new Int32Array(count);
    const { compared, dense, set, setSize, wordSums, touched, touchedSize } = this;
    for (let c = 0; c < count; c++) {
      touchedSize[c] = 0;
      if (nodes[c]! < compared.length) compared[nodes[c]!] = c + 1;
    }
    const { gramStart, postingNode, postingWord, postingWeight, maxWords } = this;
    const add = (c: number, word: number, amount: number) => {
      const w = c * maxWords + word;
      if (wordSums[w] === 0) touched[c * maxWords + touchedSize[c]!++] = w;
      wordSums[w]! += amount;
    };
    /** Adds `d` times each posting of gram `id` of a node compared. */
    const addGram = (id: number, d: number) => {
      const start = gramStart[id]!;
      const end = gramStart[id + 1]!;
      // Sorted by node, so each node's postings of the gram come in the order it has them.
      if (end - start <= SCANNED) {
        for (let k = start; k < end; k++) {
          const c = compared[postingNode[k]!]! - 1;
          if (c >= 0) add(c, postingWord[k]!, d * postingWeight[k]!);
        }
      } else {
        for (let c = 0; c < count; c++) {
          const node = nodes[c]!;
          for (
            let k = firstOf(postingNode, node, start, end);
            postingNode[k] === node && k < end;
            k++
          )
            add(c, postingWord[k]!, d * postingWeight[k]!);
        }
      }
    };
    const words = this.queryWords;
    if (words.every((w) => this.words.postings(w) !== null)) {
      // Gram by gram, a message's weight of g is (1 + ln tf) · idf / norm: tf · idf / norm, which
      // its words' summed postings give word by word, plus (1 + ln tf − tf) · idf / norm for the
      // few grams it has more than once.
      const inverse = this.inverseNorm;
      for (const w of words) {
        const p = w.postings!;
        for (let c = 0; c < count; c++) {
          const at = firstOf(p.nodes, nodes[c]!, 0, p.nodes.length);
          if (p.nodes[at] !== nodes[c]) continue;
          const end = p.start[at + 1]!;
          for (let k = p.start[at]!; k < end; k++) add(c, p.word[k]!, p.value[k]! * inverse);
        }
      }
      for (let i = 0; i < this.repeatedSize; i++) {
        const id = this.repeated[i]!;
        const tf = this.repeatedCount[i]!;
        addGram(id, (1 + Math.log(tf) - tf) * this.idf[id]! * inverse);
      }
    } else {
      for (let i = 0; i < setSize; i++) addGram(set[i]!, dense[set[i]!]!);
    }
    const best: number[] = [];
    for (let c = 0; c < count; c++) {
      if (nodes[c]! < compared.length) compared[nodes[c]!] = 0;
      const g = this.nodes.get(nodes[c]!);
      best.push(g ? this.bestPhrasing(g, c * maxWords, touchedSize[c]!) : 0);
    }
    return best;
  }

  /** The best cosine of a node's phrasings, from the sums of its words at `row` of `wordSums`. */
  private bestPhrasing(g: NodeGrams, row: number, touchedSize: number): number {
    if (this.dots.length < g.phrasings) {
      this.dots = new Float64Array(g.phrasings);
      this.reached = new Int32Array(g.phrasings);
    }
    const { dense, wordSums, dots, touched, reached } = this;
    // Only the phrasings some word of the query reached are visited: a short message reaches
    // a few of a node's hundred phrasings, and visiting them all was most of its cost.
    const { wordStart, wordPhrasing } = g;
    let reachedSize = 0;
    for (let i = 0; i < touchedSize; i++) {
      const at = touched[row + i]!;
      const w = at - row;
      const sum = wordSums[at]!;
      wordSums[at] = 0;
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

/**
 * The longest list of a gram's postings read one by one; a longer one (a gram common to many
 * nodes, as large content has) is searched for each node compared instead, so the cost per
 * message does not grow with the content. Dina's lists are 35 postings long on average for the
 * grams of its realistic messages and 0.6 % of them are longer than 256. Searching every list
 * longer than 64 gave back the gain; scanning every list made the synthetic 5,000-node
 * content's p99 three times as long (0.55 → 1.35 ms).
 */
const SCANNED = 256;

/** A message prepared by `CharGramIndex.query`; valid until the next query. */
export interface CharQuery {
  version: number;
}
