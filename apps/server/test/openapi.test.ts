import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiBase, apiPaths } from '@dina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { OPENAPI_PATH, openApiDocument } from '../src/openapi-document.js';
import { appOn, databaseKinds, pgliteTarget, repoRoot } from './harness.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

// Generated once: building the app and its database takes a second or two. The docs route's
// apps share one empty embedded database: enough for the document and the route.
let generated: string;
let database: Database;
beforeAll(async () => {
  [generated, database] = await Promise.all([
    openApiDocument(await pgliteTarget()),
    databaseKinds[0].open(),
  ]);
});
afterAll(() => database?.close());

async function emptyApp(overrides: Record<string, string> = {}) {
  const app = await appOn(database, overrides);
  return { app, stop: () => app.close() };
}

describe('The OpenAPI document', () => {
  it('in docs/openapi.json is the one the route schemas generate (run `npm run openapi`)', async () => {
    const committed = await readFile(path.join(repoRoot, OPENAPI_PATH), 'utf8');
    expect(committed).toBe(generated);
  });

  it('describes every call of SPEC §7 with its answers, and the error body', async () => {
    const doc = JSON.parse(generated) as OpenApi;
    expect(doc.openapi).toBe('3.1.0');
    const calls: [string, string, string[]][] = [
      ['get', '/ChatBot/GetPublicInfo/{chatbotIdentificator}', ['200', '404']],
      ['get', '/Page/GetTilesForClient/{chatbotIdentificator}', ['200', '404']],
      ['get', '/Page/GetLandingForClient/{chatbotIdentificator}', ['200', '404']],
      ['get', '/Page/GetSubPageForClient/{subPageId}', ['200', '400', '404']],
      ['get', '/chat/WelcomeText/{chatbotIdentificator}/{sessionUserId}', ['200', '400', '404']],
      ['post', apiPaths.newMessage, ['200', '400']],
      ['post', apiPaths.predefinedDialogue, ['200', '400']],
      ['get', '/Chat/Media/{chatbotIdentificator}/{mediaId}', ['200', '404']],
      ['get', '/health', ['200', '503']],
    ];
    for (const [method, p, statuses] of calls) {
      const operation = doc.paths[apiBase + p]?.[method];
      expect(operation, `${method} ${p}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
    expect(doc.components.schemas).toHaveProperty('MessageBlock');
    expect(doc.components.schemas).toHaveProperty('ApiError');
    expect(doc.paths).not.toHaveProperty(`${apiBase}/docs`);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document outside production', async () => {
    const { app, stop } = await emptyApp();
    try {
      const res = await app.inject('/api/docs');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(JSON.parse(generated));
    } finally {
      await stop();
    }
  });

  it('is not there in production (NODE_ENV=production)', async () => {
    const { app, stop } = await emptyApp({ NODE_ENV: 'production' });
    try {
      const res = await app.inject('/api/docs');
      expect(res.statusCode).toBe(404);
    } finally {
      await stop();
    }
  });
});
