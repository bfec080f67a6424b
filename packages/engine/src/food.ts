import type { Decision } from './decision.js';
import type { MessagePart } from './question-parts.js';

/**
 * «Kan jeg spise/drikke X?»: a content-defined lexicon of foods and drinks, each kind with the
 * node that answers it, or none when the content has no answer (the bot then says it did not
 * understand instead of guessing). Without it the matcher goes by the verb: "kan jeg drikke
 * kaffe" reached the glucose-test procedure, whose phrasings are full of "drikke".
 */
export interface FoodLexicon {
  /** Words that make a message ask about eating or drinking: spise, drikke, lov, lurt … */
  asks: readonly string[];
  /** Words that may stand beside the food without changing the question: gravid, nå, litt … */
  ignore: readonly string[];
  /** Foods by kind; `node` null: the content has no answer for them. A `*` ends a prefix. */
  kinds: readonly { node: string | null; words: readonly string[] }[];
  /**
   * Other nodes about food (breakfast, meal rhythm …): when the matcher answers a food question
   * with one of them, or with a kind's node, its more specific answer stands.
   */
  keep?: readonly string[];
}

interface WordSet {
  exact: Set<string>;
  prefixes: string[];
}

/**
 * Reads a message that asks only whether a food may be eaten or drunk. Words are compared
 * after the engine's own analysis (lower case, æøå folded, variants), so a list written in
 * bokmål also finds nynorsk and no-æøå spellings the analyzer maps to it.
 */
export class FoodRule {
  private readonly asks: WordSet;
  private readonly ignore: WordSet;
  private readonly kinds: { node: string | null; words: WordSet }[];
  private readonly keep: Set<string>;

  constructor(lexicon: FoodLexicon, analyze: (text: string) => string[]) {
    const set = (words: readonly string[]): WordSet => {
      const exact = new Set<string>();
      const prefixes: string[] = [];
      for (const w of words) {
        const prefix = w.endsWith('*');
        for (const a of analyze(prefix ? w.slice(0, -1) : w)) {
          if (prefix) prefixes.push(a);
          else exact.add(a);
        }
      }
      return { exact, prefixes };
    };
    this.asks = set(lexicon.asks);
    this.ignore = set(lexicon.ignore);
    this.kinds = lexicon.kinds.map((k) => ({ node: k.node, words: set(k.words) }));
    this.keep = new Set([
      ...(lexicon.keep ?? []),
      ...lexicon.kinds.flatMap((k) => (k.node ? [k.node] : [])),
    ]);
  }

  /**
   * The decision for a message that only asks whether a food may be eaten or drunk; undefined
   * leaves the matcher's `decision` standing. An answer about food stands. An answer about
   * anything else (the test procedure for "drikke kaffe") gives way to the food's node, or to
   * the fallback for a food without one: no answer is better than one about something else.
   * When the matcher was unsure, the food's node is offered first in «Mente du …?» rather than
   * answered outright: on held-out messages, answering turned a give-up into a wrong answer.
   */
  decide(
    words: readonly string[],
    decision: Decision,
    isStopword: (word: string) => boolean,
    parts?: () => readonly MessagePart[],
  ): Decision | undefined {
    if (decision.outcome === 'urgent') return undefined;
    if (decision.outcome === 'answer' && this.keep.has(decision.node!)) return undefined;
    const whole = this.kindOf(words, isStopword);
    const kind =
      whole ??
      (parts && words.some((w) => has(this.asks, w))
        ? this.askedOf(parts(), isStopword)
        : undefined);
    if (!kind) return undefined;
    if (!kind.node) return { outcome: 'fallback', node: null, score: 0, candidates: [] };
    // «Kan jeg spise kebab?»: a question of nothing but a food (`whole`), which the matcher also
    // thought of, is answered rather than asked about.
    if (decision.outcome === 'answer' || (whole && decision.candidates.includes(kind.node))) {
      return { outcome: 'answer', node: kind.node, score: 1, candidates: [] };
    }
    const others = decision.candidates.filter((c) => c !== kind.node);
    return {
      outcome: 'clarify',
      node: null,
      score: decision.score,
      candidates: [kind.node, ...others].slice(0, 3),
    };
  }

  /**
   * The kind of food a longer message asks about when its one question is a food question and
   * the rest only tells: «kan jeg drikke kaffe? klarer meg ikke uten» reached the glucose-test
   * procedure through «drikke». Undefined when another part asks something else too («… og hva
   * skal blodsukkeret være?»): then the matcher weighs both.
   */
  private askedOf(
    parts: readonly MessagePart[],
    isStopword: (word: string) => boolean,
  ): { node: string | null } | undefined {
    let first: { text: string; kind: { node: string | null } } | undefined;
    for (const part of parts) {
      if (!part.asks || part.joined) continue;
      const kind = this.kindOf(part.words, isStopword);
      if (!kind) return undefined;
      const text = part.words.join(' ');
      // Another food question is the same one when it is a clause of the first, or of its kind.
      if (first && first.kind.node !== kind.node && !first.text.includes(text)) return undefined;
      first ??= { text, kind };
    }
    return first?.kind;
  }

  /**
   * The kind of the first food in a message's analysed `words` when the message asks about
   * eating or drinking and says nothing else but stop words; undefined otherwise, and the
   * matcher's decision stands ("kan jeg drikke vann før glukosebelastningen" is about the test).
   */
  kindOf(
    words: readonly string[],
    isStopword: (word: string) => boolean,
  ): { node: string | null } | undefined {
    // Most messages ask about no food: leave before any compound is looked into, since this
    // runs on every message.
    if (!words.some((w) => has(this.asks, w))) return undefined;
    let found: { node: string | null } | undefined;
    let asked = false;
    for (const [i, word] of words.entries()) {
      if (has(this.asks, word)) {
        // «fikk jeg dette av å drikke brus?» asks what the food did, not whether it may be had
        // (words are folded: «å» is «a»).
        if (words[i - 1] === 'av' || (words[i - 1] === 'a' && words[i - 2] === 'av'))
          return undefined;
        asked = true;
        continue;
      }
      if (isStopword(word) || /^\d+(,\d+)?$/.test(word)) continue;
      // A word of the lists first, then a compound that ends in one: «skoleboller»,
      // «julekaker», «lørdagskvelden». A listed compound («fiskekaker») wins over its ending.
      const kind = this.kinds.find((k) => has(k.words, word));
      if (kind) {
        found ??= kind;
        continue;
      }
      if (has(this.ignore, word)) continue;
      const part = this.kinds.find((k) => endsWith(k.words, word));
      if (part) found ??= part;
      else if (!endsWith(this.ignore, word)) return undefined;
    }
    return asked ? found : undefined;
  }
}

const has = (set: WordSet, word: string) =>
  set.exact.has(word) || set.prefixes.some((p) => word.startsWith(p));

/**
 * A compound needs a first part of 3+ letters («is» ends «pris» and «ris») and a head of 3+
 * letters: «te» ends «faste» and «teste», so «er det lov å faste» was a question about tea. The
 * few compounds of a two-letter food («softis», «urtete») are listed as words of their own.
 */
const MIN_PART = 3;
const endsWith = (set: WordSet, word: string) => {
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) if (has(set, word.slice(i))) return true;
  return false;
};
