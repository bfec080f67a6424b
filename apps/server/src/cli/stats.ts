import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseTargetOf } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { chatbots } from '../db/schema.js';
import { loadReport } from '../stats/report.js';
import { formatReport } from '../stats/report-format.js';
import { retentionCutoff, rollUpExpired } from '../stats/stats-store.js';

const usage = `Bruk:
  npm run --silent stats -- report --bot <id> [--days 30] [--top 10] [--json]
  npm run --silent stats -- clean-up

Leser samme database som serveren (DATABASE_URL, ellers PGlite i DATA_DIR). Den innebygde
PGlite-databasen kan bare åpnes av én prosess: stopp serveren først, eller bruk PostgreSQL.
«clean-up» flytter spørsmål eldre enn STATS_RETENTION_DAYS over i dagstall nå, slik serveren
ellers gjør hver time.`;

/** Runs the statistics CLI with `argv` (without node and script); returns the exit code. */
export async function runStatsCli(argv: string[], env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        bot: { type: 'string' },
        days: { type: 'string', default: '30' },
        top: { type: 'string', default: '10' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  const days = Number(values.days);
  const top = Number(values.top);
  const validNumbers = [days, top].every((n) => Number.isInteger(n) && n >= 1 && n <= 3650);
  if (!((command === 'report' && values.bot && validNumbers) || command === 'clean-up')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase(databaseTargetOf(config));
  try {
    if (command === 'clean-up') {
      const moved = await rollUpExpired(
        database.db,
        retentionCutoff(new Date(), config.statsRetentionDays),
      );
      console.log(`Flyttet ${moved} hendelser eldre enn ${config.statsRetentionDays} dager.`);
      return 0;
    }
    const [known] = await database.db
      .select({ id: chatbots.identificator })
      .from(chatbots)
      .where(eq(chatbots.identificator, values.bot!));
    // Statistics outlive a chatbot's content, so an unknown id still gets its report.
    if (!known) console.error(`Merk: fant ingen chatbot «${values.bot}» i databasen.`);
    const report = await loadReport(database.db, { chatbot: values.bot!, days, top });
    console.log(
      values.json
        ? JSON.stringify(report, null, 2)
        : formatReport(report, config.statsRetentionDays),
    );
    return 0;
  } finally {
    await database.close();
  }
}

// Only when run as the CLI, so tests can import runStatsCli.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runStatsCli(process.argv.slice(2));
}
