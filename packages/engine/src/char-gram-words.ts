/** Shortest and longest character n-gram. */
const MIN_N = 3;
const MAX_N = 5;
/** Words whose grams are kept for reuse. */
const WORD_CACHE = 50_000;
/**
 * Summed postings kept (12 bytes each) before the word cache starts again: 24 MB. Dina's words
 * of realistic messages have 196 on average and 618 at the 99th percentile, so about 10,000
 * words fit.
 */
const WORD_POSTINGS = 2_000_000;
/**
 * Postings a word's grams may have and still be summed: dina's realistic messages' words have
 * 515 on average. A word of a large content's common grams is compared gram by gram instead.
 */
const WORD_POSTINGS_READ = 4_096;

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

/** A word's known gram ids (repeated as often as they occur), its unknown grams, its postings. */
export interface WordGrams {
  ids: number[];
  unknown: number;
  /** Summed once compared (`WordGramCache.postings`); null when too many to sum. */
  postings: WordPostings | null | undefined;
}

/** Every node's postings by gram id (`CharGramIndex`). */
export interface GramPostings {
  gramStart: Int32Array;
  postingNode: Int32Array;
  postingWord: Int32Array;
  postingWeight: Float64Array;
}

/**
 * A message word's share of the dot product with every node word it shares a gram with: for
 * each such (node, word), the sum over the message word's grams (repeated as often as they
 * occur) of idf × the posting's weight. Nodes ascending, each with the range of its words.
 */
export interface WordPostings {
  nodes: Int32Array;
  /** Where each node's entries start (one more than the nodes). */
  start: Int32Array;
  word: Int32Array;
  value: Float64Array;
}

/** The postings of `grams` (gram ids, repeated per occurrence) summed per node word. */
function wordPostings(
  grams: readonly number[],
  postings: GramPostings,
  idf: Float64Array,
  maxWords: number,
): WordPostings {
  const { gramStart, postingNode, postingWord, postingWeight } = postings;
  const sums = new Map<number, number>();
  for (const id of grams) {
    for (let k = gramStart[id]!; k < gramStart[id + 1]!; k++) {
      const key = postingNode[k]! * maxWords + postingWord[k]!;
      sums.set(key, (sums.get(key) ?? 0) + idf[id]! * postingWeight[k]!);
    }
  }
  const keys = [...sums.keys()].sort((a, b) => a - b);
  const nodes: number[] = [];
  const start: number[] = [];
  keys.forEach((key, i) => {
    const node = Math.floor(key / maxWords);
    if (nodes[nodes.length - 1] !== node) {
      nodes.push(node);
      start.push(i);
    }
  });
  start.push(keys.length);
  return {
    nodes: Int32Array.from(nodes),
    start: Int32Array.from(start),
    word: Int32Array.from(keys, (key) => key % maxWords),
    value: Float64Array.from(keys, (key) => sums.get(key)!),
  };
}

/**
 * The grams of each word seen in a message, and the first time it is compared its postings
 * summed per node word: messages share most of their words, so a long message's ~500 postings
 * a word are read once, not again for every part of every message (−12 % a long message).
 */
export class WordGramCache {
  private readonly words = new Map<string, WordGrams>();
  /** How many summed postings the cached words hold (`WORD_POSTINGS`). */
  private summed = 0;

  constructor(
    private readonly ids: ReadonlyMap<string, number>,
    private readonly table: GramPostings,
    private readonly idf: Float64Array,
    private readonly maxWords: number,
  ) {}

  /** A word's known gram ids and unknown grams. */
  grams(word: string): WordGrams {
    let result = this.words.get(word);
    if (!result) {
      result = { ids: [], unknown: 0, postings: undefined };
      for (const [g, count] of charGrams([word])) {
        const id = this.ids.get(g);
        if (id === undefined) result.unknown += count;
        else for (let i = 0; i < count; i++) result.ids.push(id);
      }
      if (this.words.size >= WORD_CACHE || this.summed >= WORD_POSTINGS) {
        this.words.clear();
        this.summed = 0;
      }
      this.words.set(word, result);
    }
    return result;
  }

  /**
   * A word's postings summed per node word (`wordPostings`); null for a word whose grams have
   * more than WORD_POSTINGS_READ postings (a large content's common grams).
   */
  postings(grams: WordGrams): WordPostings | null {
    if (grams.postings === undefined) {
      const { gramStart } = this.table;
      let read = 0;
      for (const id of grams.ids) read += gramStart[id + 1]! - gramStart[id]!;
      grams.postings =
        read > WORD_POSTINGS_READ
          ? null
          : wordPostings(grams.ids, this.table, this.idf, this.maxWords);
      this.summed += grams.postings?.word.length ?? 0;
    }
    return grams.postings;
  }
}
