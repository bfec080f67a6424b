import type { Analyzer } from './analyzer.js';
import { Vocabulary } from './vocabulary.js';

export interface Scored {
  node: number;
  score: number;
}

/** Unknown words weigh as much as the rarest known word: they pull confidence down. */
const UNKNOWN_WEIGHT = 1;
/**
 * A node's score is its best phrasing's cosine blended with its second best: a node that
 * several phrasings support beats one that a single short phrasing happens to fit.
 */
const SECOND_WEIGHT = 0.25;
/**
 * Share of a node's score that comes from coverage: how much of the message (by weight) the
 * node's phrasings use anywhere. The rest is the best phrasings' cosine.
 */
const COVERAGE_WEIGHT = 0.3;
/** Question words weigh this share of their IDF. */
const WEAK_WEIGHT = 0.3;
/**
 * A term in more phrasings than this is common: like a question word, it only adds to
 * phrasings a rarer term found (unless the message has nothing rarer), which keeps lookups
 * fast in large content.
 */
const COMMON_POSTINGS = 300;
/** Analysed words kept for reuse; most messages repeat words seen before. */
const CACHE_LIMIT = 50_000;

interface Posting {
  /** Index of the phrasing. */
  entry: number;
  weight: number;
}

/**
 * Lexical retrieval over stems: TF-IDF vectors (binary term frequency, IDF over nodes) of
 * every example phrasing, searched through an inverted index. A node scores the best cosine
 * of any of its phrasings, so a score is in [0, 1] and means the same in every chatbot.
 * Question words only add to phrasings that a content word already found, which keeps a
 * lookup cheap however many phrasings contain "hva".
 */
export class Matcher {
  readonly vocabulary = new Vocabulary();
  private readonly idf = new Map<string, number>();
  private readonly postings = new Map<string, Posting[]>();
  private readonly weakPostings = new Map<string, Map<number, number>>();
  private readonly entryNode: number[] = [];
  /** For each term, the nodes whose phrasings use it. */
  private readonly nodesWithTerm = new Map<string, Set<number>>();
  private readonly cache = new Map<string, { terms: string[]; unknown: string[] }>();
  private maxIdf = 1;
  // Scratch space reused by every lookup (the engine is synchronous, so lookups never overlap).
  private dot = new Float64Array(0);
  private first = new Float64Array(0);
  private second = new Float64Array(0);

  constructor(
    private readonly analyzer: Analyzer,
    texts: readonly { node: number; texts: readonly string[] }[],
  ) {
    const words = texts.map(({ node, texts: t }) => ({
      node,
      words: t.map((x) => analyzer.words(x)),
    }));
    for (const { words: list } of words) {
      for (const w of list.flat()) if (!analyzer.isStopword(w)) this.vocabulary.add(w);
    }
    for (const form of analyzer.variantForms())
      if (!analyzer.isStopword(form)) this.vocabulary.add(form);
    this.vocabulary.seal();

    const entryTerms: { node: number; terms: string[] }[] = [];
    const nodesWithTerm = this.nodesWithTerm;
    for (const { node, words: list } of words) {
      for (const w of list) {
        const { terms } = this.analyze(w);
        if (terms.length === 0) continue;
        entryTerms.push({ node, terms });
        for (const t of terms) {
          const set = nodesWithTerm.get(t) ?? new Set<number>();
          set.add(node);
          nodesWithTerm.set(t, set);
        }
      }
    }
    const nodeCount = new Set(texts.map((t) => t.node)).size;
    for (const [term, nodes] of nodesWithTerm) {
      const weak = analyzer.weakTerms.has(term);
      const idf = Math.log(1 + nodeCount / nodes.size) * (weak ? WEAK_WEIGHT : 1);
      this.idf.set(term, idf);
      if (!weak) this.maxIdf = Math.max(this.maxIdf, idf);
    }
    for (const { node, terms } of entryTerms) {
      const weights = terms.map((t) => this.idf.get(t)!);
      const norm = Math.hypot(...weights);
      const entry = this.entryNode.push(node) - 1;
      terms.forEach((t, i) => {
        const weight = weights[i]! / norm;
        if (analyzer.weakTerms.has(t)) {
          const map = this.weakPostings.get(t) ?? new Map<number, number>();
          map.set(entry, weight);
          this.weakPostings.set(t, map);
        } else {
          const list = this.postings.get(t) ?? [];
          list.push({ entry, weight });
          this.postings.set(t, list);
        }
      });
    }
    for (const [term, list] of this.postings) {
      if (list.length > COMMON_POSTINGS) {
        this.postings.delete(term);
        this.weakPostings.set(term, new Map(list.map((p) => [p.entry, p.weight])));
      }
    }
    this.dot = new Float64Array(this.entryNode.length);
    const nodes = Math.max(0, ...texts.map((t) => t.node)) + 1;
    this.first = new Float64Array(nodes);
    this.second = new Float64Array(nodes);
  }

  /** Terms of a message, with each word's analysis remembered. */
  private analyze(words: readonly string[]): { terms: string[]; unknown: string[] } {
    const terms = new Set<string>();
    const unknown: string[] = [];
    for (const word of words) {
      let result = this.cache.get(word);
      if (!result) {
        result = this.analyzer.terms([word], this.vocabulary);
        if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
        this.cache.set(word, result);
      }
      for (const t of result.terms) terms.add(t);
      unknown.push(...result.unknown);
    }
    return { terms: [...terms], unknown };
  }

  /**
   * Every node sharing a content word with the message, best first. `boosted` words (derived
   * from the message, such as those describing a glucose value) weigh double.
   */
  score(words: readonly string[], boosted: readonly string[] = []): Scored[] {
    const { terms, unknown } = this.analyze([...words, ...boosted]);
    const boostedTerms = new Set(this.analyze(boosted).terms);
    const unknownSet = new Set(unknown);
    const weights = terms.map(
      (t) =>
        (this.idf.get(t) ??
          (unknownSet.has(t) || !this.analyzer.weakTerms.has(t)
            ? this.maxIdf * UNKNOWN_WEIGHT
            : 0)) * (boostedTerms.has(t) ? 2 : 1),
    );
    const queryNorm = Math.hypot(...weights);
    if (queryNorm === 0) return [];
    const { dot, first, second, entryNode } = this;
    const touched: number[] = [];
    terms.forEach((t, i) => {
      const q = weights[i]! / queryNorm;
      for (const { entry, weight } of this.postings.get(t) ?? []) {
        if (dot[entry] === 0) touched.push(entry);
        dot[entry]! += weight * q;
      }
    });
    // Nothing rarer in the message: the common content word with the fewest phrasings still
    // finds its phrasings; the other common words only add to those.
    const seed =
      touched.length === 0
        ? terms
            .filter((t) => this.weakPostings.has(t) && !this.analyzer.weakTerms.has(t))
            .sort((a, b) => this.weakPostings.get(a)!.size - this.weakPostings.get(b)!.size)[0]
        : undefined;
    if (seed !== undefined) {
      const q = weights[terms.indexOf(seed)]! / queryNorm;
      for (const [entry, weight] of this.weakPostings.get(seed)!) {
        touched.push(entry);
        dot[entry] = weight * q;
      }
    }
    terms.forEach((t, i) => {
      const weak = this.weakPostings.get(t);
      if (!weak || t === seed) return;
      const q = weights[i]! / queryNorm;
      for (const entry of touched) {
        const weight = weak.get(entry);
        if (weight !== undefined) dot[entry]! += weight * q;
      }
    });
    const nodes: number[] = [];
    for (const entry of touched) {
      const value = dot[entry]!;
      dot[entry] = 0;
      const node = entryNode[entry]!;
      if (first[node] === 0 && second[node] === 0) nodes.push(node);
      if (value > first[node]!) {
        second[node] = first[node]!;
        first[node] = value;
      } else if (value > second[node]!) second[node] = value;
    }
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const ranked = nodes.map((node) => {
      const cosine = first[node]! * (1 - SECOND_WEIGHT) + second[node]! * SECOND_WEIGHT;
      first[node] = 0;
      second[node] = 0;
      let covered = 0;
      terms.forEach((t, i) => {
        if (this.nodesWithTerm.get(t)?.has(node)) covered += weights[i]!;
      });
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      return { node, score: cosine * (1 - COVERAGE_WEIGHT) + coverage * COVERAGE_WEIGHT };
    });
    return ranked.sort((a, b) => b.score - a.score || a.node - b.node);
  }
}
