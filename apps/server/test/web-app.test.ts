import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './fixture.js';
import { databaseKinds, fakeWebDist, removeDir, startApp } from './harness.js';

describe('serving the web app (history fallback)', () => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist();
    await writeFile(
      path.join(dist, 'assets', 'index-AbC123.js.br'),
      brotliCompressSync('console.log(1);'),
    );
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/app/routes/chat.tsx': { file: 'assets/chat-X1.js' } }),
    );
    ({ app, stop } = await startApp(databaseKinds[0], {
      WEB_DIST_DIR: dist,
      REQUIRE_LOGIN: 'true',
    }));
  });
  afterAll(async () => {
    await stop?.();
    await removeDir(dist);
  });

  it.each([
    '/',
    '/home',
    '/login',
    '/dina',
    '/dina/chat',
    '/dina/side/1',
    '/dina/personvern',
    '/dina/form%C3%A5l',
    '/DINA/FORM%C3%85L',
    '/dina/menneskene-bak',
    '/dina/tidsbruk',
    '/ibs/chat?x=1',
  ])('answers %s with index.html so the client route works on reload', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('fills the client configuration into the app-config meta tag', async () => {
    const res = await app.inject('/dina');
    expect(res.body).toContain(
      '<meta name="app-config" content="{&quot;requireLogin&quot;:true,&quot;showUsagePage&quot;:false}" />',
    );
  });

  it('sends a CSP that allows nothing from other origins with the HTML', async () => {
    const csp = (await app.inject('/dina')).headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets as immutable and never index.html itself unconfigured', async () => {
    const asset = await app.inject('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/index.html')).statusCode).toBe(404);
  });

  it("hints the route's chunk in the HTML but never serves the build manifest", async () => {
    const html = (await app.inject('/dina/chat')).body;
    expect(html).toContain('<link rel="modulepreload" href="/assets/chat-X1.js" /></head>');
    // Behind the password gate the guard makes no API call, so none is hinted.
    expect(html).not.toContain('as="fetch"');
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it("sends the build's brotli file to a browser that accepts br, the plain file otherwise", async () => {
    const br = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it.each(['/api/nothing', '/assets/missing.js', '/favicon.png'])(
    'answers %s with a 404 JSON error, not the app',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Fant ikke det du lette etter.' },
      });
    },
  );

  it('does not answer a POST to a client route with the app', async () => {
    const res = await app.inject({ method: 'POST', url: '/dina' });
    expect(res.statusCode).toBe(404);
  });

  it('sets nosniff and no-referrer on every answer', async () => {
    for (const url of ['/dina', `/api/ChatBot/GetPublicInfo/${fixture.bot}`, '/api/nothing']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
