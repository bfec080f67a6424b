import { editDistance } from '../edit-distance.js';
import { fold } from '../fold.js';
import { normalize } from '../normalize.js';
import type { FoundValue, ValueKind } from './values.js';

/**
 * The pattern language of warning-sign rules. A phrase is words that follow each other
 * ("kjenner ikke liv"), allowing up to two other words between them ("kjenner ikke noe
 * særlig liv"). Each word position (slot) accepts alternatives separated by `|`: a word, a
 * beginning (`spark*`), a named word list from the content (`@still`), or a value compared
 * with a limit (`glucose>=11`). `...` between two slots allows up to five words between
 * them ("babyen ... stille": "babyen har vært så veldig stille"), and `+` none ("i + dag").
 * Words of 5+ letters also
 * match with one typo.
 */
export interface Slot {
  id: number;
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
  /** Words and prefixes long enough to be matched with one typo. */
  fuzzyExact: readonly string[];
  fuzzyPrefixes: readonly string[];
  values: readonly { kind: ValueKind; op: '>=' | '<'; limit: number }[];
  /** Words allowed between the previous slot and this one. */
  gap: number;
}

export type Phrase = readonly Slot[];

const MIN_TYPO = 5;
/** Words allowed between two slots of a phrase, and after `...`. */
const GAP = 2;
const WIDE_GAP = 5;
const VALUE = /^(glucose|temperature|age|hb)(>=|<)(\d+(?:[.,]\d+)?)$/;

export class PatternCompiler {
  private count = 0;

  constructor(
    private readonly concepts: Readonly<Record<string, readonly string[]>>,
    /** Folds a pattern word like a message (æøå, variants), so both meet in one form. */
    private readonly toWords: (text: string) => string[],
  ) {}

  get slotCount(): number {
    return this.count;
  }

  /** `fuzzy: false` for function words, where one typo makes another word ("verken", "verker"). */
  phrase(text: string, { fuzzy = true }: { fuzzy?: boolean } = {}): Phrase {
    const slots: Slot[] = [];
    let gap = GAP;
    for (const part of text.trim().split(/\s+/)) {
      if (part === '...') gap = WIDE_GAP;
      else if (part === '+') gap = 0;
      else {
        slots.push(this.slot(part, gap, fuzzy));
        gap = GAP;
      }
    }
    return slots;
  }

  private slot(text: string, gap: number, fuzzy: boolean): Slot {
    const words: string[] = [];
    const values: Slot['values'][number][] = [];
    for (const alternative of this.expand(text, new Set())) {
      const value = VALUE.exec(alternative);
      if (value) {
        const [, kind, op, limit] = value;
        values.push({
          kind: kind as ValueKind,
          op: op as '>=' | '<',
          limit: Number(limit!.replace(',', '.')),
        });
        continue;
      }
      if (/\s/.test(alternative))
        throw new Error(`«${alternative}» has several words: write it as a phrase in a rule`);
      // A beginning is only folded: mapped as a variant, "bæsj*" would become "avføring*".
      const folded = alternative.endsWith('*')
        ? `${fold(normalize(alternative.slice(0, -1)))}*`
        : this.toWords(alternative).join(' ');
      if (folded !== '' && folded !== '*') words.push(folded);
    }
    const prefixes = words.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
    const exact = words.filter((w) => !w.endsWith('*'));
    return {
      id: this.count++,
      exact: new Set(exact),
      prefixes,
      fuzzyExact: fuzzy ? exact.filter((w) => w.length >= MIN_TYPO) : [],
      fuzzyPrefixes: fuzzy ? prefixes.filter((w) => w.length >= MIN_TYPO) : [],
      values,
      gap,
    };
  }

  private expand(text: string, seen: Set<string>): string[] {
    return text.split('|').flatMap((alternative) => {
      if (!alternative.startsWith('@')) return [alternative];
      const name = alternative.slice(1);
      const list = this.concepts[name];
      if (!list) throw new Error(`Unknown word list @${name}`);
      if (seen.has(name)) throw new Error(`Word list @${name} refers to itself`);
      return list.flatMap((entry) => this.expand(entry, new Set([...seen, name])));
    });
  }
}

/** The words of one message, and a memo of which word fills which slot. */
export class MessageWords {
  private readonly memo: Uint8Array;
  private readonly typos: boolean[] = [];
  private readonly valueAt = new Map<number, FoundValue>();

  constructor(
    readonly words: readonly string[],
    values: readonly FoundValue[],
    slotCount: number,
    private readonly isKnown: (word: string) => boolean,
  ) {
    // Each word is checked against each slot at most once: rules share words, and typo
    // checks are the costly part.
    this.memo = new Uint8Array(words.length * slotCount);
    this.slotCount = slotCount;
    for (const v of values) this.valueAt.set(v.at, v);
  }

  private readonly slotCount: number;

  fills(at: number, slot: Slot): boolean {
    const key = at * this.slotCount + slot.id;
    const known = this.memo[key]!;
    if (known !== 0) return known === 2;
    this.typos[at] ??= !this.isKnown(this.words[at]!);
    const result = this.accepts(at, slot);
    this.memo[key] = result ? 2 : 1;
    return result;
  }

  private accepts(at: number, slot: Slot): boolean {
    const word = this.words[at]!;
    if (slot.exact.has(word)) return true;
    for (const prefix of slot.prefixes) if (word.startsWith(prefix)) return true;
    const value = this.valueAt.get(at);
    if (value) {
      for (const v of slot.values) {
        if (v.kind !== value.kind) continue;
        if (v.op === '>=' ? value.value >= v.limit : value.value < v.limit) return true;
      }
    }
    if (!this.typos[at] || /\d/.test(word)) return false;
    for (const w of slot.fuzzyExact) if (editDistance(word, w, 1) <= 1) return true;
    for (const prefix of slot.fuzzyPrefixes) {
      if (editDistance(word.slice(0, prefix.length), prefix, 1) <= 1) return true;
    }
    return false;
  }

  /**
   * Every place the phrase occurs, as the positions of its words, first start first. At
   * each step the nearest fitting word is taken.
   */
  occurrences(phrase: Phrase): number[][] {
    const found: number[][] = [];
    const length = this.words.length;
    for (let start = 0; start < length && phrase.length > 0; start++) {
      if (!this.fills(start, phrase[0]!)) continue;
      const at = [start];
      for (let i = 1; i < phrase.length; i++) {
        const last = at[at.length - 1]!;
        let next = -1;
        const slot = phrase[i]!;
        for (let k = last + 1; k <= Math.min(length - 1, last + 1 + slot.gap); k++) {
          if (this.fills(k, slot)) {
            next = k;
            break;
          }
        }
        if (next < 0) break;
        at.push(next);
      }
      if (at.length === phrase.length) found.push(at);
    }
    return found;
  }
}
