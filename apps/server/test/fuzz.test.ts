import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './fixture.js';
import { databaseKinds, startApp } from './harness.js';
import { chatBody } from './protection-harness.js';

/**
 * Property-based fuzzing of every endpoint: whatever arrives, the answer is never a 5xx, and
 * an error is always the JSON error shape. Runs are sized to keep the file near 30 seconds;
 * a failure prints the seed and the shrunk input to replay it.
 */
const RUNS = { PGlite: 1, PostgreSQL: 0.25 } as const;
// Random inputs locally; in CI a fixed seed (override with FUZZ_SEED) so a run is reproducible.
const seedOf = () =>
  process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 7 : undefined;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
const TEMPLATES = [
  '/api/chat/WelcomeText/{}/{}',
  '/api/chat/NewMessageToChatbot',
  '/api/chat/RequestPredefinedDialogue',
  '/api/ChatBot/GetPublicInfo/{}',
  '/api/Page/GetTilesForClient/{}',
  '/api/Page/GetLandingForClient/{}',
  '/api/Page/GetSubPageForClient/{}',
  '/api/Chat/Media/{}/{}',
  '/api/health',
  '/{}',
  '/{}/{}',
  '/assets/{}',
];

/** Path segments: real ids, numbers at and past every limit, traversal, encodings, unicode. */
const segment = fc.oneof(
  fc.constantFrom(
    fixture.bot,
    fixture.otherBot,
    fixture.bot.toUpperCase(),
    'welcome',
    'avatar',
    '1',
    '0',
    '-1',
    '999999999',
    '99999999999',
    '2147483648',
  ),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    '%',
    '%zz',
    '%C3%A5',
    'ü',
    '😀',
    ' ',
    '.',
    'a.map',
    "'; drop table chatbots; --",
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9-]{1,120}$/),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
const query = fc.option(
  fc.string({ maxLength: 30 }).map((q) => `?${encodeURIComponent(q)}=${q.length}`),
  { nil: '' },
);
const path = fc
  .tuple(fc.constantFrom(...TEMPLATES), fc.array(segment, { minLength: 2, maxLength: 2 }), query)
  .map(([template, [a, b], q]) => template.replace('{}', a!).replace('{}', b!) + q);

/** Values of every JSON type, biased to the edges of each field's rules. */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 600 }),
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(500),
    'a'.repeat(501),
    null,
    [],
    {},
    'welcome',
    fixture.bot,
    '2025-01-01T00:00:00Z',
  ),
);
const chatFields = Object.keys(chatBody());
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  // The right shape with any field replaced, dropped or added.
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...chatFields), value, { maxKeys: chatFields.length }),
      fc.subarray(chatFields),
      fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 2 }),
    )
    .map(([changed, dropped, extra]) => {
      const b = chatBody({ ...changed, ...extra });
      for (const key of dropped) delete b[key];
      return b;
    }),
  // Valid bodies with any message the visitor could type.
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 500 })
    .map((message) => chatBody({ message })),
  fc.string({ unit: 'grapheme', maxLength: 100 }).map((id) => chatBody({ exchange_id: id })),
);

function expectNoServerError(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400 && res.body !== '') {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const json = JSON.parse(res.body) as { error: { code: string; message: string } };
    expect(typeof json.error.code).toBe('string');
    expect(json.error.message).not.toMatch(/\bat \w|Error:|Invalid input|expected/);
  }
}

describe.each(databaseKinds)('fuzzing every endpoint on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  const runs = (n: number) => ({ numRuns: Math.ceil(n * RUNS[kind.name]), seed: seedOf() });
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop?.());

  const inject = async (options: InjectOptions) => expectNoServerError(await app.inject(options));

  it('answers any method on any path without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), path, (method, url) => inject({ method, url })),
      runs(1200),
    );
  });

  it('answers any JSON body to the chat without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/chat/NewMessageToChatbot', '/api/chat/RequestPredefinedDialogue'),
        body,
        (url, payload) =>
          inject({
            method: 'POST',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          }),
      ),
      runs(1200),
    );
  });

  it('answers any bytes with any content type without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEMPLATES.slice(1, 3)),
        fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/xml',
          '',
          'application/json; charset=utf-16',
        ),
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
          fc.string({ maxLength: 300 }),
        ),
        (url, type, payload) =>
          inject({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {} }),
      ),
      runs(400),
    );
  });

  it('answers any Range and If-None-Match header on media without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.tuple(fc.integer(), fc.integer()).map(([a, b]) => `bytes=${a}-${b}`),
        ),
        fc.string({ maxLength: 70 }),
        (range, etag) =>
          inject({
            url: `/api/Chat/Media/${fixture.bot}/${fixture.videoId}`,
            headers: { range, 'if-none-match': etag },
          }),
      ),
      runs(300),
    );
  });
});
