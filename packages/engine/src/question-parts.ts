/**
 * The parts of a long message that may carry its question. People write a greeting, some
 * context and a feeling before they ask ("Hei! Er i uke 30 og fikk diagnosen i går. Hva skal
 * tallene være?"); scored as a whole, every word of context lowers the similarity to the
 * topic asked about. Each sentence and clause is therefore scored on its own too, and when
 * some of them ask (a question mark, a question word first, or a wish), only those.
 */
const sentences = new Intl.Segmenter('nb', { granularity: 'sentence' });
/** Clause ends inside a sentence: punctuation between words, and "men". */
const CLAUSE_BREAK = /[,;:]+(?=\s|$)|\.(?=\s|$)|\s(?:men)\s/iu;
import { fold } from './fold.js';
import { tokenize } from './normalize.js';

/** Words that open a question in bokmål, nynorsk and dialect (folded, as typed). */
const QUESTION_WORD = new Set(
  [
    'hva',
    'kva',
    'ka',
    'va',
    'hvordan',
    'korleis',
    'koss',
    'kossen',
    'åssen',
    'hvorfor',
    'kvifor',
    'koffor',
    'hvem',
    'kven',
    'kem',
    'hvor',
    'kor',
    'kvar',
    'når',
    'hvilke',
    'hvilken',
    'hvilket',
    'lurer',
    'lurte',
    'vet',
    'veit',
  ].map(fold),
);
/** Verbs that ask when the next word is their subject ("kan jeg", "er det", "må man"). */
const ASKING_VERB = new Set(
  [
    'kan',
    'skal',
    'må',
    'bør',
    'er',
    'e',
    'går',
    'blir',
    'får',
    'trenger',
    'treng',
    'finnes',
    'hjelper',
    'gjør',
    'har',
    'vil',
    'burde',
    'ska',
    'sko',
    'ær',
  ].map(fold),
);
const SUBJECT = new Set(
  [
    'jeg',
    'eg',
    'æ',
    'je',
    'det',
    'du',
    'man',
    'en',
    'ein',
    'dette',
    'den',
    'hun',
    'han',
    'ho',
    'vi',
    'me',
    'babyen',
    'barnet',
    'ungen',
    'blodsukkeret',
    'sukkeret',
    'noen',
    'noe',
    'noko',
    'ibs',
    'magen',
  ].map(fold),
);

/** Words that join a clause to the one before and do not start what it says (folded). */
export const CONJUNCTION = new Set(['og', 'men', 'eller', 'sa', 'ogsa']);

/**
 * "jeg vil prate med et menneske", "jeg trenger hjelp med maten": a wish asks as a question
 * does. Only after "jeg": a clause that starts with the verb ("vil prate …") helped the
 * second-language messages of the NLU tuning sets but cost long ones more wrong answers.
 */
const REQUEST = new Set(['vil', 'trenger', 'treng', 'ønsker', 'ønskjer'].map(fold));
const FIRST_PERSON = new Set(['jeg', 'eg', 'æ', 'je', 'i'].map(fold));

/**
 * Question words that open an indirect question inside a clause ("jeg husker ikke hva tallene
 * skal være", "lurer på hvor mye jeg kan spise"): the question is from there on. Compared with
 * analysed words, where the analyzer has already mapped "kva", "korleis", "kor", "koffor",
 * "hvilken" and the like to these. Not "når" and "om", which more often join a statement
 * ("høyt når jeg våkner").
 */
const EMBEDDED_QUESTION = new Set(['hva', 'hvordan', 'hvorfor', 'hvor', 'hvilke']);

/**
 * Whether a clause opens with a question word («hva skjer nå»): unlike a verb first («har det
 * nå»), which in a chat is as often a statement without its «jeg».
 */
export function opensWithQuestionWord(clause: string): boolean {
  return QUESTION_WORD.has(openingWords(clause)[0] ?? '');
}

/** A clause's folded words from the first that is not a conjunction («og hvor lenge …»). */
function openingWords(clause: string): string[] {
  const words = tokenize(clause).map(fold);
  while (words.length > 1 && CONJUNCTION.has(words[0]!)) words.shift();
  return words;
}

/**
 * Whether a clause asks: a question mark, a question word first, a verb and its subject, or a
 * wish («jeg vil …», see REQUEST).
 */
export function asks(clause: string): boolean {
  if (/\?\s*$/.test(clause)) return true;
  const [first, second] = openingWords(clause);
  if (!first) return false;
  return (
    QUESTION_WORD.has(first) ||
    (ASKING_VERB.has(first) && SUBJECT.has(second ?? '')) ||
    (FIRST_PERSON.has(first) && REQUEST.has(second ?? ''))
  );
}

export interface MessagePart {
  words: readonly string[];
  asks: boolean;
  /** A question joined to the clause before it: weighed only when no part decides alone. */
  joined?: boolean;
}

/**
 * The sentences and clauses of a message as analysed words, with whether each asks; empty
 * when the message is a single part (the whole is scored anyway).
 */
export function questionParts(
  text: string,
  toWords: (text: string) => readonly string[],
): MessagePart[] {
  const parts: MessagePart[] = [];
  let previous: readonly string[] = [];
  for (const { segment } of sentences.segment(text)) {
    const clauses = segment.split(CLAUSE_BREAK).filter((c) => c !== undefined && c.trim() !== '');
    for (const clause of clauses.length > 1 ? [segment, ...clauses] : clauses) {
      const words = toWords(clause);
      if (words.length === 0) continue;
      const asking = asks(clause);
      parts.push({ words, asks: asking });
      if (clause !== segment || clauses.length === 1) {
        // "Svigermor sier et glass champagne er greit. Stemmer det?": a question that points
        // back is asked about what was said just before it.
        if (asking && previous.length > 0)
          parts.push({ words: [...previous, ...words], asks: true, joined: true });
        previous = words;
      }
      // Context before an indirect question dilutes it as much as a sentence of context.
      const from = words.findIndex((w, i) => i > 0 && EMBEDDED_QUESTION.has(w));
      if (from > 0 && words.length - from >= 2)
        parts.push({ words: words.slice(from), asks: true });
    }
  }
  if (parts.length <= 1) return [];
  // A part said twice is scored once.
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = p.words.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
