import { isNationalIdNumber, replacePersonalData, type PersonalDataKind } from '@dina/contracts';

/**
 * What a scrubbed span is replaced with, by kind of personal data; Norwegian, since the content
 * team reads them.
 */
export const piiTokens = {
  nationalId: '[fnr]',
  number: '[nummer]',
  account: '[kontonummer]',
  phone: '[telefon]',
  email: '[e-post]',
  url: '[lenke]',
  address: '[adresse]',
  birthDate: '[fødselsdato]',
  name: '[navn]',
} as const satisfies Record<PersonalDataKind, string>;

/**
 * Replaces what could identify a person in a visitor's message with tokens such as [fnr],
 * [telefon], [navn] and [fødselsdato], and leaves clinical values ("7,8 mmol/l", "uke 28", "kl 08.30",
 * "12.03") as they are. The patterns are the ones the web client warns about (`@dina/contracts`),
 * so what a visitor is warned about is what statistics never keep. Pure: the same text always
 * gives the same result.
 *
 * Only an id number that passes the checksum is named [fnr]; any other 11-digit number is still
 * removed, as [nummer], because a mistyped id number identifies just as well.
 */
export function scrubPii(text: string): string {
  return replacePersonalData(text, ({ kind, text: span }) =>
    kind === 'nationalId' && !isNationalIdNumber(span) ? piiTokens.number : piiTokens[kind],
  );
}
