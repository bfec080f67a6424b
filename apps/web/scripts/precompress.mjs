// Writes .br and .gz beside every compressible file of the build, so the server sends
// compressed assets without compressing on each request (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|svg|json|txt|webmanifest)$/i;
let files = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  if (entry.parentPath.includes('.vite')) continue; // the manifest is read by the server only
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
}
console.log(`precompress: ${files} files → .br and .gz`);
