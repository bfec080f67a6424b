import type { Analyzer } from './analyzer.js';
import { CharGramIndex } from './char-grams.js';
import { Classifier } from './classifier.js';
import { stem } from './stem.js';
import { buildTermIndex, type Posting } from './term-index.js';
import { defaultWeights, type MatchWeights } from './match-weights.js';
import { Vocabulary } from './vocabulary.js';

export interface Scored {
  node: number;
  /** Confidence that the message means this node: similarity blended with the classifier. */
  score: number;
  /** How well the message's words fit the node's phrasings, in [0, 1]. */
  similarity: number;
}

/** Nodes, best by similarity, that the classifier re-weighs. */
const RESCORED = 8;
/** Rivals each phrasing is trained against, and how many nodes a term may be in to find them. */
const RIVALS = 16;
const RIVAL_TERM_NODES = 64;
/** Analysed words kept for reuse; most messages repeat words seen before. */
const CACHE_LIMIT = 50_000;

/**
 * Lexical retrieval over stems: TF-IDF vectors (binary term frequency, IDF over nodes) of
 * every example phrasing, searched through an inverted index. A node scores the best cosine
 * of any of its phrasings, so a score is in [0, 1] and means the same in every chatbot.
 * Question words only add to phrasings that a content word already found, which keeps a
 * lookup cheap however many phrasings contain "hva".
 */
export class Matcher {
  readonly vocabulary = new Vocabulary();
  private readonly idf: Map<string, number>;
  private readonly postings: Map<string, Posting[]>;
  private readonly weakPostings: Map<string, Map<number, number>>;
  private readonly entryNode: number[];
  private readonly cache = new Map<string, { terms: string[]; unknown: string[] }>();
  private readonly maxIdf: number;
  // Scratch space reused by every lookup (the engine is synchronous, so lookups never overlap).
  private dot = new Float64Array(0);
  private first = new Float64Array(0);
  private second = new Float64Array(0);

  /** For each term, the nodes using it and its normalised weight in each node's centroid. */
  private readonly centroid: Map<string, Map<number, number>>;
  private readonly weights: MatchWeights;
  private readonly classifier: Classifier;
  private readonly chars: CharGramIndex;

  constructor(
    private readonly analyzer: Analyzer,
    texts: readonly { node: number; texts: readonly string[] }[],
    weights: Partial<MatchWeights> = {},
  ) {
    this.weights = { ...defaultWeights, ...weights };
    const { weak: WEAK_WEIGHT } = this.weights;
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
    const gramEntries: { node: number; words: string[] }[] = [];
    for (const { node, words: list } of words) {
      for (const w of list) {
        const { terms, conversational } = this.termsOf(w);
        if (terms.length === 0) continue;
        gramEntries.push({ node, words: this.gramWords(w, conversational) });
        entryTerms.push({ node, terms });
      }
    }
    ({
      idf: this.idf,
      maxIdf: this.maxIdf,
      postings: this.postings,
      weakPostings: this.weakPostings,
      entryNode: this.entryNode,
      centroid: this.centroid,
    } = buildTermIndex(analyzer, entryTerms, WEAK_WEIGHT, new Set(texts.map((t) => t.node)).size));
    // Rivals: the nodes sharing the rarest terms with a phrasing. Capped, and common terms
    // skipped, so training stays proportional to the content however large it grows.
    this.classifier = new Classifier(entryTerms, (terms) => {
      const shared = new Map<number, number>();
      for (const t of terms) {
        const nodes = this.centroid.get(t);
        if (analyzer.weakTerms.has(t) || !nodes || nodes.size > RIVAL_TERM_NODES) continue;
        const idf = this.idf.get(t)!;
        for (const node of nodes.keys()) shared.set(node, (shared.get(node) ?? 0) + idf);
      }
      const rivals = [...shared].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, RIVALS);
      return new Set(rivals.map(([node]) => node));
    });
    this.chars = new CharGramIndex(gramEntries);
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
   * A text's terms; when it has no content word besides question words ("hvem er du",
   * "kva kan eg spørje om"), the stems of all its words, so that conversational phrasings
   * made only of stop words can still be learnt and matched.
   */
  private termsOf(words: readonly string[]): {
    terms: string[];
    unknown: string[];
    conversational: boolean;
  } {
    const result = this.analyze(words);
    if (result.terms.some((t) => !this.analyzer.weakTerms.has(t)))
      return { ...result, conversational: false };
    const terms = [...new Set(words.filter((w) => !/^\d/.test(w)).map(stem))];
    return { terms, unknown: [], conversational: true };
  }

  /** The words compared by character n-grams: like `termsOf`, all words when no content word. */
  private gramWords(words: readonly string[], conversational: boolean): string[] {
    return conversational ? words.slice() : this.analyzer.contentWords(words);
  }

  /**
   * Every node sharing a content word with the message, best first. `boosted` words (derived
   * from the message, such as those describing a glucose value) weigh double.
   */
  score(words: readonly string[], boosted: readonly string[] = []): Scored[] {
    const { terms, unknown, conversational } = this.termsOf([...words, ...boosted]);
    const boostedTerms = new Set(this.analyze(boosted).terms);
    const unknownSet = new Set(unknown);
    const weights = terms.map(
      (t) =>
        (this.idf.get(t) ??
          (unknownSet.has(t) || !this.analyzer.weakTerms.has(t)
            ? this.maxIdf * this.weights.unknown
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
    const w = this.weights;
    const ranked = nodes.map((node) => {
      const cosine = first[node]! * (1 - w.second) + second[node]! * w.second;
      first[node] = 0;
      second[node] = 0;
      let covered = 0;
      let centroid = 0;
      terms.forEach((t, i) => {
        const c = this.centroid.get(t)?.get(node);
        if (c === undefined) return;
        covered += weights[i]!;
        centroid += (c * weights[i]!) / queryNorm;
      });
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      const score =
        cosine * (1 - w.coverage - w.centroid) + coverage * w.coverage + centroid * w.centroid;
      return { node, score, similarity: score };
    });
    ranked.sort((a, b) => b.score - a.score || a.node - b.node);
    if (w.chars > 0 && ranked.length > 0) {
      const query = this.chars.query(this.gramWords([...words, ...boosted], conversational));
      for (const r of ranked.slice(0, RESCORED)) {
        r.similarity = r.score =
          r.score * (1 - w.chars) + this.chars.similarity(query, r.node) * w.chars;
      }
      ranked.sort((a, b) => b.score - a.score || a.node - b.node);
    }
    if (w.classifier === 0 || ranked.length === 0) return ranked;
    const top = ranked.slice(0, RESCORED);
    const p = this.classifier.probabilities(
      terms,
      top.map((r) => r.node),
    );
    top.forEach((r, i) => (r.score = r.score * (1 - w.classifier) + p[i]! * w.classifier));
    return [...top.sort((a, b) => b.score - a.score || a.node - b.node), ...ranked.slice(RESCORED)];
  }
}
