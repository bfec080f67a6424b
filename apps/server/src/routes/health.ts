import { apiErrorSchema, healthSchema, type Health } from '@dina/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';

/** For load balancers: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database answer',
        // 503 with the health body while the database is down, or the error body of overload.
        response: { 200: healthSchema, 503: healthSchema.or(apiErrorSchema) },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      const body: Health = { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' };
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
