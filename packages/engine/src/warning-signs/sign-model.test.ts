import { describe, expect, it } from 'vitest';
import { SignScorer, signFeatures, type SignExample } from './sign-model.js';
import { trainSignModel } from './sign-training.js';

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
  it('scores the same once written to JSON and read back, as the content keeps it', () => {
    const model = trainSignModel(examples, { threshold: 0.7, minCount: 1 });
    const read = new SignScorer(JSON.parse(JSON.stringify(model)) as typeof model);
    const scorer = new SignScorer(model);
    for (const text of ['jeg blør mye', 'er frukt lov'])
      expect(read.probability(text)).toBe(scorer.probability(text));
  });

  it('scores a message the same whether its words were read before or not', () => {
    const model = trainSignModel(examples, { threshold: 0.7, minCount: 1 });
    const warm = new SignScorer(model);
    for (const text of [...signs, ...others]) warm.probability(text);
    for (const text of ['jeg blør mye', 'blør blør ikke', 'er frukt lov', 'kjenner liv i dag'])
      expect(warm.probability(text)).toBe(new SignScorer(model).probability(text));
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

  it('tells two words apart by their order («blør ikke» is not «ikke blør»)', () => {
    expect(signFeatures('blør ikke')).not.toEqual(signFeatures('ikke blør'));
    expect(signFeatures('veldig veldig vondt')).not.toEqual(signFeatures('mye mye vondt'));
  });

  it('counts a word, its pair with the next word and its character n-grams', () => {
    // «ja» (padded « ja »: 4 characters) has two 3-grams and one 4-gram; «nei» likewise one
    // more of each; plus each word and the pair.
    expect(signFeatures('ja nei').size).toBe(3 + 3 + 6);
  });
});
