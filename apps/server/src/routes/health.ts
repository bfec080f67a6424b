import type { Health } from '@dina/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';

/** For load balancers: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get('/health', async (_request, reply) => {
    const up = await database.ping();
    const body: Health = { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' };
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
