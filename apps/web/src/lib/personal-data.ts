/**
 * Patterns that look like something identifying the visitor. Deliberately broad (a warning
 * costs one click), but clinical values such as "7,8 mmol/l", "uke 28", "kl 08.30" or
 * "HbA1c 42" must never match.
 */
const patterns: { kind: PersonalDataKind; re: RegExp }[] = [
  { kind: 'e-post', re: /[^\s@]+@[^\s@]+\.[a-z]{2,}/i },
  // Fødselsnummer or d-nummer: 11 digits, sometimes written 6 + 5.
  { kind: 'personnummer', re: /(?<![\d,.])\d{6}\s?\d{5}(?![\d,.])/ },
  // Norwegian phone numbers: 8 digits, with or without +47 and the usual spacing.
  {
    kind: 'telefonnummer',
    re: /(?<![\d,.])(?:(?:\+|00)47\s?)?(?:\d{8}|\d{3} \d{2} \d{3}|\d{2} \d{2} \d{2} \d{2})(?![\d,.])/,
  },
];

export type PersonalDataKind = 'e-post' | 'personnummer' | 'telefonnummer';

/** What in a message looks like personal data, in the order of `patterns`. */
export function findPersonalData(text: string): PersonalDataKind[] {
  return patterns.filter(({ re }) => re.test(text)).map(({ kind }) => kind);
}
