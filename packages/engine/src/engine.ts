import { Analyzer, type LanguageExtension } from './analyzer.js';
import { glucoseWords } from './glucose.js';
import type { MatchWeights } from './match-weights.js';
import { Matcher } from './matcher.js';
import {
  WarningSignDetector,
  type WarningMatch,
  type WarningSignRules,
} from './warning-signs/detector.js';

export interface EngineButton {
  type: 'quick_reply' | 'dialogue_trigger' | 'link' | 'email' | 'phone';
  label: string;
  /** For quick replies and dialogue triggers: the id of the node the button leads to. */
  value: string;
}

/** What the engine needs of a dialogue node. */
export interface EngineNode {
  id: string;
  /** `topic` nodes are matched against messages; `step` nodes are reached only by buttons. */
  kind: 'topic' | 'step';
  phrases: readonly string[];
  keywords: readonly string[];
  buttons: readonly EngineButton[];
}

export interface Thresholds {
  /** Best score needed to answer. */
  answer: number;
  /** Lead over the runner-up needed to answer rather than ask. */
  margin: number;
  /** Best score needed to ask "Mente du …?" rather than fall back. */
  clarify: number;
}

/**
 * Chosen by a sweep over cross-validation of the content's own phrasings
 * (bench/nlu/cross-validate.ts --sweep; the held-out dev set only measures): the most correct
 * answers with under 2 % confidently wrong in every form and 95 % of the out-of-scope tuning
 * messages declined. With 3,004 phrasings, 0.55 with a 0.2 lead gave 74.1 % correct and at
 * most 1.7 % wrong; 0.65 gave 72.3 % and 1.4 %; a 0.15 lead crossed 2 % wrong. A wrong answer
 * is the worst outcome, so the engine asks instead. Falling back is decided on similarity
 * alone (0.6): letting a confident classifier answer down to 0.55 reached 2 % wrong.
 */
export const defaultThresholds: Thresholds = { answer: 0.55, margin: 0.2, clarify: 0.6 };

export interface EngineConfig {
  nodes: readonly EngineNode[];
  language?: LanguageExtension;
  /** Warning signs, detected before any matching. */
  warningSigns?: WarningSignRules;
  thresholds?: Partial<Thresholds>;
  /** How matching weighs its evidence; the defaults are tuned by bench/nlu/cross-validate.ts. */
  weights?: Partial<MatchWeights>;
  /** Node that is never matched: it is the answer when nothing else fits. */
  fallbackNode?: string;
}

export type Outcome = 'answer' | 'clarify' | 'fallback' | 'urgent';

const CORRECTIONS_LIMIT = 20_000;

export interface Decision {
  outcome: Outcome;
  /** The node answered (answer, urgent); null when the engine asks or gives up. */
  node: string | null;
  score: number;
  /** The best 2–3 nodes to offer when asking; for other outcomes, the runners-up considered. */
  candidates: string[];
  /** For an urgent outcome: the warning sign found, and why. */
  warning?: WarningMatch;
}

export interface Context {
  /** The node answered last; its buttons are the first candidates for a short reply. */
  exchangeId?: string | null;
}

const YES = new Set([
  'ja',
  'jo',
  'ja takk',
  'gjerne',
  'ok',
  'okei',
  'mer',
  'mer om det',
  'fortell mer',
  'si mer',
  'ja gjerne',
  'javisst',
]);

/**
 * What to do with the ranked nodes of a message: answer the best when it is clearly ahead,
 * ask between the close ones, or fall back. Kept apart from the matching so that tuning can
 * sweep thresholds over one ranking.
 */
export function decide(
  ranked: readonly { node: string; score: number; similarity?: number }[],
  { answer, margin, clarify }: Thresholds,
): Decision {
  const [best, second] = ranked;
  // Out of scope is told by similarity: the classifier only chooses among nodes that fit.
  if (!best || (best.similarity ?? best.score) < clarify) {
    return {
      outcome: 'fallback',
      node: null,
      score: best?.score ?? 0,
      candidates: ranked.slice(0, 3).map((r) => r.node),
    };
  }
  const lead = best.score - (second?.score ?? 0);
  if (best.score >= answer && lead >= margin) {
    return {
      outcome: 'answer',
      node: best.node,
      score: best.score,
      candidates: ranked.slice(1, 3).map((r) => r.node),
    };
  }
  const close = ranked
    .filter((r) => (r.similarity ?? r.score) >= clarify && best.score - r.score <= 0.25)
    .slice(0, 3);
  return {
    outcome: 'clarify',
    node: null,
    score: best.score,
    candidates: close.map((r) => r.node),
  };
}

/**
 * The dialogue engine: understands a Norwegian message and decides what to answer, using
 * only the nodes it was built from. Pure and deterministic: the same content and message
 * always give the same decision.
 */
export class Engine {
  private readonly analyzer: Analyzer;
  private readonly matcher: Matcher;
  private readonly warningSigns: WarningSignDetector | undefined;
  /** Typo corrections of unknown words, remembered ('' for none). */
  private readonly corrections = new Map<string, string>();
  private readonly nodes: readonly EngineNode[];
  private readonly byId: Map<string, EngineNode>;
  private readonly matchable: Set<number>;
  private readonly thresholds: Thresholds;
  /** Per node, its id and its onward buttons as analysed words, for replies to it. */
  private readonly replies: Map<string, Replies>;

  constructor(config: EngineConfig) {
    this.nodes = config.nodes;
    this.byId = new Map(config.nodes.map((n) => [n.id, n]));
    this.analyzer = new Analyzer(config.language);
    this.thresholds = { ...defaultThresholds, ...config.thresholds };
    const fallback = config.fallbackNode ?? 'fallback';
    this.matchable = new Set(
      config.nodes.flatMap((n, i) => (n.kind === 'topic' && n.id !== fallback ? [i] : [])),
    );
    this.matcher = new Matcher(
      this.analyzer,
      [...this.matchable].map((i) => ({
        node: i,
        texts: [...config.nodes[i]!.phrases, ...config.nodes[i]!.keywords],
      })),
      config.weights,
    );
    this.warningSigns = config.warningSigns
      ? new WarningSignDetector(config.warningSigns, (t) => this.analyzer.words(t))
      : undefined;
    // Analysed once here rather than for every message that replies to a node.
    const said = (text: string) => this.analyzer.words(text).join(' ');
    this.replies = new Map(
      config.nodes.map((n) => [
        n.id,
        {
          id: said(n.id),
          onward: n.buttons
            .filter((b) => b.type === 'quick_reply' || b.type === 'dialogue_trigger')
            .map((b) => {
              const label = this.analyzer.words(b.label);
              return {
                value: b.value,
                label: label.join(' '),
                content: this.analyzer.contentWords(label).join(' '),
              };
            }),
        },
      ]),
    );
  }

  has(nodeId: string): boolean {
    return this.byId.has(nodeId);
  }

  /**
   * The matchable nodes closest to a message, best first, with their scores: what `classify`
   * decides from (before warning signs and follow-ups). For tuning and for editors' tools.
   */
  rank(text: string, limit = 5): { node: string; score: number; similarity: number }[] {
    return this.ranked(this.analyzer.words(text), limit);
  }

  classify(text: string, context: Context = {}): Decision {
    const warning = this.warningSigns?.detect(text, (w) => this.knownWord(w));
    if (warning)
      return { outcome: 'urgent', node: warning.node, score: 1, candidates: [], warning };
    const words = this.analyzer.words(text);
    const current = context.exchangeId ? this.replies.get(context.exchangeId) : undefined;
    const message = words.join(' ');
    // A clicked quick reply sends its target as both message and exchange id.
    if (current && message === current.id) {
      return { outcome: 'answer', node: context.exchangeId!, score: 1, candidates: [] };
    }
    const followUp = current && this.followUp(current, words, message);
    if (followUp) return { outcome: 'answer', node: followUp, score: 1, candidates: [] };
    // `decide` looks at the best three only.
    return decide(this.ranked(words, 3), this.thresholds);
  }

  /** The content's word for a word of a message: itself, the word it is a typo of, or none. */
  private knownWord(word: string): string | undefined {
    const vocabulary = this.matcher.vocabulary;
    // Stop words are known too: "fordi" is never a misspelt "førti".
    if (vocabulary.has(word) || this.analyzer.isStopword(word)) return word;
    let known = this.corrections.get(word);
    if (known === undefined) {
      known = vocabulary.correct(word) ?? '';
      if (this.corrections.size >= CORRECTIONS_LIMIT) this.corrections.clear();
      this.corrections.set(word, known);
    }
    return known === '' ? undefined : known;
  }

  private ranked(words: readonly string[], limit: number) {
    return this.matcher
      .score(words, glucoseWords(words))
      .slice(0, limit)
      .map((r) => ({ node: this.nodes[r.node]!.id, score: r.score, similarity: r.similarity }));
  }

  /**
   * A reply to the node answered last: one of its buttons' labels typed or clicked, or a
   * "yes"/"more" when it offers exactly one way on.
   */
  private followUp(
    current: Replies,
    words: readonly string[],
    message: string,
  ): string | undefined {
    const { onward } = current;
    const labelled = onward.find((b) => b.label === message);
    if (labelled) return labelled.value;
    if (onward.length === 1 && YES.has(message)) return onward[0]!.value;
    const content = this.analyzer.contentWords(words).join(' ');
    if (content === '') return undefined;
    return onward.find((b) => b.content === content)?.value;
  }
}

interface Replies {
  id: string;
  onward: { value: string; label: string; content: string }[];
}
