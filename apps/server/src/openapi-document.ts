import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type DatabaseTarget } from './db/client.js';

/** Where the generated document is committed, relative to the repository root. */
export const OPENAPI_PATH = 'docs/openapi.json';

/**
 * The OpenAPI 3.1 document of the API, generated from the route schemas of the real app (built
 * on an empty embedded database: the document does not depend on content). As text, so the
 * committed file and a fresh one compare byte for byte. Tests pass a database that starts
 * migrated, to skip initdb.
 */
export async function openApiDocument(
  target: DatabaseTarget = { kind: 'pglite', dataDir: undefined },
): Promise<string> {
  const database = await openDatabase(target);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', ENGINE_THREADS: 'false' }),
    database,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
