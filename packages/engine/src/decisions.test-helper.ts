import type { Decision } from './decision.js';
import type { Ranked } from './long-message.js';

/** Decisions and rankings for tests of the long-message rules. */
export const answer = (node: string, score = 0.8): Decision => ({
  outcome: 'answer',
  node,
  score,
  candidates: [],
});
export const fallback: Decision = { outcome: 'fallback', node: null, score: 0, candidates: [] };
/** A «Mente du …?» on the classifier's word alone (`Thresholds.ask`). */
export const guess = (candidates: string[], score: number): Decision => ({
  outcome: 'clarify',
  node: null,
  score,
  candidates,
  guess: true,
});
export const ranked = (node: string, score: number, similarity = score): Ranked[] => [
  { node, score, similarity },
];
export const none: ReadonlySet<string> = new Set<string>();
