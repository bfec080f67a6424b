import { editDistance } from '../edit-distance.js';
import { deletes } from '../vocabulary.js';

/** What one word position of a rule accepts, shared by every rule that writes it alike. */
export interface SlotWords {
  id: number;
  exact: readonly string[];
  prefixes: readonly string[];
  /** Matched with one typo too (words and beginnings of 5+ letters). */
  fuzzy: boolean;
}

/** Distinct words remembered; most messages repeat words seen before. */
const CACHE_LIMIT = 20_000;
const MIN_TYPO = 5;

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Which slots a word fills, found through lookups rather than by trying every slot: exact
 * words by hash, beginnings by the word's own beginning of each length, and typos by
 * symmetric deletes (a word and an entry one edit apart share a form with one letter
 * deleted), each candidate then confirmed by its edit distance.
 */
export class WordIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly prefixes = new Map<number, Map<string, number[]>>();
  private readonly fuzzyExact = new Map<string, { slot: number; word: string }[]>();
  private readonly fuzzyPrefixes = new Map<
    number,
    Map<string, { slot: number; prefix: string }[]>
  >();
  /** What words fill, as typos may and as written; two maps, as a key made per lookup cost more. */
  private readonly cache = new Map<string, FilledSlots>();
  private readonly exactCache = new Map<string, FilledSlots>();

  get size(): number {
    return this.slots.length;
  }

  /**
   * How common a slot is, for `RuleIndex`, which files a rule under its least common slot: its
   * exact words. Beginnings are not counted: a word stem («blø*») is rarer in messages than the
   * short words that fill many exact slots. On the message sets the detector asked 66 rules a
   * message (Dina; IBS 64) this way, 73 (69) with a beginning counted as four words; the choice
   * changes no decision.
   */
  breadth(id: number): number {
    return this.slots[id]!.exact.length;
  }

  /** Whether a slot takes words at all (not only a value such as `glucose<4`). */
  takesWords(id: number): boolean {
    const slot = this.slots[id]!;
    return slot.exact.length > 0 || slot.prefixes.length > 0;
  }

  /** A word some slot accepts as written (not a beginning, not a typo). */
  hasExact(word: string): boolean {
    return this.exact.has(word);
  }

  constructor(private readonly slots: readonly SlotWords[]) {
    for (const s of slots) {
      for (const w of s.exact) {
        add(this.exact, w, s.id);
        if (s.fuzzy && w.length >= MIN_TYPO) {
          for (const d of new Set(deletes(w))) add(this.fuzzyExact, d, { slot: s.id, word: w });
        }
      }
      for (const p of s.prefixes) {
        let byLength = this.prefixes.get(p.length);
        if (!byLength) this.prefixes.set(p.length, (byLength = new Map<string, number[]>()));
        add(byLength, p, s.id);
        if (s.fuzzy && p.length >= MIN_TYPO) {
          let fuzzy = this.fuzzyPrefixes.get(p.length);
          if (!fuzzy)
            this.fuzzyPrefixes.set(
              p.length,
              (fuzzy = new Map<string, { slot: number; prefix: string }[]>()),
            );
          for (const d of new Set(deletes(p))) add(fuzzy, d, { slot: s.id, prefix: p });
        }
      }
    }
  }

  /**
   * The slots `word` fills, as a flag per slot id and as a list. `typos` says whether the word
   * may be a misspelling (a word the content uses as itself never is).
   */
  slotsOf(word: string, typos: boolean): FilledSlots {
    const cache = typos ? this.cache : this.exactCache;
    const cached = cache.get(word);
    if (cached) return cached;
    const filled = new Uint8Array(this.slots.length);
    for (const id of this.exact.get(word) ?? []) filled[id] = 1;
    for (const [length, byPrefix] of this.prefixes) {
      if (word.length < length) continue;
      for (const id of byPrefix.get(word.slice(0, length)) ?? []) filled[id] = 1;
    }
    if (typos && !/\d/.test(word)) {
      const own = deletes(word);
      for (const d of own) {
        for (const { slot, word: w } of this.fuzzyExact.get(d) ?? []) {
          if (!filled[slot] && sameStart(word, w) && editDistance(word, w, 1) <= 1)
            filled[slot] = 1;
        }
      }
      // A beginning with a typo: the word's first letters, one fewer or one more than the
      // beginning when a letter was dropped or doubled ("fosterbevgelsene").
      for (const [length, byDelete] of this.fuzzyPrefixes) {
        for (const size of [length - 1, length, length + 1]) {
          if (size > word.length || size < length - 1) continue;
          const head = word.slice(0, size);
          for (const d of deletes(head)) {
            for (const { slot, prefix } of byDelete.get(d) ?? []) {
              if (!filled[slot] && sameStart(head, prefix) && editDistance(head, prefix, 1) <= 1)
                filled[slot] = 1;
            }
          }
        }
      }
    }
    const ids: number[] = [];
    for (let id = 0; id < filled.length; id++) if (filled[id] === 1) ids.push(id);
    const result = { flags: filled, ids };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, result);
    return result;
  }
}

/** The slots a word fills: a flag per slot id, and the ids flagged (most words fill none). */
export interface FilledSlots {
  flags: Uint8Array;
  ids: readonly number[];
}

/**
 * Whether a typo keeps the word's start: a first letter typed wrong («konstant», «constant»)
 * is a typo, one dropped or added makes another word («ever» is no «fever»).
 */
function sameStart(typed: string, word: string): boolean {
  return typed[0] === word[0] || typed.length === word.length;
}
