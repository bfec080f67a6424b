import { createInterface } from 'node:readline';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, loadContent } from '@dina/content';
import { buildEngine } from '../chat/build-engine.js';
import { exportOf } from '../chat/nlu-export.js';

const usage = `Bruk:
  npm run --silent nlu -- export --bot <id> [--dir content]
  npm run --silent nlu -- classify --bot <id> [--dir content] < meldinger.txt`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { bot: { type: 'string' }, dir: { type: 'string', default: 'content' } },
    });
  } catch {
    // An unknown option (`--help` too): the usage, not a stack trace.
    console.error(usage);
    return 2;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  if ((command !== 'export' && command !== 'classify') || !values.bot) {
    console.error(usage);
    return 2;
  }
  const { bundles, problems } = await loadContent(path.resolve(values.dir));
  if (problems.length > 0) {
    for (const p of problems) console.error(formatProblem(p));
    return 1;
  }
  const bundle = bundles.find((b) => b.identificator === values.bot);
  if (!bundle) {
    console.error(
      `Fant ingen chatbot «${values.bot}». Finnes: ${bundles.map((b) => b.identificator).join(', ')}`,
    );
    return 1;
  }
  if (command === 'export') {
    console.log(JSON.stringify(exportOf(bundle)));
    return 0;
  }
  const engine = buildEngine(bundle.nodes, bundle.language);
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const d = engine.classify(line);
    console.log(
      JSON.stringify({
        text: line,
        outcome: d.outcome,
        node: d.node,
        score: Number(d.score.toFixed(4)),
        candidates: d.candidates,
        ...(d.warning ? { warning: d.warning } : {}),
        ...(d.also ? { also: d.also } : {}),
        ...(d.feeling ? { feeling: true } : {}),
      }),
    );
  }
  return 0;
}

process.exitCode = await main();
