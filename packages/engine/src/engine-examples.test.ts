import { describe, expect, it } from 'vitest';
import { Engine, type EngineNode } from './engine.js';

const node = (id: string, phrases: string[], kind: EngineNode['kind'] = 'topic'): EngineNode => ({
  id,
  kind,
  phrases,
  keywords: [],
  buttons: [],
});

const nodes = [
  node('fallback', ['hva som helst']),
  node('insulin', ['insulin', 'medisin insulin', 'sprøyte med insulin']),
  node('metformin', ['metformin', 'medisin metformin', 'tabletter metformin']),
  node('guide-step', ['medisin'], 'step'),
];

/** Visitors' messages that ask about metformin without naming it. */
const examples = [
  { text: 'legen sier jeg må begynne med medisin, tabletter eller sprøyter?', node: 'metformin' },
  { text: 'hun vil gi meg medisin mot sukkeret', node: 'metformin' },
  { text: 'er medisinen farlig for babyen', node: 'metformin' },
];

describe('the messages an engine learns from (examples)', () => {
  it('put first the topic that messages like it expected, where the phrasings alone tie', () => {
    const without = new Engine({ nodes }).rank('legen vil gi meg medisin');
    const learnt = new Engine({ nodes, examples }).rank('legen vil gi meg medisin');
    expect(without[0]!.node).toBe('insulin');
    expect(learnt[0]!.node).toBe('metformin');
  });

  it('change no topic’s similarity: their context words never make a message fit', () => {
    const similarity = (engine: Engine) =>
      Object.fromEntries(
        engine.rank('legen vil gi meg medisin').map((r) => [r.node, r.similarity]),
      );
    expect(similarity(new Engine({ nodes, examples }))).toEqual(similarity(new Engine({ nodes })));
  });

  it('skip messages that expect a step or an unknown node', () => {
    const odd = [
      { text: 'medisin medisin', node: 'guide-step' },
      { text: 'medisin', node: 'no-such-node' },
    ];
    expect(new Engine({ nodes, examples: odd }).rank('medisin')).toEqual(
      new Engine({ nodes }).rank('medisin'),
    );
  });
});

describe('a message out of scope that an engine learns from (node null)', () => {
  it('lowers the score of the topics its words point at, not their similarity', () => {
    const message = 'får jeg medisin mot migrene';
    const outOfScope = [
      { text: 'hvilken medisin er best mot migrene', node: null },
      { text: 'migrene hver uke, hvilken medisin hjelper', node: null },
    ];
    const before = new Engine({ nodes }).rank(message)[0]!;
    const after = new Engine({ nodes, examples: outOfScope }).rank(message)[0]!;
    expect(after.score).toBeLessThan(before.score - 0.03);
    expect(after.similarity).toBe(before.similarity);
  });
});

describe('an engine that has learnt messages out of scope', () => {
  it('asks about a message its classifier is sure of though no phrasing fits it well; without them it falls back', () => {
    const outOfScope = { text: 'hvem vant kampen i går', node: null };
    const learnt = new Engine({ nodes, examples: [...examples, outOfScope] });
    expect(learnt.rank('medisinen min')[0]).toMatchObject({ node: 'metformin' });
    expect(learnt.rank('medisinen min')[0]!.similarity).toBeLessThan(0.6);
    expect(learnt.classify('medisinen min').outcome).toBe('clarify');
    expect(new Engine({ nodes, examples }).classify('medisinen min').outcome).toBe('fallback');
  });
});
