export { normalize, tokenize } from './normalize.js';
export { fold } from './fold.js';
export { stem } from './stem.js';
export { Analyzer, type LanguageExtension } from './analyzer.js';
export type { WarningMatch, WarningSign, WarningSignRules } from './warning-signs/detector.js';
export {
  ASK_SCORE,
  Engine,
  decide,
  defaultThresholds,
  type Context,
  type Decision,
  type EngineButton,
  type EngineConfig,
  type EngineNode,
  type Outcome,
  type Thresholds,
} from './engine.js';
export { defaultWeights, type MatchWeights } from './match-weights.js';
export type { GlucoseTargets } from './glucose.js';
export type { DeclinedRules } from './declined.js';
export {
  SignScorer,
  signFeatures,
  type SignExample,
  type SignModel,
} from './warning-signs/sign-model.js';
export { trainSignModel, type TrainOptions } from './warning-signs/sign-training.js';
