/**
 * Glucose values in a message ("6,9 etter frokost", "fastende 5.4") become words the content
 * matches on, so the message reaches the general topic it concerns: targets, a high or low
 * reading, or the diagnostic limits. The answer stays general; no value is judged for a person.
 */
const GLUCOSE = /(?:^| )(\d{1,2}(?:,\d)?)(?= |$)/;
const FASTING = /\b(fastende|faste|morgen|morgonen|morgenen|for frokost)\b/;
const AFTER_MEAL = /\b(etter|frokost|lunsj|middag|maltid|maltidet|kveldsmat|mat)\b/;
const TEST =
  /\b(belastning|glukosebelastning|sukkerbelastning|ogtt|sukkertest|test|testen|diagnose)\b/;
const UNIT = /\b(mmol|mmol l|blodsukker|blodsukkeret|verdi|verdien|maling|malingen|malte)\b/;

/** Extra words describing a glucose value in the (folded) text, or none. */
export function glucoseWords(folded: string): string[] {
  const match = GLUCOSE.exec(folded);
  if (!match) return [];
  const value = Number(match[1]!.replace(',', '.'));
  const context =
    FASTING.test(folded) || AFTER_MEAL.test(folded) || TEST.test(folded) || UNIT.test(folded);
  // Without context or a decimal, a number is more likely a week, an age or a count.
  if (!context && !match[1]!.includes(',')) return [];
  if (value < 1.5 || value > 35) return [];
  const words = ['blodsukker', 'malverdi'];
  if (TEST.test(folded)) return [...words, 'diagnose', 'grense'];
  if (value < 4) return [...words, 'lavt'];
  const limit = FASTING.test(folded) ? 5.3 : 6.7;
  return value >= limit ? [...words, 'hoyt'] : words;
}
