import { formatProblem, loadContent } from '@dina/content';
import type { Db } from '../db/client.js';
import { syncContent, type SyncReport } from './sync.js';

/**
 * Validates the content folder and stores it. Invalid content stops the start-up with every
 * problem listed, so a broken edit never replaces content that works.
 */
export async function loadContentIntoDatabase(
  db: Db,
  contentDir: string,
  /** Refuse made-up deployment facts (NODE_ENV=production). */
  production = false,
): Promise<SyncReport> {
  const { bundles, problems } = await loadContent(contentDir, { production });
  if (problems.length > 0) {
    throw new Error(
      `Innholdet i ${contentDir} er ugyldig:\n${problems.map(formatProblem).join('\n')}`,
    );
  }
  return syncContent(db, bundles, 'start');
}
