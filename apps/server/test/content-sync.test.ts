import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@dina/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/bootstrap.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { chatbots, dialogueNodes, media, subPages } from '../src/db/schema.js';
import { loadContentIntoDatabase } from '../src/content/load.js';
import { syncContent } from '../src/content/sync.js';
import { contentDir, databaseKinds, testConfig, type TestDatabase } from './harness.js';

describe.each(databaseKinds)('content synchronisation on $name', (kind) => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await kind.fresh();
    database = await openDatabase(test.target);
  });
  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  it('loads both chatbots, then leaves them untouched when nothing changed', async () => {
    const first = await loadContentIntoDatabase(database.db, contentDir);
    expect(first).toEqual({ loaded: ['dina', 'ibs'], unchanged: [], removed: [] });
    const before = await database.db
      .select({ id: chatbots.identificator, at: chatbots.loadedAt })
      .from(chatbots);

    const second = await loadContentIntoDatabase(database.db, contentDir);
    expect(second).toEqual({ loaded: [], unchanged: ['dina', 'ibs'], removed: [] });
    const after = await database.db
      .select({ id: chatbots.identificator, at: chatbots.loadedAt })
      .from(chatbots);
    expect(after).toEqual(before);
  });

  it('stores every page, node and media file of the content', async () => {
    const { bundles } = await loadContent(contentDir);
    const dina = bundles.find((b) => b.identificator === 'dina')!;
    const count = async (table: typeof subPages | typeof dialogueNodes | typeof media) =>
      (await database.db.select().from(table).where(eq(table.chatbot, 'dina'))).length;
    expect(await count(subPages)).toBe(dina.pages.length);
    expect(await count(dialogueNodes)).toBe(dina.nodes.length);
    expect(await count(media)).toBe(dina.media.length);
    const [avatar] = await database.db.select().from(media).where(eq(media.id, dina.avatarId));
    expect(Buffer.from(avatar!.bytes)).toEqual(
      Buffer.from(dina.media.find((m) => m.id === dina.avatarId)!.bytes),
    );
  });

  it('replaces a changed chatbot whole and removes one whose folder is gone', async () => {
    const { bundles } = await loadContent(contentDir);
    const dina = bundles.find((b) => b.identificator === 'dina')!;
    const renamed = {
      ...dina,
      name: 'Dina 2',
      contentHash: 'changed',
      pages: dina.pages.slice(0, 1),
    };
    const report = await syncContent(database.db, [renamed]);
    expect(report).toEqual({ loaded: ['dina'], unchanged: [], removed: ['ibs'] });
    const [row] = await database.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.identificator, 'dina'));
    expect(row?.name).toBe('Dina 2');
    expect(await database.db.select().from(subPages)).toHaveLength(1);
    expect(
      await database.db.select().from(chatbots).where(eq(chatbots.identificator, 'ibs')),
    ).toEqual([]);
  });
});

describe('the embedded database across restarts', () => {
  let dataDir: string;
  let content: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dina-data-'));
    content = await mkdtemp(path.join(os.tmpdir(), 'dina-content-copy-'));
    await cp(contentDir, content, { recursive: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(content, { recursive: true, force: true });
  });

  const start = () => createServer(testConfig({ DATA_DIR: dataDir, CONTENT_DIR: content }));
  const nameOfDina = async () => {
    const app = await start();
    try {
      return (await app.inject('/api/ChatBot/GetPublicInfo/dina')).json<{ name: string }>().name;
    } finally {
      await app.close();
    }
  };

  it('keeps the data on disk and loads a content change on the next start', async () => {
    expect(await nameOfDina()).toBe('Dina');
    // A second start finds the data already there and the content unchanged.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const report = await loadContentIntoDatabase(database.db, content);
    await database.close();
    expect(report.unchanged).toEqual(['dina', 'ibs']);

    const file = path.join(content, 'dina', 'chatbot.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^name: .*$/m, 'name: Dina Test'));
    expect(await nameOfDina()).toBe('Dina Test');
  });

  it('refuses to start on invalid content and keeps the content it had', async () => {
    const file = path.join(content, 'dina', 'chatbot.yaml');
    const valid = await readFile(file, 'utf8');
    await writeFile(file, valid.replace(/^avatar: .*$/m, 'avatar: missing-avatar'));
    await expect(start()).rejects.toThrow(
      /chatbot\.yaml:\d+: Media-id «missing-avatar» finnes ikke/,
    );
    await writeFile(file, valid);
    expect(await nameOfDina()).toBe('Dina Test');
  });
});
