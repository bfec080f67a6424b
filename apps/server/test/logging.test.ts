import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { loggableUrl, scrubForLog, serializeError } from '../src/plugins/logging.js';
import { fixture } from './fixture.js';
import { appOn, contentDatabase } from './harness.js';
import { chatBody } from './protection-harness.js';

const FNR = '01019012345';
const SECRET_TEXT = 'Mitt fødselsnummer er';
const FORGED = '{"level":60,"msg":"forged"}';

interface LogEntry {
  level: number;
  msg?: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}
const parse = (line: string) => JSON.parse(line) as LogEntry;

// One database for the file: each test builds its own app, with its own log, on it.
let database: Database;
beforeAll(async () => {
  database = await contentDatabase();
});
afterAll(() => database?.close());

describe('logs: JSON lines without IP, message text or 11-digit numbers', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await appOn(
      database,
      { LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    app.get('/api/test-crash', () => {
      const error = new Error(
        `Failed query: insert into questions values ($1)\nparams: ${SECRET_TEXT} ${FNR}`,
      );
      throw Object.assign(error, { cause: new Error(`${SECRET_TEXT} ${FNR}`) });
    });
    const headers = { 'x-forwarded-for': '198.51.100.23', 'user-agent': 'Agent 007' };
    const remoteAddress = '203.0.113.77';
    await app.inject({
      url: `/api/chat/WelcomeText/${fixture.bot}/${FNR}?fnr=${FNR}&q=%0d%0a${encodeURIComponent(FORGED)}`,
      headers,
      remoteAddress,
    });
    await app.inject({
      url: `/api/Page/GetSubPageForClient/1%0d%0a${encodeURIComponent(FORGED)}`,
      headers,
      remoteAddress,
    });
    await app.inject({
      url: `/api/Page/GetSubPageForClient/1\r\n${FORGED}`,
      headers,
      remoteAddress,
    });
    await app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: chatBody({ message: `${SECRET_TEXT} ${FNR}\r\n${FORGED}` }),
      headers,
      remoteAddress,
    });
    await app.inject({ url: '/api/test-crash', headers, remoteAddress });
  });
  afterAll(() => app?.close());

  it('writes only whole JSON lines: CR and LF in input cannot forge a line', () => {
    const text = lines.join('');
    const physical = text.split(/\r\n|\r|\n/).filter((l) => l !== '');
    expect(physical.length).toBeGreaterThanOrEqual(10);
    for (const line of physical) {
      const entry = JSON.parse(line) as { msg?: string; level: number };
      expect(entry.msg).not.toBe('forged');
    }
    expect(physical.filter((l) => parse(l).level === 50)).toHaveLength(1);
  });

  it('holds no IP address, user agent, message text, query string or 11-digit number', () => {
    const text = lines.join('');
    for (const secret of [
      '203.0.113.77',
      '198.51.100.23',
      '127.0.0.1',
      'Agent 007',
      FNR,
      SECRET_TEXT,
      'fnr=',
      'params:',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Timestamps and durations are the only long numbers a line may hold.
    for (const line of lines) {
      const entry = parse(line);
      delete entry.time;
      delete entry.responseTime;
      expect(JSON.stringify(entry)).not.toMatch(/\d{11}/);
    }
  });

  it('still says what happened: method, path, status and the error type with its stack', () => {
    const entries = lines.map(parse);
    expect(entries).toContainEqual(
      expect.objectContaining({
        req: { method: 'GET', url: `/api/chat/WelcomeText/${fixture.bot}/[tall]` },
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ res: { statusCode: 500 } }));
    const crash = entries.find((e) => e.level === 50);
    expect(crash?.err).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into questions values ($1)',
    });
    expect(crash?.err?.stack).toMatch(/^\s+at /);
  });
});

describe('log scrubbing helpers', () => {
  it.each([
    ['01019012345', '[tall]'],
    ['010190 12345', '[tall]'],
    ['0101.90.123.45', '[tall]'],
    ['tlf 987 65 432', 'tlf [tall]'],
    ['uke 28, 7,8 mmol/l', 'uke 28, 7,8 mmol/l'],
  ])('scrubs %j to %j', (input, output) => expect(scrubForLog(input)).toBe(output));

  it('replaces the session id of the welcome path, so log lines cannot be tied to a visitor', () => {
    expect(loggableUrl('/api/chat/WelcomeText/dina/3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(
      '/api/chat/WelcomeText/dina/[økt]',
    );
  });

  it('drops query strings and fragments from URLs', () => {
    expect(loggableUrl('/dina/chat?melding=hei#x')).toBe('/dina/chat');
  });

  it('serialises odd errors without throwing', () => {
    expect(serializeError('text')).toEqual({ type: 'string', message: '', stack: '' });
    expect(serializeError({ message: 42 })).toMatchObject({ message: '' });
  });
});

describe('a visitor who closes the connection mid-request', () => {
  it('is logged as that, at info level, and not as the database being unavailable', async () => {
    const lines: string[] = [];
    const app = await appOn(
      database,
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/chat/NewMessageToChatbot HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"mess',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await expect
        .poll(() => lines.map(parse).find((l) => l.msg === 'client closed the connection'))
        .toMatchObject({ level: 30 });
      expect(
        lines
          .map(parse)
          .filter((l) => l.level >= 40 && l.msg !== 'web app is not built; serving the API only'),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
