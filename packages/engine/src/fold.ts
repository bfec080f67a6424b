/**
 * Folds normalised text to the form used for matching, so the same word written with or
 * without Norwegian letters meets itself: æ/ae → e, ø/oe → o, å/aa → a.
 */
export function fold(normalized: string): string {
  return normalized.replace(/æ|ae/g, 'e').replace(/ø|oe/g, 'o').replace(/å|aa/g, 'a');
}
