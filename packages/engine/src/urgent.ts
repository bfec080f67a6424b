import { editDistance } from './edit-distance.js';

/**
 * Warning signs, as data: each pattern is a phrase of words that must follow each other
 * ("kjenner ikke liv"), or a list of phrases that must all occur in the message. A word
 * ending in * matches any word it begins; `a|b` matches either; words of 5+ letters also
 * match with one typo.
 */
export interface UrgentRules {
  node: string;
  patterns: readonly (string | readonly string[])[];
}

/** A phrase is a sequence of slots; each slot lists the words (or prefixes*) it accepts. */
type Phrase = string[][];

export class UrgentDetector {
  private readonly patterns: Phrase[][];

  constructor(
    readonly node: string,
    patterns: readonly (string | readonly string[])[],
    toWords: (text: string) => string[],
  ) {
    // Patterns are written like messages, so each word goes through the same folding and
    // variants as the messages it must match.
    const word = (w: string) => {
      const star = w.endsWith('*');
      const folded = toWords(star ? w.slice(0, -1) : w).join(' ');
      return star ? `${folded}*` : folded;
    };
    const phrase = (p: string): Phrase =>
      p
        .trim()
        .split(/\s+/)
        .map((slot) =>
          slot
            .split('|')
            .map(word)
            .filter((w) => w !== '' && w !== '*'),
        );
    this.patterns = patterns.map((p) => (typeof p === 'string' ? [phrase(p)] : p.map(phrase)));
  }

  /**
   * True when the message shows a warning sign. `isKnown` tells which words the content
   * itself uses: such a word is taken as written, never as a typo of a warning word
   * ("fiber" is not a misspelt "feber").
   */
  matches(words: readonly string[], isKnown: (word: string) => boolean = () => false): boolean {
    const slotMatches: SlotMatch = (word, slot) =>
      slot.some((p) => wordMatches(word, p, !isKnown(word)));
    return this.patterns.some((all) => all.every((p) => containsPhrase(words, p, slotMatches)));
  }
}

type SlotMatch = (word: string, slot: readonly string[]) => boolean;

function wordMatches(word: string, pattern: string, typos: boolean): boolean {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    if (word.startsWith(prefix)) return true;
    return (
      typos && prefix.length >= 5 && editDistance(word.slice(0, prefix.length), prefix, 1) <= 1
    );
  }
  return word === pattern || (typos && pattern.length >= 5 && editDistance(word, pattern, 1) <= 1);
}

/** The phrase's words in order, allowing one extra word between them ("kjenner ikke noe liv"). */
function containsPhrase(words: readonly string[], phrase: Phrase, slotMatches: SlotMatch): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start < words.length; start++) {
    if (!slotMatches(words[start]!, phrase[0]!)) continue;
    let at = start;
    let ok = true;
    for (const p of phrase.slice(1)) {
      if (words[at + 1] !== undefined && slotMatches(words[at + 1]!, p)) at += 1;
      else if (words[at + 2] !== undefined && slotMatches(words[at + 2]!, p)) at += 2;
      else {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}
