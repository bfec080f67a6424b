import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import type { ApiError } from '@dina/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { fixture } from './fixture.js';
import { appOn, contentDatabase } from './harness.js';
import { chatBody } from './protection-harness.js';

const NEW_MESSAGE = '/api/chat/NewMessageToChatbot';
const PREDEFINED = '/api/chat/RequestPredefinedDialogue';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { bot } = fixture;

let database: Database;
beforeAll(async () => {
  database = await contentDatabase();
});
afterAll(() => database?.close());

const send = (app: FastifyInstance, options: InjectOptions) => app.inject(options);
const postChat = (app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') =>
  send(app, {
    method: 'POST',
    url: NEW_MESSAGE,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

describe('request validation', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await appOn(database)));
  afterAll(() => app?.close());

  it.each([
    [
      'an unknown property',
      chatBody({ admin: true }),
      'Forespørselen har felt som ikke er tillatt.',
    ],
    [
      'a number as message',
      chatBody({ message: 42 }),
      'Feltet «message» mangler eller har feil type.',
    ],
    [
      'a string as buttons',
      chatBody({ buttons: 'x' }),
      'Feltet «buttons» mangler eller har feil type.',
    ],
    [
      'a filled image list',
      chatBody({ image_carousel: [{}] }),
      'Feltet «image_carousel» skal være en tom liste.',
    ],
    [
      'a number as exchange_id',
      chatBody({ exchange_id: 7 }),
      'Feltet «exchange_id» mangler eller har feil type.',
    ],
    [
      'a bad timestamp',
      chatBody({ timestampDateTime: 'i går' }),
      'Feltet «timestampDateTime» må være et ISO-tidspunkt.',
    ],
    [
      'a message over 500 characters',
      chatBody({ message: 'a'.repeat(501) }),
      'Meldingen er for lang. Skriv høyst 500 tegn.',
    ],
    ['an over-long sentBy', chatBody({ sentBy: 'x'.repeat(101) }), 'Feltet «sentBy» er for langt.'],
    ['a missing field', { message: 'hei' }, 'Feltet «buttons» mangler eller har feil type.'],
    ['a list instead of an object', [chatBody()], 'Forespørselen må være et JSON-objekt.'],
    ['null', null, 'Forespørselen må være et JSON-objekt.'],
  ])('answers %s with a Norwegian 400', async (_name, payload, message) => {
    const res = await postChat(app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
  });

  it('refuses unknown properties on RequestPredefinedDialogue too', async () => {
    const body = chatBody({ exchange_id: 'welcome' });
    delete body.buttons;
    delete body.image_carousel;
    const ok = await send(app, { method: 'POST', url: PREDEFINED, payload: body });
    expect(ok.statusCode).toBe(200);
    const res = await send(app, { method: 'POST', url: PREDEFINED, payload: { ...body, x: 1 } });
    expect(res.statusCode).toBe(400);
  });

  it('answers a body over 64 KB with 413', async () => {
    const res = await postChat(app, chatBody({ message: 'a'.repeat(70_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Forespørselen er for stor.' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await send(app, {
      method: 'POST',
      url: NEW_MESSAGE,
      payload: '{"message": "hei",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error.code).toBe('invalid_json');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers content type %s with 415: only JSON is read',
    async (type) => {
      const res = await send(app, {
        method: 'POST',
        url: NEW_MESSAGE,
        payload: JSON.stringify(chatBody()),
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json<ApiError>().error.message).toBe('Innholdstypen støttes ikke. Send JSON.');
    },
  );

  // The route schemas check the parameters; each route keeps its own answer to a bad one.
  it.each([
    ['/api/chat/WelcomeText/d%20ina/abc-123', 404, 'Fant ingen chatbot med denne id-en.'],
    [`/api/chat/WelcomeText/${bot}/abc%20123`, 400, 'Ugyldig økt-id.'],
    ['/api/chat/WelcomeText/d%20ina/abc%20123', 404, 'Fant ingen chatbot med denne id-en.'],
    ['/api/ChatBot/GetPublicInfo/-dina', 404, 'Fant ingen chatbot med denne id-en.'],
    ['/api/Page/GetTilesForClient/%C3%A6', 404, 'Fant ingen chatbot med denne id-en.'],
    ['/api/Page/GetSubPageForClient/1e3', 400, 'Side-id må være et heltall.'],
    [`/api/Chat/Media/${bot}/a.b`, 404, 'Fant ingen mediefil med denne id-en.'],
    ['/api/Chat/Media/d.ina/a.b', 404, 'Fant ingen chatbot med denne id-en.'],
  ])(
    'answers the malformed parameter in %s with %i and its Norwegian message',
    async (url, status, message) => {
      const res = await send(app, { url });
      expect(res.statusCode).toBe(status);
      expect(res.json<ApiError>().error.message).toBe(message);
    },
  );

  it('answers a chatbot id in capitals as the chatbot: the schema folds it', async () => {
    const res = await send(app, { url: `/api/chat/WelcomeText/${bot.toUpperCase()}/abc-123` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ chatbot_identification: string }>().chatbot_identification).toBe(bot);
  });
});

describe('rate limit per client, in memory', () => {
  let app: FastifyInstance;
  beforeAll(
    async () =>
      (app = await appOn(database, {
        RATE_LIMIT_CHAT_PER_MINUTE: '3',
        RATE_LIMIT_API_PER_MINUTE: '5',
      })),
  );
  afterAll(() => app?.close());

  it('answers the 4th chat message in a minute with a Norwegian 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await postChat(app, chatBody(), '10.0.0.1')).statusCode).toBe(200);
    const res = await postChat(app, chatBody(), '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Du har sendt for mange forespørsler på kort tid. Vent litt og prøv igjen.',
      },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected, and neither are this client's page reads.
    expect((await postChat(app, chatBody(), '10.0.0.2')).statusCode).toBe(200);
    const read = await send(app, {
      url: `/api/ChatBot/GetPublicInfo/${bot}`,
      remoteAddress: '10.0.0.1',
    });
    expect(read.statusCode).toBe(200);
  });

  it('limits other API calls separately and never the health check', async () => {
    const get = (url: string) => send(app, { url, remoteAddress: '10.0.0.3' });
    for (let i = 0; i < 5; i++)
      expect((await get(`/api/Page/GetTilesForClient/${bot}`)).statusCode).toBe(200);
    expect((await get(`/api/Page/GetTilesForClient/${bot}`)).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe.each([
  ['a hop count', '1'],
  ['its address', '10.9.9.9'],
])('rate limit behind one trusted proxy given by %s', (_, trustProxy) => {
  let app: FastifyInstance;
  beforeAll(
    async () =>
      (app = await appOn(database, {
        TRUST_PROXY: trustProxy,
        RATE_LIMIT_CHAT_PER_MINUTE: '3',
        RATE_LIMIT_API_PER_MINUTE: '0',
      })),
  );
  afterAll(() => app?.close());

  // The proxy (10.9.9.9) appends the address it saw to whatever X-Forwarded-For the client sent.
  const viaProxy = (client: string, forged?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: chatBody(),
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
    });

  it('limits a client that forges a new X-Forwarded-For on every request', async () => {
    for (let i = 0; i < 3; i++)
      expect((await viaProxy('198.51.100.7', `203.0.113.${i}`)).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
    // Each visitor behind the same proxy still has a limit of their own.
    expect((await viaProxy('198.51.100.8')).statusCode).toBe(200);
  });
});

const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});

describe.skipIf(!redisUp)('rate limit shared through Redis (REDIS_URL)', () => {
  it('counts one client across two instances and stores no IP address', async () => {
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_CHAT_PER_MINUTE: '3',
      RATE_LIMIT_API_PER_MINUTE: '0',
    };
    const [a, b] = [await appOn(database, env), await appOn(database, env)];
    // A fresh address per run, so counters left by an earlier run within the minute do not count.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      expect((await postChat(a, chatBody(), ip)).statusCode).toBe(200);
      expect((await postChat(b, chatBody(), ip)).statusCode).toBe(200);
      expect((await postChat(a, chatBody(), ip)).statusCode).toBe(200);
      expect((await postChat(b, chatBody(), ip)).statusCode).toBe(429);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys('dina:rate-limit:*');
      await redis.quit();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toContain(ip);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe.skipIf(!existsSync('/usr/bin/redis-server'))('rate limit when Redis comes up late', () => {
  it('counts one client across two instances once Redis is back, though one started without it', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const env = { REDIS_URL: url, RATE_LIMIT_CHAT_PER_MINUTE: '3', RATE_LIMIT_API_PER_MINUTE: '0' };
    // Redis is down: this instance starts with a salt of its own.
    const early = await appOn(database, env);
    const redisServer = spawn('/usr/bin/redis-server', ['--port', String(port), '--save', ''], {
      stdio: 'ignore',
    });
    const redis = new Redis(url, { retryStrategy: () => 100 });
    redis.on('error', () => {});
    let late: FastifyInstance | undefined;
    try {
      // The early instance reconnects on its own and offers its salt.
      await vi.waitFor(async () => expect(await redis.get('dina:rate-limit:salt')).not.toBeNull(), {
        timeout: 10_000,
        interval: 100,
      });
      late = await appOn(database, env);
      const results = [];
      for (const app of [early, late, early, late]) {
        results.push((await postChat(app, chatBody(), '10.7.7.7')).statusCode);
      }
      expect(results).toEqual([200, 200, 200, 429]);
    } finally {
      redis.disconnect();
      await Promise.all([early.close(), late?.close()]);
      redisServer.kill();
    }
  }, 20_000);
});
