import type { Analyzer } from './analyzer.js';
import { CharGramIndex } from './char-grams.js';
import { Classifier } from './classifier.js';
import { stem } from './stem.js';
import { buildTermIndex, compactIndex, searchEntries, type CompactIndex } from './term-index.js';
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
  private readonly index: CompactIndex;
  private readonly entryNode: number[];
  private readonly cache = new Map<string, { terms: string[]; unknown: string[] }>();
  private readonly maxIdf: number;
  // Scratch space reused by every lookup (the engine is synchronous, so lookups never overlap).
  private dot = new Float64Array(0);
  private touched = new Int32Array(0);
  private first = new Float64Array(0);
  private second = new Float64Array(0);
  private covered = new Float64Array(0);
  private ranked = new Uint8Array(0);
  private scoreOf = new Float64Array(0);

  private readonly weights: MatchWeights;
  private readonly classifier: Classifier;
  private readonly chars: CharGramIndex;

  constructor(
    private readonly analyzer: Analyzer,
    texts: readonly { node: number; texts: readonly string[] }[],
    weights: Partial<MatchWeights> = {},
    examples: readonly { node: number; text: string }[] = [],
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
    const index = buildTermIndex(
      analyzer,
      entryTerms,
      WEAK_WEIGHT,
      new Set(texts.map((t) => t.node)).size,
    );
    ({ maxIdf: this.maxIdf, entryNode: this.entryNode } = index);
    const compact = compactIndex(index);
    this.index = compact;
    // Messages as visitors write them teach the classifier which of their words tell topics
    // apart and which are only context («uke 30», «fikk diagnosen i går», a worry); those of no
    // node (-1), which words belong to questions out of scope. They are
    // not phrasings: in the similarity their context words would make every long message look
    // like every long example.
    const exampleTerms = examples.flatMap(({ node, text }) => {
      const { terms } = this.termsOf(analyzer.words(text));
      return terms.length > 0 ? [{ node, terms }] : [];
    });
    // Rivals: the nodes sharing the rarest terms with a phrasing. Capped, and common terms
    // skipped, so training stays proportional to the content however large it grows.
    this.classifier = new Classifier([...entryTerms, ...exampleTerms], (terms) => {
      const shared = new Map<number, number>();
      for (const t of terms) {
        const id = compact.ids.get(t);
        if (analyzer.weakTerms.has(t) || id === undefined) continue;
        const nodes = compact.termNodes[id]!;
        if (nodes.length > RIVAL_TERM_NODES) continue;
        const idf = compact.idf[id]!;
        for (const node of nodes) shared.set(node, (shared.get(node) ?? 0) + idf);
      }
      const rivals = [...shared].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, RIVALS);
      return new Set(rivals.map(([node]) => node));
    });
    this.chars = new CharGramIndex(gramEntries);
    this.dot = new Float64Array(this.entryNode.length);
    this.touched = new Int32Array(this.entryNode.length);
    const nodes = Math.max(0, ...texts.map((t) => t.node)) + 1;
    this.first = new Float64Array(nodes);
    this.second = new Float64Array(nodes);
    this.covered = new Float64Array(nodes);
    this.ranked = new Uint8Array(nodes);
    this.scoreOf = new Float64Array(nodes);
  }

  /** How many nodes use the terms of `words`, at most (0 when none is known). */
  nodesUsing(words: readonly string[]): number {
    let most = 0;
    for (const t of this.analyze(words).terms) {
      const id = this.index.ids.get(t);
      if (id !== undefined) most = Math.max(most, this.index.termNodes[id]!.length);
    }
    return most;
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
   * The nodes sharing a content word with the message, best first: at least the best `limit`
   * exactly as if every such node were ranked. `boosted` words (derived from the message, such
   * as those describing a glucose value) weigh double.
   */
  score(words: readonly string[], boosted: readonly string[] = [], limit = Infinity): Scored[] {
    const { terms, unknown, conversational } = this.termsOf([...words, ...boosted]);
    const boostedTerms = boosted.length > 0 ? new Set(this.analyze(boosted).terms) : undefined;
    const unknownSet = new Set(unknown);
    const index = this.index;
    const count = terms.length;
    // Term ids (-1: not in the content), looked up once per message.
    const ids = new Int32Array(count);
    const weights: number[] = [];
    for (let i = 0; i < count; i++) {
      const t = terms[i]!;
      const id = index.ids.get(t) ?? -1;
      ids[i] = id;
      const base =
        id >= 0
          ? index.idf[id]!
          : unknownSet.has(t) || !this.analyzer.weakTerms.has(t)
            ? this.maxIdf * this.weights.unknown
            : 0;
      weights.push(base * (boostedTerms?.has(t) ? 2 : 1));
    }
    const queryNorm = Math.hypot(...weights);
    if (queryNorm === 0) return [];
    const { dot, touched, first, second, entryNode } = this;
    const length = searchEntries(index, ids, weights, queryNorm, dot, touched, (i) =>
      this.analyzer.weakTerms.has(terms[i]!),
    );
    const nodes: number[] = [];
    const { covered, ranked: isRanked } = this;
    for (let k = 0; k < length; k++) {
      const entry = touched[k]!;
      const value = dot[entry]!;
      dot[entry] = 0;
      const node = entryNode[entry]!;
      if (isRanked[node] === 0) {
        isRanked[node] = 1;
        nodes.push(node);
      }
      if (value > first[node]!) {
        second[node] = first[node]!;
        first[node] = value;
      } else if (value > second[node]!) second[node] = value;
    }
    let totalWeight = 0;
    for (let i = 0; i < count; i++) totalWeight += weights[i]!;
    // Coverage per found node, summed term by term (the same order as per node).
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      if (id < 0) continue;
      const termNodes = index.termNodes[id]!;
      const weight = weights[i]!;
      for (let k = 0; k < termNodes.length; k++) {
        const node = termNodes[k]!;
        if (isRanked[node] === 1) covered[node]! += weight;
      }
    }
    const w = this.weights;
    const { scoreOf } = this;
    for (const node of nodes) {
      const cosine = first[node]! * (1 - w.second) + second[node]! * w.second;
      const coverage = totalWeight > 0 ? covered[node]! / totalWeight : 0;
      first[node] = 0;
      second[node] = 0;
      covered[node] = 0;
      isRanked[node] = 0;
      scoreOf[node] = cosine * (1 - w.coverage) + coverage * w.coverage;
    }
    // The best `limit` after re-weighing come from the best RESCORED re-weighed and the next
    // best as they are, so the 2 · RESCORED + limit best are all that need ranking: most of a
    // long message's nodes are never made into objects nor sorted.
    const ranked = best(nodes, scoreOf, 2 * RESCORED + limit).map((node): Scored => ({
      node,
      score: scoreOf[node]!,
      similarity: scoreOf[node]!,
    }));
    if (w.chars > 0 && ranked.length > 0) {
      const query = this.chars.query(this.gramWords([...words, ...boosted], conversational));
      const rescored = ranked.slice(0, RESCORED);
      const chars = this.chars.similarities(
        query,
        rescored.map((r) => r.node),
      );
      rescored.forEach((r, i) => {
        r.similarity = r.score = r.score * (1 - w.chars) + chars[i]! * w.chars;
      });
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

/**
 * The `count` nodes of highest score, best first, ties by lower node: the order of sorting them
 * all by (score descending, node ascending), without sorting them all.
 */
export function best(nodes: readonly number[], scoreOf: Float64Array, count: number): number[] {
  const out: number[] = [];
  const before = (a: number, b: number) =>
    scoreOf[a]! > scoreOf[b]! || (scoreOf[a] === scoreOf[b] && a < b);
  for (const node of nodes) {
    if (out.length >= count && !before(node, out[out.length - 1]!)) continue;
    let i = Math.min(out.length, count - 1);
    if (out.length < count) out.push(node);
    while (i > 0 && before(node, out[i - 1]!)) {
      out[i] = out[i - 1]!;
      i--;
    }
    out[i] = node;
  }
  return out;
}
