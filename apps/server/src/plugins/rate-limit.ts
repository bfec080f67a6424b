import { createHmac, randomBytes } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { ProtectionConfig } from '../config.js';
import { HttpError } from '../http-error.js';

const SALT_KEY = 'dina:rate-limit:salt';

/** The message of a 429: who is limited is told what to do, in Norwegian. */
export const tooManyRequests = () =>
  new HttpError(
    429,
    'too_many_requests',
    'Du har sendt for mange forespørsler på kort tid. Vent litt og prøv igjen.',
  );

/**
 * The counter key of a client: a keyed hash of its address (IPv6 by /56 network, as the
 * plugin does), so neither the memory nor Redis ever holds an IP address. Chat posts and
 * other calls count separately.
 */
export function clientKey(request: FastifyRequest, salt: string): string {
  const bucket = request.method === 'POST' ? 'chat' : 'api';
  const hash = createHmac('sha256', salt).update(normalizeIP(request.ip, 56)).digest('base64url');
  return `${bucket}:${hash.slice(0, 22)}`;
}

/**
 * One salt for every instance sharing a Redis, so they agree on the keys; it never leaves
 * Redis and memory. Falls back to `fallback` when Redis does not answer within 2 s.
 */
async function sharedSalt(redis: Redis, fallback: string): Promise<string> {
  const timeout = new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), 2_000).unref();
  });
  const salt = Promise.resolve()
    .then(async () => {
      await redis.set(SALT_KEY, fallback, 'NX');
      return (await redis.get(SALT_KEY)) ?? undefined;
    })
    .catch(() => undefined);
  return (await Promise.race([salt, timeout])) ?? fallback;
}

/**
 * Per-client rate limits on the API (register inside the /api scope, so the web app's files
 * are never limited): `chatPerMinute` for chat posts, `apiPerMinute` for the rest; 0 turns
 * one off. Counters live in memory, or in Redis when `redisUrl` is set, shared by all
 * instances. The health check is exempt: load balancers poll it from one address. A Redis
 * outage lets requests through rather than failing them. Nothing here logs.
 */
export async function registerRateLimit(
  api: FastifyInstance,
  protection: ProtectionConfig,
): Promise<void> {
  const { chatPerMinute, apiPerMinute, redisUrl } = protection;
  if (chatPerMinute === 0 && apiPerMinute === 0) return;
  let salt = randomBytes(32).toString('base64url');
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    // Connection errors surface as skipped limits; ioredis reconnects by itself.
    redis.on('error', () => {});
    salt = await sharedSalt(redis, salt);
    const client = redis;
    // After Redis was down at start or restarted empty, agree on the salt again, so instances
    // never keep counting one client under different keys.
    client.on('ready', () => {
      void sharedSalt(client, salt).then((shared) => (salt = shared));
    });
    api.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  const limitOf = (key: string) => (key.startsWith('chat:') ? chatPerMinute : apiPerMinute);

  await api.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (_request, key) => limitOf(key),
    keyGenerator: (request) => clientKey(request, salt),
    allowList: (request, key) => limitOf(key) === 0 || /^\/api\/health\/?(\?|$)/i.test(request.url),
    redis,
    nameSpace: 'dina:rate-limit:',
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(),
  });
}
