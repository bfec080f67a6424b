import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { engineWithout, messageSets } from './message-sets.js';
import { assertAnswerable, scoreOf } from './realistic.js';

/**
 * For tuning the engine on realistic messages: the rates per kind on the message sets
 * (content/<bot>/messages/*.yaml, or only TUNING=<file>) and every message not answered right,
 * with what the engine did. Each set is measured on an engine that has not learnt from it
 * (leave one set out), so a change that only memorises messages shows no gain. Never run this
 * on bench/nlu/realistic-<bot>.yaml: that set only measures.
 *
 *   npm run --silent -w bench nlu-misses -- dina
 *   TUNING=tuning14.yaml npm run --silent -w bench nlu-misses -- dina
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const content = path.resolve(here, '../../content');
const bot = process.argv[2] ?? 'dina';
const { bundles } = await loadContent(content);
const bundle = bundles.find((b) => b.identificator === bot);
if (!bundle) throw new Error(`No chatbot ${bot}`);
const sets = (await messageSets(content, bot)).filter(
  (s) => !process.env.TUNING || s.file === process.env.TUNING,
);
if (sets.length === 0) throw new Error(`No message set ${process.env.TUNING ?? ''}`);
const tally = new Map<string, { n: number; correct: number; wrong: number }>();
for (const set of sets) {
  assertAnswerable(set.file, set.cases, bundle.nodes);
  const engine = engineWithout(bundle, set);
  for (const c of set.cases) {
    const d = engine.classify(c.text);
    const s = scoreOf(c, d);
    for (const k of [c.kind, 'all']) {
      const t = tally.get(k) ?? { n: 0, correct: 0, wrong: 0 };
      t.n += 1;
      t.correct += s.correct;
      t.wrong += s.wrong ? 1 : 0;
      tally.set(k, t);
    }
    if (s.correct < 1) {
      const got =
        d.outcome === 'answer' || d.outcome === 'urgent' ? d.node : d.candidates.join('/');
      console.log(
        `${s.wrong ? 'WRONG' : s.correct > 0 ? 'half ' : 'miss '} ${c.kind.padEnd(15)} ${c.expect.padEnd(20)} ${d.outcome} ${got}  «${c.text}»`,
      );
    }
  }
}
const pct = (x: number, of: number) => `${((x / of) * 100).toFixed(1).padStart(5)} %`;
for (const [kind, t] of [...tally].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(
    `  ${kind.padEnd(16)} ${pct(t.correct, t.n)} correct  ${pct(t.wrong, t.n)} wrong  (${t.n})`,
  );
