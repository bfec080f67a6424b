import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { Engine } from '@dina/engine';
import { buildEngine } from '@dina/server/build-engine';
import { exportOf } from '@dina/server/nlu-export';
import { parse } from 'yaml';
import { latency } from './latency.js';
import { rates, type Outcome, type Rates, percent } from './metrics.js';
import { trainNlpjs } from './nlpjs.js';
import { syntheticContent } from './synthetic.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const urgentNodeOf: Record<string, string> = { dina: 'urgent-help', ibs: 'alarm-symptoms' };

type DevSet = Record<string, { text: string; expect: string }[]>;

const ms = (x: number) => `${x.toFixed(3)} ms`;

function table(title: string, ours: Rates, theirs: Rates): string[] {
  const row = (name: string, a: number, b: number, better: 'higher' | 'lower') => {
    const ahead = better === 'higher' ? a >= b : a <= b;
    return `  ${name.padEnd(26)} ${percent(a)}   ${percent(b)}   ${ahead ? 'ahead' : 'BEHIND'}`;
  };
  return [
    `${title} (${ours.cases} cases)              engine    NLP.js`,
    row('correct answer', ours.correct, theirs.correct, 'higher'),
    row('confidently wrong', ours.confidentlyWrong, theirs.confidentlyWrong, 'lower'),
    `  ${'clarify (asked)'.padEnd(26)} ${percent(ours.clarify)}   ${percent(theirs.clarify)}`,
    row('out-of-scope declined', ours.declined, theirs.declined, 'higher'),
    row('urgent recall', ours.urgentRecall, theirs.urgentRecall, 'higher'),
  ];
}

/** Language-matching quality and speed on the held-out development set, against NLP.js. */
export async function benchNlu(): Promise<string[]> {
  const devSet = parse(await readFile(path.join(here, 'dev-set.yaml'), 'utf8')) as DevSet;
  const { bundles } = await loadContent(path.join(root, 'content'));
  const lines: string[] = [];
  const all: { ours: Outcome[]; theirs: Outcome[] } = { ours: [], theirs: [] };
  const texts: { engine: Engine; nlp: Awaited<ReturnType<typeof trainNlpjs>>; text: string }[] = [];
  for (const bundle of bundles) {
    const cases = devSet[bundle.identificator] ?? [];
    const engine = buildEngine(bundle.nodes, bundle.language);
    const nlp = await trainNlpjs(exportOf(bundle));
    const ours: Outcome[] = [];
    const theirs: Outcome[] = [];
    for (const c of cases) {
      const d = engine.classify(c.text);
      ours.push({ expect: c.expect, outcome: d.outcome, node: d.node });
      const n = await nlp.classify(c.text);
      theirs.push({ expect: c.expect, outcome: n.outcome, node: n.node });
      texts.push({ engine, nlp, text: c.text });
    }
    const urgentNode = urgentNodeOf[bundle.identificator] ?? 'urgent-help';
    lines.push(...table(bundle.identificator, rates(ours, urgentNode), rates(theirs, urgentNode)));
    all.ours.push(
      ...ours.map((o) => ({ ...o, node: o.node === urgentNode ? 'urgent-help' : o.node })),
    );
    all.theirs.push(
      ...theirs.map((o) => ({ ...o, node: o.node === urgentNode ? 'urgent-help' : o.node })),
    );
    if (process.env.BENCH_VERBOSE) {
      ours.forEach((o, i) => {
        if (
          o.node !== o.expect &&
          !(o.expect === 'out-of-scope' && o.outcome === 'fallback') &&
          !(o.expect === 'urgent' && o.outcome === 'urgent')
        ) {
          console.log(
            `  miss ${bundle.identificator}: ${JSON.stringify(cases[i]!.text)} expect ${o.expect} got ${o.outcome} ${o.node ?? ''}`,
          );
        }
      });
    }
  }
  lines.push(
    ...table('both chatbots', rates(all.ours, 'urgent-help'), rates(all.theirs, 'urgent-help')),
  );

  const ourTime = await latency(texts, ({ engine, text }) => engine.classify(text));
  const theirTime = await latency(texts, ({ nlp, text }) => nlp.classify(text), 2);
  const speedUp = theirTime.p99 / ourTime.p99;
  const faster =
    speedUp >= 1
      ? `engine ${speedUp.toFixed(1)}× faster at p99`
      : `NLP.js ${(1 / speedUp).toFixed(1)}× faster at p99`;
  lines.push(
    `latency per message        p50 ${ms(ourTime.p50)} p99 ${ms(ourTime.p99)}   ` +
      `(NLP.js p50 ${ms(theirTime.p50)} p99 ${ms(theirTime.p99)}; ${faster})`,
  );
  let base: number | undefined;
  for (const count of [40, 400, 5000]) {
    const { nodes, queries } = syntheticContent(count);
    const started = performance.now();
    const engine = new Engine({ nodes });
    const built = performance.now() - started;
    const t = await latency(queries, (q) => engine.classify(q));
    base ??= t.p99;
    lines.push(
      `synthetic ${String(count).padStart(5)} nodes       p50 ${ms(t.p50)} p99 ${ms(t.p99)}  ` +
        `(${(t.p99 / base).toFixed(1)}× the 40-node p99; index built in ${built.toFixed(0)} ms)`,
    );
  }
  return [
    'Language matching on bench/nlu/dev-set.yaml (held out; the engine never trains on it):',
    ...lines,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const line of await benchNlu()) console.log(line);
}
