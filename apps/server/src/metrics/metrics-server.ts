import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsConfig } from '../config.js';
import type { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Serves `GET /metrics` on its own port, never on the public one: by default on 127.0.0.1,
 * where only the host's own scraper (or a sidecar) reaches it, or with a bearer token.
 */
export class MetricsServer {
  private readonly server: http.Server;

  constructor(metrics: Metrics, { token }: Pick<MetricsConfig, 'token'>) {
    const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
    this.server = http.createServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404).end();
        return;
      }
      // Compared as digests of equal length, in constant time, so the answer's timing does not
      // tell how much of a guess was right.
      const given = request.headers.authorization;
      if (expected && !(given && timingSafeEqual(digest(given), expected))) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) =>
          response
            .writeHead(200, { 'content-type': metrics.registry.contentType })
            .end(request.method === 'HEAD' ? undefined : text),
        () => response.writeHead(500).end(),
      );
    });
  }

  /** Starts listening; resolves with the port (useful when asked for port 0 in tests). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
