import { WarningSignDetector } from './warning-signs/detector.js';

/** Questions about another person's illness, which the chatbot does not answer (`SomeoneElse`). */
export interface SomeoneElseRules {
  /**
   * Rules (the warning-sign pattern language: a phrase, or phrases that must all occur) that
   * tell of someone else's illness.
   */
  rules: readonly (string | readonly string[])[];
  /** Phrases that, anywhere in the message, make it the writer's own question after all. */
  unless: readonly string[];
}

/**
 * «pappa har type 1, hvor mye insulin skal han ta?», «katten min har diabetes»: the words are
 * the chatbot's, the question is not. The classifier learnt such messages as out of scope
 * and still answered most of them by their topic words (insulin, blodsukker): on Dina's 19
 * message sets, each left out in turn, they were the largest group of wrong answers to
 * questions out of scope. A message is about someone else when a rule fits it and nothing in
 * the whole message speaks of the writer («jeg», «gravid», «risiko»): «mamma har type 2, har
 * jeg større risiko?» is the writer's own question.
 */
export class SomeoneElse {
  private readonly about: WarningSignDetector;
  private readonly unless: WarningSignDetector;

  constructor(rules: SomeoneElseRules, toWords: (text: string) => readonly string[]) {
    const detector = (id: string, list: readonly (string | readonly string[])[]) =>
      new WarningSignDetector({ signs: [{ id, node: id, rules: list, anyone: true }] }, toWords);
    this.about = detector('someone-else', rules.rules);
    this.unless = detector('writer', rules.unless);
  }

  /** Whether the message asks only about someone else's illness. */
  asks(text: string, known: (word: string) => string | undefined): boolean {
    return (
      this.about.detect(text, known) !== undefined && this.unless.detect(text, known) === undefined
    );
  }
}
