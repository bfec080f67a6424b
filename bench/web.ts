import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@dina/server/bootstrap';
import { loadConfig } from '@dina/server/config';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const BUDGET_KB = 150;

/** Debian's Chromium, never a downloaded browser (as in the e2e tests). */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What a phone loads and how Lighthouse (mobile, simulated throttling, offline against
 * localhost) scores the chat and landing screens. JavaScript transferred on the first load
 * of /dina/chat is compared with the 150 kB gzip budget of issue 5.
 */
export async function benchWeb(): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dina-bench-web-'));
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      CONTENT_DIR: path.join(repoRoot, 'content'),
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      DATA_DIR: dataDir,
    },
    repoRoot,
  );
  const app = await createServer(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const lines = [`Web on a simulated phone (Lighthouse, mobile, budget ${BUDGET_KB} kB JS):`];
  try {
    for (const route of ['/dina/chat', '/dina']) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const items =
        (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const js = items
        .filter((i) => i.resourceType === 'Script')
        .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      const lcp = audits['largest-contentful-paint']?.displayValue ?? '?';
      lines.push(
        `  ${route.padEnd(12)} performance ${score('performance')}, accessibility ` +
          `${score('accessibility')}, best practices ${score('best-practices')}; ` +
          `LCP ${lcp}; JS ${kb(js)} (${((js / 1024 / BUDGET_KB) * 100).toFixed(0)} % of budget)`,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return lines;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}
