import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The same Drizzle API over either driver; code above this module does not know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database responds; for the health endpoint. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps PGlite in memory (tests). `initialData`, a data directory dump
   * (`dumpDataDir`), is what a new data directory starts from instead of an empty one: tests
   * start from a migrated one, saving initdb's second or two of CPU per database.
   */
  | { kind: 'pglite'; dataDir: string | undefined; initialData?: Blob };

// Same depth from src/db and dist/db, so this works from sources and from the build.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The advisory lock key under which an instance changes the shared database: its schema
 * (migrations) and its content (`content/sync.ts`), so instances do so one at a time.
 */
export const SCHEMA_LOCK = 'dina-content-sync';

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      idleTimeoutMillis: 30_000,
      // A database that is down must fail the request (503) quickly, not hang it.
      connectionTimeoutMillis: 3_000,
      // No query of ours takes a second; one that runs this long is stuck (a lock, a
      // runaway plan) and would hold a pool client for good.
      statement_timeout: 15_000,
    });
    // An idle client whose server went away emits 'error'; unhandled, it would crash the
    // process. The pool drops that client and opens a new one when the database is back.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    try {
      await migrateLocked(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return withPing({ db: db, kind: 'postgres', close: () => pool.end() });
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.initialData ? { loadDataDir: target.initialData } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return withPing({ db: db, kind: 'pglite', close: () => client.close() });
}

/**
 * Migrates while holding the lock content loading takes (`SCHEMA_LOCK`), on one connection:
 * instances starting together on a fresh database would otherwise race to create the same
 * schema, and one of them crash.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [SCHEMA_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [SCHEMA_LOCK]);
    }
  } finally {
    client.release();
  }
}

function withPing(d: Omit<Database, 'ping'>): Database {
  return {
    ...d,
    async ping() {
      try {
        await d.db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
