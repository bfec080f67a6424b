import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiError } from '@dina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { fixture } from './fixture.js';
import { appOn, contentDatabase, fakeWebDist, removeDir } from './harness.js';
import { chatBody, stableHeaders } from './protection-harness.js';

const { bot } = fixture;

let database: Database;
let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = await fakeWebDist();
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js.map'), '{"sources":["secret.ts"]}');
  database = await contentDatabase();
  app = await appOn(database, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await removeDir(dist);
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** Every kind of answer the server gives: pages, assets, each API call, media and errors. */
const everyRoute = () => [
  app.inject('/'),
  app.inject(`/${bot}/chat`),
  app.inject('/assets/index-AbC123.js'),
  app.inject('/favicon.png'),
  app.inject('/api/health'),
  app.inject(`/api/ChatBot/GetPublicInfo/${bot}`),
  app.inject(`/api/Page/GetTilesForClient/${bot}`),
  app.inject(`/api/Page/GetLandingForClient/${bot}`),
  app.inject('/api/Page/GetSubPageForClient/1'),
  app.inject(`/api/Chat/Media/${bot}/avatar`),
  app.inject(`/api/chat/WelcomeText/${bot}/abc-123`),
  post('/api/chat/NewMessageToChatbot', chatBody()),
  post('/api/chat/RequestPredefinedDialogue', { ...chatBody(), exchange_id: 'welcome' }),
  post('/api/chat/NewMessageToChatbot', { nonsense: true }),
  app.inject('/api/nothing'),
];

/** The site's own Content-Security-Policy: no inline script or style, nothing from elsewhere. */
const SITE_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;media-src 'self';font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'";

/** The policy headers every answer carries, whatever it is (only the CSP varies, for media). */
const POLICY = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  // Each answer's headers are compared whole: a header added or dropped fails the test.
  it.each([
    {
      kind: 'HTML: strict CSP without inline script or style, HSTS, COOP, CORP, no referrer',
      url: `/${bot}`,
      status: 200,
      headers: {
        'cache-control': 'no-cache',
        'content-security-policy': SITE_CSP,
        'content-type': 'text/html; charset=utf-8',
      },
    },
    {
      kind: 'API JSON: the same policy headers and never cached',
      url: `/api/ChatBot/GetPublicInfo/${bot}`,
      status: 200,
      headers: {
        'cache-control': 'no-store',
        'content-security-policy': SITE_CSP,
        'content-type': 'application/json; charset=utf-8',
      },
    },
    {
      kind: 'media: its own sandboxing CSP and an hour of caching',
      url: `/api/Chat/Media/${bot}/avatar`,
      status: 200,
      headers: {
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=3600',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'content-type': 'image/svg+xml',
      },
    },
    {
      kind: 'errors: JSON, never cached, with the same policy headers',
      url: '/api/nothing',
      status: 404,
      headers: {
        'cache-control': 'no-store',
        'content-security-policy': SITE_CSP,
        'content-type': 'application/json; charset=utf-8',
      },
    },
    {
      kind: 'a URL too malformed to route: the same policy headers on its 400',
      url: '/api/Page/GetSubPageForClient/%E0%A4%A',
      status: 400,
      headers: {
        'cache-control': 'no-store',
        'content-security-policy': SITE_CSP,
        'content-type': 'application/json; charset=utf-8',
      },
    },
  ])('$kind', async ({ url, status, headers }) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(stableHeaders(res.headers)).toEqual({ ...POLICY, ...headers });
  });

  it('sends no cookie, no x-powered-by and no CORS header on any answer', async () => {
    for (const res of await Promise.all(everyRoute())) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('closed to other origins', () => {
  it('refuses a CORS preflight from another site with 403 and no Access-Control header', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat/NewMessageToChatbot',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().error.code).toBe('forbidden');
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('answers a cross-site GET without Access-Control-Allow-Origin, so browsers hide it', async () => {
    const res = await app.inject({
      url: `/api/ChatBot/GetPublicInfo/${bot}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('nothing for attackers to read', () => {
  it('does not serve source maps, even when a build left one', async () => {
    const res = await app.inject('/assets/index-AbC123.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it.each([
    '/api/docs',
    '/api/openapi.json',
    '/swagger.json',
    '/api/documentation/json',
    '/api/status',
  ])('has no API documentation or status route at %s in production', async (url) => {
    const production = await appOn(database, { WEB_DIST_DIR: dist, NODE_ENV: 'production' });
    try {
      expect((await production.inject(url)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it.each(['/api/openapi.json', '/swagger.json', '/api/documentation/json', '/api/status'])(
    'has nothing at %s outside production either: the document is at /api/docs only',
    async (url) => {
      expect((await app.inject(url)).statusCode).toBe(404);
    },
  );
});
