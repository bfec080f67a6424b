import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatProblem, loadContent, reviewReport, summarize } from '@dina/content';
import { databaseTargetOf } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { syncContent, type SyncMode } from '../content/sync.js';

const usage = `Bruk:
  npm run content -- validate [--dir content] [--today ÅÅÅÅ-MM-DD]
  npm run content -- review [--dir content] [--today ÅÅÅÅ-MM-DD]
  npm run content -- publish [--dir content]
  npm run content -- rollback [--dir content]

«validate» sjekker innholdsmappen. «review» lister utkast, tekster som skal gjennomgås på nytt og
hvem som godkjente hva og når. «publish» legger den inn i databasen serveren bruker
(DATABASE_URL, ellers PGlite i DATA_DIR) og fjerner chatboter mappen ikke har; en eldre
versjon (version i chatbot.yaml) enn den som ligger der, legges ikke inn. «rollback» legger
mappen inn uansett versjon: slik går man med vilje tilbake til et eldre innhold. Med
NODE_ENV=production godtas ikke oppdiktede verdier eller eksempeladresser i deployment.yaml.`;

/** Runs the content CLI with `argv` (without node and script); returns the exit code. */
export async function runContentCli(argv: string[], env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { dir: { type: 'string', default: 'content' }, today: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  if (!['validate', 'review', 'publish', 'rollback'].includes(command ?? '')) {
    console.error(usage);
    return 2;
  }
  const root = path.resolve(values.dir);
  const { bundles, problems } = await loadContent(root, {
    ...(values.today ? { today: values.today } : {}),
    production: env.NODE_ENV === 'production',
  });
  for (const p of problems) console.error(formatProblem(p));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 'er'} i innholdet.`);
    return 1;
  }
  if (command === 'review') {
    const today = values.today ?? new Date().toISOString().slice(0, 10);
    for (const line of reviewReport(bundles, today)) console.log(line);
    return 0;
  }
  if (command === 'validate') {
    for (const line of summarize(bundles)) console.log(line);
    console.log('Innholdet er gyldig.');
    return 0;
  }
  return publish(bundles, command as 'publish' | 'rollback', env);
}

async function publish(
  bundles: Awaited<ReturnType<typeof loadContent>>['bundles'],
  mode: Exclude<SyncMode, 'start'>,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const database = await openDatabase(databaseTargetOf(loadConfig(env)));
  try {
    const report = await syncContent(database.db, bundles, mode);
    const line = (label: string, ids: string[]) => {
      if (ids.length > 0) console.log(`${label}: ${ids.join(', ')}`);
    };
    line('Lagt inn', report.loaded);
    line('Uendret', report.unchanged);
    line('Fjernet', report.removed);
    if (report.kept.length > 0) {
      console.error(
        `Databasen har en nyere versjon av ${report.kept.join(', ')}; ikke lagt inn. ` +
          'Øk version i chatbot.yaml, eller bruk «rollback» for å gå tilbake med vilje.',
      );
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runContentCli(process.argv.slice(2));
}
