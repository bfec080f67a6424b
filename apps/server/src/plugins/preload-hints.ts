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
 * Makes, for a page path, the `<link>` tags that let the browser fetch its route chunk, the
 * font and its first API answers while the main bundle is still downloading, instead of one
 * after the other. API calls are left out behind the password gate, where the guard would
 * not make them.
 */
export function preloadHints(
  manifest: ViteManifest | undefined,
  { requireLogin }: { requireLogin: boolean },
): (pathName: string) => string {
  // Worked out once: the manifest does not change while the server runs.
  const font = Object.entries(manifest ?? {})
    .filter(([key]) => key.endsWith('-normal.woff2'))
    .map(
      ([, { file }]) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/${file}" />`,
    )
    .join('');
  const chunkLinks = new Map<string, string>();
  const chunksFor = (module: string) => {
    let links = chunkLinks.get(module);
    if (links === undefined) {
      const { js, css } = manifest
        ? chunksOf(manifest, `src/app/routes/${module}.tsx`)
        : { js: [], css: [] };
      links =
        css.map((file) => `<link rel="preload" as="style" href="/${file}" />`).join('') +
        js.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('');
      chunkLinks.set(module, links);
    }
    return links;
  };
  return (pathName) => {
    const hints = hintsFor(pathName);
    if (!hints) return '';
    const guarded = hints.module !== 'info-pages' && hints.module !== 'login';
    const api =
      requireLogin && guarded
        ? ''
        : hints.api
            .map(
              (path) =>
                `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(apiBase + path)}" />`,
            )
            .join('');
    // The upright text font is on every page; found late in the CSS, it would hold back the
    // largest text paint. (The italic face downloads only where italics are used.)
    return font + chunksFor(hints.module) + api;
  };
}
