import { findPersonalData } from '@dina/contracts/personal-data';
import { nb } from './nb';

/**
 * What in a message looks like personal data, as the words the warning lists ("personnummer",
 * "telefonnummer", …); empty when the message may be sent as it is. The patterns are the ones
 * the server scrubs statistics with (`@dina/contracts`), so the visitor is warned about exactly
 * what would never be kept. Deliberately broad, since a warning costs one click, but clinical
 * values such as "7,8 mmol/l", "uke 28" or "kl 08.30" never match.
 */
export function personalDataWords(text: string): string[] {
  return findPersonalData(text).map((kind) => nb.personalData[kind]);
}
