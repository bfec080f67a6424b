import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http-error.js';
import { escapeAttribute } from '../html-attribute.js';
import { preloadHints, type ViteManifest } from './preload-hints.js';

/** Settings the browser app reads from a meta tag, so one build serves every deployment. */
export interface ClientConfig {
  requireLogin: boolean;
  showUsagePage: boolean;
}

const CONFIG_META = /<meta name="app-config" content="[^"]*"\s*\/?>/;

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (with the client
 * configuration filled in) for every other GET outside /api, so client routes work on reload.
 * Its strict Content-Security-Policy comes with every answer (`security.ts`).
 * Without a build only the API is served.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  clientConfig: ClientConfig,
): Promise<void> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined);
  const manifest = await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as ViteManifest)
    .catch(() => undefined);
  if (template === undefined) {
    app.log.warn({ distDir }, 'web app is not built; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Source maps would publish the sources; the build makes none, and none is served.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !/\.map$/i.test(pathName) && !pathName.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = template?.replace(
    CONFIG_META,
    `<meta name="app-config" content="${escapeAttribute(JSON.stringify(clientConfig))}" />`,
  );

  const hintsFor = preloadHints(manifest, clientConfig);

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const pathName = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(\/|$)/i.test(pathName) &&
      !/\.[a-z0-9]+$/i.test(pathName);
    if (!isPage || indexHtml === undefined) {
      return reply.status(404).send(errorBody('not_found', 'Fant ikke det du lette etter.'));
    }
    const hints = hintsFor(pathName);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(hints ? indexHtml.replace('</head>', `${hints}</head>`) : indexHtml);
  });
}
