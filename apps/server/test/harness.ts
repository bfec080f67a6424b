import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { createServer } from '../src/bootstrap.js';
import { loadConfig, type Config } from '../src/config.js';
import { loadContentIntoDatabase } from '../src/content/load.js';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.js';
import { fixtureContentDir } from './fixture.js';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The production chatbots' content: only the tests about that content itself use it. */
export const productionContentDir = path.join(repoRoot, 'content');

/** Server used by the PostgreSQL runs; CI makes sure it is up, so a failure to connect fails. */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database of one kind, and how to throw it away. */
export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function freshPostgres(): Promise<TestDatabase> {
  const name = `dina_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A migrated, empty PGlite data directory, made once per Vitest worker through the server's
 * own `openDatabase` (initdb and every migration). In-memory test databases start from it
 * (`initialData`): initdb takes one to two seconds of CPU, loading the directory a third of
 * that. Workers keep their modules from one test file to the next (`isolate: false` in
 * vitest.config.ts).
 */
let migratedPglite: Promise<Blob> | undefined;

/**
 * A new PGlite, as the server opens it, in memory or in `dataDir`, starting from the migrated
 * directory.
 */
export async function pgliteTarget(dataDir?: string): Promise<DatabaseTarget> {
  migratedPglite ??= openDatabase({ kind: 'pglite', dataDir: undefined }).then(async (made) => {
    try {
      return await (made.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await made.close();
    }
  });
  return { kind: 'pglite', dataDir, initialData: await migratedPglite };
}

/**
 * A new data directory on disk (DATA_DIR) holding a migrated, empty database: what a server
 * process started on it finds after its first start, without the initdb.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const database = await openDatabase(await pgliteTarget(dir));
  await database.close();
  return dir;
}

async function openPostgres(): Promise<Database> {
  const fresh = await freshPostgres();
  const database = await openDatabase(fresh.target).catch(async (error: unknown) => {
    await fresh.drop();
    throw error;
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** Both database kinds the server supports; API tests run once against each. */
export const databaseKinds: readonly [DatabaseKind, DatabaseKind] = [
  {
    name: 'PGlite',
    fresh: async (): Promise<TestDatabase> => ({
      target: await pgliteTarget(),
      drop: async () => {},
    }),
    open: async () => openDatabase(await pgliteTarget()),
  },
  { name: 'PostgreSQL', fresh: freshPostgres, open: openPostgres },
];

export interface DatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  /** A new, empty database to open or to start the server on (`createServer`). */
  fresh(): Promise<TestDatabase>;
  /** A new database, migrated and open; closing it also throws it away. */
  open(): Promise<Database>;
}

/** A built web app stand-in: an index.html with the config meta tag and one hashed asset. */
export async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dina-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="nb"><head><meta name="app-config" content="{}" /></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1);');
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    CONTENT_DIR: fixtureContentDir,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'dina-no-web-build'),
    // Every injected request comes from one address; the rate-limit tests turn limits on.
    RATE_LIMIT_CHAT_PER_MINUTE: '0',
    RATE_LIMIT_API_PER_MINUTE: '0',
    // A slow shared CI machine must not look like overload; the overload test turns it on.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ENGINE_THREADS: 'false',
    ...overrides,
  });
}

/**
 * Starts the app as `npm start` does (`createServer`: migrations, content loading, the app) on a
 * fresh database of the given kind, with the fixture content unless CONTENT_DIR says otherwise.
 */
export async function startApp(
  kind: DatabaseKind,
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const database = await kind.fresh();
  const app = await createServer(testConfig(overrides), database.target);
  return {
    app,
    async stop() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A new database of one kind, migrated, with a content folder loaded (the fixture unless
 * told): tests build as many apps on it as they need (`appOn`), each with its own
 * configuration, instead of opening a database for each. Closing it also throws it away.
 */
export async function contentDatabase(
  kind: DatabaseKind = databaseKinds[0],
  contentDir = fixtureContentDir,
): Promise<Database> {
  const database = await kind.open();
  try {
    await loadContentIntoDatabase(database.db, contentDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** An app on an existing database; closing it leaves the database open. */
export function appOn(
  database: Database,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'config' | 'database'> = {},
): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(env), database, ...options });
}

/**
 * One fixture database and one app on it for a describe block, opened before its tests and
 * closed after them; read `app` and `database` inside the tests.
 */
export function fixtureApp(kind: DatabaseKind): {
  readonly app: FastifyInstance;
  readonly database: Database;
} {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await contentDatabase(kind);
    app = await appOn(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
  };
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
