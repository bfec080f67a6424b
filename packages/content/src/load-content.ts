import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problems.js';
import { readDeployment } from './deployment.js';
import { readBot } from './read-bot.js';
import { resolveBot } from './resolve.js';
import type { ChatbotBundle } from './types.js';

export interface LoadResult {
  bundles: ChatbotBundle[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Today's date (YYYY-MM-DD) for review-date checks; defaults to the real today. */
  today?: string;
  /** Refuse made-up deployment facts (NODE_ENV=production); see `readDeployment`. */
  production?: boolean;
}

/**
 * Reads and validates every chatbot folder below `root` (one folder per chatbot). Problems
 * carry paths relative to the current directory so editors can jump to them.
 */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<LoadResult> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const problems: Problem[] = [];
  const deployment = await readDeployment(root, options.production ?? false, problems);
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  const bundles: ChatbotBundle[] = [];
  const pageOwners = new Map<number, string>();
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const display = path.relative(process.cwd(), dir) || dir;
    const raw = await readBot(dir, display, problems);
    // Sub-page ids are global: GetSubPageForClient/{id} names no chatbot.
    for (const page of raw.pages) {
      const owner = pageOwners.get(page.front.id);
      if (owner && owner !== folder) {
        problems.push({
          file: page.src.file,
          line: page.src.lineOf(['id']),
          message: `Side-id ${page.front.id} er allerede brukt av chatboten «${owner}»`,
        });
      }
      pageOwners.set(page.front.id, folder);
    }
    const bundle = deployment && resolveBot(raw, folder, today, deployment, problems);
    if (bundle) bundles.push(bundle);
  }
  if (folders.length === 0)
    problems.push({ file: root, line: 1, message: 'Fant ingen chatbot-mapper' });
  return { bundles: problems.length === 0 ? bundles : [], problems };
}
