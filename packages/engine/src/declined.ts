import type { ClauseReader } from './warning-signs/clauses.js';
import { WarningSignDetector, type WarningSign } from './warning-signs/detector.js';

/** One kind of question the chatbot declines whatever its words (`Declined`). */
export interface DeclinedRules {
  /** Rules, as a warning sign's, that tell of a question of this kind. */
  rules: WarningSign['rules'];
  /** Phrases that, anywhere in the message, make it a question the chatbot does answer. */
  unless: readonly string[];
}

/**
 * Questions in the chatbot's own words that none of its answers serve: another person's
 * illness («pappa har type 1, hvor mye insulin skal han ta?», «katten min har diabetes») or a
 * topic it has no answer on (a vaccine, the dentist, parking). The classifier learnt such
 * messages as out of scope and still answered most of them by their topic words (insulin,
 * «trygt for babyen»): on Dina's message sets, each left out in turn, they were the largest
 * group of wrong answers out of scope. A message is declined when a rule of a kind fits it and
 * no phrase of that kind's `unless` occurs anywhere in it: «mamma har type 2, har jeg større
 * risiko?» is the writer's own question.
 */
export class Declined {
  /** Every kind's rules at once: most messages fit none, and then one reading is enough. */
  private readonly any: WarningSignDetector;
  private readonly kinds: { about: WarningSignDetector; unless: WarningSignDetector }[];

  constructor(
    kinds: readonly DeclinedRules[],
    toWords: (text: string) => readonly string[],
    reader?: ClauseReader,
  ) {
    const detector = (list: WarningSign['rules']) =>
      new WarningSignDetector(
        { signs: [{ id: 'declined', node: 'declined', rules: list, anyone: true }] },
        toWords,
        reader,
      );
    this.any = detector(kinds.flatMap((k) => k.rules));
    this.kinds = kinds.map((k) => ({ about: detector(k.rules), unless: detector(k.unless) }));
  }

  /** Whether the message is a question of a kind the chatbot declines. */
  asks(text: string, known: (word: string) => string | undefined): boolean {
    if (this.any.detect(text, known) === undefined) return false;
    return this.kinds.some(
      (k) =>
        k.about.detect(text, known) !== undefined && k.unless.detect(text, known) === undefined,
    );
  }
}
