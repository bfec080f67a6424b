import { apiPaths, apiBase } from '@dina/contracts/paths';
import { escapeAttribute } from '../html-attribute.js';

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) the hints need. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

interface RouteHints {
  /** The lazy route module of apps/web/src/app/routes that renders the page. */
  module: string;
  /** API calls its loader makes at once (GET paths below /api). */
  api: string[];
}

const BOT = /^[a-z0-9][a-z0-9-]{0,62}$/i;
const INFO_PAGES = new Set(['personvern', 'formål', 'menneskene-bak', 'tidsbruk']);

/** Which screen a client route shows and what it fetches first (mirrors apps/web routes.tsx). */
function hintsFor(pathName: string): RouteHints | undefined {
  let parts: string[];
  try {
    parts = decodeURIComponent(pathName).toLowerCase().split('/').filter(Boolean);
  } catch {
    return undefined;
  }
  const [first, second, third] = parts;
  if (parts.length === 1 && first === 'login') return { module: 'login', api: [] };
  if (!first || !BOT.test(first)) return undefined;
  const bot = first === 'home' ? 'dina' : first;
  const info = apiPaths.publicInfo(bot);
  if (parts.length === 1) {
    return { module: 'landing', api: [info, apiPaths.tiles(bot), apiPaths.landing(bot)] };
  }
  if (parts.length === 2 && second === 'chat') return { module: 'chat', api: [info] };
  if (parts.length === 3 && second === 'side' && /^\d{1,9}$/.test(third ?? '')) {
    return { module: 'sub-page', api: [info, apiPaths.subPage(Number(third))] };
  }
  if (parts.length === 2 && second && INFO_PAGES.has(second)) {
    const api = second === 'menneskene-bak' ? [info, apiPaths.landing(bot)] : [info];
    return { module: 'info-pages', api };
  }
  return undefined;
}

/** The chunk files a route module needs, itself first, without the entry already loading. */
function chunksOf(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || k === 'index.html' || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * `<link>` tags that let the browser fetch a page's route chunk and its first API answers
 * while the main bundle is still downloading, instead of one after the other. API calls are
 * left out behind the password gate, where the guard would not make them.
 */
export function preloadLinks(
  pathName: string,
  manifest: ViteManifest | undefined,
  { requireLogin }: { requireLogin: boolean },
): string {
  const hints = hintsFor(pathName);
  if (!hints) return '';
  const links: string[] = [];
  if (manifest) {
    // The upright text font is on every page; found late in the CSS, it would hold back the
    // largest text paint. (The italic face downloads only where italics are used.)
    for (const [key, { file }] of Object.entries(manifest)) {
      if (key.endsWith('-normal.woff2')) {
        links.push(
          `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/${file}" />`,
        );
      }
    }
    const { js, css } = chunksOf(manifest, `src/app/routes/${hints.module}.tsx`);
    for (const file of css) links.push(`<link rel="preload" as="style" href="/${file}" />`);
    for (const file of js) links.push(`<link rel="modulepreload" href="/${file}" />`);
  }
  const guarded = hints.module !== 'info-pages' && hints.module !== 'login';
  if (!(requireLogin && guarded)) {
    for (const api of hints.api) {
      links.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(apiBase + api)}" />`,
      );
    }
  }
  return links.join('');
}
