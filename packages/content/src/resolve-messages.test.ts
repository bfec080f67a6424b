import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validBot, writeContent } from './fixture.test-helper.js';
import { loadContent } from './load-content.js';
import { formatProblem } from './problems.js';

const today = '2026-06-01';

/** The fixture with a step of a guide, reached by a button of `about`. */
function botWithStep(): Record<string, string> {
  const files = validBot();
  files['dialogue/guide.yaml'] = [
    '- id: guide-step',
    '  kind: step',
    '  answer:',
    '    - Et trinn.',
    '  review:',
    '    status: draft',
    '    sources: [HN]',
    '    updated: 2026-01-01',
    '    nextReview: 2027-01-01',
  ].join('\n');
  files['dialogue/basis.yaml'] = files['dialogue/basis.yaml']!.replace(
    '    - Testen er en test.',
    [
      '    - Testen er en test.',
      '  buttons:',
      '    - type: quick_reply',
      '      label: Videre',
      '      node: guide-step',
    ].join('\n'),
  );
  return files;
}

async function load(messages: string) {
  const root = await writeContent({ testbot: { ...botWithStep(), 'messages/set.yaml': messages } });
  const { bundles, problems } = await loadContent(root, { today });
  return {
    examples: bundles[0]?.language.examples,
    problems: problems.map((p) =>
      formatProblem({ ...p, file: path.relative(root, path.resolve(p.file)) }),
    ),
  };
}

describe('the messages of messages/*.yaml', () => {
  it('teach the engine the topic each expects, or none when out of scope; urgent ones only measure', async () => {
    const { examples, problems } = await load(
      [
        "- text: 'hei, lurer på hva denne testen egentlig er for noe?'",
        '  expect: about',
        '  kind: long',
        "- text: 'hvem vant kampen i går'",
        '  expect: out-of-scope',
        '  kind: out-of-scope',
        "- text: 'jeg blør masse'",
        '  expect: urgent',
        '  kind: urgent',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(examples).toEqual([
      { text: 'hei, lurer på hva denne testen egentlig er for noe?', node: 'about' },
      { text: 'hvem vant kampen i går', node: null },
    ]);
  });

  it('may not expect a node that does not exist, a step only buttons reach, or the fallback', async () => {
    const { problems } = await load(
      [
        "- text: 'hva er dette'",
        '  expect: abuot',
        '  kind: typos',
        "- text: 'og så?'",
        '  expect: guide-step',
        '  kind: short',
        "- text: 'hva er testen og hva skjer videre'",
        '  expect: about',
        '  also: guide-step',
        '  kind: two-questions',
        "- text: 'fghjk sry lomma'",
        '  expect: fallback',
        '  kind: typos',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'testbot/messages/set.yaml:2: Noden «abuot» finnes ikke',
      'testbot/messages/set.yaml:5: «guide-step» er et trinn i en veiviser: bare knappene fører dit',
      'testbot/messages/set.yaml:9: «guide-step» er et trinn i en veiviser: bare knappene fører dit',
      'testbot/messages/set.yaml:12: Skriv out-of-scope: fallback er ikke et emne',
    ]);
  });

  it('must each have a text, what it expects and its kind', async () => {
    const { problems } = await load("- text: 'hva er testen'\n  expect: about");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^testbot\/messages\/set\.yaml:1: 0\.kind: /);
  });
});
