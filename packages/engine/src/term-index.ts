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

/** The inverted index of every phrasing's terms, and each node's centroid, ready to search. */
export interface TermIndex {
  idf: Map<string, number>;
  /** Highest IDF of a content term: what a word the content never uses weighs. */
  maxIdf: number;
  postings: Map<string, Posting[]>;
  /** Question words and common terms: entry → weight, only added to entries found otherwise. */
  weakPostings: Map<string, Map<number, number>>;
  /** The node of each phrasing (entry). */
  entryNode: number[];
  /**
   * For each term, the nodes using it and its weight in the node's centroid: IDF times the
   * square root of the share of the node's phrasings that use it, normalised per node.
   */
  centroid: Map<string, Map<number, number>>;
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
  const centroid = new Map<string, Map<number, number>>();
  const textsOf = new Map<number, number>();
  for (const { node, terms } of entries) {
    textsOf.set(node, (textsOf.get(node) ?? 0) + 1);
    for (const t of terms) {
      const counts = centroid.get(t) ?? new Map<number, number>();
      counts.set(node, (counts.get(node) ?? 0) + 1);
      centroid.set(t, counts);
    }
  }
  const idf = new Map<string, number>();
  let maxIdf = 1;
  for (const [term, nodes] of centroid) {
    const weak = analyzer.weakTerms.has(term);
    const value = Math.log(1 + nodeCount / nodes.size) * (weak ? weakWeight : 1);
    idf.set(term, value);
    if (!weak) maxIdf = Math.max(maxIdf, value);
  }
  const centroidNorm = new Map<number, number>();
  for (const [term, counts] of centroid) {
    for (const [node, count] of counts) {
      const w = idf.get(term)! * Math.sqrt(count / textsOf.get(node)!);
      counts.set(node, w);
      centroidNorm.set(node, (centroidNorm.get(node) ?? 0) + w * w);
    }
  }
  for (const counts of centroid.values()) {
    for (const [node, w] of counts) counts.set(node, w / Math.sqrt(centroidNorm.get(node)!));
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
  return { idf, maxIdf, postings, weakPostings, entryNode, centroid };
}
