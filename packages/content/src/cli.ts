import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from './load-content.js';
import { formatProblem } from './problems.js';
import { summarize } from './summary.js';

const usage = `Bruk: npm run content -- validate [--dir content] [--today ÅÅÅÅ-MM-DD]`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string', default: 'content' }, today: { type: 'string' } },
  });
  if (positionals[0] !== 'validate') {
    console.error(usage);
    return 2;
  }
  const root = path.resolve(values.dir);
  const { bundles, problems } = await loadContent(
    root,
    values.today ? { today: values.today } : {},
  );
  for (const p of problems) console.error(formatProblem(p));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 'er'} i innholdet.`);
    return 1;
  }
  for (const line of summarize(bundles)) console.log(line);
  console.log('Innholdet er gyldig.');
  return 0;
}

process.exitCode = await main();
