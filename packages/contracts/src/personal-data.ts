import {
  ACCOUNT,
  ADDRESS,
  BIRTH_DATE,
  EMAIL,
  LONG_NUMBER,
  NAME,
  NATIONAL_ID,
  PHONE,
  STREET_ADDRESS,
  URL_PATTERN,
} from './personal-data-patterns.js';

/** One kind of personal data, as found by {@link findPersonalData}. */
export type PersonalDataKind = (typeof rules)[number]['kind'];

/** A span of text that looks like personal data. */
export interface PersonalDataMatch {
  kind: PersonalDataKind;
  /** The span as written, separators included. */
  text: string;
}

/**
 * The kinds of personal data the chatbots look for, in the order they are looked for. The web
 * client warns before sending any of them; the server removes them before statistics store a
 * question. E-mail and links come first because they contain digits the number patterns would
 * split; account numbers (4-2-5) before id numbers, whose looser separators would take them;
 * id numbers and phones before dates of birth, since "15.07.65 00565" starts with one and
 * "20-10-19-90" is a phone; phones before long runs because "+4791234567" is a phone, not an anonymous ten-digit number.
 */
const rules = [
  { kind: 'email', pattern: EMAIL },
  { kind: 'url', pattern: URL_PATTERN },
  { kind: 'account', pattern: ACCOUNT },
  { kind: 'nationalId', pattern: NATIONAL_ID },
  { kind: 'phone', pattern: PHONE },
  { kind: 'birthDate', pattern: BIRTH_DATE },
  { kind: 'number', pattern: LONG_NUMBER },
  { kind: 'address', pattern: ADDRESS },
  { kind: 'address', pattern: STREET_ADDRESS },
  { kind: 'name', pattern: NAME },
] as const;

/**
 * Replaces each span of `text` that looks like personal data with what `replace` returns for
 * it, and leaves clinical values ("7,8 mmol/l", "uke 28", "kl 08.30", "fastende 5,4", "12.03")
 * as they are. Pure: the same text always gives the same result.
 *
 * The kinds are replaced one after the other, each on the text the previous left, so a
 * replacement must give the later patterns nothing to match: no digits, "@" or "www.". A
 * bracketed word such as "[telefon]" is safe.
 */
export function replacePersonalData(
  text: string,
  replace: (match: PersonalDataMatch) => string,
): string {
  // `replace` with a global pattern starts from the beginning each time, so sharing the
  // patterns between calls is safe.
  return rules.reduce(
    (rest, { kind, pattern }) => rest.replace(pattern, (span) => replace({ kind, text: span })),
    text,
  );
}

/** The kinds of personal data in `text`, each once, in the order they are looked for. */
export function findPersonalData(text: string): PersonalDataKind[] {
  const found = new Set<PersonalDataKind>();
  // Replacing, not just testing, so an e-mail's digits are never also read as a phone number.
  // The kinds are replaced one after the other, so the set fills in their order.
  replacePersonalData(text, ({ kind }) => {
    found.add(kind);
    return `[${kind}]`;
  });
  return [...found];
}
