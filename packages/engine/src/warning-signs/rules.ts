import type { SignModel } from './sign-model.js';

/** One warning sign of a chatbot's content: what it is, where it sends, how it is told. */
export interface WarningSign {
  id: string;
  /** The node that answers it (the urgent answer, or first aid). */
  node: string;
  /**
   * Each rule is a phrase, or a list of phrases that must all occur in the message
   * (see `PatternCompiler` for the pattern language).
   */
  rules: readonly (string | readonly string[])[];
  /**
   * Phrases that explain the sign away when they occur in the same sentence ("blør fra
   * fingeren", "kramper i leggen"); a guessed one only up to a «men» after it (`explainedIn`).
   */
  except?: readonly string[];
  /**
   * Phrases whose words mean something else («sukker i blod» is no blood): where one stands
   * within a clause, no rule of the sign may use its words, but the rest of the sentence still
   * counts («blør mye og har sukker i blodet på 4»), which an `except` would explain away.
   */
  mask?: readonly string[];
  /**
   * The sign is about somebody else, at any time (cancer in the family): clauses about other
   * people or the past count for it.
   */
  anyone?: boolean;
  /**
   * The sign threatens life in anyone present («mannen min puster ikke», «sønnen min har
   * drukket oppvaskmiddel»): clauses about other people count, but what is past, checked or
   * hypothetical is still held back.
   */
  someoneElse?: boolean;
}

/** Warning signs as content data (content/<bot>/warning-signs.yaml). */
export interface WarningSignRules {
  /** Named word lists, used in rules as `@name`. */
  concepts?: Readonly<Record<string, readonly string[]>>;
  /**
   * Words that deny what follows them (`before`, "ikke noe blod") or the verb before them
   * (`after`, "blør ikke"). A rule that uses one of them itself ("kjenner ikke liv") is
   * never denied by it.
   */
  negation?: { before: readonly string[]; after: readonly string[] };
  /** Phrases that make a clause a question about a past pregnancy or a "what if". */
  hypothetical?: readonly string[];
  /** Phrases that keep such a clause about now ("hva gjør jeg hvis babyen ikke sparker i dag"). */
  present?: readonly string[];
  /**
   * Phrases that, opening a sentence, keep the sentence before it about now: «Er det normalt å
   * kaste opp noe som ser ut som kaffegrut? Skjedde akkurat nå.» Only a sentence's first
   * clause counts, so «Hva om vannet går? Hva skjer nå?» stays a question.
   */
  presentBack?: readonly string[];
  /** Phrases that make a clause about somebody else ("kollegaen min", "søstra mi"). */
  others?: readonly string[];
  /** Phrases that keep such a clause about the writer ("kollegaene fant meg på gulvet"). */
  self?: readonly string[];
  /**
   * Phrases that make clauses about somebody else count: that person is whom the chatbot is
   * for ("datteren min er gravid i uke 33 og fikk et anfall"). A denied one does not count
   * ("hun er ikke gravid").
   */
  othersToo?: readonly string[];
  /**
   * Phrases that make a sentence about something over and done ("ble sjekket", "alt var
   * fint"), up to a «men» after them; not when denied: «det har itj gått over» keeps the
   * headache.
   */
  resolved?: readonly string[];
  /**
   * Ordinary words a message may use that are never a typo of a rule's word, though one letter
   * apart: «katten» is no «natten», «lyver» no «lever». Only words the content does not know
   * need saying; its own words are never read as typos already.
   */
  realWords?: readonly string[];
  /** In order of priority: the first sign found is the answer. */
  signs: readonly WarningSign[];
  /**
   * A learnt model that catches warning signs no rule foresaw, answered with `node`
   * (`SignModel`): asked only when no rule fires, about the clauses no rule held back, and for
   * three words or more (LEARNT_MIN_WORDS). The engine lets it yield to `yieldTo` topics.
   */
  model?: SignModel & { node: string; yieldTo?: readonly string[] };
}

/**
 * What the rules made of a message: the sign one found, or the text none held back and how
 * many words it has, for the learnt model.
 */
export type RuleReading = { match: WarningMatch } | { unheld: string; words: number };

/** Why a message was taken as a warning sign, for editors checking a decision. */
export interface WarningMatch {
  sign: string;
  node: string;
  /** The rule that fired, as written in the content. */
  rule: string;
  /** The message's words (folded) that filled the rule. */
  words: string[];
  /** Found by the learnt model, not a rule: its probability (`rule` says it in words). */
  learnt?: number;
}
