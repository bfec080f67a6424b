import { describe, expect, it } from 'vitest';
import { trainSignModel } from './warning-signs/sign-training.js';
import { Engine, decide, type EngineConfig, type EngineNode } from './engine.js';

const node = (id: string, phrases: string[], extra: Partial<EngineNode> = {}): EngineNode => ({
  id,
  kind: 'topic',
  phrases,
  keywords: [],
  buttons: [],
  ...extra,
});

const engineConfig: EngineConfig = {
  nodes: [
    node('welcome', ['start'], {
      buttons: [
        { type: 'quick_reply', label: 'Blodsukkermål', value: 'glucose-targets' },
        {
          type: 'dialogue_trigger',
          label: 'Hva kan jeg spise i løpet av en dag?',
          value: 'day-plan',
        },
      ],
    }),
    node('fallback', ['hva som helst']),
    node('greeting', ['hei', 'hallo', 'god morgen']),
    node(
      'glucose-targets',
      [
        'hva er blodsukkermålene',
        'mål for blodsukker',
        'hvor høyt kan blodsukkeret være',
        'målverdi blodsukker',
      ],
      {
        buttons: [{ type: 'quick_reply', label: 'Når skal jeg måle?', value: 'when-to-measure' }],
      },
    ),
    node('when-to-measure', [
      'når skal jeg måle blodsukkeret',
      'hvor ofte skal jeg måle',
      'måletidspunkter',
    ]),
    node('diet-basics', [
      'hva kan jeg spise',
      'kosthold ved svangerskapsdiabetes',
      'mat og drikke',
    ]),
    node('high-reading', ['høyt blodsukker', 'høy måling', 'målingen var for høy', 'over målet']),
    node('insulin', ['insulin', 'medisin insulin', 'sprøyte med insulin']),
    node('metformin', ['metformin', 'medisin metformin', 'tabletter metformin']),
    node('day-plan', [], { kind: 'step' }),
    node('urgent-help', ['når bør jeg søke hjelp']),
  ],
  warningSigns: {
    negation: { before: ['ikke'], after: [] },
    signs: [
      { id: 'bleeding', node: 'urgent-help', rules: ['blør|blødning*'] },
      { id: 'fetal-movement', node: 'urgent-help', rules: [['kjenner', 'ikke', 'liv*']] },
    ],
  },
  // The usual targets, as Dina's language.yaml gives them.
  glucoseTargets: { fasting: 5.3, afterMeal: 6.7 },
};
const engine = new Engine(engineConfig);

describe('Engine.classify', () => {
  it('answers a question with the node whose phrasings it matches', () => {
    expect(engine.classify('Hva er blodsukkermålene?')).toMatchObject({
      outcome: 'answer',
      node: 'glucose-targets',
    });
    expect(engine.classify('hei')).toMatchObject({ outcome: 'answer', node: 'greeting' });
  });

  it('understands nynorsk and dialect words, missing æøå and a typo', () => {
    expect(engine.classify('kva kan eg ete')).toMatchObject({
      outcome: 'answer',
      node: 'diet-basics',
    });
    expect(engine.classify('naar skal jeg maale blodsukkeret')).toMatchObject({
      outcome: 'answer',
      node: 'when-to-measure',
    });
    expect(engine.classify('kostholt ved svangerskapsdiabetes')).toMatchObject({
      outcome: 'answer',
      node: 'diet-basics',
    });
  });

  it('splits a compound into words the content uses', () => {
    expect(engine.classify('blodsukkermål')).toMatchObject({
      outcome: 'answer',
      node: 'glucose-targets',
    });
  });

  it('gives the urgent node for a warning sign before any matching, whatever else is asked', () => {
    expect(engine.classify('jeg blør litt, hva kan jeg spise?')).toMatchObject({
      outcome: 'urgent',
      node: 'urgent-help',
    });
    expect(engine.classify('eg kjenner ikkje noko liv i dag')).toMatchObject({
      outcome: 'urgent',
      node: 'urgent-help',
    });
  });

  it('does not mistake blodsukker for bleeding', () => {
    expect(engine.classify('blodsukker').outcome).not.toBe('urgent');
  });

  it('forgives a typo in a warning word, but not in a word the content uses as itself', () => {
    const withFever = new Engine({
      nodes: [node('fibre', ['fiber', 'løselig fiber', 'mer fiber i kosten', 'fiber og magen'])],
      warningSigns: { signs: [{ id: 'fever', node: 'fibre', rules: ['feber'] }] },
    });
    expect(withFever.classify('jeg har fber')).toMatchObject({ outcome: 'urgent' });
    expect(withFever.classify('hjelper fiber?').outcome).not.toBe('urgent');
  });

  it('reads words typed without spaces, for warning signs and for topics alike', () => {
    const typed = new Engine({
      ...engineConfig,
      warningSigns: { signs: [{ id: 'bleeding', node: 'urgent-help', rules: ['blod ... trusa'] }] },
    });
    expect(typed.classify('detvarblodpåtrusanå')).toMatchObject({
      outcome: 'urgent',
      node: 'urgent-help',
    });
    expect(typed.classify('hvakanjegspiseogdrikke')).toMatchObject({ node: 'diet-basics' });
  });

  it('falls back on gibberish and on questions about something else', () => {
    expect(engine.classify('asdfgh qwerty')).toMatchObject({ outcome: 'fallback', node: null });
    expect(engine.classify('hvordan blir været i morgen')).toMatchObject({
      outcome: 'fallback',
      node: null,
    });
  });

  it('never matches step nodes or the fallback node', () => {
    const d = engine.classify('hva som helst');
    expect(d.node).not.toBe('fallback');
    expect(d.candidates).not.toContain('fallback');
  });

  it('follows the current node: a button label typed by hand, and "ja" when there is one way on', () => {
    expect(engine.classify('når skal jeg måle', { exchangeId: 'glucose-targets' })).toMatchObject({
      outcome: 'answer',
      node: 'when-to-measure',
    });
    expect(engine.classify('Ja', { exchangeId: 'glucose-targets' })).toMatchObject({
      node: 'when-to-measure',
    });
    expect(engine.classify('blodsukkermål', { exchangeId: 'welcome' })).toMatchObject({
      node: 'glucose-targets',
    });
    expect(
      engine.classify('Hva kan jeg spise i løpet av en dag?', { exchangeId: 'welcome' }),
    ).toMatchObject({
      node: 'day-plan',
    });
  });

  it('asks "Mente du …?" with both topics when two fit equally well', () => {
    const d = engine.classify('medisin');
    expect(d).toMatchObject({ outcome: 'clarify', node: null });
    expect([...d.candidates].sort()).toEqual(['insulin', 'metformin']);
  });

  it('keeps "måle" (measure) apart from "mål" (target)', () => {
    const d = engine.classify('måle');
    expect(d.node ?? d.candidates[0]).toBe('when-to-measure');
    expect(d.node).not.toBe('glucose-targets');
    expect(d.candidates).not.toContain('glucose-targets');
  });

  it('sends a glucose value over the usual target to high readings and one under it, or asked about, to the targets', () => {
    const high = engine.classify('6,9 etter frokost i dag, hva gjør jeg?');
    expect(high.node ?? high.candidates[0]).toBe('high-reading');
    expect(high.outcome).not.toBe('fallback');
    const fine = engine.classify('fastende 4,8, er det bra?');
    expect(fine.node ?? fine.candidates[0]).toBe('glucose-targets');
    const asked = engine.classify('er 6,9 etter frokost for høyt?');
    expect(asked.node ?? asked.candidates[0]).toBe('glucose-targets');
  });

  it('reads no glucose values for a chatbot whose content gives no targets', () => {
    const plain = new Engine({ ...engineConfig, glucoseTargets: undefined });
    expect(plain.classify('6,9 etter frokost i dag, hva gjør jeg?').node).not.toBe('high-reading');
  });

  it('answers a clicked quick reply: its target sent as message and exchange id', () => {
    expect(engine.classify('when-to-measure', { exchangeId: 'when-to-measure' })).toMatchObject({
      outcome: 'answer',
      node: 'when-to-measure',
    });
    expect(engine.classify('when-to-measure').node).toBeNull();
  });

  it('is deterministic', () => {
    expect(engine.classify('hva kan jeg spise')).toEqual(engine.classify('hva kan jeg spise'));
  });
});

describe('decide', () => {
  const thresholds = { answer: 0.65, margin: 0.2, clarify: 0.55 };

  it('falls back on similarity, however sure the classifier is', () => {
    const d = decide([{ node: 'a', score: 0.9, similarity: 0.4 }], thresholds);
    expect(d.outcome).toBe('fallback');
  });

  it('answers a clear lead and asks about a close call', () => {
    const clear = decide(
      [
        { node: 'a', score: 0.9, similarity: 0.8 },
        { node: 'b', score: 0.6, similarity: 0.7 },
      ],
      thresholds,
    );
    expect(clear).toMatchObject({ outcome: 'answer', node: 'a' });
    const close = decide(
      [
        { node: 'a', score: 0.8, similarity: 0.8 },
        { node: 'b', score: 0.7, similarity: 0.7 },
      ],
      thresholds,
    );
    expect(close).toMatchObject({ outcome: 'clarify', candidates: ['a', 'b'] });
  });
});

describe('conversational phrasings', () => {
  const chat = new Engine({
    nodes: [
      node('about', ['hvem er du', 'hva er du for noe']),
      node('diet', ['hva kan jeg spise', 'kosthold']),
    ],
  });

  it('learns and matches phrasings made only of stop and question words', () => {
    expect(chat.classify('Hvem er du?')).toMatchObject({ outcome: 'answer', node: 'about' });
    expect(chat.classify('kven er du')).toMatchObject({ outcome: 'answer', node: 'about' });
  });
});

describe('Engine.classify on a long message', () => {
  it('finds the question after a greeting, context and a feeling', () => {
    const text =
      'Hei! Jeg er i uke 30 og fikk vite det i går, og jeg er litt lei meg. Hva er blodsukkermålene?';
    expect(engine.classify(text)).toMatchObject({ outcome: 'answer', node: 'glucose-targets' });
  });

  it('finds an indirect question after the context in the same clause', () => {
    const text =
      'Hei! Er i uke 30 og fikk vite det i går. Jordmora ga meg et apparat, men jeg har glemt helt hva målverdi for blodsukker er';
    expect(engine.classify(text)).toMatchObject({ outcome: 'answer', node: 'glucose-targets' });
  });

  it('reads a question that points back with the sentence before it', () => {
    const text = 'Hei! Jeg glemte blodsukkermålene. Hva er de?';
    expect(engine.classify(text)).toMatchObject({ outcome: 'answer', node: 'glucose-targets' });
  });

  it('asks about the statement before a question it did not understand, instead of giving up', () => {
    // The whole is under the clear lead that answers a long message (0.49 < 0.5, ledByWhole).
    const d = engine.classify(
      'Jeg lurte på blodsukkermålene. Mannen min ble sur. Finnes det noe om sånt på papir?',
    );
    expect(d).toMatchObject({ outcome: 'clarify' });
    expect(d.candidates).toContain('glucose-targets');
  });

  it('answers thanks when nothing else in the message is understood', () => {
    const polite = new Engine({
      nodes: [
        node('thanks', ['takk', 'tusen takk', 'takk skal du ha']),
        node('diet', ['hva kan jeg spise', 'kosthold']),
      ],
      smallTalk: ['thanks'],
      language: { variants: { hva: ['va'] } },
    });
    // "va" (var) reads as "hva", so "det va kjekt" is a clause that asks and is not understood.
    expect(polite.classify('takk skal du ha, det va kjekt')).toMatchObject({
      outcome: 'answer',
      node: 'thanks',
    });
  });

  it('takes no answer from the greeting of a long message', () => {
    expect(engine.classify('Hei hei! Kostholt ved svangerskapsdiabetes?').node).not.toBe(
      'greeting',
    );
  });
});

describe('Engine.classify with feelings', () => {
  const worried = new Engine({
    nodes: [
      node('is-it-my-fault', ['er det min skyld', 'hvorfor fikk jeg svangerskapsdiabetes']),
      node('diet-basics', ['hva kan jeg spise', 'kosthold ved svangerskapsdiabetes']),
      node('glucose-targets', ['hva er blodsukkermålene', 'blodsukkermål']),
      node('low-mood', ['jeg har det tungt', 'jeg er deprimert']),
    ],
    feelings: {
      node: 'is-it-my-fault',
      words: ['redd|bekymret', 'lei meg'],
      support: [{ node: 'low-mood', words: ['trist|gråter'] }],
    },
  });

  it('answers a message of feelings alone with the support topic', () => {
    expect(worried.classify('jeg er så redd og lei meg i dag')).toMatchObject({
      outcome: 'answer',
      node: 'is-it-my-fault',
      feeling: true,
    });
  });

  it('answers the topic asked about and marks the feeling, so a warm word goes first', () => {
    expect(worried.classify('Er litt bekymret. Hva kan jeg spise?')).toMatchObject({
      outcome: 'answer',
      node: 'diet-basics',
      feeling: true,
    });
  });

  it('answers sadness alone with its own support topic', () => {
    expect(worried.classify('er så trist og gråter hele tiden')).toMatchObject({
      outcome: 'answer',
      node: 'low-mood',
      feeling: true,
    });
  });

  it('answers the topic offered first once the feeling words that pulled in the others are left out', () => {
    // With the feeling, «Mente du …?» offers the diet first, then the guilt topic; without it,
    // the diet stands clearly ahead.
    expect(worried.classify('bekymret for kosthold')).toMatchObject({
      outcome: 'answer',
      node: 'diet-basics',
      feeling: true,
    });
  });

  it('takes a denied feeling as none', () => {
    expect(worried.classify('jeg er ikke redd, hva kan jeg spise').feeling).toBeUndefined();
  });
});

describe('Engine.classify with a learnt warning-sign model', () => {
  const model = trainSignModel(
    [
      ...['vannet renner nedover beina', 'det renner vann ut', 'vann renner nedover'].map(
        (text) => ({ text, sign: true }),
      ),
      ...['hva kan jeg spise', 'når skal jeg måle', 'er frukt lov'].map((text) => ({
        text,
        sign: false,
      })),
    ],
    { threshold: 0.5, minCount: 1 },
  );
  const withModel = (nodes: EngineNode[]) =>
    new Engine({
      nodes,
      warningSigns: {
        signs: [{ id: 'bleeding', node: 'urgent-help', rules: ['blør'] }],
        model: { ...model, node: 'urgent-help' },
      },
    });
  const diet = node('diet-basics', ['hva kan jeg spise', 'kosthold']);

  it('answers urgently what the model finds and no rule words', () => {
    expect(withModel([diet]).classify('vannet renner nedover beina nå')).toMatchObject({
      outcome: 'urgent',
      node: 'urgent-help',
      warning: { sign: 'model' },
    });
  });

  it('yields to a topic the message plainly asks about', () => {
    const waters = node('waters-info', [
      'vannet renner nedover beina nå',
      'vannet renner nedover beina',
      'renner vannet nedover beina',
    ]);
    expect(withModel([diet, waters]).classify('vannet renner nedover beina nå')).toMatchObject({
      outcome: 'answer',
      node: 'waters-info',
    });
  });

  it('yields to a topic one of whose phrasings the message fits that closely, though it scores less', () => {
    const waters = node('waters-info', ['vannet renner nedover beina', 'beina']);
    const legs = node('legs', ['vondt i beina', 'beina verker', 'hovne bein']);
    const engine = withModel([diet, waters, legs]);
    const [best] = engine.rank('vannet renner nedover beina nå');
    expect(best).toMatchObject({ node: 'waters-info' });
    expect(best!.score).toBeLessThan(0.9);
    expect(best!.similarity).toBeGreaterThanOrEqual(0.9);
    expect(engine.classify('vannet renner nedover beina nå')).toMatchObject({
      outcome: 'answer',
      node: 'waters-info',
    });
  });
});
