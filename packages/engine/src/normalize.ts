/** A private-use character that holds a decimal separator while punctuation is removed. */
const DECIMAL = '\uE000';

/**
 * Brings a Norwegian message to the form matching works on: lower case, Unicode-composed,
 * punctuation as spaces, one space between words. Letters and digits of every script stay,
 * and a decimal comma or point between digits is kept ("6,9" stays a number).
 */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFC')
      // Norwegian has no special case mappings, so the locale-free (and faster) lower case is
      // the same as toLocaleLowerCase('nb').
      .toLowerCase()
      .replace(/(\d)[,.](\d)/gu, `$1${DECIMAL}$2`)
      .replace(/[^\p{L}\p{N}\uE000]+/gu, ' ')
      .replaceAll(DECIMAL, ',')
      .trim()
  );
}

/** Splits normalised text into words. */
export function tokenize(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ');
}
