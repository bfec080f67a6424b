import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.js';

describe.each(databaseKinds)('GET /api/Chat/Media on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop?.());

  it('serves the avatar as SVG with an ETag, an hour of caching and a sandboxing CSP', async () => {
    const res = await app.inject('/api/Chat/Media/dina/avatar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.inject('/api/Chat/Media/dina/avatar');
    const res = await app.inject({
      url: '/api/Chat/Media/dina/avatar',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('serves a byte range of a video with 206, and 416 for a range past the end', async () => {
    const page = await findVideo(app);
    const whole = await app.inject(`/api/Chat/Media/dina/${page}`);
    expect(whole.headers['content-type']).toMatch(/^video\//);
    const size = whole.rawPayload.length;
    const part = await app.inject({
      url: `/api/Chat/Media/dina/${page}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const beyond = await app.inject({
      url: `/api/Chat/Media/dina/${page}`,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    '/api/Chat/Media/dina/nothing',
    '/api/Chat/Media/nobody/avatar',
    '/api/Chat/Media/dina/..%2Fetc',
  ])('answers %s with a 404 JSON error', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: expect.stringMatching(/^Fant ingen/) as string },
    });
  });
});

/** The media id of a video used as a sub-page's top media. */
async function findVideo(app: FastifyInstance): Promise<string> {
  const info = (await app.inject('/api/ChatBot/GetPublicInfo/dina')).json<{
    subPages: { id: number }[];
  }>();
  for (const { id } of info.subPages) {
    const page = (await app.inject(`/api/Page/GetSubPageForClient/${id}`)).json<{
      topMedia: { id: string; mediaType: string } | null;
    }>();
    if (page.topMedia?.mediaType === 'VIDEO') return page.topMedia.id;
  }
  throw new Error('dina has no sub-page with a video');
}
