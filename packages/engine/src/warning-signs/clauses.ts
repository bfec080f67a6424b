import { opensWithQuestionWord } from '../question-parts.js';
import { joinDecimals, spellOutWeeks } from './number-words.js';
import { findValues, type FoundValue } from './values.js';

/** Sentence ends, and clause ends within a sentence ("men": what follows is a new statement). */
// A full stop after a number ends a sentence only before a capital or a word no ordinal is
// followed by: "hvert 4. minutt" is one, «… uke 30. er jeg ok nå?» two (dina-check45).
const SENTENCE_BREAK =
  /[!?]+(?=\s|$)|(?<!\d)\.(?=\s|$)|(?<=\d)\.(?=\s+\p{Lu}|\s+(?:er|e|har|jeg|eg|æ|det|kan|hva|kva|ka|hvordan|korleis|skal|må|bør|blir|går)\s|$)|\n+/u;
/**
 * One group (keep it the only capturing one): `split` keeps the breaks, so a clause knows
 * whether «men» began it.
 */
const CLAUSE_BREAK =
  /([,;:]+(?=\s|$)|(?<!\d)\s[-–—]+\s(?!\d)|\s(?:men|mens)\s|\sog\s(?=(?:jeg|eg|æ)\s)|\s(?=(?:og\s+)?(?:likevel|allikevel|likavel)\s))/iu;
/** A break that is «men». */
const BUT = /^\s+men\s$/iu;
/**
 * A clause that opens with «likevel» turns against what came before as «men» does: «Fissuren er
 * grodd, og likevel er det mørkt blod i avføringen hver dag» (review of ibs-check37's rules).
 */
const YET =
  /^\s*(?:og\s+)?(?:likevel|allikevel|likavel|plutselig|plutseleg|brått|så\s+(?:kom|begynte|byrja|starta|startet|fikk|fekk))\s/iu;
/**
 * An emoji (not ©, ® or ™): the analyser drops it, so it is read as `EMOJI`, a word no negation
 * reaches across: «men det har jeg ikke 😬 har gått ned 8 kilo» denies nothing after it
 * (ibs-tuning16), while «vannet 💦 har gått» stays one phrase.
 */
const EMOJI_RUN =
  /(?![©®™])\p{Extended_Pictographic}[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}]*/gu;
export const EMOJI = 'emoji';
/**
 * Words that make an explanation a guess: «sikkert bare tiss, men det siver klar væske hele
 * tiden» tells the fluid after all (dina-check23), «trodde det var stas å bli slankere, men …»
 * the weight loss. A sure explanation before «men» still explains: «tar jern, men bæsjen er
 * svart».
 */
const HEDGES = new Set([
  'sikkert',
  'sikkart',
  'kanskje',
  'kansje',
  'antakelig',
  'antageligvis',
  'antagelig',
  'trolig',
  'tror',
  'trur',
  'trodde',
  'trudde',
  'muligens',
  'sannsynligvis',
]);
/**
 * Guesses in the past: «trodde det var luft i magen, men det stråler ut i armen» takes the guess
 * back, while «tror det er jerntablettene, men ellers er magen grei» keeps it (reviews of
 * ibs-check38).
 */
const PAST_GUESSES = new Set(['trodde', 'trudde']);

const SENTENCE_BREAKS = new RegExp(SENTENCE_BREAK.source, 'gu');
const NONE: ReadonlySet<number> = new Set();

/** The sentences of the text (split by SENTENCE_BREAK) that end in a «?». */
function questionsIn(text: string): ReadonlySet<number> {
  if (!text.includes('?')) return NONE;
  const questions = new Set<number>();
  [...text.matchAll(SENTENCE_BREAKS)].forEach((m, s) => m[0].includes('?') && questions.add(s));
  return questions;
}

/** First words that deny what the sentence before asked. */
const NO = new Set(['nei', 'neida', 'nope', 'niks', 'nix', 'nah']);
/** Words a bare question may have: «blod i bæsj?», «feber?», «nattlige dobesøk?». */
const BARE_QUESTION = 4;
/** An answer that speaks of what was asked: «det», «den», «han». */
const REFERS_BACK = /^\s*(?:det|den|dette|han|hun|ho)(?=\s|$)/iu;
/**
 * An answer that says «not just that, worse»: «blør litt? nei, ikke litt, det fosser», «vondt?
 * nei, det er helt uutholdelig» (review 30b). Such a «nei» denies nothing.
 */
const STRONGER =
  /(?:^|[^\p{L}])(?:(?:ikke|ikkje|itj)\s+(?:bare|berre|litt|lite)|(?<!(?:ikke|ikkje|itj|noe|noko)\s+)(?<!(?:kunne|hadde|ville|kunna)\s+(?:vært|vaert|vore)\s+)(?:verre|værre|vaerre|verste|mer\s+enn|meir\s+enn|masse|uutholde\p{L}*|uuthalde\p{L}*|ulide\p{L}*|ekstrem\p{L}*|sinnssyk\p{L}*|helvetes|renner|renn|fosser|fossa|tjære\p{L}*|tjaere\p{L}*|tjere\p{L}*|kolsvart|kullsvart|beksvart))(?=$|[^\p{L}])/iu;

/**
 * The clauses of a bare question (at most BARE_QUESTION words, no question word first) that the
 * next sentence answers with «nei»: the writer goes through the signs and denies them, «blod i
 * bæsj? nei heldigvis, bare diaré etter kaffe», «feber? nei. bare kramper etter bønner»
 * (ibs-check37). A question with a question word («hva er det? nei, jeg vet ikke») or more
 * words («er det normalt med blod i bæsjen? nei, tenkte ikke det») may ask about a sign the
 * «nei» does not deny.
 */
function deniedByAnswer({
  words,
  clauseOf,
  sentenceOf,
  clauseTexts,
  buts,
  questions,
}: Omit<Clauses, 'denied'>): ReadonlySet<number> {
  if (questions.size === 0) return NONE;
  const firstClause: number[] = [];
  sentenceOf.forEach((s, c) => (firstClause[s] ??= c));
  const count: number[] = [];
  const first: string[] = [];
  words.forEach((w, i) => {
    const s = sentenceOf[clauseOf[i]!]!;
    count[s] = (count[s] ?? 0) + 1;
    first[s] ??= w;
  });
  // The answer up to a «men» that turns to something else: «nei, men luftplagene er verre»
  // says worse of the gut, «nei men det fosser» of what was asked (reviews of ibs-check38).
  const answer = (s: number) => {
    const parts: string[] = [];
    for (let c = firstClause[s] ?? -1; c >= 0 && sentenceOf[c] === s; c++) {
      if (buts.has(c) && !REFERS_BACK.test(clauseTexts[c]!)) break;
      parts.push(clauseTexts[c]!);
    }
    return parts.join(', ');
  };
  // After a bare «nei.», the next sentence's opening: «nei. verre enn det», «nei. det er mye
  // verre enn det», not «nei. magen er verre etter kaffe».
  const opening = (s: number) => {
    const text = answer(s).trim();
    return text
      .split(/\s+/)
      .slice(0, REFERS_BACK.test(text) ? 5 : 2)
      .join(' ');
  };
  const stronger = (s: number) =>
    STRONGER.test(answer(s + 1)) || ((count[s + 1] ?? 0) <= 1 && STRONGER.test(opening(s + 2)));
  const denied = new Set<number>();
  for (const s of questions) {
    const c = firstClause[s];
    if (
      c === undefined ||
      (count[s] ?? 0) > BARE_QUESTION ||
      !NO.has(first[s + 1] ?? '') ||
      opensWithQuestionWord(clauseTexts[c]!) ||
      stronger(s)
    )
      continue;
    for (let d = c; sentenceOf[d] === s; d++) denied.add(d);
  }
  return denied;
}

/** A message as the detectors read it: its words, numbered by clause and by sentence. */
export interface Clauses {
  text: string;
  words: readonly string[];
  /** Per word, its clause; clauses are numbered in a row through the message. */
  clauseOf: readonly number[];
  /** Per clause, its sentence. */
  sentenceOf: readonly number[];
  /** Per clause, its text as written. */
  clauseTexts: readonly string[];
  /** Clauses that begin with «men» (`explainedIn`). */
  buts: ReadonlySet<number>;
  /** Clauses whose words guess (`HEDGES`). */
  hedged: ReadonlySet<number>;
  /** Clauses that guess in the past (`PAST_GUESSES`), which a «men» after them takes back. */
  pastGuesses: ReadonlySet<number>;
  /** The numbers of the words read for their meaning (`findValues`). */
  values: readonly FoundValue[];
  /** The sentences that end in «?». */
  questions: ReadonlySet<number>;
  /** Clauses of a bare question the next sentence answers «nei» (`deniedByAnswer`). */
  denied: ReadonlySet<number>;
}

/**
 * Splits messages into sentences and clauses and analyses their words, remembering the last
 * message: an engine's detectors (warning signs, feelings, declined questions) all read the
 * same message, and reading it once rather than each time (with two caches in `WordIndex`)
 * took Dina's mean per message on her message sets from 0.44–0.49 to 0.41 ms, fastest of 5
 * rounds each.
 */
export class ClauseReader {
  private last: Clauses | undefined;

  constructor(private readonly toWords: (text: string) => readonly string[]) {}

  read(text: string): Clauses {
    if (this.last?.text === text) return this.last;
    const words: string[] = [];
    const clauseOf: number[] = [];
    const sentenceOf: number[] = [];
    const clauseTexts: string[] = [];
    const buts = new Set<number>();
    const hedged = new Set<number>();
    const pastGuesses = new Set<number>();
    text.split(SENTENCE_BREAK).forEach((sentence, s) => {
      // Split with its breaks kept: clauses at even places, the breaks between them at odd.
      const pieces = sentence.split(CLAUSE_BREAK);
      for (let i = 0; i < pieces.length; i += 2) {
        const clause = pieces[i] ?? '';
        const id = sentenceOf.push(s) - 1;
        if (BUT.test(pieces[i - 1] ?? '') || YET.test(clause)) buts.add(id);
        clauseTexts.push(clause);
        const marked = clause.replace(EMOJI_RUN, ` ${EMOJI} `);
        for (const w of this.toWords(spellOutWeeks(joinDecimals(marked)))) {
          if (HEDGES.has(w)) hedged.add(id);
          if (PAST_GUESSES.has(w)) pastGuesses.add(id);
          words.push(w);
          clauseOf.push(id);
        }
      }
    });
    const values = findValues(words);
    const read = {
      text,
      words,
      clauseOf,
      sentenceOf,
      clauseTexts,
      buts,
      hedged,
      pastGuesses,
      values,
      questions: questionsIn(text),
    };
    // Once per message here, not once per detector (warning signs, feelings, declined kinds).
    this.last = { ...read, denied: deniedByAnswer(read) };
    return this.last;
  }
}
