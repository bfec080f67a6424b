import { describe, expect, it } from 'vitest';
import { Analyzer } from '../analyzer.js';
import { MessageWords, PatternCompiler } from './patterns.js';
import { RuleIndex } from './rule-index.js';
import { findValues } from './values.js';

const analyzer = new Analyzer();
const toWords = (t: string) => analyzer.words(t);
const compiler = new PatternCompiler({ pain: ['vondt', 'smerte*'] }, toWords);
const texts = [
  ['blør|blod'],
  ['kjenner ikke liv'],
  ['glucose>=20'],
  ['glucose>=11|høyt', 'kvalm*'],
  ['@pain ... magen', 'feber'],
  ['blod ... avføring*'],
];
const rules = texts.map((t) => ({
  text: t.join(' + '),
  phrases: t.map((p) => compiler.phrase(p)),
}));
const index = new RuleIndex(rules, (slot) => compiler.words.breadth(slot));

/** What asking every rule in turn finds: what the index must find too. */
function everyRule(message: MessageWords) {
  return rules.filter((r) => message.mayFit(r.phrases)).map((r) => r.text);
}

function read(text: string) {
  const words = toWords(text);
  return new MessageWords(words, findValues(words), compiler.words, () => undefined);
}

describe('RuleIndex', () => {
  it.each([
    'det er blod i avføringen',
    'kjenner ikke liv i dag',
    'blodsukker 23 og kvalm',
    'målte 12 og er kvalm, høyt',
    'vondt i magen og feber',
    'vondt i magen og feber, og blod i avføringen',
    'hva kan jeg spise til frokost',
  ])('finds the rules that asking every rule finds, in their order: %s', (text) => {
    const message = read(text);
    expect(index.fitting(message).map((r) => r.text)).toEqual(everyRule(message));
  });

  it('asks a rule made only of a value whatever the words', () => {
    expect(index.fitting(read('jeg har målt 25')).map((r) => r.text)).toContain('glucose>=20');
  });

  it('leaves out a rule when a word it needs is missing', () => {
    expect(index.fitting(read('vondt i magen')).map((r) => r.text)).not.toContain(
      '@pain ... magen + feber',
    );
  });
});
