import { readFileSync } from 'node:fs';
import { renderInline, renderMarkdown, sanitize } from '@dina/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { appOn, contentDatabase } from './harness.js';
import { chatBody } from './protection-harness.js';

/** Classic XSS payloads (OWASP cheat sheet and mutation-XSS classics), one per line. */
const payloads = readFileSync(new URL('./fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** The tags content may hold (packages/content/src/html.ts); anything else must be gone. */
const ALLOWED_TAGS = new Set(
  'p br strong b em i u ul ol li a h2 h3 h4 blockquote img video source table thead tbody tr th td span'.split(
    ' ',
  ),
);

/** Every way the sanitised HTML could still run script or reach another origin. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name] of html.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    if (!ALLOWED_TAGS.has(name!.toLowerCase())) problems.push(`tag ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`event handler ${tag}`);
    if (/\sstyle\s*=/i.test(tag)) problems.push(`style ${tag}`);
    for (const [, url] of tag.matchAll(
      /\s(?:href|src|poster|action|background)\s*=\s*"([^"]*)"/gi,
    )) {
      const decoded = url!.replace(/&#x?[0-9a-f]+;?|&[a-z]+;|\s/gi, '');
      if (/^(javascript|vbscript|data):/i.test(decoded) || decoded.startsWith('//'))
        problems.push(`url ${tag}`);
    }
  }
  if (/<!--|<!\[CDATA\[/i.test(html)) problems.push('comment');
  return problems;
}

describe('XSS corpus through the content sanitiser', () => {
  it('holds at least 50 payloads, which the checker itself recognises as unsafe', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    expect(payloads.filter((p) => unsafeParts(p).length > 0).length).toBeGreaterThanOrEqual(35);
  });

  it.each(payloads)('sanitize, renderMarkdown and renderInline neutralise %s', (payload) => {
    for (const render of [sanitize, renderMarkdown, renderInline]) {
      const { html } = render(payload);
      expect(unsafeParts(html), `${render.name}: ${html}`).toEqual([]);
    }
  });

  it('reports every payload that held something unsafe, so the validator can fail on it', () => {
    const flagged = payloads.filter((p) => sanitize(p).hadUnsafe);
    // Markdown links and plain text are not HTML; every HTML payload with a tag is flagged.
    expect(flagged.length).toBeGreaterThanOrEqual(
      payloads.filter((p) => /<[a-z]/i.test(p)).length - 2,
    );
  });
});

describe('XSS corpus through the chat', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await contentDatabase();
    app = await appOn(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

  it('never echoes a payload: the answer is vetted content only, as JSON', async () => {
    for (const payload of payloads) {
      for (const exchangeId of [null, 'welcome']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/chat/NewMessageToChatbot',
          payload: chatBody({ message: payload, exchange_id: exchangeId }),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        for (const text of strings(res.json())) {
          expect(text).not.toContain(payload.trim());
          expect(unsafeParts(text), text).toEqual([]);
        }
      }
    }
  });
});
