import { describe, expect, it } from 'vitest';
import { trainNlpjs, type NluExport } from './nlpjs.js';

const data: NluExport = {
  bot: 'test',
  nodes: [
    {
      id: 'blodsukker',
      phrases: [
        'hva er normalt blodsukker',
        'hvordan måler jeg blodsukkeret',
        'blodsukkeret mitt er for høyt',
        'hva gjør jeg ved lavt blodsukker',
        'når bør jeg sjekke blodsukkeret',
      ],
    },
    {
      id: 'kosthold',
      phrases: [
        'hva bør jeg spise',
        'er brød sunt å spise',
        'gode råd om kosthold',
        'hvor mye frukt kan jeg spise',
        'hvilken mat er best for magen',
      ],
    },
    {
      id: 'hilsen',
      phrases: ['hei', 'hallo', 'god morgen', 'heisann, hvordan går det', 'god dag til deg'],
    },
    { id: 'tom', phrases: [] },
  ],
};

describe('trainNlpjs', () => {
  it('routes held-out paraphrases and falls back on gibberish', async () => {
    const started = performance.now();
    const nlp = await trainNlpjs(data);
    const trainMs = performance.now() - started;
    expect(trainMs).toBeGreaterThanOrEqual(0);

    const sugar = await nlp.classify('hvordan kan jeg måle blodsukker hjemme');
    expect(sugar.outcome).toBe('answer');
    expect(sugar.node).toBe('blodsukker');
    expect(sugar.score).toBeGreaterThanOrEqual(0.5);
    expect(sugar.score).toBeLessThanOrEqual(1);

    const food = await nlp.classify('hvilken frukt er sunn mat');
    expect(food).toMatchObject({ outcome: 'answer', node: 'kosthold' });

    const hello = await nlp.classify('hallo der');
    expect(hello).toMatchObject({ outcome: 'answer', node: 'hilsen' });

    expect(await nlp.classify('qwxz plmk')).toEqual({
      outcome: 'fallback',
      node: null,
      score: 0,
    });
  });

  it('is deterministic across trainings', async () => {
    const a = await trainNlpjs(data);
    const b = await trainNlpjs(data);
    const text = 'hva slags mat bør jeg spise';
    expect(await a.classify(text)).toEqual(await b.classify(text));
  });

  it('declines a message like the out-of-scope ones it was given as its None intent', async () => {
    const text = 'kan jeg spise rå fisk og sushi';
    const before = await trainNlpjs(data);
    expect(await before.classify(text)).toMatchObject({ outcome: 'answer', node: 'kosthold' });
    const after = await trainNlpjs({
      ...data,
      outOfScope: [
        'er sushi og rå fisk trygt å spise',
        'kan jeg spise rå fisk',
        'sushi med rå laks',
      ],
    });
    expect(await after.classify(text)).toMatchObject({ outcome: 'fallback' });
  });
});
