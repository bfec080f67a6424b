import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerWebApp } from './plugins/web-app.js';
import { ChatbotRuntimes } from './chat/chatbot-runtime.js';
import { chatRoutes } from './routes/chat.js';
import { chatbotRoutes } from './routes/chatbot.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { pageRoutes } from './routes/page.js';

export interface AppOptions {
  config: Config;
  database: Database;
}

/**
 * Builds the whole HTTP app without listening, so tests can drive it with `inject()`.
 * Logs never hold IP addresses: the product promises not to know who asked.
 */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: {
              req: (req) => ({ method: req.method, url: req.url }),
            },
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (config.forceHttps && request.protocol === 'http' && request.url !== '/api/health') {
      return reply.redirect(`https://${request.host}${request.url}`, 301);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  registerErrorHandler(app);
  const { db } = database;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(chatbotRoutes, { db });
      await api.register(pageRoutes, { db });
      await api.register(mediaRoutes, { db });
      await api.register(chatRoutes, { runtimes: new ChatbotRuntimes(db) });
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir, {
    requireLogin: config.requireLogin,
    showUsagePage: config.showUsagePage,
  });
  return app;
}
