import { fold } from '../fold.js';
import { normalize } from '../normalize.js';

/**
 * A learnt safety net under the warning-sign rules: logistic regression over TF-IDF word
 * (1–2) and character (3–5, within words) n-grams of a whole message, trained on messages
 * that tell a warning sign and messages that do not (near misses and ordinary questions).
 * Rules say why; the model catches what no rule foresaw in the wording («det plasker vann
 * når ho reiser sæ»). Trained by `bench` (npm run -w bench train-signs) and kept as content.
 */
export interface SignModel {
  /** Probability at or above which a message counts as a warning sign. */
  threshold: number;
  bias: number;
  /** Feature ids (`signFeatures`), ascending, each with its idf and weight. */
  features: readonly number[];
  idf: readonly number[];
  weights: readonly number[];
}

/** One training message: its text and whether it tells a warning sign. */
export interface SignExample {
  text: string;
  sign: boolean;
}

const MIN_CHARS = 3;
const MAX_CHARS = 5;
/**
 * Features are hashed into 2^22 ids, words and character n-grams apart (the lowest bit), so a
 * message is read without building a string per n-gram. Of a model's ~80,000 n-grams under 1 %
 * share an id with another (2^20 ids: about 4 %).
 */
const BITS = 22;
const MASK = (1 << BITS) - 1;
const FNV_PRIME = 16777619;
/** Multiplier of the table hash (Knuth's multiplicative hashing). */
const HASH = 0x9e3779b1;
const WORD_SEED = 2166136261;
const CHAR_SEED = 3735928559;
/** Words whose known features are kept for reuse (as the character n-gram index keeps them). */
const WORD_CACHE = 50_000;

/**
 * A word's hash and the indexes of its own features a model knows (-1: not known), its
 * character n-grams repeated per occurrence.
 */
interface KnownWord {
  hash: number;
  alone: number;
  grams: Int32Array;
}

/** The character at `i` of a word padded with a space on each side. */
const paddedAt = (word: string, i: number) =>
  i === 0 || i === word.length + 1 ? 32 : word.charCodeAt(i - 1);

/** FNV-1a over the characters of a word padded with a space on each side. */
function hashWord(word: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < word.length + 2; i++) h = Math.imul(h ^ paddedAt(word, i), FNV_PRIME);
  return h;
}

/** The id of a word feature (even) or a character feature (odd). */
const wordId = (h: number) => h & MASK & ~1;
const charId = (h: number) => (h & MASK) | 1;
/** Whether a feature id is a word feature. */
const isWordId = (id: number) => (id & 1) === 0;

/** Calls `each` with each word of a message, folded as the model reads it, and its place. */
function eachWord(text: string, each: (word: string, i: number) => void): void {
  fold(normalize(text))
    .split(' ')
    .filter(Boolean)
    .forEach((w, i) => each(w, i));
}

/** The id of the pair of two words, from their hashes, in order: «blør ikke» is not «ikke blør». */
const pairHash = (first: number, second: number) =>
  Math.imul(Math.imul(first, FNV_PRIME) ^ second, FNV_PRIME);

/**
 * Calls `add` with the id of a word alone and of each of its character (3–5) n-grams, and
 * returns the word's hash (for its pairs).
 */
function eachOwnFeature(w: string, add: (id: number) => void): number {
  const alone = hashWord(w, WORD_SEED);
  add(wordId(alone));
  // From each start, one FNV pass gives the 3-, 4- and 5-gram there.
  const padded = w.length + 2;
  for (let k = 0; k + MIN_CHARS <= padded; k++) {
    let h = CHAR_SEED;
    const end = Math.min(padded, k + MAX_CHARS);
    for (let j = k; j < end; j++) {
      h = Math.imul(h ^ paddedAt(w, j), FNV_PRIME);
      if (j - k + 1 >= MIN_CHARS) add(charId(h));
    }
  }
  return alone;
}

/** Calls `add` with the id of each of a message's word (1–2) and character (3–5) n-grams. */
function eachFeature(text: string, add: (id: number) => void): void {
  let previous = 0;
  eachWord(text, (w, i) => {
    const alone = eachOwnFeature(w, add);
    if (i > 0) add(wordId(pairHash(previous, alone)));
    previous = alone;
  });
}

/** Counts of a message's word (1–2) and character (3–5, within words) n-grams, by feature id. */
export function signFeatures(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  eachFeature(text, (id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  return counts;
}

/**
 * The features a model knows, each with its idf: reads a message as (feature index, value)
 * pairs, sublinear TF-IDF with words and characters each scaled to unit length on their own.
 * Features it does not know are left out. Training and scoring read messages through it alike.
 */
export class FeatureSpace {
  /** Open-addressing table of feature id → index (a Map of 80,000 ids cost ~10 µs a message). */
  private readonly keys: Int32Array;
  private readonly slots: Int32Array;
  private readonly shift: number;
  private readonly isWord: Uint8Array;
  /**
   * Per feature index i, its idf at 2i and its weight (0 without a model) at 2i + 1: the two are
   * read together, and from JSON arrays apart each was a cache miss of its own (a message's few
   * hundred features land anywhere in 80,000; the model was 10 % of a message's time).
   */
  private readonly idfWeight: Float64Array;
  // Scratch space for one message (the engine is synchronous): counts by index, and which
  // indexes were touched. Counts fit 16 bits: a message would need 65,536 repeats of a gram.
  private readonly counts: Uint16Array;
  private readonly touched: Int32Array;
  private readonly words = new Map<string, KnownWord>();

  constructor(features: readonly number[], idf: readonly number[], weights?: readonly number[]) {
    let bits = 4;
    while (1 << bits < features.length * 2) bits += 1;
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.slots = new Int32Array(1 << bits);
    const mask = (1 << bits) - 1;
    features.forEach((f, i) => {
      let slot = Math.imul(f, HASH) >>> this.shift;
      while (this.keys[slot] !== -1) slot = (slot + 1) & mask;
      this.keys[slot] = f;
      this.slots[slot] = i;
    });
    this.isWord = Uint8Array.from(features, (f) => (isWordId(f) ? 1 : 0));
    this.idfWeight = new Float64Array(2 * features.length);
    for (let i = 0; i < features.length; i++) {
      this.idfWeight[2 * i] = idf[i]!;
      this.idfWeight[2 * i + 1] = weights?.[i] ?? 0;
    }
    this.counts = new Uint16Array(features.length);
    this.touched = new Int32Array(features.length);
    this.ids = new Int32Array(features.length);
    this.values = new Float64Array(features.length);
  }

  /**
   * A word's hash and the indexes of its own known features (the word, its character
   * n-grams), worked out once: messages share most of their words, and hashing every n-gram of
   * every word again was most of the model's cost per message.
   */
  private known(word: string): KnownWord {
    let known = this.words.get(word);
    if (!known) {
      const grams: number[] = [];
      const hash = eachOwnFeature(word, (id) => {
        const i = this.indexOf(id);
        if (i >= 0 && !isWordId(id)) grams.push(i);
      });
      known = { hash, alone: this.indexOf(wordId(hash)), grams: Int32Array.from(grams) };
      if (this.words.size >= WORD_CACHE) this.words.clear();
      this.words.set(word, known);
    }
    return known;
  }

  /** The index of a feature id, or -1 for a feature the model does not know. */
  private indexOf(id: number): number {
    const { keys } = this;
    const mask = keys.length - 1;
    let slot = Math.imul(id, HASH) >>> this.shift;
    while (keys[slot] !== id) {
      if (keys[slot] === -1) return -1;
      slot = (slot + 1) & mask;
    }
    return this.slots[slot]!;
  }

  /** Indexes and values of the last message `read`, in its first `size` places. */
  readonly ids: Int32Array;
  readonly values: Float64Array;

  /** Reads a message into `ids` and `values`, and returns how many there are. */
  read(text: string): number {
    const { counts, touched } = this;
    let size = 0;
    const count = (i: number) => {
      if (counts[i] === 0) touched[size++] = i;
      counts[i]! += 1;
    };
    let previous = 0;
    eachWord(text, (word, i) => {
      // In the order `eachFeature` gives them, so the sum comes out to the last bit the same.
      const known = this.known(word);
      if (known.alone >= 0) count(known.alone);
      if (i > 0) {
        const pair = this.indexOf(wordId(pairHash(previous, known.hash)));
        if (pair >= 0) count(pair);
      }
      for (let k = 0; k < known.grams.length; k++) count(known.grams[k]!);
      previous = known.hash;
    });
    const { isWord, idfWeight, ids, values } = this;
    let wordNorm = 0;
    let charNorm = 0;
    for (let k = 0; k < size; k++) {
      const i = touched[k]!;
      const value = (1 + Math.log(counts[i]!)) * idfWeight[2 * i]!;
      counts[i] = 0;
      ids[k] = i;
      values[k] = value;
      if (isWord[i] === 1) wordNorm += value * value;
      else charNorm += value * value;
    }
    const w = Math.sqrt(wordNorm) || 1;
    const c = Math.sqrt(charNorm) || 1;
    for (let k = 0; k < size; k++) values[k] = values[k]! / (isWord[ids[k]!] === 1 ? w : c);
    return size;
  }

  /** The weight of feature index `i` (given to the constructor). */
  weight(i: number): number {
    return this.idfWeight[2 * i + 1]!;
  }

  /** A message as its own arrays, for training, which keeps every message's. */
  vector(text: string): { ids: Int32Array; values: Float64Array } {
    const size = this.read(text);
    return { ids: this.ids.slice(0, size), values: this.values.slice(0, size) };
  }
}

/** Scores messages with a trained model. */
export class SignScorer {
  private readonly space: FeatureSpace;

  constructor(private readonly model: SignModel) {
    this.space = new FeatureSpace(model.features, model.idf, model.weights);
  }

  get threshold(): number {
    return this.model.threshold;
  }

  /** The probability that the message tells a warning sign. */
  probability(text: string): number {
    const { space } = this;
    const size = space.read(text);
    let z = this.model.bias;
    for (let k = 0; k < size; k++) z += space.weight(space.ids[k]!) * space.values[k]!;
    return 1 / (1 + Math.exp(-z));
  }
}
