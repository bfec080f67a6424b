import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.js';
import { limitConnections } from './plugins/connection-limits.js';
import { loggerOptions, type LogStream } from './plugins/logging.js';
import { registerOverloadProtection, type OverloadOptions } from './plugins/overload.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerRouteSchemas, schemaErrorFormatter } from './plugins/route-schemas.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { ChatbotRuntimes } from './chat/chatbot-runtime.js';
import { registerMetrics } from './metrics/metrics-plugin.js';
import { ContentVersions } from './read/content-version.js';
import { chatRoutes } from './routes/chat.js';
import { chatbotRoutes } from './routes/chatbot.js';
import { docsRoute } from './routes/docs.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { pageRoutes } from './routes/page.js';
import { registerStats } from './stats/stats-plugin.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  overload?: OverloadOptions;
}

/**
 * Fastify's own hop count trusts nothing (since 5.12: it cannot check the peer is a proxy), so a
 * count is a function of the hop: the socket's peer is hop 0, the right-most forwarded address
 * hop 1, and so on. An address list is safer still, since it also holds when a client can reach
 * the server without the proxy.
 */
const trustedProxies = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * Builds the whole HTTP app without listening, so tests can drive it with `inject()`.
 * Logs never hold IP addresses: the product promises not to know who asked.
 */
export async function buildApp({
  config,
  database,
  logStream,
  overload,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    // Idle and slow connections hold a file descriptor each: a keep-alive connection closes
    // after `keepAliveTimeoutMs` without a request; one that sends nothing for
    // `headersTimeoutMs`, or is still sending its headers then (checked every second, not
    // Node's 30 s), closes too. Node's header timeout alone never closes a connection that
    // has not sent a byte.
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    connectionTimeout: config.connections.headersTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    return503OnClosing: true,
    frameworkErrors,
    schemaErrorFormatter,
  });

  limitConnections(app, config.connections.maxConnections);
  registerSecurity(app);
  await registerOverloadProtection(app, config.protection, overload);
  // Only when asked for: a hook that does nothing still costs every request a promise.
  const { publicOrigin } = config;
  if (config.forceHttps && publicOrigin) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'http' && request.url !== '/api/health') {
        return reply.redirect(`${publicOrigin}${request.url}`, 301);
      }
    });
  }

  registerErrorHandler(app);
  await registerRouteSchemas(app);
  const { db } = database;
  const stats = registerStats(app, { db, retentionDays: config.statsRetentionDays });
  // One reader of the content hashes for the chat and the public info: each chatbot's hash is
  // then read once a second in all, not once per user of it.
  const versions = new ContentVersions(db);
  const runtimes = new ChatbotRuntimes(db, versions, {
    engineThreads: config.engineThreads,
    onEngineLost: (chatbot, error) => app.log.error({ chatbot, err: error }, 'engine thread lost'),
  });
  app.addHook('onClose', () => runtimes.close());
  const metrics = registerMetrics(app, config.metrics, {
    engineWaiting: () => runtimes.waiting(),
    statsQueued: () => stats.queued(),
  });
  await app.register(
    async (api) => {
      await registerRateLimit(api, config.protection);
      await api.register(healthRoutes, { database });
      await api.register(chatbotRoutes, {
        db,
        versions,
        retentionDays: config.statsRetentionDays,
      });
      await api.register(pageRoutes, { db });
      await api.register(mediaRoutes, { db });
      await api.register(chatRoutes, { runtimes, stats: stats.recorder, metrics });
      // The OpenAPI document, for developers and integrators; production does not advertise
      // its surface (the same document is in the repository, docs/openapi.json).
      if (!config.production) await api.register(docsRoute);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir, {
    requireLogin: config.requireLogin,
    showUsagePage: config.showUsagePage,
  });
  return app;
}
