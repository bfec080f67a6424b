import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentIntoDatabase } from '../content/load.js';
import { openDatabase, type Database } from '../db/client.js';
import { chatbots } from '../db/schema.js';
import { ContentVersions } from '../read/content-version.js';
import { ChatbotRuntimes } from './chatbot-runtime.js';
import { EngineUnavailableError } from './engine-thread.js';

const contentDir = fileURLToPath(new URL('../../../../content', import.meta.url));

describe('ChatbotRuntimes with engine threads', () => {
  let database: Database;
  let runtimes: ChatbotRuntimes;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await loadContentIntoDatabase(database.db, contentDir);
    // Hashes read on every call, so a content change is seen at once.
    runtimes = new ChatbotRuntimes(database.db, new ContentVersions(database.db, 0));
  });
  afterAll(async () => {
    await runtimes?.close();
    await database?.close();
  });

  it('rebuilds an engine when the content hash changes, the replaced one answering until closed', async () => {
    expect(await runtimes.get('ukjent')).toBeUndefined();
    const first = (await runtimes.get('dina'))!;
    expect(await runtimes.get('dina')).toBe(first);

    await database.db
      .update(chatbots)
      .set({ contentHash: 'changed' })
      .where(eq(chatbots.identificator, 'dina'));
    const second = (await runtimes.get('dina'))!;
    expect(second).not.toBe(first);
    // Messages that reached the old engine before the change still get their answer.
    for (const runtime of [first, second]) {
      await expect(runtime.classify('hva kan jeg spise', null)).resolves.toMatchObject({
        node: 'diet-basics',
      });
    }

    await runtimes.close();
    for (const runtime of [first, second]) {
      await expect(runtime.classify('hva kan jeg spise', null)).rejects.toBeInstanceOf(
        EngineUnavailableError,
      );
    }
  });

  it('stops an engine thread whose build ends after close, and refuses that runtime', async () => {
    const closing = new ChatbotRuntimes(database.db, new ContentVersions(database.db, 0));
    const building = closing.get('ibs');
    await closing.close();
    await expect(building).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
