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
import { fixture, fixtureContentDir } from './fixture.js';
import {
  databaseKinds,
  migratedDataDir,
  productionContentDir,
  testConfig,
  type TestDatabase,
} from './harness.js';

const { bot, otherBot } = fixture;
const bothBots = [bot, otherBot].sort();

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
    const first = await loadContentIntoDatabase(database.db, fixtureContentDir);
    expect(first).toEqual({ loaded: bothBots, unchanged: [], removed: [], kept: [] });
    const before = await database.db
      .select({ id: chatbots.identificator, at: chatbots.loadedAt })
      .from(chatbots);

    const second = await loadContentIntoDatabase(database.db, fixtureContentDir);
    expect(second).toEqual({ loaded: [], unchanged: bothBots, removed: [], kept: [] });
    const after = await database.db
      .select({ id: chatbots.identificator, at: chatbots.loadedAt })
      .from(chatbots);
    expect(after).toEqual(before);
  });

  const count = async (table: typeof subPages | typeof dialogueNodes | typeof media, id: string) =>
    (await database.db.select().from(table).where(eq(table.chatbot, id))).length;

  it('stores every page, node and media file of the content', async () => {
    const { bundles } = await loadContent(fixtureContentDir);
    const plants = bundles.find((b) => b.identificator === bot)!;
    expect(await count(subPages, bot)).toBe(plants.pages.length);
    expect(await count(dialogueNodes, bot)).toBe(plants.nodes.length);
    expect(await count(media, bot)).toBe(plants.media.length);
    const [video] = await database.db.select().from(media).where(eq(media.id, fixture.videoId));
    expect(Buffer.from(video!.bytes)).toEqual(
      Buffer.from(plants.media.find((m) => m.id === fixture.videoId)!.bytes),
    );
  });

  const nameOf = async (id: string) =>
    (await database.db.select().from(chatbots).where(eq(chatbots.identificator, id)))[0]?.name;

  it('never lets a start with an older version replace newer content or remove a chatbot; a rollback does', async () => {
    const { bundles } = await loadContent(fixtureContentDir);
    const plants = bundles.find((b) => b.identificator === bot)!;
    const newer = { ...plants, name: 'Planta v2', contentHash: 'v2', version: plants.version + 1 };
    expect(await syncContent(database.db, [newer], 'publish')).toMatchObject({
      loaded: [bot],
      removed: [otherBot],
    });
    await syncContent(database.db, bundles, 'start');
    // An instance still on the old folder starts: the fleet keeps the newer content.
    const older = { ...plants, name: 'Planta v1', contentHash: 'v1' };
    expect(await syncContent(database.db, [older], 'start')).toEqual({
      loaded: [],
      unchanged: [],
      removed: [],
      kept: [bot],
    });
    expect(await nameOf(bot)).toBe('Planta v2');
    expect(await nameOf(otherBot)).toBe(fixture.otherBotName);
    expect(await syncContent(database.db, [older], 'publish')).toMatchObject({ kept: [bot] });
    expect(await syncContent(database.db, [older], 'rollback')).toMatchObject({
      loaded: [bot],
      removed: [otherBot],
    });
    expect(await nameOf(bot)).toBe('Planta v1');
  });

  it('replaces a changed chatbot whole and, when publishing, removes one whose folder is gone', async () => {
    const { bundles } = await loadContent(fixtureContentDir);
    const plants = bundles.find((b) => b.identificator === bot)!;
    await syncContent(database.db, bundles, 'rollback');
    const renamed = {
      ...plants,
      name: 'Planta 2',
      contentHash: 'changed',
      pages: plants.pages.slice(0, 1),
    };
    expect(await syncContent(database.db, [renamed], 'start')).toEqual({
      loaded: [bot],
      unchanged: [],
      removed: [],
      kept: [],
    });
    const report = await syncContent(database.db, [renamed], 'publish');
    expect(report).toEqual({ loaded: [], unchanged: [bot], removed: [otherBot], kept: [] });
    expect(await nameOf(bot)).toBe('Planta 2');
    expect(await database.db.select().from(subPages)).toHaveLength(1);
    expect(
      await database.db.select().from(chatbots).where(eq(chatbots.identificator, otherBot)),
    ).toEqual([]);
  });

  // The production content, published over the fixture: it fits this kind of database whole.
  it('stores every page, node and media file of the production content', async () => {
    const { bundles, problems } = await loadContent(productionContentDir);
    expect(problems).toEqual([]);
    const report = await syncContent(database.db, bundles, 'publish');
    expect(report.loaded.sort()).toEqual(bundles.map((b) => b.identificator).sort());
    expect(report.removed).toEqual([bot]);
    for (const bundle of bundles) {
      const id = bundle.identificator;
      expect(await count(subPages, id), id).toBe(bundle.pages.length);
      expect(await count(dialogueNodes, id), id).toBe(bundle.nodes.length);
      expect(await count(media, id), id).toBe(bundle.media.length);
    }
  });
});

describe('instances starting together on a fresh PostgreSQL', () => {
  it('both start, three times out of three: migrations and content loading take turns', async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = await databaseKinds[1].fresh();
      try {
        const starts = await Promise.allSettled(
          [0, 1].map(() => createServer(testConfig(), fresh.target)),
        );
        const apps = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        try {
          expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
            'ok',
            'ok',
          ]);
          for (const app of apps) {
            expect((await app.inject('/api/health')).statusCode).toBe(200);
          }
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await fresh.drop();
      }
    }
  }, 120_000);
});

describe('the embedded database across restarts', () => {
  let dataDir: string;
  let content: string;
  beforeAll(async () => {
    // Migrated already: a first start on an empty DATA_DIR (initdb) is what the e2e run does.
    dataDir = await migratedDataDir('dina-data-');
    content = await mkdtemp(path.join(os.tmpdir(), 'dina-content-copy-'));
    await cp(fixtureContentDir, content, { recursive: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(content, { recursive: true, force: true });
  });

  const start = () => createServer(testConfig({ DATA_DIR: dataDir, CONTENT_DIR: content }));
  const nameOfBot = async () => {
    const app = await start();
    try {
      return (await app.inject(`/api/ChatBot/GetPublicInfo/${bot}`)).json<{ name: string }>().name;
    } finally {
      await app.close();
    }
  };

  it('keeps the data on disk and loads a content change on the next start', async () => {
    expect(await nameOfBot()).toBe(fixture.botName);
    // A second start finds the data already there and the content unchanged.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const report = await loadContentIntoDatabase(database.db, content);
    await database.close();
    expect(report.unchanged).toEqual(bothBots);

    const file = path.join(content, bot, 'chatbot.yaml');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/^name: .*$/m, 'name: Planta Test'),
    );
    expect(await nameOfBot()).toBe('Planta Test');
  });

  it('refuses to start on invalid content and keeps the content it had', async () => {
    const file = path.join(content, bot, 'chatbot.yaml');
    const valid = await readFile(file, 'utf8');
    await writeFile(file, valid.replace(/^avatar: .*$/m, 'avatar: missing-avatar'));
    await expect(start()).rejects.toThrow(
      /chatbot\.yaml:\d+: Media-id «missing-avatar» finnes ikke/,
    );
    await writeFile(file, valid);
    expect(await nameOfBot()).toBe('Planta Test');
  });
});
