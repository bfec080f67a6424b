import { largestCoprime } from '../classifier.js';
import { FeatureSpace, signFeatures, type SignExample, type SignModel } from './sign-model.js';

export interface TrainOptions {
  /** A feature must occur in this many messages to be learnt. */
  minCount?: number;
  /** Inverse strength of the L2 penalty (as in scikit-learn's C). */
  c?: number;
  epochs?: number;
  threshold: number;
}

/**
 * Trains the model: L2-regularised logistic regression, the two classes weighted to count
 * alike, by stochastic gradient descent in a fixed order, so the same examples always give
 * the same model.
 */
export function trainSignModel(examples: readonly SignExample[], options: TrainOptions): SignModel {
  const { minCount = 2, c = 4, epochs = 30, threshold } = options;
  const counted = examples.map((e) => signFeatures(e.text));
  const df = new Map<number, number>();
  for (const counts of counted) for (const id of counts.keys()) df.set(id, (df.get(id) ?? 0) + 1);
  const features = [...df]
    .filter(([, n]) => n >= minCount)
    .map(([id]) => id)
    .sort((a, b) => a - b);
  const n = examples.length;
  const idf = features.map((f) => Math.log((1 + n) / (1 + df.get(f)!)) + 1);
  const space = new FeatureSpace(features, idf);
  const vectors = examples.map((e) => space.vector(e.text));
  const positives = examples.filter((e) => e.sign).length;
  if (positives === 0 || positives === n) throw new Error('Trenger både tegn og ikke-tegn');
  const classWeight = (sign: boolean) => n / (2 * (sign ? positives : n - positives));
  const weights = new Float64Array(features.length);
  let bias = 0;
  // Per-example penalty of the objective ½‖w‖² + C Σ loss, spread over the examples.
  const lambda = 1 / (c * n);
  const stride = largestCoprime(n);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = 0.5 / (1 + epoch * 0.3);
    for (let k = 0, i = epoch % n; k < n; k++, i = (i + stride) % n) {
      const { ids, values } = vectors[i]!;
      let z = bias;
      ids.forEach((id, j) => (z += weights[id]! * values[j]!));
      const p = 1 / (1 + Math.exp(-z));
      const y = examples[i]!.sign ? 1 : 0;
      const g = classWeight(examples[i]!.sign) * (p - y);
      ids.forEach((id, j) => (weights[id] = weights[id]! - rate * g * values[j]!));
      bias -= rate * g;
    }
    // The penalty once per epoch: the same shrinking as per example, without touching every
    // weight for every example.
    const shrink = Math.max(0, 1 - rate * lambda * n);
    for (let f = 0; f < weights.length; f++) weights[f] = weights[f]! * shrink;
  }
  // «|| 0»: JSON writes -0 as 0, and a model read back must equal the one trained.
  const round = (x: number) => Math.round(x * 1e4) / 1e4 || 0;
  return {
    threshold,
    bias: round(bias),
    features,
    idf: idf.map(round),
    weights: [...weights].map(round),
  };
}
