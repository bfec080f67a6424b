import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { messageBody } from './chat-bodies.js';
import { fixture } from './fixture.js';
import { appOn, contentDatabase } from './harness.js';

const { bot } = fixture;

/** A port nothing listens on, for the metrics server of one test. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Metrics do not touch the database, so one kind (PGlite) is enough here.
let database: Database;
beforeAll(async () => {
  database = await contentDatabase();
});
afterAll(() => database?.close());

const scrape = (port: number, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/metrics`, { headers });

describe('Prometheus metrics (METRICS_PORT)', () => {
  it('are off by default: no hook, and the public port has no /metrics', async () => {
    const app = await appOn(database);
    try {
      expect(loadConfig({}).metrics.port).toBe(0);
      const res = await app.inject('/metrics');
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('count requests per route template, engine decisions and queue depths, with no message or address', async () => {
    const port = await freePort();
    const app = await appOn(database, { METRICS_PORT: String(port), ENGINE_THREADS: 'true' });
    try {
      await app.ready();
      const secret = 'Jeg heter Kari Nordmann og lurer på om jeg kan vanne med kaffe';
      for (const text of [secret, fixture.question]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/chat/NewMessageToChatbot',
          payload: messageBody(text, null, { sentBy: 'client' }),
          remoteAddress: '203.0.113.7',
        });
        expect(res.statusCode).toBe(200);
      }
      await app.inject('/api/Page/GetSubPageForClient/999999');
      await app.inject('/api/no-such-call');

      const res = await scrape(port);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain(
        'http_requests_total{method="POST",route="/api/chat/NewMessageToChatbot",status="200"} 2',
      );
      expect(text).toContain(
        'http_requests_total{method="GET",route="/api/Page/GetSubPageForClient/:subPageId",status="404"} 1',
      );
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="\/api\/chat\/NewMessageToChatbot"\} 2/,
      );
      const decisions = [
        ...text.matchAll(
          new RegExp(`^chat_decisions_total\\{chatbot="${bot}",outcome="(\\w+)"\\} (\\d+)$`, 'gm'),
        ),
      ];
      expect(decisions.reduce((sum, m) => sum + Number(m[2]), 0)).toBe(2);
      expect(text).toContain(`\nengine_queue_depth{chatbot="${bot}"} 0\n`);
      expect(text).toMatch(/^stats_queue_depth \d+$/m);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).not.toContain('Kari');
      expect(text).not.toContain('203.0.113.7');
      expect(text).not.toContain('no-such-call');
    } finally {
      await app.close();
    }
  });

  it('count the warning sign behind an urgent answer', async () => {
    const port = await freePort();
    const app = await appOn(database, { METRICS_PORT: String(port), ENGINE_THREADS: 'false' });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat/NewMessageToChatbot',
        payload: messageBody(fixture.warningSign, null, { sentBy: 'client' }),
      });
      expect(res.statusCode).toBe(200);
      const text = await (await scrape(port)).text();
      expect(text).toContain(`\nchat_decisions_total{chatbot="${bot}",outcome="urgent"} 1\n`);
      expect(text).toContain(`\nchat_warning_signs_total{chatbot="${bot}",sign="fire"} 1\n`);
    } finally {
      await app.close();
    }
  });

  it('ask for the bearer token when METRICS_TOKEN is set, and serve nothing else', async () => {
    const port = await freePort();
    const token = 'a-long-scrape-token-1234';
    const app = await appOn(database, { METRICS_PORT: String(port), METRICS_TOKEN: token });
    try {
      await app.ready();
      expect((await scrape(port)).status).toBe(401);
      expect(
        (await scrape(port, { authorization: 'Bearer wrong-token-of-some-length' })).status,
      ).toBe(401);
      expect((await scrape(port, { authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await app.close();
    }
    // Closed with the app: the port is free again.
    await expect(scrape(port)).rejects.toThrow();
  });

  it('refuse to listen beyond the host without a token', () => {
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
      /minst 16 tegn/,
    );
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x'.repeat(16) })
        .metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token: 'x'.repeat(16) });
  });
});
