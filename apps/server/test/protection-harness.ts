import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadContentIntoDatabase } from '../src/content/load.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { messageBody } from './chat-bodies.js';
import { contentDir, testConfig } from './harness.js';

/**
 * One in-memory PGlite database with the repository's content, on which tests build as many
 * apps (each with its own configuration) as they need: loading content once keeps them fast.
 */
export async function contentDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await loadContentIntoDatabase(database.db, contentDir);
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

/** A valid NewMessageToChatbot body (SPEC §7), with fields replaced by `changes`. */
export function chatBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...messageBody('Hva er svangerskapsdiabetes?', null, { sentBy: 'client' }), ...changes };
}

/** Headers that change on every answer or say nothing about policy. */
const VOLATILE = new Set([
  'date',
  'content-length',
  'etag',
  'last-modified',
  'connection',
  'keep-alive',
]);

/** A response's headers without the volatile ones, sorted by name: what a snapshot compares. */
export function stableHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !VOLATILE.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
