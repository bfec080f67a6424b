/**
 * Which clauses of a message a sign may not be read in: those an explanation or something over
 * covers, masked words, and the sentence a «skjedde nå» after it keeps about now.
 */
import { CONJUNCTION } from '../question-parts.js';
import type { MessageWords, Phrase } from './patterns.js';

/**
 * The clauses an explanation ("fra fingeren", "bare tiss") or something over and done («det
 * gikk over») covers: its whole sentence, except from the first «men» after it on for one in
 * `untilBut` (a guess, `HEDGES` in the explanation's clause; anything `resolved`), and for any
 * from a «men» that speaks of `now` («spiste rødbeter i går, men nå er det blod», dina-check33).
 * A sentence's clauses are numbered in a row, so each explanation covers one run of them.
 */
export function explainedIn(
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

/** A phrase that is only a value ("week<20"): no negation denies a number. */
export function isValue(phrase: Phrase): boolean {
  return phrase.length === 1 && phrase[0]!.values.length > 0;
}

/**
 * A phrase that is only an age (`age>=40`) or a haemoglobin value (`hb<12`): a fact about the
 * writer, whatever the tense or mood of its clause ("fylte 60 i fjor", "Hb 10,2, kan IBS gi
 * det?").
 */
export function isFact(phrase: Phrase): boolean {
  return isValue(phrase) && phrase[0]!.values.every((v) => v.kind === 'age' || v.kind === 'hb');
}

/** No clause: shared by every empty result (no mask, no context phrase found), never changed. */
export const NONE: ReadonlySet<number> = new Set();

/** The clauses of `a` not in `b` (`a` itself when none is). */
export function without(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (a.size === 0 || b.size === 0) return a;
  const rest = new Set([...a].filter((c) => !b.has(c)));
  return rest.size === a.size ? a : rest;
}

/** The clauses in `a` or `b` (one of them when the other is empty). */
export function union(a: ReadonlySet<number>, b: ReadonlySet<number>): ReadonlySet<number> {
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  return new Set([...a, ...b]);
}

/** Whether the words at these places stand in one clause. */
export const inOneClause = (at: readonly number[], clauseOf: readonly number[]) =>
  clauseOf[at[0]!] === clauseOf[at.at(-1)!];

/**
 * The places of a sign's masked words: within one clause, as an except, so «Skal jeg måle? Blod
 * på papiret» keeps its blood.
 */
export function maskedIn(
  mask: readonly Phrase[],
  message: MessageWords,
  clauseOf: readonly number[],
) {
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
export function opensWithTime(
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
export function sentenceBefore(
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
