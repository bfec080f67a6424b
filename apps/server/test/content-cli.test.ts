import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runContentCli } from '../src/cli/content.js';
import { openDatabase, type DatabaseTarget } from '../src/db/client.js';
import { chatbots } from '../src/db/schema.js';
import { fixture, fixtureContentDir } from './fixture.js';
import { databaseKinds, removeDir, type TestDatabase } from './harness.js';

// On PostgreSQL (DATABASE_URL): every command opens the database anew, which for a PGlite on
// disk takes a second or more each time. The CLI is the same code on either kind; a PGlite on
// disk across opens is tested by content-sync.test.ts (restarts) and stats-cli.test.ts.
describe('npm run content -- publish / rollback', { timeout: 60_000 }, () => {
  let fresh: TestDatabase;
  let content: string;
  const chatbotFile = () => path.join(content, fixture.bot, 'chatbot.yaml');
  const url = () => (fresh.target as Extract<DatabaseTarget, { kind: 'postgres' }>).url;
  beforeAll(async () => {
    fresh = await databaseKinds[1].fresh();
    content = await mkdtemp(path.join(os.tmpdir(), 'dina-cli-content-'));
    await cp(fixtureContentDir, content, { recursive: true });
  });
  afterAll(async () => {
    await fresh?.drop();
    await removeDir(content);
  });

  const run = (command: string) =>
    runContentCli([command, '--dir', content], { DATABASE_URL: url(), LOG_LEVEL: 'silent' });
  const setVersionAndName = async (version: number, name: string) => {
    const text = await readFile(chatbotFile(), 'utf8');
    await writeFile(
      chatbotFile(),
      text.replace(/^version: .*$/m, `version: ${version}`).replace(/^name: .*$/m, `name: ${name}`),
    );
  };
  const storedName = async () => {
    const database = await openDatabase(fresh.target);
    try {
      const rows = await database.db.select().from(chatbots);
      return rows.find((r) => r.identificator === fixture.bot)?.name;
    } finally {
      await database.close();
    }
  };

  it('publishes a newer version, refuses an older one with a Norwegian reason, and rolls back when asked', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await setVersionAndName(2, 'Planta to');
      expect(await run('publish')).toBe(0);
      expect(await storedName()).toBe('Planta to');

      await setVersionAndName(1, 'Planta en');
      expect(await run('publish')).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toContain(
        `Databasen har en nyere versjon av ${fixture.bot}; ikke lagt inn`,
      );
      expect(await storedName()).toBe('Planta to');

      expect(await run('rollback')).toBe(0);
      expect(await storedName()).toBe('Planta en');
      expect(logs.mock.calls.flat()).toContain(`Lagt inn: ${fixture.bot}`);
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
  });

  it('refuses an unknown command with its usage', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runContentCli(['deploy'])).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toContain('npm run content -- rollback');
    } finally {
      errors.mockRestore();
    }
  });
});
