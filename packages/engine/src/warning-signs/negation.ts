/**
 * Whether a negation denies a phrase a rule found («ikke noe blod», «blør ikke», «verken blod
 * eller feber»), and the words that widen, narrow or stop its reach.
 */
import { fold } from '../fold.js';
import { EMOJI } from './clauses.js';
import type { MessageWords, Slot } from './patterns.js';

/** The content's negation words (`WarningSignRules.negation`), compiled. */
export interface Negation {
  /** Words that deny what follows them ("ikke noe blod"). */
  before: Slot;
  /** Words that deny the verb before them ("blør ikke"). */
  after: Slot;
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
/**
 * How far a negation reaches back to deny an explanation: a list of what it is not is long
 * ("har ikkje ete lakris eller teke jern" does not explain black stool away).
 */
const EXPLANATION_NEGATION_REACH = 6;
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

/**
 * A negation within reach before the phrase, inside it, or right after it, in its clause,
 * that is not one of the rule's own words, reaching over a list («ikke X eller Y»); an
 * explanation's negation reaches further (EXPLANATION_NEGATION_REACH).
 */
export function denied(
  at: readonly number[],
  own: ReadonlySet<number>,
  message: MessageWords,
  clauseOf: readonly number[],
  negation: Negation,
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
        if (!WITHOUT.has(words[j]!) && message.fills(j, negation.before)) return true;
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
    for (let skipped = 0; skipped < 3 && CAUSE_FILLER.has(words[before] ?? ''); skipped++) before--;
    return before >= 0 && clauseOf[before] === clause && message.fills(before, negation.before);
  };
  const afterInability = (i: number) => {
    for (let j = i - 1; j >= Math.max(0, i - 3) && clauseOf[j] === clause; j--)
      if (INABLE.has(words[j]!)) return true;
    return false;
  };
  const denies = (i: number) =>
    clauseOf[i] === clause &&
    !own.has(i) &&
    message.fills(i, negation.before) &&
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
    if (stops.has(words[i]!) || (CAUSE.has(words[i]!) && (explanation || afterInability(i)))) break;
    // «ingen hevelse i ansikt eller hender»: each «eller» passed lets it reach one more item.
    if (OR.has(words[i]!)) reach += 2;
    if (i >= start - reach ? denies(i) : NEITHER.has(words[i]!) && !own.has(i)) return true;
  }
  for (let i = start + 1; i <= end; i++) if (denies(i)) return true;
  let after = VERB_SECOND.has(words[end + 1]!) && SUBJECT.has(words[end + 2]!) ? end + 3 : end + 1;
  if (explanation && REFLEXIVE.has(words[after]!) && !own.has(after)) after++;
  return (
    after < words.length &&
    clauseOf[after] === clause &&
    !own.has(after) &&
    message.fills(after, negation.after)
  );
}
