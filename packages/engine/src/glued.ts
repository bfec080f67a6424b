import { fold } from './fold.js';
import { normalize } from './normalize.js';

/**
 * Words typed without spaces on a phone ("harikkekjentbabyenpåhelekvelden"), read as the words
 * they hold. Only long letter runs are tried: a compound of two known words is the analyzer's
 * job (`Vocabulary.split`), and a real compound rarely holds function words, so a run is only
 * split into three or more pieces, two of them function words.
 */

/**
 * Runs shorter than this are left alone: three words with a function word among them make at
 * least this many letters in the messages seen ("harblodidoen"), and shorter runs are mostly
 * compounds.
 */
const GLUED_MIN = 14;
/** Longer runs are left alone: nobody types a paragraph without a space by accident. */
const GLUED_MAX = 80;
const MIN_PIECES = 3;
/**
 * A sentence typed without spaces holds several of `SENTENCE_WORDS` ("har ikke … på"); a long
 * word cut wrongly holds one at most ("jern tilskudd et", "for eldre penger").
 */
const MIN_FUNCTION_WORDS = 2;
/**
 * Pronouns, auxiliaries, negations, prepositions and time words, folded, that hold a sentence
 * together. Not "for", "en", "et", "del": they are also the ends of many words.
 */
const SENTENCE_WORDS = new Set([
  'jeg',
  'eg',
  'meg',
  'min',
  'mi',
  'mitt',
  'han',
  'hun',
  'ho',
  'det',
  'den',
  'har',
  'hadde',
  'er',
  'var',
  'va',
  'blir',
  'ble',
  'kan',
  'ma',
  'skal',
  'vil',
  'fikk',
  'ikke',
  'ikkje',
  'ingen',
  'i',
  'pa',
  'av',
  'med',
  'til',
  'fra',
  'om',
  'og',
  'etter',
  'siden',
  'na',
  'no',
  'idag',
  'igar',
  'hele',
  'hver',
  'nar',
]);

/** What the splitter needs to know of a folded word. */
export interface WordCheck {
  /** A function word ("har", "i", "ikke"): any length. */
  isFunctionWord(word: string): boolean;
  /**
   * A content word the chatbot knows. A three-letter one only when it matters on its own (a
   * warning-sign word such as "liv"): others are too easily a slice of a longer word ("av del
   * ingen").
   */
  isContentWord(word: string): boolean;
}

/**
 * Two-letter function words a run may hold. Others ("di", "e") mostly come from cutting a
 * longer word in the wrong place ("blo di av …").
 */
const SHORT_WORDS = new Set([
  'i',
  'a',
  'pa',
  'og',
  'er',
  'en',
  'et',
  'at',
  'av',
  'om',
  'na',
  'no',
  'du',
  'da',
  'de',
  'eg',
  'ha',
  'sa',
  'to',
]);

/**
 * The known words `run` (folded, letters only) is made of, or undefined when it is not made
 * of known words only, or reads best as a compound (fewer than three pieces, or none of them
 * a function word). Of the ways to cut it, the one whose pieces' squared lengths add up to
 * most wins: long words over short ones, so "foreldrepenger" is "foreldre penger" (a
 * compound, left alone), not "for eldre penger".
 */
export function unglue(run: string, check: WordCheck): string[] | undefined {
  const n = run.length;
  if (n < GLUED_MIN || n > GLUED_MAX) return undefined;
  // score[i]: the best cut of run[0, i); from[i]: where its last piece starts.
  const score = new Array<number>(n + 1).fill(-1);
  const from = new Array<number>(n + 1).fill(-1);
  score[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
      if (score[start]! < 0) continue;
      const piece = run.slice(start, end);
      if (!isPiece(piece, check)) continue;
      const total = score[start]! + piece.length * piece.length;
      if (total > score[end]!) {
        score[end] = total;
        from[end] = start;
      }
    }
  }
  if (score[n]! < 0) return undefined;
  const pieces: string[] = [];
  for (let end = n; end > 0; end = from[end]!) pieces.unshift(run.slice(from[end], end));
  const functionWords = pieces.filter((p) => SENTENCE_WORDS.has(p)).length;
  return pieces.length >= MIN_PIECES && functionWords >= MIN_FUNCTION_WORDS ? pieces : undefined;
}

/** Longest piece tried. */
const MAX_WORD = 30;

function isPiece(piece: string, check: WordCheck): boolean {
  if (piece.length <= 2) return SHORT_WORDS.has(piece) && check.isFunctionWord(piece);
  return check.isFunctionWord(piece) || check.isContentWord(piece);
}

/** A run of letters long enough to be several words typed without spaces. */
const LONG_RUN = new RegExp(`\\p{L}{${GLUED_MIN},}`, 'gu');

/**
 * `text` with each long run of letters that is several words typed without spaces
 * ("harikkekjentbabyenpåhelekvelden") replaced by those words, folded; the rest as it was, so
 * sentence breaks still count.
 */
export function spaceRuns(
  text: string,
  check: WordCheck,
  /** A word as it is, a typo of one, or a compound of two: never split. */
  isWord: (word: string) => boolean,
): string {
  return text.replace(LONG_RUN, (run) => {
    const folded = fold(normalize(run));
    return isWord(folded) ? run : (unglue(folded, check)?.join(' ') ?? run);
  });
}
