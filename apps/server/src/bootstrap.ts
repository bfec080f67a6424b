import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseTarget } from './db/client.js';
import { loadContentIntoDatabase } from './content/load.js';

export const databaseTargetOf = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };

/**
 * Opens and migrates the database, loads the content into it and builds the app. The
 * database closes with the app.
 */
export async function createServer(
  config: Config,
  target: DatabaseTarget = databaseTargetOf(config),
): Promise<FastifyInstance> {
  const database = await openDatabase(target);
  try {
    const report = await loadContentIntoDatabase(database.db, config.contentDir, config.production);
    const app = await buildApp({ config, database });
    app.log.info({ database: database.kind, content: report }, 'content synchronised');
    if (report.kept.length > 0) {
      app.log.warn(
        { chatbots: report.kept },
        'the database holds a newer version of this content: serving that, not the folder',
      );
    }
    // onClose hooks run last-added first, so this one runs before the app's own: write the
    // queued statistics while the database is still open.
    app.addHook('onClose', async () => {
      await app.stats.close();
      await database.close();
    });
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
