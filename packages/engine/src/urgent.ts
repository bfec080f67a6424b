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

/** One word position of a phrase: the words and prefixes it accepts. */
interface Slot {
  id: number;
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
  /** Words and prefixes long enough (5+ letters) to be matched with one typo. */
  fuzzyExact: readonly string[];
  fuzzyPrefixes: readonly string[];
}

/** A phrase is a sequence of slots. */
type Phrase = Slot[];

const MIN_TYPO = 5;

export class UrgentDetector {
  private readonly patterns: Phrase[][];
  private slotCount = 0;

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
    const slot = (text: string): Slot => {
      const words = text
        .split('|')
        .map(word)
        .filter((w) => w !== '' && w !== '*');
      const prefixes = words.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
      const exact = words.filter((w) => !w.endsWith('*'));
      return {
        id: this.slotCount++,
        exact: new Set(exact),
        prefixes,
        fuzzyExact: exact.filter((w) => w.length >= MIN_TYPO),
        fuzzyPrefixes: prefixes.filter((w) => w.length >= MIN_TYPO),
      };
    };
    const phrase = (p: string): Phrase => p.trim().split(/\s+/).map(slot);
    this.patterns = patterns.map((p) => (typeof p === 'string' ? [phrase(p)] : p.map(phrase)));
  }

  /**
   * True when the message shows a warning sign. `isKnown` tells which words the content
   * itself uses: such a word is taken as written, never as a typo of a warning word
   * ("fiber" is not a misspelt "feber").
   */
  matches(words: readonly string[], isKnown: (word: string) => boolean = () => false): boolean {
    // Each word is checked against each slot at most once per message: patterns share words,
    // and typo checks are the costly part.
    const memo = new Uint8Array(words.length * this.slotCount);
    const typos: boolean[] = [];
    const slotMatches: SlotMatch = (at, slot) => {
      const key = at * this.slotCount + slot.id;
      const known = memo[key]!;
      if (known !== 0) return known === 2;
      typos[at] ??= !isKnown(words[at]!);
      const result = slotAccepts(words[at]!, slot, typos[at]);
      memo[key] = result ? 2 : 1;
      return result;
    };
    return this.patterns.some((all) =>
      all.every((p) => containsPhrase(words.length, p, slotMatches)),
    );
  }
}

type SlotMatch = (at: number, slot: Slot) => boolean;

function slotAccepts(word: string, slot: Slot, typos: boolean): boolean {
  if (slot.exact.has(word)) return true;
  for (const prefix of slot.prefixes) if (word.startsWith(prefix)) return true;
  if (!typos) return false;
  for (const w of slot.fuzzyExact) if (editDistance(word, w, 1) <= 1) return true;
  for (const prefix of slot.fuzzyPrefixes) {
    if (editDistance(word.slice(0, prefix.length), prefix, 1) <= 1) return true;
  }
  return false;
}

/** The phrase's words in order, allowing one extra word between them ("kjenner ikke noe liv"). */
function containsPhrase(length: number, phrase: Phrase, slotMatches: SlotMatch): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start < length; start++) {
    if (!slotMatches(start, phrase[0]!)) continue;
    let at = start;
    let ok = true;
    for (let i = 1; i < phrase.length; i++) {
      const p = phrase[i]!;
      if (at + 1 < length && slotMatches(at + 1, p)) at += 1;
      else if (at + 2 < length && slotMatches(at + 2, p)) at += 2;
      else {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}
