// The patterns behind `findPersonalData`, one per kind of personal data. Each is global and
// Unicode-aware; see `personal-data.ts` for the order they run in.

// No digit, decimal comma or point touching the match: "7,8" and "12.03" must never be read as
// the tail or head of a longer number, while a full stop after a number still ends a sentence.
export const NOT_AFTER_NUMBER = String.raw`(?<![\p{N}]|[\p{N}][.,])`;
export const NOT_BEFORE_NUMBER = String.raw`(?![\p{N}]|[.,][\p{N}])`;

const bounded = (body: string) =>
  new RegExp(`${NOT_AFTER_NUMBER}(?:${body})${NOT_BEFORE_NUMBER}`, 'gu');

/** RFC 5322 "atext" in the local part, so odd but valid addresses are taken whole. */
export const EMAIL =
  /[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,}/gu;

/** Links may carry tokens, ids or names in their path and query; the host alone says little. */
export const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** One optional separator inside a written number: space, dot, slash or dash. */
const SEP = String.raw`(?:\s?[./–-]\s?|\s)?`;

/**
 * Fødselsnummer, d-nummer and h-nummer: 6 + 5 digits, written together or split as people
 * write them: "010190 12345", "01.01.90 12345", "01-01-90-12345", "01 01 90 123 45". The shape
 * alone decides, since a mistyped number identifies as well; `isNationalIdNumber` tells the
 * real ones apart. Eleven digits in such a chain are never a clinical value.
 */
export const NATIONAL_ID = bounded(String.raw`\d{2}${SEP}\d{2}${SEP}\d{2}${SEP}\d{3}${SEP}\d{2}`);

/** Norwegian bank account numbers written as 1234.56.78901 or 1234 56 78901. */
export const ACCOUNT = bounded(String.raw`\d{4}([ .])\d{2}\1\d{5}`);

/**
 * Norwegian phone numbers: 8 digits starting with 2–9 (0 and 1 start no subscriber number, so
 * "12345678" stays a number), with an optional +47 / 0047 country code, written together or
 * grouped as 3-2-3, 2-2-2-2 or 4-4 with spaces or hyphens. Dots are not accepted as
 * separators, so dates ("12.03.2024") and decimals survive.
 */
export const PHONE = bounded(
  String.raw`(?:(?:\+|00)47[ -]?)?(?:[2-9]\d{7}|[2-9]\d{2}[ -]\d{2}[ -]\d{3}|[2-9]\d[ -]\d{2}[ -]\d{2}[ -]\d{2}|[2-9]\d{3}[ -]\d{4})`,
);

/**
 * Any longer run of digits (patient numbers, organisation numbers, card numbers): a safe
 * default, since no clinical value the chatbots care about is nine digits long.
 */
export const LONG_NUMBER = bounded(String.raw`\d{9,}`);

/**
 * "Storgata 12", "Kirkeveien 4b": a street name with a house number. The street word must be
 * part of a longer name, so "på vei 2 timer" is not an address.
 */
export const ADDRESS =
  /(?<![\p{L}-])\p{L}{2,}(?:gata|gaten|gate|gt\.|veien|vegen|vei|veg|vn\.|allé|plassen|stien|bakken|ringen|svingen|tunet)\s+\d{1,4}\s?[a-h]?(?![\p{L}\p{N}])/giu;

/** A phrase matched whatever its case, without the `i` flag that would blind `\p{Lu}`. */
const anyCase = (phrase: string) =>
  [...phrase]
    .map((c) =>
      c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
    )
    .join('');

const STREET_WORD = anyCase(
  'gate|gata|gaten|gt.|allé|alle|plass|plassen|torg|torget|terrasse|brygge',
);
const ROAD_WORD = anyCase('vei|veien|veg|vegen|vn.');

/**
 * Street names written apart from the street word, as in "Karl Johans gate 5", "Bygdøy allé
 * 23" or "Kongens gt. 14". The name before "vei"/"veg" must start with a capital, so "på vei 2
 * timer" stays; "gate", "allé" and "plass" are no everyday words before a number, so any one
 * word before them will do.
 */
export const STREET_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:${ROAD_WORD}|${STREET_WORD})|[\p{L}'’.-]{2,}\s+(?:${STREET_WORD}))\s+\d{1,4}\s?[a-hA-H]?(?![\p{L}\p{N}])`,
  'gu',
);

const MONTH = String.raw`(?:januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|jan|feb|mar|apr|jun|jul|aug|sept?|okt|nov|des)`;
const ANY_DATE = String.raw`\d{1,2}\s?[./-]\s?\d{1,2}(?:\s?[./-]\s?(?:\d{4}|\d{2}))?|\d{1,2}\.?\s+${MONTH}\.?(?:\s+(?:\d{4}|\d{2}))?|(?:19|20)\d{2}`;
// Written without "født" a date is a date of birth only when its year is too early for a
// pregnancy or a measurement: 1900–2015, or a two-digit year outside 16–39, which are read as
// this decade's clinical dates ("12.03.24").
const EARLY_YEAR = String.raw`(?:19\d{2}|200\d|201[0-5])`;
const EARLY_SHORT_YEAR = String.raw`(?:0\d|1[0-5]|[4-9]\d)`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH_NUMBER = String.raw`(?:0?[1-9]|1[0-2])`;
const EARLY_DATE = String.raw`${DAY}[./-]${MONTH_NUMBER}[./-](?:${EARLY_YEAR}|${EARLY_SHORT_YEAR})|\d{1,2}\.?\s+${MONTH}\.?\s+${EARLY_YEAR}`;
const BORN = String.raw`født|fødd|fodt|fodd|f\.|fødselsdato|fodselsdato|f\.dato|fødselsdag|bursdag|dob`;

/**
 * Dates of birth: any date or year after "født", "fødselsdato", "f." or "bursdag" ("født
 * 15.07.1965", "f. 3. mars 90", "født i 1988"), and a full date whose year is too early to be
 * clinical ("15.07.1965"). Dates of this decade ("12.03.2024", "kl 07.30", "12.03") stay.
 */
export const BIRTH_DATE = new RegExp(
  String.raw`${NOT_AFTER_NUMBER}(?:(?<=(?<![\p{L}])(?:${BORN})\s*:?\s*(?:den\s+|i\s+)?)(?:${ANY_DATE})|${EARLY_DATE})${NOT_BEFORE_NUMBER}`,
  'giu',
);

const INTRODUCTIONS = [
  ...['jeg heter', 'jeg heiter', 'eg heiter', 'eg heter', 'æ heter', 'æ heite', 'je heter'],
  ...['mitt navn er', 'navnet mitt er', 'navnet er', 'mitt namn er', 'namnet mitt er'],
  ...['hilsen', 'helsing', 'mvh', 'dr.', 'dr'],
]
  .map(anyCase)
  .join('|');
// Words that follow an introduction or a first name without being a name, so "jeg heter kari
// og lurer på" loses only "kari" and "hilsen til jordmor" nothing; anything else after a
// lower-case first name is taken as the surname.
const NOT_A_SURNAME =
  'og|er|e|jeg|eg|æ|i|på|fra|som|men|har|skal|vil|lurer|lure|gravid|med|til|her|bor|uke|sa|hei|takk|fikk|kan|lurte|ble|fra';

/**
 * Names after the usual introductions: "jeg heter Kari Nordmann", "mitt navn er kari",
 * "eg heiter Ola", "Hilsen Kari", "mvh Ola", "dr. Hansen". The introduction stays, so the
 * statistics still read as a sentence; a first name and up to two capitalised names after it
 * (or one lower-case surname) go.
 */
export const NAME = new RegExp(
  String.raw`(?<=(?<![\p{L}])(?:${INTRODUCTIONS})\s*[:,]?\s+)(?!(?:${NOT_A_SURNAME})(?![\p{L}]))\p{L}[\p{L}'’-]*(?:(?:\s+\p{Lu}[\p{L}'’-]*){1,2}|\s+(?!(?:${NOT_A_SURNAME})(?![\p{L}]))\p{Ll}[\p{L}'’-]*)?`,
  'gu',
);
