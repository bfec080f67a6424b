import { fold } from '../fold.js';
import { CONJUNCTION, opensWithQuestionWord } from '../question-parts.js';
import { MessageWords, PatternCompiler, type Phrase, type Slot } from './patterns.js';
import { RuleIndex } from './rule-index.js';
import { SignScorer, type SignModel } from './sign-model.js';
import { ClauseReader, EMOJI } from './clauses.js';

/** One warning sign of a chatbot's content: what it is, where it sends, how it is told. */
export interface WarningSign {
  id: string;
  /** The node that answers it (the urgent answer, or first aid). */
  node: string;
  /**
   * Each rule is a phrase, or a list of phrases that must all occur in the message
   * (see `PatternCompiler` for the pattern language).
   */
  rules: readonly (string | readonly string[])[];
  /**
   * Phrases that explain the sign away when they occur in the same sentence ("blør fra
   * fingeren", "kramper i leggen"); a guessed one only up to a «men» after it (`explainedIn`).
   */
  except?: readonly string[];
  /**
   * Phrases whose words mean something else («sukker i blod» is no blood): where one stands
   * within a clause, no rule of the sign may use its words, but the rest of the sentence still
   * counts («blør mye og har sukker i blodet på 4»), which an `except` would explain away.
   */
  mask?: readonly string[];
  /**
   * The sign is about somebody else, at any time (cancer in the family): clauses about other
   * people or the past count for it.
   */
  anyone?: boolean;
  /**
   * The sign threatens life in anyone present («mannen min puster ikke», «sønnen min har
   * drukket oppvaskmiddel»): clauses about other people count, but what is past, checked or
   * hypothetical is still held back.
   */
  someoneElse?: boolean;
}

/** Warning signs as content data (content/<bot>/warning-signs.yaml). */
export interface WarningSignRules {
  /** Named word lists, used in rules as `@name`. */
  concepts?: Readonly<Record<string, readonly string[]>>;
  /**
   * Words that deny what follows them (`before`, "ikke noe blod") or the verb before them
   * (`after`, "blør ikke"). A rule that uses one of them itself ("kjenner ikke liv") is
   * never denied by it.
   */
  negation?: { before: readonly string[]; after: readonly string[] };
  /** Phrases that make a clause a question about a past pregnancy or a "what if". */
  hypothetical?: readonly string[];
  /** Phrases that keep such a clause about now ("hva gjør jeg hvis babyen ikke sparker i dag"). */
  present?: readonly string[];
  /**
   * Phrases that, opening a sentence, keep the sentence before it about now: «Er det normalt å
   * kaste opp noe som ser ut som kaffegrut? Skjedde akkurat nå.» Only a sentence's first
   * clause counts, so «Hva om vannet går? Hva skjer nå?» stays a question.
   */
  presentBack?: readonly string[];
  /** Phrases that make a clause about somebody else ("kollegaen min", "søstra mi"). */
  others?: readonly string[];
  /** Phrases that keep such a clause about the writer ("kollegaene fant meg på gulvet"). */
  self?: readonly string[];
  /**
   * Phrases that make clauses about somebody else count: that person is whom the chatbot is
   * for ("datteren min er gravid i uke 33 og fikk et anfall"). A denied one does not count
   * ("hun er ikke gravid").
   */
  othersToo?: readonly string[];
  /**
   * Phrases that make a sentence about something over and done ("ble sjekket", "alt var
   * fint"), up to a «men» after them; not when denied: «det har itj gått over» keeps the
   * headache.
   */
  resolved?: readonly string[];
  /**
   * Ordinary words a message may use that are never a typo of a rule's word, though one letter
   * apart: «katten» is no «natten», «lyver» no «lever». Only words the content does not know
   * need saying; its own words are never read as typos already.
   */
  realWords?: readonly string[];
  /** In order of priority: the first sign found is the answer. */
  signs: readonly WarningSign[];
  /**
   * A learnt model that catches warning signs no rule foresaw, answered with `node`
   * (`SignModel`): asked only when no rule fires, about the clauses no rule held back, and for
   * three words or more (LEARNT_MIN_WORDS). The engine lets it yield to `yieldTo` topics.
   */
  model?: SignModel & { node: string; yieldTo?: readonly string[] };
}

/**
 * What the rules made of a message: the sign one found, or the text none held back and how
 * many words it has, for the learnt model.
 */
export type RuleReading = { match: WarningMatch } | { unheld: string; words: number };

/** Why a message was taken as a warning sign, for editors checking a decision. */
export interface WarningMatch {
  sign: string;
  node: string;
  /** The rule that fired, as written in the content. */
  rule: string;
  /** The message's words (folded) that filled the rule. */
  words: string[];
  /** Found by the learnt model, not a rule: its probability (`rule` says it in words). */
  learnt?: number;
}

interface CompiledRule {
  text: string;
  phrases: Phrase[];
  /** The index of its sign in `signs`. */
  sign: number;
}

/** "vet ikke om", "ikke sikker på": a negation that doubts rather than denies. */
const DOUBT = new Set(['om', 'sikker', 'sikkert', 'sikre', 'hvis']);
/**
 * «er det ikke normalt med blod i bæsjen?», «det er ikke vanlig å blø så mye»: what is not
 * normal is not denied (ibs-check34). For a sign only: «ikke normalt å blø» still denies the
 * explanation «normalt å blø» (a doubt word there let explanations hide signs, dina-check34's
 * review).
 */
const NOT_NORMAL = new Set(['normalt', 'normal', 'vanlig', 'vanleg']);
/**
 * "fortalte ikke at søsteren hadde tarmkreft" denies the telling, not what was told; "uten at
 * jeg tar jern" does deny.
 */
const NOT_THAT = new Set(['ikke', 'ikkje']);
/**
 * «klarer ikke (å) slutte å gråte», «får ikke stoppet blødningen»: the negation denies the
 * stopping, not what follows it. Not when the stopping is the rule's own word: «babyen har
 * ikke stoppet å sparke» is no «stoppet å sparke».
 */
const STOPPING = new Set(
  [
    'slutte',
    'slutta',
    'slutter',
    'sluttet',
    'stoppe',
    'stoppa',
    'stoppet',
    'stopper',
    'stanse',
  ].map(fold),
);
/** The position of the stopping that the negation at `i` denies (over an «å»), or -1. */
function stoppingAfter(words: readonly string[], i: number): number {
  const next = words[i + 1] === 'a' ? i + 2 : i + 1;
  return STOPPING.has(words[next] ?? '') ? next : -1;
}
const NEGATION_REACH = 3;
/** The fewest words of a message the learnt model is asked about. */
const LEARNT_MIN_WORDS = 3;
/**
 * How far a negation reaches back to deny an explanation: a list of what it is not is long
 * ("har ikkje ete lakris eller teke jern" does not explain black stool away).
 */
const EXPLANATION_NEGATION_REACH = 6;
/**
 * The clauses an explanation ("fra fingeren", "bare tiss") or something over and done («det
 * gikk over») covers: its whole sentence, except from the first «men» after it on for one in
 * `untilBut` (a guess, `HEDGES` in the explanation's clause; anything `resolved`), and for any
 * from a «men» that speaks of `now` («spiste rødbeter i går, men nå er det blod», dina-check33).
 * A sentence's clauses are numbered in a row, so each explanation covers one run of them.
 */
function explainedIn(
  explanations: ReadonlySet<number>,
  sentenceOf: readonly number[],
  buts: ReadonlySet<number>,
  untilBut: ReadonlySet<number>,
  now: ReadonlySet<number> = NONE,
  /** Guesses a «men» after them takes back: they explain nothing before it either. */
  retract: ReadonlySet<number> = NONE,
): ReadonlySet<number> {
  if (explanations.size === 0) return NONE;
  const covered = new Set<number>();
  for (const e of explanations) {
    let last = e;
    while (last + 1 < sentenceOf.length && sentenceOf[last + 1] === sentenceOf[e]) {
      if (buts.has(last + 1) && (untilBut.has(e) || now.has(last + 1))) break;
      last++;
    }
    // «vondt i brystet, trodde det var luft i magen, men det stråler ut i armen»: a guess the
    // writer turns from with a «men» explains nothing before it either (ibs-check38).
    const retracted =
      retract.has(e) && last + 1 < sentenceOf.length && sentenceOf[last + 1] === sentenceOf[e];
    let first = e;
    while (!retracted && first > 0 && sentenceOf[first - 1] === sentenceOf[e]) first--;
    for (let c = first; c <= last; c++) covered.add(c);
  }
  return covered;
}
/**
 * Words a negation does not reach across: "ingen smerter og vannet har gått", and a new
 * subordinate clause ("får ikke sove fordi magen vekker meg", "ikke spist siden insulinen").
 * It does reach over a list ("ingen hodepine eller flimmer").
 */
const NEGATION_STOP = new Set([
  'og',
  'men',
  'fordi',
  'når',
  'mens',
  'siden',
  'sidan',
  'sia',
  EMOJI,
]);
/**
 * «Svart avføring har jeg ikke hatt»: a sign put first is denied by the negation after the
 * verb and subject that follow it (Norwegian puts the verb second).
 */
const VERB_SECOND = new Set(['har', 'hadde', 'er', 'var']);
const SUBJECT = new Set(['jeg', 'vi']);
/**
 * «slanker meg ikke», «anstrenger seg ikke»: a reflexive verb's pronoun stands between an
 * explanation and its negation (ibs-tuning: «mistet åtte kilo og jeg slanker meg ikke» was
 * explained away). Explanations only: after a sign's words the «ikke» is as often the next
 * clause's («hjelp meg ikke noe juice i huset», «det renner ut av meg ikke vet hva det er»).
 */
const REFLEXIVE = new Set(['meg', 'mæ', 'deg', 'dæ', 'seg', 'sæ', 'oss']);
/**
 * «verken lakris eller blåbær eller jern», «verken blod, feber eller vekttap»: these deny
 * every item of their list, however long, up to the end of the clause.
 */
const NEITHER = new Set(['verken', 'korkje', 'neither']);
/**
 * Words that give a cause («pga», «på grunn av»). A negation stops there after what one cannot
 * do («får ikke sove pga smerter øverst i magen», dina-check34: `INABLE`), and denies the cause
 * it stands right before («ble ikke innlagt pga rier», «ikke på grunn av feber»).
 */
const CAUSE = new Set(['pga', 'grunn', 'grunnet', 'grunna']);
/**
 * Small words a negation reaches a cause over: «tror ikke det er pga jern», «ikke bare pga
 * varmen», «trur ikkje det e pga …» (review of ibs-check38). Folded, as the words are.
 */
const CAUSE_FILLER = new Set([
  'det',
  'den',
  'dette',
  'at',
  'er',
  'e',
  'var',
  'bare',
  'berre',
  'nok',
  'egentlig',
  'helt',
  'heilt',
  'vel',
]);
/** What one cannot do because of a sign («får ikke sove pga …», «klarer ikke sitte pga …»). */
const INABLE = new Set([
  'sove',
  'sova',
  'sovet',
  'spise',
  'spist',
  'ete',
  'jobbe',
  'jobba',
  'sitte',
  'sitja',
  'ga',
  'sta',
  'ligge',
  'puste',
  'hvile',
  'kvile',
  'fungere',
  'konsentrere',
  'natt',
  'natta',
]);
/** «uten», which a negation before it turns into «with» («ikke … uten å blø»). */
const WITHOUT = new Set(['uten', 'utan', 'without']);
/** The word that joins the items of a list a negation reaches over. */
const OR = new Set(['eller', 'el', 'or']);
/** An explanation's negation does reach into its reason: «ikke fordi jeg er redd for magen». */
const EXPLANATION_NEGATION_STOP = new Set(['og', 'men', 'når', 'mens', EMOJI]);

/** A phrase that is only a value ("week<20"): no negation denies a number. */
function isValue(phrase: Phrase): boolean {
  return phrase.length === 1 && phrase[0]!.values.length > 0;
}

/**
 * A phrase that is only an age (`age>=40`) or a haemoglobin value (`hb<12`): a fact about the
 * writer, whatever the tense or mood of its clause ("fylte 60 i fjor", "Hb 10,2, kan IBS gi
 * det?").
 */
function isFact(phrase: Phrase): boolean {
  return isValue(phrase) && phrase[0]!.values.every((v) => v.kind === 'age' || v.kind === 'hb');
}

/** No clause: shared by every empty result (no mask, no context phrase found), never changed. */
const NONE: ReadonlySet<number> = new Set();

/** The clauses of `a` not in `b` (`a` itself when none is). */
function without(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (a.size === 0 || b.size === 0) return a;
  const rest = new Set([...a].filter((c) => !b.has(c)));
  return rest.size === a.size ? a : rest;
}

/** The clauses in `a` or `b` (one of them when the other is empty). */
function union(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  return new Set([...a, ...b]);
}

/** Whether the words at these places stand in one clause. */
const inOneClause = (at: readonly number[], clauseOf: readonly number[]) =>
  clauseOf[at[0]!] === clauseOf[at.at(-1)!];

/**
 * The places of a sign's masked words: within one clause, as an except, so «Skal jeg måle? Blod
 * på papiret» keeps its blood.
 */
function maskedIn(mask: readonly Phrase[], message: MessageWords, clauseOf: readonly number[]) {
  const masked = new Set<number>();
  for (const p of mask)
    for (const at of message.occurrences(p))
      if (inOneClause(at, clauseOf)) for (const i of at) masked.add(i);
  return masked;
}

/**
 * Words that may follow a `presentBack` phrase in its clause: when it happens («i natt», «hver
 * natt», «flere netter i uka nå», «igjen»), as analysed («i» is read as «jeg»).
 */
const TIME_TAIL = new Set([
  'na',
  'akkurat',
  'nettopp',
  'igjen',
  'jeg',
  'natt',
  'natta',
  'netter',
  'kveld',
  'kvelden',
  'dag',
  'dagen',
  'morges',
  'uka',
  'uken',
  'veka',
  'hver',
  'kvar',
  'denne',
  'flere',
  'fleire',
  'ganger',
  'gonger',
  // «for andre gang»
  'for',
  'andre',
  'tredje',
  'gang',
  'gong',
  'her',
]);
/** Words that may open a sentence before a `presentBack` phrase: the conjunctions, and «for». */
const OPENING_CONJUNCTIONS = new Set([...CONJUNCTION, 'for']);
/**
 * Whether a phrase at `at` opens its clause (at the first or second word: «Skjedde akkurat nå»,
 * «Det skjer flere netter i uka nå») and is followed by nothing but when (TIME_TAIL): «Begynte
 * nå med insulin» and «Skjer nå og da at jeg lurer» tell nothing of a sign.
 */
function opensWithTime(
  at: readonly number[],
  words: readonly string[],
  clauseOf: readonly number[],
): boolean {
  const clause = clauseOf[at[0]!]!;
  let start = clauseOf.indexOf(clause);
  // «… når man er gravid? For det skjedde akkurat nå» (dina-check34): a conjunction opening
  // the sentence does not push the phrase out of its opening.
  if (OPENING_CONJUNCTIONS.has(words[start]!)) start++;
  if (at[0]! - start > 1) return false;
  let tail = at[at.length - 1]! + 1;
  while (clauseOf[tail] === clause && TIME_TAIL.has(words[tail]!)) tail++;
  return clauseOf[tail] !== clause;
}

/**
 * The clauses of the sentence before each sentence whose first clause is one of `opening` and
 * tells (`presentBack`): «Hva skjer nå?» asks, and keeps «Hva om vannet går?» a question. An
 * opening clause after a comma tells of the clauses before it in its own sentence: «kan ibs
 * gjøre at man snakker utydelig, det skjedde for en halvtime siden» (ibs-check36).
 */
function sentenceBefore(
  opening: ReadonlySet<number>,
  sentenceOf: readonly number[],
  tells: (clause: number) => boolean,
): ReadonlySet<number> {
  if (opening.size === 0) return NONE;
  const before = new Set<number>();
  for (const c of opening) {
    const s = sentenceOf[c]!;
    if (c === 0 || !tells(c)) continue;
    if (sentenceOf[c - 1] === s) {
      for (let d = c - 1; d >= 0 && sentenceOf[d] === s; d--) before.add(d);
      continue;
    }
    sentenceOf.forEach((t, d) => {
      if (t === s - 1) before.add(d);
    });
  }
  return before;
}

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
  private readonly negationBefore: Slot;
  private readonly negationAfter: Slot;
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
    this.negationBefore = this.compiler.phrase(list(rules.negation?.before ?? []), exact)[0]!;
    this.negationAfter = this.compiler.phrase(list(rules.negation?.after ?? []), exact)[0]!;
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
        if (deniable && this.denied(at, new Set(at), message, clauseOf, true)) continue;
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
        .find((a) => usable(a) && unmasked(a) && !this.denied(a, own, message, clauseOf));
      if (!at) return heldIn();
      filled.push(...at);
    }
    return filled;
  }

  /**
   * A negation within reach before the phrase, inside it, or right after it, in its clause,
   * that is not one of the rule's own words, reaching over a list («ikke X eller Y»); an
   * explanation's negation reaches further (EXPLANATION_NEGATION_REACH).
   */
  private denied(
    at: readonly number[],
    own: ReadonlySet<number>,
    message: MessageWords,
    clauseOf: readonly number[],
    explanation = false,
  ): boolean {
    const start = at[0]!;
    const end = at[at.length - 1]!;
    const clause = clauseOf[start];
    const words = message.words;
    // The negation at `i` denies a stopping that is not the rule's own word (STOPPING).
    const deniesOtherStopping = (i: number) => {
      const stop = stoppingAfter(words, i);
      return stop >= 0 && !own.has(stop);
    };
    // «kan ikke gå på do uten å blø»: a negation and a «uten» after it in one clause affirm
    // what they reach, neither denies.
    const affirmsWithout = (i: number) => {
      if (WITHOUT.has(words[i]!)) {
        for (let j = i - 1; j >= 0 && clauseOf[j] === clause; j--)
          if (!WITHOUT.has(words[j]!) && message.fills(j, this.negationBefore)) return true;
        return false;
      }
      for (let j = i + 1; j < words.length && clauseOf[j] === clause; j++)
        if (WITHOUT.has(words[j]!)) return true;
      return false;
    };
    const deniedCause = (i: number) => {
      if (!CAUSE.has(words[i]!)) return false;
      let before = words[i - 1] === 'pa' || words[i - 1] === 'på' ? i - 2 : i - 1;
      // «tror ikke at det er pga …», «ikke bare pga …»: over at most three small words.
      for (let skipped = 0; skipped < 3 && CAUSE_FILLER.has(words[before] ?? ''); skipped++)
        before--;
      return (
        before >= 0 && clauseOf[before] === clause && message.fills(before, this.negationBefore)
      );
    };
    const afterInability = (i: number) => {
      for (let j = i - 1; j >= Math.max(0, i - 3) && clauseOf[j] === clause; j--)
        if (INABLE.has(words[j]!)) return true;
      return false;
    };
    const denies = (i: number) =>
      clauseOf[i] === clause &&
      !own.has(i) &&
      message.fills(i, this.negationBefore) &&
      !affirmsWithout(i) &&
      !DOUBT.has(words[i + 1] ?? '') &&
      !(!explanation && NOT_NORMAL.has(words[i + 1] ?? '')) &&
      !deniesOtherStopping(i) &&
      !(words[i + 1] === 'at' && NOT_THAT.has(words[i]!));
    let reach = explanation ? EXPLANATION_NEGATION_REACH : NEGATION_REACH;
    const stops = explanation ? EXPLANATION_NEGATION_STOP : NEGATION_STOP;
    // A phrase that opens with its cause («pga varmen») meets the cause first, as one after it.
    const from = CAUSE.has(words[start]!) ? start : start - 1;
    for (let i = from; i >= 0 && clauseOf[i] === clause; i--) {
      if (deniedCause(i)) return true;
      // «ikke sulten pga varmen»: the negation before a cause denies the sign, not the cause
      // that explains it (ibs-check38); right before the cause it denies it (`deniedCause`).
      if (stops.has(words[i]!) || (CAUSE.has(words[i]!) && (explanation || afterInability(i))))
        break;
      // «ingen hevelse i ansikt eller hender»: each «eller» passed lets it reach one more item.
      if (OR.has(words[i]!)) reach += 2;
      if (i >= start - reach ? denies(i) : NEITHER.has(words[i]!) && !own.has(i)) return true;
    }
    for (let i = start + 1; i <= end; i++) if (denies(i)) return true;
    let after =
      VERB_SECOND.has(words[end + 1]!) && SUBJECT.has(words[end + 2]!) ? end + 3 : end + 1;
    if (explanation && REFLEXIVE.has(words[after]!) && !own.has(after)) after++;
    return (
      after < words.length &&
      clauseOf[after] === clause &&
      !own.has(after) &&
      message.fills(after, this.negationAfter)
    );
  }
}
