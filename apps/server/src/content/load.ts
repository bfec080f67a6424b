import { formatProblem, loadContent } from '@dina/content';
import type { Db } from '../db/client.js';
import { syncContent, type SyncMode, type SyncReport } from './sync.js';

/**
 * Validates the content folder and stores it. Invalid content stops the start-up with every
 * problem listed, so a broken edit never replaces content that works.
 */
export async function loadContentIntoDatabase(
  db: Db,
  contentDir: string,
  mode: SyncMode = 'start',
): Promise<SyncReport> {
  const { bundles, problems } = await loadContent(contentDir);
  if (problems.length > 0) {
    throw new Error(
      `Innholdet i ${contentDir} er ugyldig:\n${problems.map(formatProblem).join('\n')}`,
    );
  }
  return syncContent(db, bundles, mode);
}
