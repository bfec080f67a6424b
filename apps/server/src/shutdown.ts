import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop on SIGTERM/SIGINT: `app.close()` stops accepting connections, answers new
 * requests on open keep-alive connections with 503 (so a load balancer retries elsewhere),
 * lets requests in flight finish, then closes the database. If that takes longer than
 * `timeoutMs` (a stuck client), the process exits anyway, before an orchestrator's kill.
 * A second signal of the same kind stops at once.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, timeoutMs = 25_000): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: draining requests in flight');
      setTimeout(() => {
        app.log.error('requests still running at the shutdown deadline; exiting');
        process.exit(1);
      }, timeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }
}
