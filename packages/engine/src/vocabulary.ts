import { editDistance } from './edit-distance.js';

/**
 * Words shorter than this are never corrected: too many real words are one edit from a
 * content word ("ekte" → "ete", "gale" → "male"), which cross-validation showed as wrong answers.
 */
const MIN_FUZZY = 5;
const MIN_PART = 3;

/** The word and every form of it with one letter deleted (symmetric-delete typo lookup). */
export const deletes = (word: string): string[] => {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
};

/**
 * The words the content uses, with fast lookups for typo correction (symmetric deletes:
 * one deletion on each side finds every edit of distance 1 and most of distance 2) and for
 * splitting compounds into known words.
 */
export class Vocabulary {
  private readonly words = new Map<string, number>();
  private readonly byDelete = new Map<string, string[]>();

  add(word: string): void {
    this.words.set(word, (this.words.get(word) ?? 0) + 1);
  }

  /** Call once after every word is added. */
  seal(): void {
    for (const word of this.words.keys()) {
      if (word.length < MIN_FUZZY - 1) continue;
      for (const d of new Set(deletes(word))) {
        const list = this.byDelete.get(d);
        if (list) list.push(word);
        else this.byDelete.set(d, [word]);
      }
    }
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /**
   * The known word closest to `word` (1 edit, or 2 for words of 8+ letters, at most
   * `maxEdits`), preferring common ones.
   */
  correct(word: string, maxEdits = 2): string | undefined {
    if (word.length < MIN_FUZZY || /\d/.test(word)) return undefined;
    const max = Math.min(word.length >= 8 ? 2 : 1, maxEdits);
    let best: string | undefined;
    let bestDistance = max + 1;
    let bestCount = 0;
    const seen = new Set<string>();
    for (const d of deletes(word)) {
      for (const candidate of this.byDelete.get(d) ?? []) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        const distance = editDistance(word, candidate, max);
        const count = this.words.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    return bestDistance <= max ? best : undefined;
  }

  /**
   * Splits a compound into two known words, allowing a linking s or e
   * ("blodsukkermaling" → ["blodsukker", "maling"], "svangerskapskontroll" → ["svangerskap", "kontroll"]).
   * Prefers the longest first part.
   */
  split(word: string): [string, string] | undefined {
    let longestHead: { head: string; tail: string } | undefined;
    for (let i = word.length - MIN_PART; i >= MIN_PART; i--) {
      const tail = word.slice(i);
      const head = this.knownHead(word.slice(0, i));
      if (!head) continue;
      if (this.has(tail)) return [head, tail];
      longestHead ??= { head, tail };
    }
    // A typo in the second part ("blodsukkermaaling"): correct it against the longest known head.
    const corrected =
      longestHead && longestHead.tail.length >= 5 ? this.correct(longestHead.tail) : undefined;
    return corrected ? [longestHead!.head, corrected] : undefined;
  }

  /** The head itself, or without a linking s or e, when that is a known word. */
  private knownHead(head: string): string | undefined {
    if (this.has(head)) return head;
    const link = head.at(-1);
    const bare = head.slice(0, -1);
    return (link === 's' || link === 'e') && bare.length >= MIN_PART && this.has(bare)
      ? bare
      : undefined;
  }
}
