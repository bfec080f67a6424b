import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { fixture } from './fixture.js';
import { appOn, contentDatabase, databaseKinds, startApp } from './harness.js';

describe.each(databaseKinds)('GET /api/health on $name', (kind) => {
  // Through createServer, as `npm start` builds the app: migrations, content, then the app.
  it('reports 200 with the database up', async () => {
    const { app, stop } = await startApp(kind);
    try {
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await stop();
    }
  });
});

// One database for the rest of the file; the last test closes it.
let database: Database;
let closed = false;
beforeAll(async () => {
  database = await contentDatabase();
});
afterAll(async () => {
  if (!closed) await database?.close();
});

describe('HTTPS and errors', () => {
  it('redirects plain http to PUBLIC_ORIGIN, never to the Host header, when FORCE_HTTPS is on, except the health check', async () => {
    const app = await appOn(database, {
      FORCE_HTTPS: 'true',
      PUBLIC_ORIGIN: 'https://dina.sykehuset.example',
      TRUST_PROXY: 'true',
    });
    try {
      const res = await app.inject({
        url: `/${fixture.bot}?x=1`,
        headers: { host: 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://dina.sykehuset.example/${fixture.bot}?x=1`);
      const secure = await app.inject({
        url: `/api/ChatBot/GetPublicInfo/${fixture.bot}`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.statusCode).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers an unexpected failure with a generic Norwegian 500 and no details', async () => {
    const app = await appOn(database);
    try {
      app.get('/api/test-crash', () => {
        throw new Error('secret internal detail');
      });
      const res = await app.inject('/api/test-crash');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { code: 'internal', message: 'Noe gikk galt hos oss. Prøv igjen om litt.' },
      });
      expect(res.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health without a database', () => {
  it('reports 503 with the database down once the database is gone', async () => {
    const app = await appOn(database);
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      await database.close();
      closed = true;
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });
});
