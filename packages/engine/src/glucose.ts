import { CLOCK, TWO_DECIMALS } from './warning-signs/values.js';

/**
 * Glucose values in a message ("6,9 etter frokost", "fastende 5.4") become words the content
 * matches on, so the message reaches the general topic it concerns: targets, a high or low
 * reading, or the diagnostic limits. The answer stays general; no value is judged for a person.
 * Works on folded words (æ → e, ø → o, å → a).
 */
const NUMBER = /^\d{1,2}(,\d)?$/;
const FASTING = /^(fastende|faste|morgen\w*|morgon\w*)$/;
const AFTER_MEAL = /^(etter|frokost\w*|lunsj\w*|middag\w*|maltid\w*|kveldsmat\w*|mat\w*)$/;
const TEST = /^((glukose|sukker)?belastning\w*|ogtt|sukkertest\w*|diagnose\w*|test\w*)$/;
const UNIT = /^(mmol|blodsukker\w*|verdi\w*|maling\w*|malte|male)$/;
/** A number next to these is not a glucose value but a week, an age, a duration, an HbA1c or a diabetes type. */
const NOT_GLUCOSE_AFTER =
  /^(ar|arig|uke\w*|kg|kilo\w*|gram|g|time\w*|min\w*|mnd|maned\w*|dag\w*|ganger?|cm|prosent|mmol mol)$/;
const NOT_GLUCOSE_BEFORE = /^(uke|i uke|veke|alder|ar|type|typ)$/;
/** Within two words after these, a number is a body-mass index, an age or a weight. */
const BODY_MEASURE = /^(kmi\w*|bmi\w*|alder\w*|vekt\w*|veier|veide|vog)$/;
const HBA1C = /^(hba1c|a1c|langtidsblodsukker\w*)$/;
/** Two words that ask whether a value passes the target (folded, a target word cut to its stem). */
const ASKS_LIMIT = new Set(['for hoyt', 'for hoy', 'over mal', 'over grense']);

/** Treatment targets in mmol/l, from the chatbot's content (`glucose` in language.yaml). */
export interface GlucoseTargets {
  fasting: number;
  afterMeal: number;
}

/** Extra words describing a glucose value in the (folded) words of a message, or none. */
export function glucoseWords(words: readonly string[], targets: GlucoseTargets): string[] {
  if (words.some((w) => HBA1C.test(w))) return [];
  // «begynte kl 17.30, ferdig 18. Måle 19.30 eller 20?»: where a clock time is told, a whole
  // number is a time too (a meter shows a decimal).
  const timed = words.some((w) => CLOCK.test(w) || TWO_DECIMALS.test(w));
  const index = words.findIndex(
    (w, i) =>
      NUMBER.test(w) &&
      !(timed && !w.includes(',')) &&
      !NOT_GLUCOSE_AFTER.test(words[i + 1] ?? '') &&
      !NOT_GLUCOSE_BEFORE.test(words[i - 1] ?? '') &&
      !words.slice(Math.max(0, i - 2), i).some((w) => BODY_MEASURE.test(w)),
  );
  if (index < 0) return [];
  const raw = words[index]!;
  const value = Number(raw.replace(',', '.'));
  const has = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const context = has(FASTING) || has(AFTER_MEAL) || has(TEST) || has(UNIT);
  // Without context or a decimal, a number is more likely a count than a glucose value.
  if (!context && !raw.includes(',')) return [];
  if (value < 1.5 || value > 35) return [];
  // A whole number of 16 or more beside a test word, with no blood-sugar word, is an age
  // ("jeg er 24 og venter første barn, må jeg testes").
  if (has(TEST) && !has(UNIT) && !raw.includes(',') && value >= 16) return [];
  if (has(TEST)) return ['blodsukker', 'diagnose', 'grense'];
  // "Under 5,3" speaks of a target, not of a reading.
  if (words[index - 1] === 'under') return ['blodsukker', 'malverdi'];
  if (value < 4) return ['blodsukker', 'lavt'];
  // «Er 5,4 over grensen?», «er det for høyt?» ask where the target lies, not what to do.
  if (asksLimit(words)) return ['blodsukker', 'malverdi'];
  const limit = has(FASTING) ? targets.fasting : targets.afterMeal;
  // Over the usual target: a high reading; under it: the targets themselves.
  return value >= limit ? ['blodsukker', 'hoyt', 'maling'] : ['blodsukker', 'malverdi'];
}

/** Whether two words in a row ask if a value passes the target («for høyt», «over målet»). */
function asksLimit(words: readonly string[]): boolean {
  return words.some((w, i) =>
    ASKS_LIMIT.has(`${w} ${words[i + 1] ?? ''}`.replace(/(mal|grense)\w*$/, '$1')),
  );
}
