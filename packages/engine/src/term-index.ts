import type { Analyzer } from './analyzer.js';

/**
 * A term in more phrasings than this is common: like a question word, it only adds to
 * phrasings a rarer term found (unless the message has nothing rarer), which keeps lookups
 * fast in large content.
 */
const COMMON_POSTINGS = 300;

export interface Posting {
  /** Index of the phrasing. */
  entry: number;
  weight: number;
}

/** The inverted index of every phrasing's terms, and the nodes using each term. */
export interface TermIndex {
  idf: Map<string, number>;
  /** Highest IDF of a content term: what a word the content never uses weighs. */
  maxIdf: number;
  postings: Map<string, Posting[]>;
  /** Question words and common terms: entry → weight, only added to entries found otherwise. */
  weakPostings: Map<string, Map<number, number>>;
  /** The node of each phrasing (entry). */
  entryNode: number[];
  /** For each term, the nodes whose phrasings use it, in the order they first do. */
  termNodes: Map<string, Set<number>>;
}

/**
 * Builds TF-IDF vectors (binary term frequency, IDF over nodes) of every phrasing, normalised,
 * into an inverted index; question words weigh `weakWeight` of their IDF.
 */
export function buildTermIndex(
  analyzer: Analyzer,
  entries: readonly { node: number; terms: readonly string[] }[],
  weakWeight: number,
  /** Nodes the IDF is taken over: every node, also one whose phrasings gave no terms. */
  nodeCount: number,
): TermIndex {
  const termNodes = new Map<string, Set<number>>();
  for (const { node, terms } of entries) {
    for (const t of terms) {
      const nodes = termNodes.get(t) ?? new Set<number>();
      nodes.add(node);
      termNodes.set(t, nodes);
    }
  }
  const idf = new Map<string, number>();
  let maxIdf = 1;
  for (const [term, nodes] of termNodes) {
    const weak = analyzer.weakTerms.has(term);
    const value = Math.log(1 + nodeCount / nodes.size) * (weak ? weakWeight : 1);
    idf.set(term, value);
    if (!weak) maxIdf = Math.max(maxIdf, value);
  }
  const postings = new Map<string, Posting[]>();
  const weakPostings = new Map<string, Map<number, number>>();
  const entryNode: number[] = [];
  for (const { node, terms } of entries) {
    const weights = terms.map((t) => idf.get(t)!);
    const norm = Math.hypot(...weights);
    const entry = entryNode.push(node) - 1;
    terms.forEach((t, i) => {
      const weight = weights[i]! / norm;
      if (analyzer.weakTerms.has(t)) {
        const map = weakPostings.get(t) ?? new Map<number, number>();
        map.set(entry, weight);
        weakPostings.set(t, map);
      } else {
        const list = postings.get(t) ?? [];
        list.push({ entry, weight });
        postings.set(t, list);
      }
    });
  }
  for (const [term, list] of postings) {
    if (list.length > COMMON_POSTINGS) {
      postings.delete(term);
      weakPostings.set(term, new Map(list.map((p) => [p.entry, p.weight])));
    }
  }
  return { idf, maxIdf, postings, weakPostings, entryNode, termNodes };
}

/**
 * The same index with terms interned to ids and every list in typed arrays, so that scoring a
 * message does one Map lookup per term instead of one per posting, node and term.
 */
export interface CompactIndex {
  ids: Map<string, number>;
  idf: Float64Array;
  /** Per term id: its postings' entries and weights, in the order of `postings`. */
  postEntries: (Int32Array | undefined)[];
  postWeights: (Float64Array | undefined)[];
  /** Per weak term id: its entries in order, and a dense entry → weight table with presence. */
  weakEntries: (Int32Array | undefined)[];
  weakWeight: (Float64Array | undefined)[];
  weakHas: (Uint8Array | undefined)[];
  /** Per term id: the nodes whose phrasings use it. */
  termNodes: Int32Array[];
}

export function compactIndex(index: TermIndex): CompactIndex {
  const ids = new Map<string, number>();
  for (const term of index.termNodes.keys()) ids.set(term, ids.size);
  const size = ids.size;
  const entries = index.entryNode.length;
  const out: CompactIndex = {
    ids,
    idf: new Float64Array(size),
    postEntries: new Array<Int32Array | undefined>(size).fill(undefined),
    postWeights: new Array<Float64Array | undefined>(size).fill(undefined),
    weakEntries: new Array<Int32Array | undefined>(size).fill(undefined),
    weakWeight: new Array<Float64Array | undefined>(size).fill(undefined),
    weakHas: new Array<Uint8Array | undefined>(size).fill(undefined),
    termNodes: [],
  };
  for (const [term, id] of ids) {
    out.idf[id] = index.idf.get(term)!;
    out.termNodes.push(Int32Array.from(index.termNodes.get(term)!));
    const list = index.postings.get(term);
    if (list) {
      out.postEntries[id] = Int32Array.from(list, (p) => p.entry);
      out.postWeights[id] = Float64Array.from(list, (p) => p.weight);
    }
    const weak = index.weakPostings.get(term);
    if (weak) {
      out.weakEntries[id] = Int32Array.from(weak.keys());
      const dense = new Float64Array(entries);
      const has = new Uint8Array(entries);
      for (const [entry, weight] of weak) {
        dense[entry] = weight;
        has[entry] = 1;
      }
      out.weakWeight[id] = dense;
      out.weakHas[id] = has;
    }
  }
  return out;
}

/**
 * Adds each query term's weight times each phrasing's weight into `dot` (by entry), writes the
 * entries touched into `touched` in the order first touched, and returns how many. Both are
 * scratch arrays with a place per entry, reused by every message: a long message touches
 * thousands of phrasings, and a fresh list of them was most of what a message allocated.
 * Common and question terms (weak postings) only add to entries a rarer term found, unless
 * nothing was found: then the content term with the fewest weak postings seeds the search.
 * `isWeak(i)`: term i is a question word.
 */
export function searchEntries(
  index: CompactIndex,
  ids: Int32Array,
  weights: readonly number[],
  queryNorm: number,
  dot: Float64Array,
  touched: Int32Array,
  isWeak: (i: number) => boolean,
): number {
  const count = ids.length;
  let length = 0;
  for (let i = 0; i < count; i++) {
    const id = ids[i]!;
    const entries = id >= 0 ? index.postEntries[id] : undefined;
    if (!entries) continue;
    const postWeights = index.postWeights[id]!;
    const q = weights[i]! / queryNorm;
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[k]!;
      if (dot[entry] === 0) touched[length++] = entry;
      dot[entry]! += postWeights[k]! * q;
    }
  }
  // Nothing rarer in the message: the common content word with the fewest phrasings still
  // finds its phrasings; the other common words only add to those. The first such term
  // wins a tie, as a stable sort by size would choose.
  let seed = -1;
  if (length === 0) {
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      const entries = id >= 0 ? index.weakEntries[id] : undefined;
      if (!entries || isWeak(i)) continue;
      if (seed < 0 || entries.length < index.weakEntries[ids[seed]!]!.length) seed = i;
    }
  }
  if (seed >= 0) {
    const id = ids[seed]!;
    const entries = index.weakEntries[id]!;
    const table = index.weakWeight[id]!;
    const q = weights[seed]! / queryNorm;
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[k]!;
      touched[length++] = entry;
      dot[entry] = table[entry]! * q;
    }
  }
  for (let i = 0; i < count; i++) {
    const id = ids[i]!;
    const has = id >= 0 ? index.weakHas[id] : undefined;
    if (!has || i === seed) continue;
    const table = index.weakWeight[id]!;
    const q = weights[i]! / queryNorm;
    for (let k = 0; k < length; k++) {
      const entry = touched[k]!;
      if (has[entry] === 1) dot[entry]! += table[entry]! * q;
    }
  }
  return length;
}
