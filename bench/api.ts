import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@dina/server/bootstrap';
import { loadConfig } from '@dina/server/config';
import Fastify from 'fastify';
import { load } from './load.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 10;

/**
 * API throughput on the embedded database against a baseline measured in the same run: a
 * bare Fastify route answering `{}` on the same machine, which is the ceiling for any route.
 */
export async function benchApi(): Promise<string[]> {
  const baseline = Fastify();
  baseline.get('/', async () => ({}));
  const baseUrl = await baseline.listen({ port: 0, host: '127.0.0.1' });

  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      CONTENT_DIR: path.join(repoRoot, 'content'),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web'),
    },
    repoRoot,
  );
  const app = await createServer(config, { kind: 'pglite', dataDir: undefined });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const lines: string[] = [];
  try {
    await load(baseUrl, 200, CONCURRENCY); // warm-up
    const floor = await load(baseUrl, REQUESTS, CONCURRENCY);
    lines.push(row('baseline: bare Fastify {}', floor, floor));
    for (const route of [
      '/api/health',
      '/api/ChatBot/GetPublicInfo/dina',
      '/api/Page/GetTilesForClient/dina',
      '/api/Page/GetSubPageForClient/1',
      '/api/Chat/Media/dina/avatar',
    ]) {
      await load(appUrl + route, 100, CONCURRENCY);
      lines.push(row(route, await load(appUrl + route, REQUESTS, CONCURRENCY), floor));
    }
  } finally {
    await app.close();
    await baseline.close();
  }
  return [`API on PGlite, ${REQUESTS} requests, concurrency ${CONCURRENCY}:`, ...lines];
}

function row(
  name: string,
  r: Awaited<ReturnType<typeof load>>,
  floor: Awaited<ReturnType<typeof load>>,
): string {
  return (
    `  ${name.padEnd(36)} ${r.perSecond.toFixed(0).padStart(6)} req/s ` +
    `p50 ${r.p50ms.toFixed(2)} ms  p99 ${r.p99ms.toFixed(2)} ms  ` +
    `(${(r.perSecond / floor.perSecond).toFixed(2)}× baseline throughput)`
  );
}
