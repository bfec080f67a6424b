import { StemmerNo } from '@nlpjs/lang-no';

const stemmer = new StemmerNo();

/**
 * Snowball Norwegian stem, applied twice: one pass leaves some inflected forms one step
 * apart ("blodsukkeret" → "blodsukker", but "blodsukker" → "blodsukk"); a second pass
 * brings them together.
 */
export function stem(word: string): string {
  if (/^\d/.test(word)) return word;
  return stemmer.stemWord(stemmer.stemWord(word));
}
