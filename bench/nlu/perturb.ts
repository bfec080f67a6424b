/**
 * Deterministic ways real visitors mangle a phrasing, used by the cross-validation to test
 * each held-out phrasing as it might actually be typed. None of them uses the dev set.
 */

/** No æøå on the keyboard: the common ASCII spellings, alternating by word. */
export function withoutNorwegianLetters(text: string): string {
  let i = 0;
  return text.replace(/[æøå]/g, (c) => {
    i += 1;
    const double = i % 2 === 0;
    if (c === 'æ') return double ? 'ae' : 'e';
    if (c === 'ø') return double ? 'oe' : 'o';
    return double ? 'aa' : 'a';
  });
}

/**
 * One typo in the longest word: a swap of two inner letters, a dropped letter or a doubled
 * one, chosen by the word's length so that the same phrasing always gets the same typo.
 */
export function withTypo(text: string): string {
  const words = text.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (w.length >= 5 && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return text;
  const w = words[at]!;
  const p = Math.floor(w.length / 2);
  const kind = w.length % 3;
  words[at] =
    kind === 0
      ? w.slice(0, p) + w[p + 1]! + w[p]! + w.slice(p + 2)
      : kind === 1
        ? w.slice(0, p) + w.slice(p + 1)
        : w.slice(0, p) + w[p]! + w.slice(p);
  return words.join(' ');
}
