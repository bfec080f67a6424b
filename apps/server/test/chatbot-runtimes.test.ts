import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatbotRuntimes } from '../src/chat/chatbot-runtime.js';
import { EngineUnavailableError } from '../src/chat/engine-thread.js';
import type { Database } from '../src/db/client.js';
import { chatbots } from '../src/db/schema.js';
import { ContentVersions } from '../src/read/content-version.js';
import { fixture } from './fixture.js';
import { contentDatabase } from './harness.js';

describe('ChatbotRuntimes with engine threads', () => {
  let database: Database;
  let runtimes: ChatbotRuntimes;

  beforeAll(async () => {
    database = await contentDatabase();
    // Hashes read on every call, so a content change is seen at once.
    runtimes = new ChatbotRuntimes(database.db, new ContentVersions(database.db, 0));
  });
  afterAll(async () => {
    await runtimes?.close();
    await database?.close();
  });

  it('rebuilds an engine when the content hash changes, the replaced one answering until closed', async () => {
    expect(await runtimes.get('ukjent')).toBeUndefined();
    const first = (await runtimes.get(fixture.bot))!;
    expect(await runtimes.get(fixture.bot)).toBe(first);

    await database.db
      .update(chatbots)
      .set({ contentHash: 'changed' })
      .where(eq(chatbots.identificator, fixture.bot));
    const second = (await runtimes.get(fixture.bot))!;
    expect(second).not.toBe(first);
    // Messages that reached the old engine before the change still get their answer.
    for (const runtime of [first, second]) {
      await expect(runtime.classify(fixture.question, null)).resolves.toMatchObject({
        node: fixture.questionNode,
      });
    }

    await runtimes.close();
    for (const runtime of [first, second]) {
      await expect(runtime.classify(fixture.question, null)).rejects.toBeInstanceOf(
        EngineUnavailableError,
      );
    }
  });

  it('stops an engine thread whose build ends after close, and refuses that runtime', async () => {
    const closing = new ChatbotRuntimes(database.db, new ContentVersions(database.db, 0));
    const building = closing.get(fixture.otherBot);
    await closing.close();
    await expect(building).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
