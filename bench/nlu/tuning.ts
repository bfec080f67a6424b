import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import { assertAnswerable, scoreOf, type RealisticCase } from './realistic.js';

/**
 * For tuning the engine on realistic messages: the rates per kind on the tuning set
 * (bench/nlu/tuning-<bot>.yaml, or TUNING=<file>) and every message not answered right, with
 * what the engine did. Never run this on realistic-<bot>.yaml: that set only measures.
 *
 *   npm run --silent -w bench nlu-misses -- dina
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bot = process.argv[2] ?? 'dina';
const file = process.env.TUNING ?? `tuning-${bot}.yaml`;
if (file.startsWith('realistic-'))
  throw new Error('realistic-*.yaml is held out: measure it with npm run bench');
const cases = parse(await readFile(path.join(here, file), 'utf8')) as RealisticCase[];
const { bundles } = await loadContent(path.resolve(here, '../../content'));
const bundle = bundles.find((b) => b.identificator === bot);
if (!bundle) throw new Error(`No chatbot ${bot}`);
assertAnswerable(file, cases, bundle.nodes);
const engine = buildEngine(bundle.nodes, bundle.language);
const tally = new Map<string, { n: number; correct: number; wrong: number }>();
for (const c of cases) {
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
    const got = d.outcome === 'answer' || d.outcome === 'urgent' ? d.node : d.candidates.join('/');
    console.log(
      `${s.wrong ? 'WRONG' : s.correct > 0 ? 'half ' : 'miss '} ${c.kind.padEnd(15)} ${c.expect.padEnd(20)} ${d.outcome} ${got}  «${c.text}»`,
    );
  }
}
const pct = (x: number, of: number) => `${((x / of) * 100).toFixed(1).padStart(5)} %`;
for (const [kind, t] of [...tally].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(
    `  ${kind.padEnd(16)} ${pct(t.correct, t.n)} correct  ${pct(t.wrong, t.n)} wrong  (${t.n})`,
  );
