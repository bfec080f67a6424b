import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './fixture.js';
import { databaseKinds, startApp } from './harness.js';

const avatar = `/api/Chat/Media/${fixture.bot}/avatar`;
const video = `/api/Chat/Media/${fixture.bot}/${fixture.videoId}`;

describe.each(databaseKinds)('GET /api/Chat/Media on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop?.());

  it('serves the avatar as SVG with an ETag, an hour of caching and a sandboxing CSP', async () => {
    const res = await app.inject(avatar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.inject(avatar);
    const res = await app.inject({
      url: avatar,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('serves a byte range of a video with 206, and 416 for a range past the end', async () => {
    const whole = await app.inject(video);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const size = whole.rawPayload.length;
    expect(size).toBe(1024);
    const part = await app.inject({
      url: video,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const beyond = await app.inject({
      url: video,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    `/api/Chat/Media/${fixture.bot}/nothing`,
    '/api/Chat/Media/nobody/avatar',
    `/api/Chat/Media/${fixture.bot}/..%2Fetc`,
    // A chatbot's media are its own: the other bot has no file by the first bot's video id.
    `/api/Chat/Media/${fixture.otherBot}/${fixture.videoId}`,
  ])('answers %s with a 404 JSON error', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: expect.stringMatching(/^Fant ingen/) as string },
    });
  });
});
