/** How the parts of a node's score are weighed; see `defaultWeights`. */
export interface MatchWeights {
  /** Unknown words weigh this share of the rarest known word: they pull confidence down. */
  unknown: number;
  /** Share of the phrasing score from the second-best phrasing (the rest: the best). */
  second: number;
  /** Share of the score from coverage: how much of the message the node uses anywhere. */
  coverage: number;
  /** Question words weigh this share of their IDF. */
  weak: number;
  /** Share of the final score from the classifier's probability (the rest: similarity). */
  classifier: number;
  /** Share of the similarity from character n-grams (the rest: word stems). */
  chars: number;
}

/**
 * Tuned by 5-fold cross-validation of the content's phrasings (bench/nlu/cross-validate.ts;
 * CV_WEIGHTS tries others). The classifier at 0.3 raised the node ranked first from 79 % to
 * 82 % and correct answers at ≤ 2 % wrong from 60 % to 67 %; at 0.5 or more it did worse. A
 * cosine with each node as a whole (all phrasings as one) moved the node ranked first by under
 * 1 point, so it was removed (issue 18). Character
 * n-grams at 0.3 (0.2–0.5 tried) raised the best correct rate at ≤ 2 % wrong from 66.8 % to
 * 68.1 % and cut out-of-scope answers from 8 % to 4 %; they cost typo'd phrasings some
 * confidence (unknown grams lengthen the message), which the thresholds absorb.
 */
export const defaultWeights: MatchWeights = {
  unknown: 1,
  second: 0.25,
  coverage: 0.3,
  weak: 0.3,
  classifier: 0.3,
  chars: 0.3,
};
