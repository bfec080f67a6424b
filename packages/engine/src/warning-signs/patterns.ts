import { fold } from '../fold.js';
import { normalize } from '../normalize.js';
import type { FoundValue, ValueKind } from './values.js';
import { WordIndex, type FilledSlots, type SlotWords } from './word-index.js';

/**
 * The pattern language of warning-sign rules. A phrase is words that follow each other
 * ("kjenner ikke liv"), allowing up to two other words between them ("kjenner ikke noe
 * særlig liv"). Each word position (slot) accepts alternatives separated by `|`: a word, a
 * beginning (`spark*`), a named word list from the content (`@still`), or a value compared
 * with a limit (`glucose>=11`). `...` between two slots allows up to five words between
 * them ("babyen ... stille": "babyen har vært så veldig stille"), and `+` none ("i + dag").
 * Words and beginnings of 5+ letters also match with one typo.
 */
export interface Slot {
  /** Shared by every slot written alike, so each word is checked once per message. */
  id: number;
  values: readonly { kind: ValueKind; op: '>=' | '<'; limit: number }[];
  /** Words allowed between the previous slot and this one. */
  gap: number;
}

export type Phrase = readonly Slot[];

/** Words allowed between two slots of a phrase, and after `...`. */
const GAP = 2;
const WIDE_GAP = 5;
const VALUE = /^(glucose|temperature|age|hb|week)(>=|<)(\d+(?:[.,]\d+)?)$/;

export class PatternCompiler {
  private readonly slots: SlotWords[] = [];
  private readonly byText = new Map<string, { id: number; values: Slot['values'] }>();
  private index: WordIndex | undefined;

  constructor(
    private readonly concepts: Readonly<Record<string, readonly string[]>>,
    /** Folds a pattern word like a message (æøå, variants), so both meet in one form. */
    private readonly toWords: (text: string) => readonly string[],
  ) {}

  /** The index of every slot compiled so far; compile every phrase before asking for it. */
  get words(): WordIndex {
    this.index ??= new WordIndex(this.slots);
    return this.index;
  }

  /** `fuzzy: false` for function words, where one typo makes another word ("verken", "verker"). */
  phrase(text: string, { fuzzy = true }: { fuzzy?: boolean } = {}): Phrase {
    const slots: Slot[] = [];
    let gap = GAP;
    for (const part of text.trim().split(/\s+/)) {
      if (part === '...') gap = WIDE_GAP;
      else if (part === '+') gap = 0;
      else {
        slots.push({ ...this.slot(part, fuzzy), gap });
        gap = GAP;
      }
    }
    return slots;
  }

  private slot(text: string, fuzzy: boolean): { id: number; values: Slot['values'] } {
    const key = `${fuzzy ? '~' : '='}${text}`;
    const known = this.byText.get(key);
    if (known) return known;
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
    const id = this.slots.length;
    this.slots.push({
      id,
      exact: words.filter((w) => !w.endsWith('*')),
      prefixes: words.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1)),
      fuzzy,
    });
    this.index = undefined;
    const slot = { id, values };
    this.byText.set(key, slot);
    return slot;
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

const NOWHERE: readonly (readonly number[])[] = [];

/** The words of one message, and which slots each of them fills. */
export class MessageWords {
  private readonly filled: Uint8Array[];
  /** For a typo of a content word, what the word it stands for fills. */
  private readonly meant: (Uint8Array | undefined)[];
  private readonly valueAt = new Map<number, FoundValue>();
  /** The slots some word of the message fills: a phrase with any other slot cannot occur. */
  private readonly anywhere: Uint8Array;
  /** The same slots as a list, each once (`RuleIndex`). */
  private readonly filledSlots: number[] = [];

  constructor(
    readonly words: readonly string[],
    values: readonly FoundValue[],
    index: WordIndex,
    known: (word: string) => string | undefined,
  ) {
    this.anywhere = new Uint8Array(index.size);
    this.filled = [];
    this.meant = [];
    const note = ({ flags, ids }: FilledSlots) => {
      for (const id of ids) {
        if (this.anywhere[id] === 1) continue;
        this.anywhere[id] = 1;
        this.filledSlots.push(id);
      }
      return flags;
    };
    // A typo of a content word fills what the word as written and the word it stands for
    // fill, but nothing by a second typo.
    for (const w of words) {
      const own = known(w);
      this.filled.push(note(index.slotsOf(w, own === undefined)));
      this.meant.push(own === undefined || own === w ? undefined : note(index.slotsOf(own, false)));
    }
    for (const v of values) this.valueAt.set(v.at, v);
  }

  /** Every slot some word of the message fills, each once. */
  get slots(): readonly number[] {
    return this.filledSlots;
  }

  /** False when some slot of the phrase is filled by no word (nor value) of the message. */
  mayOccur(phrase: Phrase): boolean {
    // A loop, not `every`: called for every phrase of every rule on every message.
    for (const slot of phrase)
      if (this.anywhere[slot.id] !== 1 && (slot.values.length === 0 || this.valueAt.size === 0))
        return false;
    return true;
  }

  /** False when some phrase of a rule cannot occur (`mayOccur`): the rule cannot fit. */
  mayFit(phrases: readonly Phrase[]): boolean {
    for (const phrase of phrases) if (!this.mayOccur(phrase)) return false;
    return true;
  }

  fills(at: number, slot: Slot): boolean {
    if (this.filled[at]![slot.id] === 1 || this.meant[at]?.[slot.id] === 1) return true;
    if (slot.values.length === 0) return false;
    const value = this.valueAt.get(at);
    if (!value) return false;
    return slot.values.some(
      (v) =>
        v.kind === value.kind && (v.op === '>=' ? value.value >= v.limit : value.value < v.limit),
    );
  }

  /**
   * Every place the phrase occurs, as the positions of its words, first start first. From
   * each start the nearest fitting words are taken, and a farther one only when the nearest
   * leads nowhere: in «sukker jeg kan ha i blod» («i» is read as «jeg»), the mask
   * «sukker ... i blod» needs the second «jeg», not the first (dina-tuning30).
   */
  occurrences(phrase: Phrase): readonly (readonly number[])[] {
    // Most phrases asked about cannot occur: they share one empty list rather than each
    // allocating one (the detector asks hundreds of phrases per message).
    if (!this.mayOccur(phrase)) return NOWHERE;
    const found: number[][] = [];
    const length = this.words.length;
    for (let start = 0; start < length && phrase.length > 0; start++) {
      if (!this.fills(start, phrase[0]!)) continue;
      // The nearest words first, in a plain loop: this runs for hundreds of phrases per message,
      // and looking farther back (`rest`) only helps when a slot after the second fails.
      const at = [start];
      let failed = 0;
      for (let i = 1; i < phrase.length && failed === 0; i++) {
        const next = this.nearest(at[i - 1]!, phrase[i]!);
        if (next < 0) failed = i;
        else at.push(next);
      }
      if (failed === 0) found.push(at);
      else if (failed >= 2) {
        const again = [start];
        if (this.rest(phrase, again)) found.push(again);
      }
    }
    return found;
  }

  /** The first word after `last`, within the slot's gap, that fills it; -1 when none does. */
  private nearest(last: number, slot: Slot): number {
    const end = Math.min(this.words.length - 1, last + 1 + slot.gap);
    for (let k = last + 1; k <= end; k++) if (this.fills(k, slot)) return k;
    return -1;
  }

  /** Extends `at` to the whole phrase, nearest words first; false when no way fits. */
  private rest(phrase: Phrase, at: number[]): boolean {
    const i = at.length;
    if (i === phrase.length) return true;
    const last = at[i - 1]!;
    const slot = phrase[i]!;
    const end = Math.min(this.words.length - 1, last + 1 + slot.gap);
    for (let k = last + 1; k <= end; k++) {
      if (!this.fills(k, slot)) continue;
      at.push(k);
      if (this.rest(phrase, at)) return true;
      at.pop();
    }
    return false;
  }
}
