import { opensWithQuestionWord } from '../question-parts.js';
import { MessageWords, PatternCompiler, type Phrase } from './patterns.js';
import { RuleIndex } from './rule-index.js';
import { SignScorer } from './sign-model.js';
import { ClauseReader } from './clauses.js';
import { denied, type Negation } from './negation.js';
import type { RuleReading, WarningMatch, WarningSign, WarningSignRules } from './rules.js';
import {
  explainedIn,
  inOneClause,
  isFact,
  isValue,
  maskedIn,
  NONE,
  opensWithTime,
  sentenceBefore,
  union,
  without,
} from './scope.js';

export type { RuleReading, WarningMatch, WarningSign, WarningSignRules } from './rules.js';

interface CompiledRule {
  text: string;
  phrases: Phrase[];
  /** The index of its sign in `signs`. */
  sign: number;
}

/** The fewest words of a message the learnt model is asked about. */
const LEARNT_MIN_WORDS = 3;

/**
 * Finds warning signs in a message by concept rules, with negation in scope ("ikke noe
 * blod"), past and hypothetical clauses not counted ("i forrige svangerskap", "hva gjør jeg
 * hvis"), and values read for their meaning (a glucose reading over a limit).
 */
export class WarningSignDetector {
  private readonly compiler: PatternCompiler;
  private readonly signs: {
    sign: WarningSign;
    rules: CompiledRule[];
    except: Phrase[];
    mask: Phrase[];
  }[];
  private readonly negation: Negation;
  private readonly hypothetical: Phrase[];
  private readonly present: Phrase[];
  private readonly presentBack: Phrase[];
  private readonly others: Phrase[];
  private readonly self: Phrase[];
  private readonly othersToo: Phrase[];
  private readonly resolved: Phrase[];
  private readonly model: { scorer: SignScorer; node: string } | undefined;
  private readonly realWords: ReadonlySet<string>;
  private readonly rules: RuleIndex<CompiledRule>;

  constructor(
    rules: WarningSignRules,
    toWords: (text: string) => readonly string[],
    /** Shared by detectors of one engine, which read the same messages (`ClauseReader`). */
    private readonly reader = new ClauseReader(toWords),
  ) {
    this.compiler = new PatternCompiler(rules.concepts ?? {}, toWords);
    const list = (words: readonly string[]) => (words.length > 0 ? words.join('|') : '\u0000');
    const exact = { fuzzy: false };
    this.negation = {
      before: this.compiler.phrase(list(rules.negation?.before ?? []), exact)[0]!,
      after: this.compiler.phrase(list(rules.negation?.after ?? []), exact)[0]!,
    };
    this.hypothetical = (rules.hypothetical ?? []).map((p) => this.compiler.phrase(p, exact));
    this.present = (rules.present ?? []).map((p) => this.compiler.phrase(p, exact));
    this.presentBack = (rules.presentBack ?? []).map((p) => this.compiler.phrase(p, exact));
    this.others = (rules.others ?? []).map((p) => this.compiler.phrase(p, exact));
    this.self = (rules.self ?? []).map((p) => this.compiler.phrase(p, exact));
    this.othersToo = (rules.othersToo ?? []).map((p) => this.compiler.phrase(p, exact));
    this.resolved = (rules.resolved ?? []).map((p) => this.compiler.phrase(p, exact));
    this.model = rules.model && { scorer: new SignScorer(rules.model), node: rules.model.node };
    this.realWords = new Set((rules.realWords ?? []).flatMap((w) => toWords(w)));
    this.signs = rules.signs.map((sign, index) => ({
      sign,
      except: (sign.except ?? []).map((p) => this.compiler.phrase(p, { fuzzy: false })),
      mask: (sign.mask ?? []).map((p) => this.compiler.phrase(p, { fuzzy: false })),
      rules: sign.rules.map((rule) => {
        const texts = typeof rule === 'string' ? [rule] : rule;
        const phrases = texts.map((t) => this.compiler.phrase(t));
        return { text: texts.join(' + '), phrases, sign: index };
      }),
    }));
    const words = this.compiler.words;
    this.rules = new RuleIndex(
      this.signs.flatMap((s) => s.rules),
      (slot) => words.breadth(slot),
    );
  }

  /** A word one of the rules uses as written ("kjent", "blod"), for reading run-together words. */
  knows(word: string): boolean {
    return this.compiler.words.hasExact(word);
  }

  /** The first warning sign the rules or, after them, the learnt model find (`inspect`). */
  detect(
    text: string,
    known: (word: string) => string | undefined = () => undefined,
  ): WarningMatch | undefined {
    const reading = this.inspect(text, known);
    return reading && ('match' in reading ? reading.match : this.learnt(reading));
  }

  /**
   * The first warning sign a rule finds in the message, or, when none does, what is left for
   * the learnt model (`learnt`): asked separately, so an engine that will answer the message
   * anyway does not pay for it. `known` gives the content's own word for a word of the
   * message: the word itself, or the one it is a typo of ("blodsukkern" is "blodsukker", never
   * a misspelt "blodet"; "fiber" is not a misspelt "feber"). Such words are taken as that
   * word; only words the content does not know are matched with a typo.
   */
  inspect(
    text: string,
    known: (word: string) => string | undefined = () => undefined,
  ): RuleReading | undefined {
    const read = this.reader.read(text);
    const { words, clauseOf, sentenceOf, clauseTexts, buts, hedged, pastGuesses, values } = read;
    if (words.length === 0) return undefined;
    const real = (word: string) => (this.realWords.has(word) ? word : known(word));
    const message = new MessageWords(words, values, this.compiler.words, real);
    const now = union(
      this.clausesWith(this.present, message, clauseOf),
      sentenceBefore(
        this.clausesWith(this.presentBack, message, clauseOf, true, (at) =>
          opensWithTime(at, words, clauseOf),
        ),
        sentenceOf,
        // Without a «?», only a question word asks: «Har det nå for andre gang» tells (ibs-check34).
        (c) => !opensWithQuestionWord(clauseTexts[c]!) && !read.questions.has(sentenceOf[c]!),
      ),
    );
    const hypothetical = union(
      without(this.clausesWith(this.hypothetical, message, clauseOf), now),
      read.denied,
    );
    const mine = this.clausesWith(this.self, message, clauseOf);
    let others = without(this.clausesWith(this.others, message, clauseOf), mine);
    // Looked for only when the message speaks of somebody else: most messages do not.
    if (others.size > 0 && this.clausesWith(this.othersToo, message, clauseOf, true).size > 0)
      others = NONE;
    // Something over and checked covers its sentence up to a «men» after it («jordmor sa det
    // var helt normalt men jeg blør mye», dina-check31), and not a clause that speaks of now
    // ("alt var fint i går, men nå har jeg feber").
    const resolved = this.clausesWith(this.resolved, message, clauseOf, true);
    const over = without(explainedIn(resolved, sentenceOf, buts, resolved), now);
    const notNow = union(others, over);
    const notMine = union(hypothetical, notNow);
    const notAnyones = union(hypothetical, over);
    const held = new Set<number>();
    const fitting = this.rules.fitting(message);
    for (let next = 0; next < fitting.length;) {
      // The rules that may fit, a sign at a time, in the signs' order of priority.
      const index = fitting[next]!.sign;
      const possible: CompiledRule[] = [];
      while (next < fitting.length && fitting[next]!.sign === index)
        possible.push(fitting[next++]!);
      const { sign, except, mask } = this.signs[index]!;
      const explainedClauses = explainedIn(
        this.clausesWith(except, message, clauseOf, true),
        sentenceOf,
        buts,
        hedged,
        now,
        pastGuesses,
      );
      // What the sign does not count: an age or an Hb value holds whatever the tense of its
      // clause (`isFact`), so facts skip less.
      const [notTold, notFact] = sign.anyone
        ? [NONE, NONE]
        : sign.someoneElse
          ? [notAnyones, over]
          : [notMine, notNow];
      const skip = union(notTold, explainedClauses);
      const skipFact = union(notFact, explainedClauses);
      const masked = mask.length === 0 ? NONE : maskedIn(mask, message, clauseOf);
      for (const rule of possible) {
        const filled = this.fill(rule, message, clauseOf, skip, skipFact, masked);
        if (filled instanceof Set) for (const c of filled) held.add(c);
        else if (filled) {
          const match = { sign: sign.id, node: sign.node, rule: rule.text };
          return { match: { ...match, words: filled.map((i) => words[i]!) } };
        }
      }
    }
    // The model reads only the clauses no rule spoke of: a sign a rule finds but holds back
    // (denied, in the past, hypothetical, about someone else, explained) stays held back, and
    // «ingen blod i avføringen, men …» is still read for what follows the «men».
    if (held.size === 0) return { unheld: text, words: words.length };
    const rest = clauseTexts.filter((_, c) => !held.has(c));
    return { unheld: rest.join(', '), words: clauseOf.filter((c) => !held.has(c)).length };
  }

  /** What the learnt model says of what the rules left (`inspect`): a sign at its threshold. */
  learnt({ unheld: text, words }: { unheld: string; words: number }): WarningMatch | undefined {
    // A word or two («diaré», «tørr munn») is a topic's keyword, not a situation told: the
    // rules and the topics cover those.
    if (!this.model || words < LEARNT_MIN_WORDS) return undefined;
    const p = this.model.scorer.probability(text);
    if (p < this.model.scorer.threshold) return undefined;
    return {
      sign: 'model',
      node: this.model.node,
      rule: `sannsynlighet ${p.toFixed(2)}`,
      words: [],
      learnt: p,
    };
  }

  /**
   * The clauses in which one of the phrases occurs (within the clause); with `affirmed`, only
   * where it is not denied ("ikke tiss" explains nothing away); with `fits`, only where the
   * occurrence passes it.
   */
  private clausesWith(
    phrases: readonly Phrase[],
    message: MessageWords,
    clauseOf: readonly number[],
    affirmed = false,
    fits?: (at: readonly number[]) => boolean,
  ): ReadonlySet<number> {
    // Most lists occur nowhere in a message: those share one empty set.
    let clauses: Set<number> | undefined;
    for (const p of phrases) {
      for (const at of message.occurrences(p)) {
        // «ikke kjent spark i uke 17»: the week is still a fact.
        const deniable = affirmed && !isValue(p);
        if (deniable && denied(at, new Set(at), message, clauseOf, this.negation, true)) continue;
        if (inOneClause(at, clauseOf) && (!fits || fits(at)))
          (clauses ??= new Set()).add(clauseOf[at[0]!]!);
      }
    }
    return clauses ?? NONE;
  }

  /**
   * The positions that fill every phrase of the rule, each within one clause that is not
   * skipped (hypothetical, or explained away) and where it is not denied; when every phrase
   * occurs but only where it is skipped or denied, the clauses where they occur (held back).
   */
  private fill(
    rule: CompiledRule,
    message: MessageWords,
    clauseOf: readonly number[],
    skip: ReadonlySet<number>,
    skipFact: ReadonlySet<number>,
    masked: ReadonlySet<number>,
  ): number[] | Set<number> | undefined {
    // A place that uses a masked word does not count, but is held back as an explained one
    // was, so the learnt model does not read the masked words as the sign either.
    const unmasked = (at: readonly number[]) => masked.size === 0 || !at.some((i) => masked.has(i));
    const oneClause = (at: readonly number[]) => inOneClause(at, clauseOf);
    const usableIn = (skipped: ReadonlySet<number>) => (at: readonly number[]) =>
      oneClause(at) && !skipped.has(clauseOf[at[0]!]!);
    // A value beside a symptom the rule also needs counts in a question too: «er det farlig å
    // ha 2,8 når man er gravid? jeg skjelver» (dina-check34).
    // Only a number: «høyt» in «er det tegn på høyt blodsukker?» is still asked about.
    const listed = rule.phrases.length > 1;
    const number = (phrase: Phrase) =>
      isValue(phrase) && !this.compiler.words.takesWords(phrase[0]!.id);
    const usableOf = (phrase: Phrase) =>
      usableIn(isFact(phrase) || (listed && number(phrase)) ? skipFact : skip);
    // First the places each phrase could fill, then, with the words the rule itself uses
    // known ("kjenner ikke liv" uses its "ikke"), the first place of each that is not denied.
    const first: (readonly number[])[] = [];
    let held = false;
    for (const phrase of rule.phrases) {
      const all = message.occurrences(phrase);
      const usable = usableOf(phrase);
      const at = all.find((a) => usable(a) && unmasked(a));
      if (at) first.push(at);
      else if (all.some(oneClause)) held = true;
      else return undefined;
    }
    const heldIn = () =>
      new Set(
        rule.phrases.flatMap((p) =>
          message
            .occurrences(p)
            .filter(oneClause)
            .map((at) => clauseOf[at[0]!]!),
        ),
      );
    if (held) return heldIn();
    const own = new Set(first.flat());
    const filled: number[] = [];
    for (const phrase of rule.phrases) {
      const usable = usableOf(phrase);
      const at = message
        .occurrences(phrase)
        .find((a) => usable(a) && unmasked(a) && !denied(a, own, message, clauseOf, this.negation));
      if (!at) return heldIn();
      filled.push(...at);
    }
    return filled;
  }
}
