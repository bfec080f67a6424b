import { describe, expect, it } from 'vitest';
import { Classifier, type Example } from './classifier.js';

// Two nodes sharing "blodsukker": only "lavt" and "hoyt" tell them apart.
const examples: Example[] = [
  { node: 0, terms: ['lavt', 'blodsukker'] },
  { node: 0, terms: ['lavt'] },
  { node: 0, terms: ['foling', 'blodsukker'] },
  { node: 1, terms: ['hoyt', 'blodsukker'] },
  { node: 1, terms: ['hoyt'] },
  { node: 1, terms: ['over', 'malet'] },
];
const all = () => new Set([0, 1]);

describe('Classifier', () => {
  const classifier = new Classifier(examples, all);

  it('learns which words tell nodes apart', () => {
    const [low, high] = classifier.probabilities(['lavt', 'blodsukker'], [0, 1]);
    expect(low).toBeGreaterThan(0.6);
    expect(high).toBeLessThan(0.2);
    const [low2, high2] = classifier.probabilities(['hoyt', 'blodsukker'], [0, 1]);
    expect(high2).toBeGreaterThan(low2!);
  });

  it('gives low probabilities to words that are weak evidence for every node', () => {
    const [shared] = classifier.probabilities(['blodsukker'], [0, 1]);
    const [telling] = classifier.probabilities(['lavt', 'blodsukker'], [0, 1]);
    expect(shared).toBeLessThan(telling! - 0.1);
    const [p] = classifier.probabilities(['vaer', 'regn', 'lavt'], [0]);
    const [q] = classifier.probabilities(['lavt'], [0]);
    expect(p).toBeLessThan(q!);
  });

  it('trains the same way every time', () => {
    const again = new Classifier(examples, all);
    expect(again.probabilities(['foling'], [0, 1])).toEqual(
      classifier.probabilities(['foling'], [0, 1]),
    );
  });
});
