// @nlpjs/lang-no ships no types; the engine uses only its Snowball stemmer.
declare module '@nlpjs/lang-no' {
  export class StemmerNo {
    stemWord(word: string): string;
  }
}
