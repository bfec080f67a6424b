import { describe, expect, it } from 'vitest';
import { SignScorer, signFeatures, trainSignModel, type SignExample } from './sign-model.js';

const signs = [
  'jeg blør mye fra underlivet',
  'det renner blod nedover beina',
  'blør kraftig nå',
  'mye blod i trusa',
  'babyen har ikke sparket i dag',
  'kjenner ikke liv',
  'vannet har gått',
  'det renner vann',
];
const others = [
  'hva kan jeg spise til frokost',
  'er frukt lov',
  'når skal jeg måle',
  'hvor mye brød kan jeg spise',
  'hva er svangerskapsdiabetes',
  'kan jeg trene',
  'hvem lager svarene',
  'takk for hjelpen',
];
const examples: SignExample[] = [
  ...signs.map((text) => ({ text, sign: true })),
  ...others.map((text) => ({ text, sign: false })),
];

describe('trainSignModel', () => {
  it('gives the same model for the same examples', () => {
    expect(trainSignModel(examples, { threshold: 0.7, minCount: 1 })).toEqual(
      trainSignModel(examples, { threshold: 0.7, minCount: 1 }),
    );
  });

  it('learns to tell a warning sign from an ordinary question it has not seen', () => {
    const scorer = new SignScorer(trainSignModel(examples, { threshold: 0.5, minCount: 1 }));
    expect(scorer.probability('jeg blør mye')).toBeGreaterThan(0.5);
    expect(scorer.probability('hva kan jeg spise til middag')).toBeLessThan(0.5);
  });
});

describe('signFeatures', () => {
  it('reads a message the same with or without æøå', () => {
    expect(signFeatures('blør på trusa')).toEqual(signFeatures('bloer paa trusa'));
  });

  it('counts a word, its pair with the next word and its character n-grams', () => {
    // «ja» (padded « ja »: 4 characters) has two 3-grams and one 4-gram; «nei» likewise one
    // more of each; plus each word and the pair.
    expect(signFeatures('ja nei').size).toBe(3 + 3 + 6);
  });
});
