import type { FastifyPluginAsync } from 'fastify';

/** GET /api/docs: the OpenAPI 3.1 document generated from the route schemas. */
export const docsRoute: FastifyPluginAsync = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
