import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The process's soft limit on open files, read from /proc/self/limits (Linux); undefined
 * elsewhere or when unlimited. Read after Node has raised the soft limit to the hard one, so
 * it is the limit that applies.
 */
export function openFileLimit(limits = readProcLimits()): number | undefined {
  const line = limits?.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
}

function readProcLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * How many client connections to hold at most: `configured` when set, otherwise the file limit
 * less a reserve for what the server itself opens (database files and pool, Redis, worker
 * threads, logs), a fifth of the limit and at least 128. Connections beyond it are closed as
 * they arrive instead of taking the descriptors the database needs; undefined when no limit
 * is known.
 */
export function connectionCap(
  fileLimit: number | undefined,
  configured: number,
): number | undefined {
  if (configured > 0) return configured;
  if (fileLimit === undefined) return undefined;
  const reserve = Math.max(128, Math.ceil(fileLimit * 0.2));
  return Math.max(16, fileLimit - reserve);
}

/**
 * Caps the server's connections and logs the limits it runs with, and, at most once a minute,
 * how many connections were turned away for being over the cap.
 */
export function limitConnections(app: FastifyInstance, configured: number): void {
  const fileLimit = openFileLimit();
  const cap = connectionCap(fileLimit, configured);
  if (cap !== undefined) app.server.maxConnections = cap;
  let refused = 0;
  app.server.on('drop', () => (refused += 1));
  const report = setInterval(() => {
    if (refused === 0) return;
    app.log.warn({ refused, maxConnections: cap }, 'connections refused: at the connection cap');
    refused = 0;
  }, 60_000);
  report.unref();
  app.addHook('onClose', async () => clearInterval(report));
  app.addHook('onReady', async () => {
    app.log.info({ openFileLimit: fileLimit, maxConnections: cap }, 'connection limits');
  });
}
