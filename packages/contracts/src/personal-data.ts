/** One kind of personal data, as found by {@link findPersonalData}. */
export type PersonalDataKind = (typeof rules)[number]['kind'];

/** A span of text that looks like personal data. */
export interface PersonalDataMatch {
  kind: PersonalDataKind;
  /** The span as written, separators included. */
  text: string;
}

// No digit, decimal comma or point touching the match: "7,8" and "12.03" must never be read as
// the tail or head of a longer number, while a full stop after a number still ends a sentence.
const NOT_AFTER_NUMBER = String.raw`(?<![\p{N}]|[\p{N}][.,])`;
const NOT_BEFORE_NUMBER = String.raw`(?![\p{N}]|[.,][\p{N}])`;

const bounded = (body: string) =>
  new RegExp(`${NOT_AFTER_NUMBER}(?:${body})${NOT_BEFORE_NUMBER}`, 'gu');

/** RFC 5322 "atext" in the local part, so odd but valid addresses are taken whole. */
const EMAIL =
  /[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}/gu;

/** Links may carry tokens, ids or names in their path and query; the host alone says little. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/**
 * Fødselsnummer, d-nummer and h-nummer: 6 + 5 digits, sometimes split as "010190 12345". The
 * shape alone decides, since a mistyped number identifies as well; `isNationalIdNumber` tells
 * the real ones apart.
 */
const NATIONAL_ID = bounded(String.raw`\d{6}[ -]?\d{5}`);

/** Norwegian bank account numbers written as 1234.56.78901 or 1234 56 78901. */
const ACCOUNT = bounded(String.raw`\d{4}([ .])\d{2}\1\d{5}`);

/**
 * Norwegian phone numbers: 8 digits starting with 2–9 (0 and 1 start no subscriber number, so
 * "12345678" stays a number), with an optional +47 / 0047 country code, written together or
 * grouped as 3-2-3, 2-2-2-2 or 4-4 with spaces or hyphens. Dots are not accepted as
 * separators, so dates ("12.03.2024") and decimals survive.
 */
const PHONE = bounded(
  String.raw`(?:(?:\+|00)47[ -]?)?(?:[2-9]\d{7}|[2-9]\d{2}[ -]\d{2}[ -]\d{3}|[2-9]\d[ -]\d{2}[ -]\d{2}[ -]\d{2}|[2-9]\d{3}[ -]\d{4})`,
);

/**
 * Any longer run of digits (patient numbers, organisation numbers, card numbers): a safe
 * default, since no clinical value the chatbots care about is nine digits long.
 */
const LONG_NUMBER = bounded(String.raw`\d{9,}`);

/**
 * "Storgata 12", "Kirkeveien 4b": a street name with a house number. The street word must be
 * part of a longer name, so "på vei 2 timer" is not an address.
 */
const ADDRESS =
  /(?<![\p{L}-])\p{L}{2,}(?:gata|gaten|gate|veien|vegen|vei|veg|plassen|stien|bakken|ringen|svingen|tunet)\s+\d{1,4}\s?[a-h]?(?![\p{L}\p{N}])/giu;

/**
 * The kinds of personal data the chatbots look for, in the order they are looked for. The web
 * client warns before sending any of them; the server removes them before statistics store a
 * question. E-mail and links come first because they contain digits the number patterns would
 * split; phones come before long runs because "+4791234567" is a phone, not an anonymous
 * ten-digit number.
 */
const rules = [
  { kind: 'email', pattern: EMAIL },
  { kind: 'url', pattern: URL_PATTERN },
  { kind: 'nationalId', pattern: NATIONAL_ID },
  { kind: 'account', pattern: ACCOUNT },
  { kind: 'phone', pattern: PHONE },
  { kind: 'number', pattern: LONG_NUMBER },
  { kind: 'address', pattern: ADDRESS },
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
