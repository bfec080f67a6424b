import { idnr } from '@navikt/fnrvalidator';

/** What a scrubbed span is replaced with; Norwegian, since the content team reads them. */
export const piiTokens = {
  nationalId: '[fnr]',
  number: '[nummer]',
  account: '[kontonummer]',
  phone: '[telefon]',
  email: '[e-post]',
  url: '[lenke]',
  address: '[adresse]',
} as const;

// No digit, decimal comma or point touching the match: "7,8" and "12.03" must never be read as
// the tail or head of a longer number.
const NOT_AFTER_NUMBER = String.raw`(?<![\p{N}]|[\p{N}][.,])`;
const NOT_BEFORE_NUMBER = String.raw`(?![\p{N}]|[.,][\p{N}])`;

const bounded = (body: string) =>
  new RegExp(`${NOT_AFTER_NUMBER}(?:${body})${NOT_BEFORE_NUMBER}`, 'gu');

/** RFC 5322 "atext" in the local part, so odd but valid addresses are taken whole. */
const EMAIL =
  /[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}/gu;

/** Links may carry tokens, ids or names in their path and query; the host alone says little. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** Fødselsnummer, d-nummer and h-nummer: 6 + 5 digits, sometimes split as "010190 12345". */
const NATIONAL_ID = bounded(String.raw`\d{6}[ -]?\d{5}`);

/** Norwegian bank account numbers written as 1234.56.78901 or 1234 56 78901. */
const ACCOUNT = bounded(String.raw`\d{4}([ .])\d{2}\1\d{5}`);

/**
 * Any longer run of digits (patient numbers, organisation numbers, card numbers): a safe
 * default, since no clinical value the chatbots care about is nine digits long.
 */
const LONG_NUMBER = bounded(String.raw`\d{9,}`);

/**
 * Norwegian phone numbers: 8 digits starting with 2–9, with an optional +47 / 0047 country
 * code, written together or grouped as 3-2-3, 2-2-2-2 or 4-4 with spaces or hyphens. Dots are
 * not accepted as separators, so dates ("12.03.2024") and decimals survive.
 */
const PHONE = bounded(
  String.raw`(?:(?:\+|00)47[ -]?)?(?:[2-9]\d{7}|[2-9]\d{2}[ -]\d{2}[ -]\d{3}|[2-9]\d[ -]\d{2}[ -]\d{2}[ -]\d{2}|[2-9]\d{3}[ -]\d{4})`,
);

/**
 * "Storgata 12", "Kirkeveien 4b": a street name with a house number. The street word must be
 * part of a longer name, so "på vei 2 timer" is not an address.
 */
const ADDRESS =
  /(?<![\p{L}-])\p{L}{2,}(?:gata|gaten|gate|veien|vegen|vei|veg|plassen|stien|bakken|ringen|svingen|tunet)\s+\d{1,4}\s?[a-h]?(?![\p{L}\p{N}])/giu;

/** The 11 digits of a candidate, if the library accepts them as an identity number. */
function isNationalId(candidate: string): boolean {
  return idnr(candidate.replace(/\D/g, '')).status === 'valid';
}

/**
 * Replaces what could identify a person in a visitor's message with tokens such as [fnr],
 * [telefon] and [e-post], and leaves clinical values ("7,8 mmol/l", "uke 28", "kl 08.30",
 * "12.03") as they are. Pure: the same text always gives the same result.
 *
 * Identity numbers are checked with @navikt/fnrvalidator to name them [fnr]; any other 11-digit
 * number is still removed, as [nummer], because a mistyped id number identifies just as well.
 */
export function scrubPii(text: string): string {
  return (
    text
      // E-mail and links first: they contain digits the number patterns would split.
      .replace(EMAIL, piiTokens.email)
      .replace(URL_PATTERN, piiTokens.url)
      .replace(NATIONAL_ID, (m) => (isNationalId(m) ? piiTokens.nationalId : piiTokens.number))
      .replace(ACCOUNT, piiTokens.account)
      // Phones before long runs: "+4791234567" is a phone, not an anonymous ten-digit number.
      .replace(PHONE, piiTokens.phone)
      .replace(LONG_NUMBER, piiTokens.number)
      .replace(ADDRESS, piiTokens.address)
  );
}
