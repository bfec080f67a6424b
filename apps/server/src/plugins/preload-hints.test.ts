import { describe, expect, it } from 'vitest';
import { preloadHints, type ViteManifest } from './preload-hints.js';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js' },
  '../../node_modules/x/files/sans-latin-wght-normal.woff2': { file: 'assets/sans-normal-5.woff2' },
  '../../node_modules/x/files/sans-latin-wght-italic.woff2': { file: 'assets/sans-italic-6.woff2' },
  'src/app/routes/chat.tsx': {
    file: 'assets/chat-2.js',
    imports: ['index.html', '_nav.js'],
    css: ['assets/chat-2.css'],
  },
  '_nav.js': { file: 'assets/nav-3.js', imports: ['index.html'] },
  'src/app/routes/landing.tsx': { file: 'assets/landing-4.js', imports: ['_nav.js'] },
};
const open = { requireLogin: false };
const preloadLinks = (
  path: string,
  m: ViteManifest | undefined,
  options: { requireLogin: boolean },
) => preloadHints(m, options)(path);

describe('preloadLinks', () => {
  it("preloads the upright font, the chat's chunks (not the entry) and its public info", () => {
    expect(preloadLinks('/dina/chat', manifest, open)).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/sans-normal-5.woff2" />' +
        '<link rel="preload" as="style" href="/assets/chat-2.css" />' +
        '<link rel="modulepreload" href="/assets/chat-2.js" />' +
        '<link rel="modulepreload" href="/assets/nav-3.js" />' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/ChatBot/GetPublicInfo/dina" />',
    );
  });

  it("reads /home as dina's landing, with its tiles and sections", () => {
    const links = preloadLinks('/home', manifest, open);
    expect(links).toContain('href="/assets/landing-4.js"');
    expect(links).toContain('href="/api/Page/GetTilesForClient/dina"');
    expect(links).toContain('href="/api/Page/GetLandingForClient/dina"');
  });

  it('preloads the sub-page of an integer id and the people behind with their portraits', () => {
    expect(preloadLinks('/ibs/side/101', undefined, open)).toContain(
      'href="/api/Page/GetSubPageForClient/101"',
    );
    expect(preloadLinks('/dina/menneskene-bak', undefined, open)).toContain(
      'GetLandingForClient/dina',
    );
    expect(preloadLinks('/dina/form%C3%A5l', undefined, open)).toContain('GetPublicInfo/dina');
  });

  it('hints nothing for paths no route renders, or that cannot be decoded', () => {
    for (const path of ['/dina/side/abc', '/a/b/c/d', '/%E0%A4%A', '/dina/ukjent', '/']) {
      expect(preloadLinks(path, manifest, open)).toBe('');
    }
  });

  it('leaves API calls out behind the password gate, except on the unguarded pages', () => {
    expect(preloadLinks('/dina/chat', undefined, { requireLogin: true })).toBe('');
    expect(preloadLinks('/dina/personvern', undefined, { requireLogin: true })).toContain(
      'GetPublicInfo/dina',
    );
  });
});
