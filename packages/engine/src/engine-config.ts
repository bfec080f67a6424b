import type { LanguageExtension } from './analyzer.js';
import type { DeclinedRules } from './declined.js';
import type { FoodLexicon } from './food.js';
import type { GlucoseTargets } from './glucose.js';
import type { MatchWeights } from './match-weights.js';
import type { Thresholds } from './decision.js';
import type { WarningSignRules } from './warning-signs/detector.js';

export interface EngineButton {
  type: 'quick_reply' | 'dialogue_trigger' | 'link' | 'email' | 'phone';
  label: string;
  /** For quick replies and dialogue triggers: the id of the node the button leads to. */
  value: string;
}

/** What the engine needs of a dialogue node. */
export interface EngineNode {
  id: string;
  /** `topic` nodes are matched against messages; `step` nodes are reached only by buttons. */
  kind: 'topic' | 'step';
  phrases: readonly string[];
  keywords: readonly string[];
  buttons: readonly EngineButton[];
}

export interface EngineConfig {
  nodes: readonly EngineNode[];
  language?: LanguageExtension;
  /** Warning signs, detected before any matching. */
  warningSigns?: WarningSignRules;
  thresholds?: Partial<Thresholds>;
  /** How matching weighs its evidence; the defaults are tuned by bench/nlu/cross-validate.ts. */
  weights?: Partial<MatchWeights>;
  /** Node that is never matched: it is the answer when nothing else fits. */
  fallbackNode?: string;
  /**
   * Nodes that answer small talk (greeting, thanks): a part of a long message that matches
   * one of them is context, not the question.
   */
  smallTalk?: readonly string[];
  /**
   * Feelings (worry, guilt, fear, sadness) and the support topic for a message of feelings
   * only; `support` groups, tried first, have their own topic (sadness: the one on low mood).
   */
  feelings?: {
    node: string;
    words: readonly string[];
    support?: readonly { node: string; words: readonly string[] }[];
  };
  /** Foods and drinks by kind, for «kan jeg spise/drikke X?»; see `FoodRule`. */
  foods?: FoodLexicon;
  /** Glucose targets of the content, for readings in messages; see `glucoseWords`. */
  glucoseTargets?: GlucoseTargets;
  /** Kinds of question declined whatever their words; see `Declined`. */
  declined?: readonly DeclinedRules[];
  /**
   * Messages as visitors write them (long, worried, in dialect), each with the topic that
   * answers it, or null for a question no topic answers. They train the classifier only
   * (`Matcher`); unknown or step nodes are skipped.
   */
  examples?: readonly { text: string; node: string | null }[];
}

export interface Context {
  /** The node answered last; its buttons are the first candidates for a short reply. */
  exchangeId?: string | null;
}
