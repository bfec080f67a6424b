import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A yes/no variable; unset (or empty) means `byDefault`. */
const flag = (byDefault: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .default(byDefault)
    .transform((v) => (v === '' ? byDefault === 'true' : ['true', '1', 'yes', 'on'].includes(v)));

/** An IP address, or a network as address/prefix, as Fastify's `trustProxy` takes them. */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies to believe about the client's address: off, a number of proxy hops, or a
 * comma-separated list of proxy addresses and networks. The client is then the right-most
 * address in X-Forwarded-For that is not a trusted proxy. "true" means one hop, the usual
 * single load balancer: trusting every hop would let a client name its own address with a
 * forged header and step around the rate limits.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isAddressOrNetwork)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY må være false, et antall proxyer (f.eks. 1) eller en kommaliste med adresser (f.eks. 10.0.0.1,10.0.1.0/24)',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL må være en postgres://-adresse')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  CONTENT_DIR: z.string().default('./content'),
  WEB_DIST_DIR: z.string().default('./apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  FORCE_HTTPS: flag('false'),
  PUBLIC_ORIGIN: z
    .string()
    .regex(/^https:\/\/[^/\s]+$/, 'PUBLIC_ORIGIN må være en https://-adresse uten sti')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REQUIRE_LOGIN: flag('false'),
  SHOW_USAGE_PAGE: flag('false'),
  STATS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL må være en redis://-adresse')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  ENGINE_THREADS: flag('true'),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(0),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(30_000).default(10_000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN må ha minst 16 tegn')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/** The server's whole configuration, read once from the environment. */
export interface Config {
  /** NODE_ENV=production: made-up deployment facts in the content stop the start. */
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  contentDir: string;
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Off, a hop count or the proxies' addresses; see `trustProxySchema`. */
  trustProxy: false | number | string[];
  /** Redirect plain http to `publicOrigin`; the config refuses it without one. */
  forceHttps: boolean;
  /** The https origin visitors use, e.g. https://dina.example.org; the redirect target. */
  publicOrigin: string | undefined;
  requireLogin: boolean;
  showUsagePage: boolean;
  statsRetentionDays: number;
  /** Each chatbot's engine in its own worker thread; false keeps it on the server's thread. */
  engineThreads: boolean;
  /** Limits on client connections; see `plugins/connection-limits.ts`. */
  connections: {
    /** 0: the open-file limit less a reserve. */
    maxConnections: number;
    keepAliveTimeoutMs: number;
    headersTimeoutMs: number;
  };
  /** Abuse and overload protection; see `plugins/rate-limit.ts` and `plugins/overload.ts`. */
  protection: ProtectionConfig;
  /** The Prometheus endpoint for operators, on a port of its own; see `metrics/`. */
  metrics: MetricsConfig;
}

/** Where the Prometheus metrics are served; `port` 0 turns them off (the default). */
export interface MetricsConfig {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** Limits per client and for the process; 0 turns a limit off. */
export interface ProtectionConfig {
  /** Shares the rate-limit counters between instances; unset keeps them in memory. */
  redisUrl: string | undefined;
  /** POSTs to the chat per client address and minute. */
  chatPerMinute: number;
  /** Other API calls per client address and minute. */
  apiPerMinute: number;
  /** Mean event-loop delay above which the server answers 503 instead of queueing more work. */
  maxEventLoopDelayMs: number;
}

/**
 * Reads and validates the environment. Relative paths resolve against `cwd` (the repository
 * root when started with `npm start`). Throws one error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ugyldig konfigurasjon:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FORCE_HTTPS && !e.PUBLIC_ORIGIN) {
    // Redirecting to the request's own Host header would send visitors wherever it says.
    throw new Error(
      'Ugyldig konfigurasjon:\n  PUBLIC_ORIGIN: må settes når FORCE_HTTPS er på (f.eks. https://dina.sykehuset.no)',
    );
  }
  if (e.METRICS_PORT > 0 && !loopbackHosts.has(e.METRICS_HOST) && !e.METRICS_TOKEN) {
    // Metrics tell how the service is used and how it is doing: not for everyone to read.
    throw new Error(
      'Ugyldig konfigurasjon:\n  METRICS_TOKEN: må settes når METRICS_HOST ikke er 127.0.0.1, ::1 eller localhost',
    );
  }
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    contentDir: path.resolve(cwd, e.CONTENT_DIR),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    forceHttps: e.FORCE_HTTPS,
    publicOrigin: e.PUBLIC_ORIGIN,
    requireLogin: e.REQUIRE_LOGIN,
    showUsagePage: e.SHOW_USAGE_PAGE,
    statsRetentionDays: e.STATS_RETENTION_DAYS,
    engineThreads: e.ENGINE_THREADS,
    connections: {
      maxConnections: e.MAX_CONNECTIONS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    },
    protection: {
      redisUrl: e.REDIS_URL,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
  };
}
