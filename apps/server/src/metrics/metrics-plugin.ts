import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { Metrics, type MetricSources } from './metrics.js';
import { MetricsServer } from './metrics-server.js';

/**
 * Turns on the Prometheus metrics when METRICS_PORT is set, and returns them; otherwise
 * returns undefined and adds nothing: a hook that does nothing still costs every request.
 * The metrics port opens when the app is ready and closes with it.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: MetricsConfig,
  sources: MetricSources,
): Metrics | undefined {
  if (config.port === 0) return undefined;
  const metrics = new Metrics(sources);
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (`/api/Page/GetSubPageForClient/:subPageId`), never the URL itself.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  const server = new MetricsServer(metrics, config);
  app.addHook('onReady', async () => {
    const port = await server.listen(config.port, config.host);
    app.log.info({ host: config.host, port }, 'metrics served at /metrics');
  });
  app.addHook('onClose', () => server.close());
  return metrics;
}
