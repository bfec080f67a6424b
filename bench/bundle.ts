import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Size of the web build (gzip): what the first page load needs and everything, against a
 * baseline taken in the same run: the production builds of React and React DOM alone.
 */
export async function benchBundle(): Promise<string[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => undefined);
  if (!html) return ['Bundle: apps/web/dist is missing; run `npm run build` first.'];
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const assets = (await readdir(path.join(dist, 'assets'))).filter((f) => /\.(js|css)$/.test(f));
  const sizeOf = async (files: string[]) => {
    let total = 0;
    for (const f of files) total += gz(await readFile(path.join(dist, f)));
    return total;
  };
  const initialSize = await sizeOf(initial);
  const allSize = await sizeOf(assets.map((f) => `assets/${f}`));
  const react = await Promise.all(
    ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js'].map((f) =>
      readFile(path.join(root, 'node_modules', f)),
    ),
  );
  const floor = gz(Buffer.concat(react));
  return [
    'Web bundle (gzip -9):',
    `  baseline: React + React DOM         ${kb(floor)}`,
    `  first load (${initial.length} files)            ${kb(initialSize)} (${(initialSize / floor).toFixed(2)}× baseline)`,
    `  all JS and CSS (${assets.length} files)       ${kb(allSize)} (${(allSize / floor).toFixed(2)}× baseline)`,
  ];
}
