import * as defaults from './data/nb-language.js';
import { fold } from './fold.js';
import { normalize } from './normalize.js';
import { stem } from './stem.js';
import type { Vocabulary } from './vocabulary.js';

/** Language data a chatbot's content adds to the engine's defaults. */
export interface LanguageExtension {
  stopwords?: readonly string[];
  /** canonical word → variants that mean the same (dialect, nynorsk, synonyms, misspellings). */
  variants?: Readonly<Record<string, readonly string[]>>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const foldWord = (w: string) => fold(normalize(w));

/** Unknown words remembered at most; the cache starts over when full. */
const MISTYPED_LIMIT = 20_000;

/**
 * Turns text into matching terms: normalise, fold æøå, map dialect and nynorsk variants to
 * bokmål, drop stop words, correct typos and split compounds against the content's
 * vocabulary, and stem.
 */
export class Analyzer {
  private readonly stop: Set<string>;
  private readonly canonical = new Map<string, string>();
  private readonly variantPattern: RegExp | undefined;
  /** Unknown words read as stop words typed wrong: the content words they hold, or null. */
  private readonly mistyped = new Map<string, readonly string[] | null>();
  /** Stems of the question words (see `weakWords`). */
  readonly weakTerms: ReadonlySet<string>;

  constructor(extension: LanguageExtension = {}) {
    this.weakTerms = new Set(defaults.weakWords.map((w) => stem(foldWord(w))));
    this.stop = new Set([...defaults.stopwords, ...(extension.stopwords ?? [])].map(foldWord));
    for (const source of [defaults.variants, extension.variants ?? {}]) {
      for (const [word, forms] of Object.entries(source)) {
        for (const form of forms) this.canonical.set(foldWord(form), foldWord(word));
      }
    }
    const keys = [...this.canonical.keys()]
      .filter((k) => k !== '')
      .sort((a, b) => b.length - a.length);
    this.variantPattern =
      keys.length > 0
        ? new RegExp(`(?<=^| )(?:${keys.map(escape).join('|')})(?= |$)`, 'g')
        : undefined;
  }

  /** Folded words with variants mapped, stop words kept (warning-sign rules need "ikke"). */
  words(text: string): string[] {
    let folded = fold(normalize(text));
    if (this.variantPattern)
      folded = folded.replace(this.variantPattern, (m) => this.canonical.get(m) ?? m);
    return folded === '' ? [] : folded.split(' ');
  }

  /** Single-word variant forms, so a typo of a variant ("kostholt") can still be corrected. */
  variantForms(): string[] {
    return [...this.canonical.keys()].filter((k) => !k.includes(' '));
  }

  /** The canonical word of a variant form, or the word itself. */
  canonicalOf(word: string): string {
    return this.canonical.get(word) ?? word;
  }

  isStopword(word: string): boolean {
    return this.stop.has(word);
  }

  /** A question word ("hva", "hvor", "korleis"): weak evidence of a topic, never a topic. */
  isQuestionWord(word: string): boolean {
    return this.weakTerms.has(stem(word));
  }

  /**
   * An unknown word read as a stop word typed wrong on a phone, as the content words it holds:
   * a letter doubled ("gjørr", "eer"), two neighbouring letters swapped ("skla", "væer", and
   * "tyep" for a four-letter content word), or two words run together
   * ("måjeg", "omdagen"). Counted as unknown, such a word weighed as much as the rarest content
   * word and pushed short messages under the fallback threshold ("når skla jeg måle sukkret").
   * Not one letter off, nor a swap in three letters: too many real words are ("været" and
   * "være", "katt" and "att", "bil" and "bli"), and an unknown word is what declines "hva
   * koster en ny bil". Undefined when it is no such word.
   */
  private mistypedStopword(word: string, vocabulary: Vocabulary): readonly string[] | undefined {
    let meant = this.mistyped.get(word);
    if (meant !== undefined) return meant ?? undefined;
    meant = null;
    if (word.length >= 3 && !/\d/.test(word)) {
      const undoubled = word.replace(/(.)\1+/g, '$1');
      if (this.stop.has(undoubled)) meant = [];
      // A swap in a four-letter word ("tyep", "skla"): too short for the vocabulary's own
      // correction, which starts at five letters.
      for (const w of word.length >= 4 ? swaps(word) : []) {
        if (meant !== null) break;
        if (this.stop.has(w)) meant = [];
        else if (word.length === 4 && vocabulary.has(w)) meant = [w];
      }
      for (let i = 2; meant === null && i <= word.length - 2; i++) {
        const head = word.slice(0, i);
        const tail = word.slice(i);
        if (this.stop.has(head) && this.stop.has(tail)) meant = [];
        else if (this.stop.has(head) && vocabulary.has(tail)) meant = [tail];
        else if (head.length >= 3 && vocabulary.has(head) && this.stop.has(tail)) meant = [head];
      }
    }
    // Capped like the engine's other caches: every new unknown word a visitor types lands
    // here, and a long-running server must not grow without bound.
    if (this.mistyped.size >= MISTYPED_LIMIT) this.mistyped.clear();
    this.mistyped.set(word, meant);
    return meant ?? undefined;
  }

  /** The content words of `words` (no stop words, no bare numbers). */
  contentWords(words: readonly string[]): string[] {
    return words.filter((w) => !this.stop.has(w) && !/^\d+(,\d+)?$/.test(w));
  }

  /**
   * Stems of content words. With a vocabulary, unknown words are corrected to a known word
   * one or two edits away, and compounds also contribute the stems of their known parts.
   * Returns the terms and how many words stayed unknown.
   */
  terms(words: readonly string[], vocabulary?: Vocabulary): { terms: string[]; unknown: string[] } {
    const terms = new Set<string>();
    const unknown: string[] = [];
    for (const original of this.contentWords(words)) {
      let word = original;
      let known = !vocabulary || vocabulary.has(word);
      // One typo in a known word ("måltiider") beats splitting it into other known words
      // ("målt" + "tider").
      const nearest = !known && vocabulary ? vocabulary.correct(word, 1) : undefined;
      if (nearest) {
        word = this.canonicalOf(nearest);
        known = true;
      }
      if (!known && vocabulary) {
        const parts = vocabulary.split(word);
        if (parts) {
          for (const part of parts) terms.add(stem(this.canonicalOf(part)));
          continue;
        }
        const corrected = vocabulary.correct(word);
        if (corrected) {
          word = this.canonicalOf(corrected);
          known = true;
        } else {
          const meant = this.mistypedStopword(word, vocabulary);
          if (meant) {
            for (const w of meant) terms.add(stem(this.canonicalOf(w)));
            continue;
          }
        }
      }
      terms.add(stem(word));
      if (!known) unknown.push(stem(word));
      const parts = vocabulary && word.length >= 7 ? vocabulary.split(word) : undefined;
      if (parts) for (const part of parts) terms.add(stem(this.canonicalOf(part)));
    }
    return { terms: [...terms], unknown };
  }
}

/** The word with each pair of neighbouring letters swapped in turn. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1])
      out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return out;
}
