import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@dina/server/bootstrap';
import { loadConfig } from '@dina/server/config';
import Fastify from 'fastify';

/**
 * The server side of `bench/api.ts`, in its own process so the load generator does not share
 * its event loop: the real app on the database named by BENCH_DATABASE_URL (unset: PGlite in
 * memory) and, in the same process, a bare Fastify route as the ceiling. Prints both URLs as
 * one JSON line, then serves until SIGTERM. Rate limits are off: one client sends everything.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;

const bare = Fastify();
bare.get('/', async () => ({}));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const configWith = (engineThreads: boolean) =>
  loadConfig(
    {
      LOG_LEVEL: 'silent',
      CONTENT_DIR: path.join(repoRoot, 'content'),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web'),
      RATE_LIMIT_CHAT_PER_MINUTE: '0',
      RATE_LIMIT_API_PER_MINUTE: '0',
      ENGINE_THREADS: String(engineThreads),
    },
    repoRoot,
  );
const target = () =>
  databaseUrl
    ? ({ kind: 'postgres', url: databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: undefined } as const);
const app = await createServer(configWith(true), target());
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
// The same app with each engine on the server's own thread (ENGINE_THREADS=false), to show
// what the worker threads buy. On PGlite it has its own in-memory database.
const inProcess = await createServer(configWith(false), target());
const inProcessUrl = await inProcess.listen({ port: 0, host: '127.0.0.1' });
// A second bare server answering the chat's request shape with a real answer of the app,
// fixed: the same bytes in and out for the load generator, none of the app's work.
const sample = (await app.inject('/api/chat/WelcomeText/dina/bench')).body;
const bareChat = Fastify();
bareChat.post('/api/chat/NewMessageToChatbot', async (_request, reply) =>
  reply.type('application/json').send(sample),
);
const bareChatUrl = await bareChat.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ bareUrl, bareChatUrl, appUrl, inProcessUrl }));

process.once('SIGTERM', () => {
  void Promise.all([app.close(), inProcess.close(), bare.close(), bareChat.close()]).then(() =>
    process.exit(0),
  );
});
